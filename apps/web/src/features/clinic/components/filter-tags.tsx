import type { FilterTag } from '../utils/list-params';
import { starLabel, starText } from './star-label';
import styles from './list-filters.module.css';

export type FilterTagsProps<P> = {
  tags: FilterTag<P>[];
  onRemove: (change: Partial<P>) => void;
  onClear: () => void;
};

/** The chosen filters as removable tags, with 'Xóa tất cả'; nothing when none is chosen. */
export function FilterTags<P>({ tags, onRemove, onClear }: FilterTagsProps<P>) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.filterTags} role="group" aria-label="Bộ lọc đang áp dụng">
      <span className={styles.filterTagsLabel}>Đang lọc:</span>
      {tags.map((tag) => (
        <span key={tag.key} className={styles.filterTag}>
          {starLabel(tag.label)}
          <button
            type="button"
            className={styles.filterTagRemove}
            onClick={() => onRemove(tag.remove)}
            aria-label={`Bỏ lọc ${starText(tag.label)}`}
          >
            ×
          </button>
        </span>
      ))}
      <button type="button" className={styles.clearAll} onClick={onClear}>
        Xóa tất cả
      </button>
    </div>
  );
}
