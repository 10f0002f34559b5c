import styles from './rating-stars.module.css';

export type RatingStarsProps = {
  /** Average rating, 0–5 (fractions fill part of a star). */
  value: number;
  /** Number of reviews, shown as '(12)' when given. */
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** '4,5' — one decimal, Vietnamese decimal comma; whole numbers without it. */
export function formatRating(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

/**
 * Five stars filled to the average, with the review count beside them. The stars are a CSS mask over two colour
 * strips (no SVG per star): a page of cards carries two elements per rating instead of twenty.
 */
export function RatingStars({ value, count, size = 'sm', className }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = (clamped / 5) * 100;
  const label =
    count === 0
      ? 'Chưa có đánh giá'
      : `Đánh giá ${formatRating(clamped)} trên 5 sao${count !== undefined ? `, ${count} lượt đánh giá` : ''}`;
  return (
    <span
      className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
    >
      <span className={styles.stars}>
        <span className={styles.filled} style={{ width: `${percent}%` }} />
      </span>
      {count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
