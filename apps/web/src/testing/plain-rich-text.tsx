/**
 * A stand-in for `LazyRichText` in jsdom, where the editor cannot be typed into: a plain text area with the same
 * props, so a form test fills the field and reads the value the form sends. Use with
 * `vi.mock('@/components/rich-text-editor/lazy-rich-text', () => import('@/testing/plain-rich-text'))`.
 */
export function LazyRichText({
  value,
  onChange,
  id,
  placeholder,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder: string;
  label: string;
}) {
  return (
    <textarea
      id={id}
      aria-label={label}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
