import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ApiError } from '@/lib/errors';
import styles from './clinic-pages.module.css';

/** Cards' placeholders while a list loads. */
export function CardsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={styles.cardGrid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
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
    <Result
      status="warning"
      title={title}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
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
      <Empty
        description={
          <>
            <strong className={styles.emptyTitle}>{title}</strong>
            <span className={styles.emptyText}>{description}</span>
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
