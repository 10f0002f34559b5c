import { Skeleton } from 'antd';
import { useGetMyLoyaltyQuery } from '@/lib/loyalty-api';
import { LoadError } from './load-error';
import { LoyaltySummaryCard, TierList } from './loyalty-summary';
import { PointsHistory } from './points-history';
import styles from './loyalty.module.css';

/**
 * The account's 'Điểm thưởng' tab (ADR 0063): the balance and what it is worth, the tier and the way to the next,
 * the four tiers and how points work, then the history. The summary and the history load (and fail) on their own.
 */
export function LoyaltyPanel() {
  const { data: summary, error, isError, isFetching, refetch } = useGetMyLoyaltyQuery();

  return (
    <div className={styles.root}>
      {summary ? (
        <>
          <LoyaltySummaryCard summary={summary} />
          <TierList summary={summary} />
        </>
      ) : isError && !isFetching ? (
        <LoadError title="Không tải được điểm thưởng." error={error} onRetry={() => void refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      <PointsHistory />
    </div>
  );
}
