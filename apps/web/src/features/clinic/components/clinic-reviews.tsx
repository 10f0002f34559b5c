import { UserOutlined } from '@ant-design/icons';
import { Avatar, Pagination, Progress, Rate, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDate, type RatingStats } from '@lumi/shared';
import { asApiError } from '@/lib/query-error';
import { useListClinicReviewsQuery, type ClinicReviewsArgs } from '../api/clinic-api';
import { formatAverage } from './cards';
import { ListEmpty, ListError } from './list-states';
import styles from './clinic-pages.module.css';
import { pageButtons } from '@/components/pagination-items';

export const CLINIC_REVIEWS_PAGE_SIZE = 5;

const SORTS = {
  newest: { label: 'Mới nhất', sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { label: 'Cũ nhất', sortBy: 'createdAt', sortOrder: 'asc' },
  highest: { label: 'Đánh giá cao nhất', sortBy: 'rate', sortOrder: 'desc' },
  lowest: { label: 'Đánh giá thấp nhất', sortBy: 'rate', sortOrder: 'asc' },
} as const satisfies Record<string, { label: string } & Pick<ClinicReviewsArgs, 'sortBy' | 'sortOrder'>>;
type SortKey = keyof typeof SORTS;

const STARS = [5, 4, 3, 2, 1] as const;

function RatingSummary({ stats }: { stats: RatingStats }) {
  return (
    <div className={styles.reviewSummary}>
      <div className={styles.reviewAverage}>
        <strong className={styles.reviewAverageValue}>{formatAverage(stats.averageRating)}</strong>
        <Rate disabled allowHalf value={Math.round(stats.averageRating * 2) / 2} className={styles.rate} />
        <span className={styles.muted}>{stats.totalReviews} đánh giá</span>
      </div>
      <ul className={styles.distribution} aria-label="Phân bố đánh giá">
        {STARS.map((star) => {
          const count = stats.ratingDistribution[String(star) as '1' | '2' | '3' | '4' | '5'];
          const percent = stats.totalReviews > 0 ? Math.round((count / stats.totalReviews) * 100) : 0;
          return (
            <li key={star} className={styles.distributionRow}>
              <span className={styles.distributionLabel}>{star} sao</span>
              <Progress percent={percent} showInfo={false} size="small" strokeColor="#f59e0b" />
              <span className={styles.distributionCount}>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The 'Đánh giá' tab: average and distribution, a star filter, the sort, the visible reviews. */
export function ClinicReviews({ clinicId }: { clinicId: string }) {
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<SortKey>('newest');
  const [page, setPage] = useState(1);
  const { sortBy, sortOrder } = SORTS[sort];
  const query = useListClinicReviewsQuery({
    clinicId,
    page,
    pageSize: CLINIC_REVIEWS_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(rating !== undefined ? { rating } : {}),
  });
  const error = asApiError(query.error);
  const answer = query.currentData;
  const stats = answer?.stats ?? query.data?.stats;

  return (
    <div className={styles.reviews}>
      {stats ? <RatingSummary stats={stats} /> : null}
      <div className={styles.reviewToolbar}>
        <label className={styles.inlineField}>
          <span>Số sao</span>
          <Select
            value={rating === undefined ? 'all' : String(rating)}
            onChange={(value: string) => {
              setRating(value === 'all' ? undefined : Number(value));
              setPage(1);
            }}
            options={[
              { label: 'Tất cả', value: 'all' },
              ...STARS.map((star) => ({ label: `${star} sao`, value: String(star) })),
            ]}
            aria-label="Lọc theo số sao"
            className={styles.toolbarSelect}
          />
        </label>
        <label className={styles.inlineField}>
          <span>Sắp xếp</span>
          <Select
            value={sort}
            onChange={(value: SortKey) => {
              setSort(value);
              setPage(1);
            }}
            options={(Object.keys(SORTS) as SortKey[]).map((key) => ({
              label: SORTS[key].label,
              value: key,
            }))}
            aria-label="Sắp xếp đánh giá"
            className={styles.toolbarSelect}
          />
        </label>
      </div>
      {error && !answer ? (
        <ListError error={error} onRetry={() => void query.refetch()} title="Không tải được đánh giá" />
      ) : !answer ? (
        <div role="status" aria-label="Đang tải đánh giá...">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </div>
      ) : answer.data.length === 0 ? (
        <ListEmpty
          title={rating === undefined ? 'Chưa có đánh giá' : `Chưa có đánh giá ${rating} sao`}
          description="Đánh giá đến từ khách hàng đã hoàn thành lịch khám tại phòng khám."
        />
      ) : (
        <ul className={styles.reviewList} aria-label="Đánh giá của khách hàng">
          {answer.data.map((review) => (
            <li key={review._id} className={styles.reviewItem}>
              <Avatar src={review.user.avatar.url} icon={<UserOutlined />} />
              <div className={styles.reviewBody}>
                <div className={styles.reviewHead}>
                  <strong>{review.user.name}</strong>
                  <span className={styles.muted}>{formatDate(review.createdAt)}</span>
                </div>
                <Rate
                  disabled
                  value={review.rate}
                  className={styles.rate}
                  aria-label={`${review.rate} sao`}
                />
                {review.doctor ? <span className={styles.muted}>Bác sĩ {review.doctor.name}</span> : null}
                <p className={styles.reviewText}>{review.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {answer && answer.pagination.totalPage > 1 ? (
        <Pagination
          className={styles.pagination}
          current={answer.pagination.page}
          pageSize={CLINIC_REVIEWS_PAGE_SIZE}
          total={answer.pagination.totalItems}
          showSizeChanger={false}
          onChange={setPage}
          itemRender={pageButtons}
        />
      ) : null}
    </div>
  );
}
