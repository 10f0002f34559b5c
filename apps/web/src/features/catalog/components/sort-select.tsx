import { Select } from 'antd';
import { PRODUCT_SORT_LABELS, PRODUCT_SORT_ORDERS, type ProductSortOrder } from '@lumi/shared';
import styles from './catalog.module.css';

const OPTIONS = PRODUCT_SORT_ORDERS.map((value) => ({ value, label: PRODUCT_SORT_LABELS[value] }));

/** The server sorts by price ascending when no order is asked for (api-contract §3.3). */
export const DEFAULT_SORT_ORDER: ProductSortOrder = 'asc';

export type SortSelectProps = {
  value: ProductSortOrder | undefined;
  onChange: (value: ProductSortOrder | undefined) => void;
};

/** 'Sắp xếp theo' with the five listing orders (decision 13). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>Sắp xếp theo</span>
      <Select<ProductSortOrder>
        className={styles.sortSelect}
        value={value ?? DEFAULT_SORT_ORDER}
        options={OPTIONS}
        onChange={(next) => onChange(next === DEFAULT_SORT_ORDER ? undefined : next)}
        aria-label="Sắp xếp theo"
        popupMatchSelectWidth={false}
      />
    </label>
  );
}
