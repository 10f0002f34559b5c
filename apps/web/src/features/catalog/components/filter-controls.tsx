import { useId, useState, type ReactNode } from 'react';
import styles from './catalog.module.css';

/*
 * The native controls of the listing's filters (no antd on the public pages): a titled section, a checkbox list and
 * a radio group.
 */

const COLLAPSED_COUNT = 8;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.filterSection} aria-labelledby={id}>
      <h3 id={id} className={styles.filterTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export type CheckListProps = {
  items: { value: string; label: string }[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Names the list ('Thương hiệu'); also used by the 'Xem thêm' button. */
  noun: string;
};

/** Checkboxes; long lists show the first 8 (plus any chosen) until 'Xem thêm'. */
export function CheckList({ items, selected, onChange, noun }: CheckListProps) {
  const [isExpanded, setExpanded] = useState(false);
  const shown =
    isExpanded || items.length <= COLLAPSED_COUNT
      ? items
      : items.filter((item, i) => i < COLLAPSED_COUNT || selected.includes(item.value));
  const hiddenCount = items.length - shown.length;

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((x) => x !== value));

  return (
    <>
      <ul className={styles.optionList} aria-label={noun}>
        {shown.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={selected.includes(item.value)}
                onChange={(event) => toggle(item.value, event.target.checked)}
              />
              <span>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {items.length > COLLAPSED_COUNT ? (
        <button type="button" className={styles.moreButton} onClick={() => setExpanded((x) => !x)}>
          {isExpanded ? 'Thu gọn' : `Xem thêm ${hiddenCount} ${noun.toLowerCase()}`}
        </button>
      ) : null}
    </>
  );
}

export type RadioListProps = {
  /** Names the group ('Khoảng giá'). */
  label: string;
  items: { value: string; label: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
};

/** One choice among a few, native radios (the group name is unique: the sidebar and the drawer both render it). */
export function RadioList({ label, items, value, onChange }: RadioListProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={styles.radioGroup}>
      {items.map((item) => (
        <label key={item.value} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
