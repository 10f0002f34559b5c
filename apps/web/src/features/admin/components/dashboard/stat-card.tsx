import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type StatTone = 'indigo' | 'pink' | 'cyan' | 'emerald' | 'amber' | 'violet';

type StatCardProps = {
  title: string;
  value: number | string;
  icon: ReactNode;
  tone: StatTone;
  /** A short line under the figure (real sub-counts only). */
  footer?: ReactNode;
  loading?: boolean;
};

const numberFormat = new Intl.NumberFormat('vi-VN');

/** One headline figure of a dashboard. */
export function StatCard({ title, value, icon, tone, footer, loading = false }: StatCardProps) {
  return (
    <Card className={`${styles.statCard} ${styles[tone]}`} variant="borderless">
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <>
          <div className={styles.statTop}>
            <div>
              <div className={styles.statTitle}>{title}</div>
              <div className={styles.statValue}>
                {typeof value === 'number' ? numberFormat.format(value) : value}
              </div>
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
