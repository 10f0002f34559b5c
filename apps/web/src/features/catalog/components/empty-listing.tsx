import type { ReactNode } from 'react';
import styles from './catalog.module.css';

export type EmptyListingProps = {
  title?: string;
  description?: ReactNode;
  /** Shows 'Xóa bộ lọc' when filters are what hides the products. */
  onClearFilters?: () => void;
  action?: ReactNode;
};

/** 'Không tìm thấy sản phẩm phù hợp', with a way out. */
export function EmptyListing({
  title = 'Không tìm thấy sản phẩm phù hợp',
  description = 'Hãy thử bỏ bớt bộ lọc hoặc chọn khoảng giá khác nhé.',
  onClearFilters,
  action,
}: EmptyListingProps) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyArt} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="#fdf2f8" />
        <rect x="34" y="30" width="44" height="58" rx="8" fill="#fff" stroke="#f9a8d4" strokeWidth="3" />
        <rect x="44" y="22" width="24" height="12" rx="4" fill="#fbcfe8" />
        <path d="M44 52h24M44 62h16" stroke="#f9a8d4" strokeWidth="3" strokeLinecap="round" />
        <circle cx="78" cy="78" r="14" fill="#fff" stroke="#db2777" strokeWidth="4" />
        <path d="M88 88l10 10" stroke="#db2777" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {description ? <p className={styles.emptyText}>{description}</p> : null}
      <div className={styles.emptyActions}>
        {onClearFilters ? (
          <button type="button" className={styles.primaryButton} onClick={onClearFilters}>
            Xóa bộ lọc
          </button>
        ) : null}
        {action}
      </div>
    </div>
  );
}
