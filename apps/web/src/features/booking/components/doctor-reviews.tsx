import { Avatar, Empty, Pagination, Progress, Rate, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDate, formatLocalDate, type Doctor } from '@lumi/shared';
import { formatRating, RatingStars } from '@/components/product';
import { getErrorMessage } from '@/lib/errors';
import { useGetDoctorReviewsQuery } from '../api/booking-api';
import styles from './booking.module.css';
import { pageButtons } from '@/components/pagination-items';

const PAGE_SIZE = 5;
const RATES = [5, 4, 3, 2, 1] as const;

/**
 * 'Đánh giá' of the doctor page (api-contract §3.9): the rating statistics, a star filter and the visible reviews.
 * Reviews are written from a completed booking (decision 25), in the booking history.
 */
export function DoctorReviews({ doctor }: { doctor: Doctor }) {
  const [rate, setRate] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, isLoading, error, isFetching } = useGetDoctorReviewsQuery({
    doctorId: doctor._id,
    page,
    pageSize: PAGE_SIZE,
    rate,
  });

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error || !data) return <p role="alert">{getErrorMessage(error, 'Không tải được đánh giá')}</p>;
  const { stats } = data;

  return (
    <div>
      <div className={styles.stats}>
        <div>
          <div className={styles.average}>{formatRating(stats.averageRating)}</div>
          <RatingStars value={stats.averageRating} />
          <div className={styles.muted}>{stats.totalReviews} đánh giá</div>
        </div>
        <div className={styles.bars} aria-label="Phân bố đánh giá">
          {RATES.map((r) => {
            const count = stats.ratingDistribution[String(r) as '1'];
            const percent = stats.totalReviews ? Math.round((count / stats.totalReviews) * 100) : 0;
            return (
              <div key={r} className={styles.bar}>
                <span>{r} sao</span>
                <Progress percent={percent} showInfo={false} size="small" aria-label={`${r} sao: ${count}`} />
                <span>{count}</span>
              </div>
            );
          })}
        </div>
      </div>
      <Segmented
        style={{ marginTop: 16, maxWidth: '100%', overflowX: 'auto' }}
        value={rate ?? 0}
        onChange={(value) => {
          setRate(value === 0 ? undefined : Number(value));
          setPage(1);
        }}
        options={[{ value: 0, label: 'Tất cả' }, ...RATES.map((r) => ({ value: r, label: `${r} sao` }))]}
      />
      {data.data.length === 0 ? (
        <Empty
          style={{ marginTop: 16 }}
          description={rate ? `Chưa có đánh giá ${rate} sao` : 'Bác sĩ chưa có đánh giá nào'}
        />
      ) : (
        <ul className={styles.reviewList} aria-busy={isFetching}>
          {data.data.map((review) => (
            <li key={review._id} className={styles.review}>
              <Avatar src={review.user.avatar.url} alt="" size={40} />
              <div style={{ minWidth: 0 }}>
                <div className={styles.personName}>{review.user.name}</div>
                <Rate disabled value={review.rate} style={{ fontSize: 14 }} />
                <p style={{ margin: '6px 0', overflowWrap: 'anywhere' }}>{review.content}</p>
                <div className={styles.muted}>
                  {formatDate(review.createdAt)} · Đã khám ngày {formatLocalDate(review.booking.date)}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.pagination.totalItems > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={PAGE_SIZE}
          total={data.pagination.totalItems}
          showSizeChanger={false}
          onChange={setPage}
          itemRender={pageButtons}
        />
      )}
    </div>
  );
}
