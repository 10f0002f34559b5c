import { Select } from 'antd';

type ListSelectFilterProps<T extends string | number> = {
  /** The value applied now (from the address); undefined shows the placeholder ('all'). */
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  placeholder: string;
  'aria-label': string;
  /** Without a value to clear (e.g. a sort order that always has one). */
  required?: boolean;
  className?: string;
  width?: number;
};

/** A list's one-choice filter (a status, a star rating, a sort), cleared back to 'all'. */
export function ListSelectFilter<T extends string | number>({
  value,
  options,
  onChange,
  placeholder,
  required = false,
  className,
  width = 180,
  ...rest
}: ListSelectFilterProps<T>) {
  return (
    <Select<T>
      className={className}
      style={{ width }}
      placeholder={placeholder}
      options={options as { value: T; label: string }[]}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      allowClear={!required}
      aria-label={rest['aria-label']}
    />
  );
}
