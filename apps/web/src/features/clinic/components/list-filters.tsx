import { useId, useRef, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/icons';
import { useDismissable } from '@/components/use-dismissable';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { useTypedBeforeLive } from '@/hooks/use-typed-before-live';
import styles from './list-filters.module.css';

/** The filters of the clinic and doctor lists, plain (no antd): what the server renders is what the visitor uses. */

export type FilterOption = { label: string; value: string };

export type SearchFieldProps = {
  /** The words in the address. */
  applied: string;
  /** Puts words in the address (after a pause in typing, on Enter or the button, at once when cleared). */
  onApply: (text: string) => void;
  /** The box's accessible name ('Tìm kiếm phòng khám'). */
  label: string;
  placeholder: string;
};

/** 'Tìm kiếm': a text box searched after a pause in typing, or at once with Enter or its button. */
export function SearchField({ applied, onApply, label, placeholder }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText, submit] = useDebouncedSearch(applied, onApply);
  // Words typed before the page was live are kept and searched (ADR 0025).
  useTypedBeforeLive(input, applied, setText);
  const clear = () => {
    setText('');
    onApply('');
    input.current?.focus();
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Tìm kiếm
      </label>
      <div className={styles.search}>
        <input
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          className={styles.searchInput}
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          aria-label={label}
        />
        {text ? (
          <button type="button" className={styles.searchClear} onClick={clear} aria-label="Xóa từ khóa">
            ×
          </button>
        ) : null}
        <button type="button" className={styles.searchButton} onClick={submit} aria-label="Tìm">
          <SearchIcon />
        </button>
      </div>
    </div>
  );
}

export type FilterSelectProps = {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: FilterOption[] | undefined;
  onChange: (value: string | undefined) => void;
};

/** One single-choice filter, a native select; its first choice (the placeholder) removes the filter. */
export function FilterSelect({ label, placeholder, value, options, onChange }: FilterSelectProps) {
  const known = value === undefined || (options ?? []).some((option) => option.value === value);
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <select
        className={`${styles.select} ${value === undefined ? styles.placeholder : ''}`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        aria-label={label}
      >
        <option value="">{placeholder}</option>
        {/* A value of the address whose choices have not arrived yet stays shown. */}
        {known ? null : <option value={value}>{value}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export type MultiFilterProps = {
  label: string;
  placeholder: string;
  values: string[];
  options: FilterOption[] | undefined;
  onChange: (values: string[]) => void;
};

/**
 * A filter of several choices: a button naming what is chosen ('Điều trị mụn +1'), opening a list of checkboxes
 * under it. A click outside or Escape closes it (focus back on the button).
 */
export function MultiFilter({ label, placeholder, values, options, onChange }: MultiFilterProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { isOpen, setOpen, toggle } = useDismissable(root);
  const labelOf = (value: string) => options?.find((option) => option.value === value)?.label ?? value;
  const summary =
    values.length === 0
      ? placeholder
      : values.length === 1
        ? labelOf(values[0]!)
        : `${labelOf(values[0]!)} +${values.length - 1}`;
  const choose = (value: string, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((chosen) => chosen !== value));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className={`${styles.field} ${styles.multi}`} ref={root} onKeyDown={onKeyDown}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className={`${styles.select} ${styles.multiButton} ${values.length === 0 ? styles.placeholder : ''}`}
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={toggle}
      >
        <span id={`${id}-value`} className={styles.multiValue}>
          {summary}
        </span>
      </button>
      <div
        id={`${id}-list`}
        className={styles.multiPanel}
        role="group"
        aria-labelledby={`${id}-label`}
        hidden={!isOpen}
      >
        {options?.length ? (
          <ul className={styles.multiList}>
            {options.map((option) => (
              <li key={option.value}>
                <label className={styles.multiOption}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={values.includes(option.value)}
                    onChange={(event) => choose(option.value, event.target.checked)}
                  />
                  <span>{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.multiEmpty}>Đang tải...</p>
        )}
      </div>
    </div>
  );
}
