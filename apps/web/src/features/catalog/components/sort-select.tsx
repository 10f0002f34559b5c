import { useId } from 'react';
import { PRODUCT_SORT_LABELS, PRODUCT_SORT_ORDERS, type ProductSortOrder } from '@lumi/shared';
import styles from './catalog.module.css';

/** The server sorts by price ascending when no order is asked for (api-contract §3.3). */
export const DEFAULT_SORT_ORDER: ProductSortOrder = 'asc';

function isSortOrder(value: string): value is ProductSortOrder {
  return (PRODUCT_SORT_ORDERS as readonly string[]).includes(value);
}

export type SortSelectProps = {
  value: ProductSortOrder | undefined;
  onChange: (value: ProductSortOrder | undefined) => void;
};

/** 'Sắp xếp theo' with the five listing orders (decision 13), a native select (no script needed to render it). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sắp xếp theo
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        aria-label="Sắp xếp theo"
        value={value ?? DEFAULT_SORT_ORDER}
        onChange={(event) => {
          const next = event.target.value;
          if (isSortOrder(next)) onChange(next === DEFAULT_SORT_ORDER ? undefined : next);
        }}
      >
        {PRODUCT_SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {PRODUCT_SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
