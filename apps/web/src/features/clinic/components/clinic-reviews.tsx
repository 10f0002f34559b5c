import { useState } from 'react';
import { formatDate, type RatingStats } from '@lumi/shared';
import { PersonAvatar } from '@/components/person-avatar';
import { Pagination, RatingStars } from '@/components/product';
import { asApiError } from '@/lib/query-error';
import { useListClinicReviewsQuery, type ClinicReviewsArgs } from '../api/clinic-api';
import { formatAverage } from './cards';
import { ListEmpty, ListError } from './list-states';
import pageStyles from './clinic-pages.module.css';
import styles from './clinic-detail.module.css';

export const CLINIC_REVIEWS_PAGE_SIZE = 5;

const SORTS = {
  newest: { label: 'Mới nhất', sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { label: 'Cũ nhất', sortBy: 'createdAt', sortOrder: 'asc' },
  highest: { label: 'Đánh giá cao nhất', sortBy: 'rate', sortOrder: 'desc' },
  lowest: { label: 'Đánh giá thấp nhất', sortBy: 'rate', sortOrder: 'asc' },
} as const satisfies Record<string, { label: string } & Pick<ClinicReviewsArgs, 'sortBy' | 'sortOrder'>>;
type SortKey = keyof typeof SORTS;

function isSortKey(value: string): value is SortKey {
  return value in SORTS;
}

const STARS = [5, 4, 3, 2, 1] as const;

function RatingSummary({ stats }: { stats: RatingStats }) {
  return (
    <div className={styles.reviewSummary}>
      <div className={styles.reviewAverage}>
        <strong className={styles.reviewAverageValue}>{formatAverage(stats.averageRating)}</strong>
        <RatingStars value={stats.averageRating} size="lg" />
        <span className={pageStyles.muted}>{stats.totalReviews} đánh giá</span>
      </div>
      <ul className={styles.distribution} aria-label="Phân bố đánh giá">
        {STARS.map((star) => {
          const count = stats.ratingDistribution[String(star) as '1' | '2' | '3' | '4' | '5'];
          const percent = stats.totalReviews > 0 ? Math.round((count / stats.totalReviews) * 100) : 0;
          return (
            <li key={star} className={styles.distributionRow}>
              <span className={styles.distributionLabel}>{star} sao</span>
              <span className={styles.distributionBar} aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.distributionCount}>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Placeholders of two reviews while they load. */
function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Đang tải đánh giá..." className={styles.reviewList}>
      {[0, 1].map((row) => (
        <span key={row} className={`${styles.reviewItem} ${styles.doctorSkeleton}`} aria-hidden="true">
          <span className={`${styles.avatarSkeleton} ${styles.shimmer}`} />
          <span className={styles.linesSkeleton}>
            <span className={styles.shimmer} />
            <span className={styles.shimmer} />
          </span>
        </span>
      ))}
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
          <select
            className={styles.toolbarSelect}
            aria-label="Lọc theo số sao"
            value={rating === undefined ? 'all' : String(rating)}
            onChange={(event) => {
              const value = event.target.value;
              setRating(value === 'all' ? undefined : Number(value));
              setPage(1);
            }}
          >
            <option value="all">Tất cả</option>
            {STARS.map((star) => (
              <option key={star} value={String(star)}>
                {star} sao
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inlineField}>
          <span>Sắp xếp</span>
          <select
            className={styles.toolbarSelect}
            aria-label="Sắp xếp đánh giá"
            value={sort}
            onChange={(event) => {
              if (!isSortKey(event.target.value)) return;
              setSort(event.target.value);
              setPage(1);
            }}
          >
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <option key={key} value={key}>
                {SORTS[key].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && !answer ? (
        <ListError error={error} onRetry={() => void query.refetch()} title="Không tải được đánh giá" />
      ) : !answer ? (
        <ReviewsSkeleton />
      ) : answer.data.length === 0 ? (
        <ListEmpty
          title={rating === undefined ? 'Chưa có đánh giá' : `Chưa có đánh giá ${rating} sao`}
          description="Đánh giá đến từ khách hàng đã hoàn thành lịch khám tại phòng khám."
        />
      ) : (
        <ul className={styles.reviewList} aria-label="Đánh giá của khách hàng">
          {answer.data.map((review) => (
            <li key={review._id} className={styles.reviewItem}>
              <PersonAvatar src={review.user.avatar.url} name={review.user.name} size={36} />
              <div className={styles.reviewBody}>
                <div className={styles.reviewHead}>
                  <strong>{review.user.name}</strong>
                  <span className={pageStyles.muted}>{formatDate(review.createdAt)}</span>
                </div>
                <RatingStars value={review.rate} size="md" />
                {review.doctor ? <span className={pageStyles.muted}>Bác sĩ {review.doctor.name}</span> : null}
                <p className={styles.reviewText}>{review.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {answer ? (
        <Pagination
          className={styles.pagination}
          label="Trang đánh giá"
          page={answer.pagination.page}
          totalPage={answer.pagination.totalPage}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
