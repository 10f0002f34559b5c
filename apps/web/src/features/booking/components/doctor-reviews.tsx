import { useState } from 'react';
import { formatDate, formatLocalDate, type Doctor } from '@lumi/shared';
import { PersonAvatar } from '@/components/person-avatar';
import { formatRating, Pagination, RatingStars } from '@/components/product';
import { getErrorMessage } from '@/lib/errors';
import { useGetDoctorReviewsQuery } from '../api/booking-api';
import styles from './booking.module.css';
import plain from './doctor-page.module.css';

const PAGE_SIZE = 5;
const RATES = [5, 4, 3, 2, 1] as const;

/**
 * 'Đánh giá' of the doctor page (api-contract §3.9): the rating statistics, a star filter and the visible reviews.
 * Reviews are written from a completed booking (decision 25), in the booking history. Plain markup: the doctor
 * page renders no antd (issue 26).
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

  if (isLoading)
    return (
      <div className={plain.reviewsLoading} role="status" aria-label="Đang tải đánh giá...">
        {[38, 100, 100, 61].map((width, i) => (
          <span key={i} className={plain.skeleton} style={{ width: `${width}%` }} />
        ))}
      </div>
    );
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
        <div className={styles.bars} role="group" aria-label="Phân bố đánh giá">
          {RATES.map((r) => {
            const count = stats.ratingDistribution[String(r) as '1'];
            const percent = stats.totalReviews ? Math.round((count / stats.totalReviews) * 100) : 0;
            return (
              <div key={r} className={styles.bar}>
                <span>{r} sao</span>
                <span className={plain.track} role="img" aria-label={`${r} sao: ${count}`}>
                  <span className={plain.fill} style={{ width: `${percent}%` }} />
                </span>
                <span>{count}</span>
              </div>
            );
          })}
        </div>
      </div>
      <div className={plain.filters} role="group" aria-label="Lọc đánh giá theo số sao">
        {[0, ...RATES].map((value) => (
          <button
            key={value}
            type="button"
            className={plain.filter}
            aria-pressed={(rate ?? 0) === value}
            onClick={() => {
              setRate(value === 0 ? undefined : value);
              setPage(1);
            }}
          >
            {value === 0 ? 'Tất cả' : `${value} sao`}
          </button>
        ))}
      </div>
      {data.data.length === 0 ? (
        <p className={plain.empty}>{rate ? `Chưa có đánh giá ${rate} sao` : 'Bác sĩ chưa có đánh giá nào'}</p>
      ) : (
        <ul className={styles.reviewList} aria-busy={isFetching}>
          {data.data.map((review) => (
            <li key={review._id} className={styles.review}>
              <PersonAvatar
                src={review.user.avatar.url}
                name={review.user.name}
                size={40}
                className={plain.reviewAvatar}
              />
              <div style={{ minWidth: 0 }}>
                <div className={styles.personName}>{review.user.name}</div>
                <RatingStars value={review.rate} size="md" className={plain.reviewStars} />
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
          className={`${styles.pagination} ${plain.pagination}`}
          page={page}
          totalPage={Math.ceil(data.pagination.totalItems / PAGE_SIZE)}
          onChange={setPage}
          label="Trang đánh giá"
        />
      )}
    </div>
  );
}
