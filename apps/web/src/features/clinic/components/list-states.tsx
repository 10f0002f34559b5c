import type { ReactNode } from 'react';
import { WarningFilledIcon } from '@/components/icons';
import type { ApiError } from '@/lib/errors';
import styles from './list-states.module.css';

/**
 * Cards' placeholders while a list loads (no antd): each one has the card's own height, so that the cards take
 * their place without moving the page.
 */
export function CardsSkeleton({
  count,
  label,
  kind = 'clinic',
}: {
  count: number;
  label: string;
  /** The cards' shape: a clinic's banner or a doctor's photo. */
  kind?: 'clinic' | 'doctor';
}) {
  return (
    <div className={styles.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.card} ${kind === 'doctor' ? styles.doctor : styles.clinic}`}>
          <span className={kind === 'doctor' ? styles.avatar : styles.banner} />
          <span className={styles.body}>
            {kind === 'clinic' ? <span className={styles.logo} /> : null}
            <span className={`${styles.line} ${styles.title}`} />
            <span className={`${styles.line} ${styles.short}`} />
            <span className={styles.line} />
            <span className={styles.line} />
            <span className={`${styles.line} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A list that failed: the server's message and 'Thử lại'. */
export function ListError({
  error,
  onRetry,
  title,
}: {
  error: ApiError;
  onRetry: () => void;
  title: string;
}) {
  return (
    <div className={styles.result}>
      <WarningFilledIcon className={styles.warning} />
      <p className={styles.resultTitle}>{title}</p>
      <p className={styles.resultText}>{error.message}</p>
      <button type="button" className={styles.primary} onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}

/** An empty tray, drawn in the clinic's colours. */
function EmptyPicture() {
  return (
    <svg
      className={styles.emptyPicture}
      viewBox="0 0 64 41"
      width="64"
      height="41"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="32" cy="33" rx="32" ry="7" fill="#e0f2fe" />
      <path
        d="M55 13.7 45.2 2.6A2.6 2.6 0 0 0 43.3 1.7H20.7a2.6 2.6 0 0 0-1.9.9L9 13.7V23h46z"
        fill="none"
        stroke="#7dd3fc"
      />
      <path
        d="M41.6 16.8c0-1.7 1-3 2.3-3H55v18.9c0 2.2-1.4 4-3.1 4H12.1C10.4 36.7 9 34.9 9 32.7V13.9h11.1c1.3 0 2.3 1.3 2.3 3s1 2.9 2.3 2.9h14.6c1.3 0 2.3-1.3 2.3-3z"
        fill="#f0f9ff"
        stroke="#7dd3fc"
      />
    </svg>
  );
}

/** Nothing matched. */
export function ListEmpty({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <EmptyPicture />
      <div className={styles.emptyDescription}>
        <strong className={styles.emptyTitle}>{title}</strong>
        <span className={styles.emptyText}>{description}</span>
      </div>
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}
