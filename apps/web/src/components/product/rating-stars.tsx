import styles from './rating-stars.module.css';

export type RatingStarsProps = {
  /** Average rating, 0–5 (fractions fill part of a star). */
  value: number;
  /** Number of reviews, shown as '(12)' when given. */
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

/** '4,5' — one decimal, Vietnamese decimal comma; whole numbers without it. */
export function formatRating(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

/** Five stars filled to the average, with the review count beside them. */
export function RatingStars({ value, count, size = 'sm', className }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = (clamped / 5) * 100;
  const label =
    count === 0
      ? 'Chưa có đánh giá'
      : `Đánh giá ${formatRating(clamped)} trên 5 sao${count !== undefined ? `, ${count} lượt đánh giá` : ''}`;
  const stars = Array.from({ length: 5 }, (_, i) => (
    <svg key={i} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  ));

  return (
    <span
      className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
    >
      <span className={styles.stars}>
        <span className={styles.empty}>{stars}</span>
        <span className={styles.filled} style={{ width: `${percent}%` }}>
          {stars}
        </span>
      </span>
      {count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
