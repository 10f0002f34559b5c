import { formatVnd, savingPercent } from '@lumi/shared';
import styles from './price-tag.module.css';

export type PriceTagProps = {
  /** The price paid now (promotion applied). */
  finalPrice: number;
  /** The list price; struck through when above `finalPrice`. */
  price: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the '-N%' badge (default true). */
  showBadge?: boolean;
  className?: string;
};

/** The price now, the struck list price and the '-N%' saving when a promotion applies. */
export function PriceTag({ finalPrice, price, size = 'md', showBadge = true, className }: PriceTagProps) {
  const percent = savingPercent(price, finalPrice);
  return (
    <div className={[styles.priceTag, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.final}>
        <span className="visually-hidden">{percent > 0 ? 'Giá khuyến mãi: ' : 'Giá: '}</span>
        {formatVnd(finalPrice)}
      </span>
      {percent > 0 ? (
        <>
          <del className={styles.list}>
            <span className="visually-hidden">Giá gốc: </span>
            {formatVnd(price)}
          </del>
          {showBadge ? (
            <span className={styles.badge} aria-label={`Giảm ${percent}%`}>
              -{percent}%
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
