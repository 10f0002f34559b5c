import type { ApiError } from '@/lib/errors';
import styles from './catalog.module.css';

/** A list or page that could not load: the server's message and 'Thử lại'. */
export function LoadError({
  error,
  onRetry,
  title = 'Không tải được sản phẩm',
}: {
  error: ApiError | undefined;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className={styles.empty} role="alert">
      <svg className={styles.emptyArt} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="#fdf2f8" />
        <path d="M60 32l30 52H30z" fill="#fff" stroke="#db2777" strokeWidth="4" strokeLinejoin="round" />
        <path d="M60 52v14" stroke="#db2777" strokeWidth="5" strokeLinecap="round" />
        <circle cx="60" cy="75" r="3.2" fill="#db2777" />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{error?.message ?? 'Đã có lỗi xảy ra, vui lòng thử lại.'}</p>
      <div className={styles.emptyActions}>
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          Thử lại
        </button>
      </div>
    </div>
  );
}
