import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

export type StatTone = 'indigo' | 'pink' | 'cyan' | 'emerald' | 'amber' | 'violet';

type StatCardProps = {
  title: string;
  value: number | string;
  icon: ReactNode;
  tone: StatTone;
  /** A short line under the figure (real sub-counts only). */
  footer?: ReactNode;
  /** Beside the figure's title line: e.g. the change against the previous period. */
  badge?: ReactNode;
  loading?: boolean;
  /** `data-testid` of the card; the figure itself is always `stat-value`. */
  testId?: string;
  /** Smaller figures, for cards laid several to a row (money amounts stay on one line). */
  compact?: boolean;
};

const numberFormat = new Intl.NumberFormat('vi-VN');

/** One headline figure of a dashboard. */
export function StatCard({
  title,
  value,
  icon,
  tone,
  footer,
  badge,
  loading = false,
  testId,
  compact = false,
}: StatCardProps) {
  return (
    <Card
      className={`${styles.statCard} ${styles[tone]} ${compact ? styles.compact : ''}`}
      variant="borderless"
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <>
          <div className={styles.statTop}>
            <div className={styles.statMain}>
              <div className={styles.statTitle}>{title}</div>
              <div className={styles.statValue} data-testid="stat-value">
                {typeof value === 'number' ? numberFormat.format(value) : value}
              </div>
              {badge && <div className={styles.statBadge}>{badge}</div>}
            </div>
            <span className={styles.statIcon} aria-hidden="true">
              {icon}
            </span>
          </div>
          {footer && <div className={styles.statFooter}>{footer}</div>}
        </>
      )}
    </Card>
  );
}

/** "x trên y" as a percentage, 0 when there is nothing to divide. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
