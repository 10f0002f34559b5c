import { Button, Tag } from 'antd';
import type { FilterTag } from '../utils/list-params';
import { starLabel, starText } from './star-label';
import styles from './clinic-pages.module.css';

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
        <Tag
          key={tag.key}
          closable
          color="processing"
          className={styles.filterTag}
          onClose={(event) => {
            event.preventDefault();
            onRemove(tag.remove);
          }}
          closeIcon={<span aria-label={`Bỏ lọc ${starText(tag.label)}`}>×</span>}
        >
          {starLabel(tag.label)}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear}>
        Xóa tất cả
      </Button>
    </div>
  );
}
