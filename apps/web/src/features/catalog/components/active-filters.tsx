import { activeFilterChips, type ListingFilterOptions } from '../utils/filter-options';
import type { ListingParams } from '../utils/listing-params';
import styles from './catalog.module.css';

export type ActiveFiltersProps = {
  params: ListingParams;
  options: ListingFilterOptions | undefined;
  onChange: (change: Partial<ListingParams>) => void;
  onClear: () => void;
};

/** The chosen filters as removable chips, with 'Xóa tất cả'; nothing when no filter is chosen. */
export function ActiveFilters({ params, options, onChange, onClear }: ActiveFiltersProps) {
  const chips = activeFilterChips(params, options);
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label="Bộ lọc đang áp dụng">
      <span className={styles.chipsLabel}>Đang lọc:</span>
      {chips.map((chip) => (
        <span key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.chipRemove}
            onClick={() => onChange(chip.remove)}
            aria-label={`Bỏ lọc ${chip.label}`}
          >
            <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </span>
      ))}
      <button type="button" className={styles.clearAll} onClick={onClear}>
        Xóa tất cả
      </button>
    </div>
  );
}
