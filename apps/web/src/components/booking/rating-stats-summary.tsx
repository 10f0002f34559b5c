import { Progress } from 'antd';
import type { RatingStats } from '@lumi/shared';
import { formatRating, RatingStars } from '@/components/product/rating-stars';

/**
 * The head of a doctor's or clinic's review list (reference §4.2, §4.3): the average, the count, and the 5 → 1
 * distribution as bars.
 */
export function RatingStatsSummary({ stats }: { stats: RatingStats }) {
  const total = stats.totalReviews;
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' }}
      aria-label="Thống kê đánh giá"
    >
      <div style={{ textAlign: 'center', minWidth: 140 }}>
        <div style={{ fontSize: 36, fontWeight: 700, color: '#0c1f33' }}>
          {formatRating(stats.averageRating)}/5
        </div>
        <RatingStars value={stats.averageRating} />
        <div style={{ color: 'rgba(12,31,51,0.6)', fontSize: 13 }}>{total} đánh giá hiển thị</div>
      </div>
      <div style={{ flex: '1 1 240px', display: 'grid', gap: 4 }}>
        {([5, 4, 3, 2, 1] as const).map((rate) => {
          const count = stats.ratingDistribution[String(rate) as '1'];
          return (
            <div
              key={rate}
              style={{ display: 'grid', gridTemplateColumns: '44px 1fr 36px', alignItems: 'center', gap: 8 }}
            >
              <span>{rate} sao</span>
              <Progress
                percent={total > 0 ? Math.round((count / total) * 100) : 0}
                showInfo={false}
                size="small"
                strokeColor="#f59e0b"
                aria-label={`${rate} sao: ${count}`}
              />
              <span style={{ textAlign: 'right' }}>{count}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
