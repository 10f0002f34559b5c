import { useRef, useState } from 'react';
import type { Product, RateDistribution } from '@lumi/shared';
import { StarFilledIcon } from '@/components/icons';
import { Pagination, RatingStars, formatRating } from '@/components/product';
import { useGetProductReviewsQuery } from '../api/reviews-api';
import { PRODUCT_REVIEWS_PAGE_SIZE, productReviewsArgs } from '../prefetch';
import {
  REVIEW_FILTERS,
  REVIEW_FILTER_LABELS,
  sharePercent,
  type ReviewFilter,
} from '../utils/review-filters';
import { ReviewItem, ReviewItemSkeleton } from './review-item';
import styles from './reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;
const NO_REVIEWS: RateDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/**
 * What the page about to load will show, for placeholders of the same height: how many reviews (the chip's count,
 * a star chip's from the distribution; 'Có bình luận' and 'Có hình ảnh' have none, so a full page, less the earlier
 * pages) and whether the pages bar comes under them.
 */
export function expectedReviews(
  filter: ReviewFilter,
  page: number,
  totalReviews: number,
  distribution: RateDistribution,
  pageSize = PRODUCT_REVIEWS_PAGE_SIZE,
): { count: number; hasPages: boolean } {
  const matching =
    filter === 'all'
      ? totalReviews
      : filter in distribution
        ? distribution[filter as keyof RateDistribution]
        : Math.min(totalReviews, pageSize);
  return {
    count: Math.max(0, Math.min(pageSize, matching - (page - 1) * pageSize)),
    hasPages: matching > pageSize,
  };
}

type ProductReviewsProps = {
  /** The product's own figures are shown until the reviews answer arrives. */
  product: Pick<Product, '_id' | 'averageRating' | 'totalReviews'>;
};

/**
 * The reviews of a product page (api-contract §3.6 `GET /reviews/{productId}`): the average, the
 * share of each star, filter chips, the visible reviews and their pages.
 */
export function ProductReviews({ product }: ProductReviewsProps) {
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const sectionRef = useRef<HTMLElement>(null);
  const { data, currentData, isFetching, isError, refetch } = useGetProductReviewsQuery(
    productReviewsArgs(product._id, filter, page),
  );

  // The statistics cover every visible review whatever the filter, so the last answer still holds.
  const totalReviews = data?.totalReviews ?? product.totalReviews;
  const averageRating = data?.averageRating ?? product.averageRating;
  const distribution = data?.rateDistribution ?? NO_REVIEWS;
  const hasReviews = totalReviews > 0;
  const reviews = currentData?.data ?? [];
  const totalPage = currentData?.pagination.totalPage ?? 0;

  const choose = (next: ReviewFilter) => {
    setFilter(next);
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  let body;
  if (!hasReviews) {
    body = null;
  } else if (isError && !isFetching && !currentData) {
    body = (
      <div className={styles.error} role="alert">
        Không tải được đánh giá.{' '}
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          Thử lại
        </button>
      </div>
    );
  } else if (!currentData) {
    // Server-rendered and while a page loads: as many placeholders as reviews to come (no layout shift).
    const expected = expectedReviews(filter, page, totalReviews, distribution);
    body = (
      <>
        <ul className={styles.list} aria-label="Đang tải đánh giá" aria-busy="true">
          {Array.from({ length: Math.max(1, expected.count) }, (_, index) => (
            <ReviewItemSkeleton key={index} />
          ))}
        </ul>
        {expected.hasPages && <div className={styles.paginationSpace} aria-hidden="true" />}
      </>
    );
  } else if (reviews.length === 0) {
    body = <p className={styles.noMatch}>Không có đánh giá nào phù hợp với bộ lọc.</p>;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Danh sách đánh giá" aria-busy={isFetching}>
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
        {totalPage > 1 && (
          <Pagination
            className={styles.pagination}
            page={page}
            totalPage={totalPage}
            onChange={goTo}
            label="Trang đánh giá"
          />
        )}
      </>
    );
  }

  return (
    <section id="danh-gia" ref={sectionRef} className={styles.section} aria-labelledby="danh-gia-title">
      <h2 id="danh-gia-title" className={styles.title}>
        Đánh giá sản phẩm
      </h2>
      <div className={styles.summary}>
        <div className={styles.score}>
          <span className={styles.average}>{hasReviews ? formatRating(averageRating) : '0'}</span>
          <span className={styles.outOf}>/5</span>
          <RatingStars className={styles.scoreWide} value={hasReviews ? averageRating : 0} size="lg" />
          <span className={`${styles.scoreWide} ${styles.count}`}>
            {hasReviews ? `${totalReviews} lượt đánh giá` : 'Chưa có lượt đánh giá'}
          </span>
        </div>
        <ul className={styles.bars} aria-label="Phân bố số sao">
          {STARS.map((star) => {
            const count = distribution[String(star) as keyof RateDistribution];
            return (
              <li key={star} className={styles.bar} aria-label={`${star} sao: ${count} đánh giá`}>
                <span className={styles.barLabel} aria-hidden="true">
                  {star} <StarFilledIcon className={styles.barStar} />
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${sharePercent(count, totalReviews)}%` }}
                  />
                </span>
                <span className={styles.barCount} aria-hidden="true">
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
        {!hasReviews && (
          <p className={styles.emptyText}>
            <strong>Chưa có đánh giá nào cho sản phẩm này</strong>
            <span>Đánh giá chỉ đến từ khách hàng đã nhận hàng, để bạn yên tâm tham khảo.</span>
          </p>
        )}
      </div>
      {hasReviews && (
        <div className={styles.chips} role="group" aria-label="Lọc đánh giá">
          {REVIEW_FILTERS.map((key) => {
            const count =
              key === 'all'
                ? totalReviews
                : key in distribution
                  ? distribution[key as keyof RateDistribution]
                  : null;
            return (
              <button
                key={key}
                type="button"
                className={`${styles.chip} ${filter === key ? styles.chipActive : ''}`}
                aria-pressed={filter === key}
                onClick={() => choose(key)}
              >
                {REVIEW_FILTER_LABELS[key]}
                {count !== null && ` (${count})`}
              </button>
            );
          })}
        </div>
      )}
      {body}
    </section>
  );
}
