import { Link } from 'react-router';
import { PRODUCT_TAG_LABELS, savingPercent, type ProductSummary, type ProductTag } from '@lumi/shared';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import { formatSold } from './format-sold';
import styles from './product-card.module.css';

/** Short ribbon texts, in the order they are preferred when a product carries several tags. */
const RIBBONS: { tag: ProductTag; text: string; className: string }[] = [
  { tag: 'HOT', text: 'HOT', className: styles.ribbonHot ?? '' },
  { tag: 'NEW', text: 'NEW', className: styles.ribbonNew ?? '' },
  { tag: 'SELLING', text: 'Bán chạy', className: styles.ribbonSelling ?? '' },
  { tag: 'TREND', text: 'Xu hướng', className: styles.ribbonTrend ?? '' },
  { tag: 'SALE', text: 'SALE', className: styles.ribbonSale ?? '' },
];
const MAX_RIBBONS = 2;
const MAX_COLOR_DOTS = 5;

/**
 * How wide a card's picture is shown in a full-width ProductGrid (product-grid.module.css): the grid sits in the
 * 1200 px shop container (24 px padding, 14 px under 576 px) and has 4 columns (18 px gaps) from a container of
 * 860 px, 3 (16 px gaps) from 560 px, else 2 (12 px gap).
 */
export const PRODUCT_GRID_IMAGE_SIZES =
  '(min-width: 1200px) 275px, (min-width: 908px) calc((100vw - 102px) / 4), (min-width: 608px) calc((100vw - 80px) / 3), calc(50vw - 20px)';

/**
 * The same grid beside the 260 px filter column (a 28 px gap), shown from 992 px: 4 columns only from 1196 px,
 * 3 below; under 992 px the filters fold away and the grid is full width.
 */
export const PRODUCT_GRID_WITH_FILTERS_IMAGE_SIZES =
  '(min-width: 1200px) 203px, (min-width: 992px) calc((100vw - 368px) / 3), (min-width: 608px) calc((100vw - 80px) / 3), calc(50vw - 20px)';

/** Demo and uploaded product pictures are square, 800 px (uploads up to 1600 px are still shown from 960 px). */
const PICTURE_SIDE = 800;
/** Where a pointer can hover: the second picture is shown (and downloaded) there only, never on a phone. */
const HOVER_DEVICE = '(hover: hover) and (pointer: fine)';

export type ProductCardProps = {
  product: ProductSummary;
  /** Load the image at once (the first cards above the fold). */
  priority?: boolean;
  /** How wide the picture is shown (`sizes`); a full-width grid's by default. */
  imageSizes?: string;
  className?: string;
};

/**
 * One product in a grid or carousel: image (second image on hover), tag ribbons, brand, name on two
 * lines, price with the saving, rating, units sold and colours; the whole card opens the product.
 */
export function ProductCard({
  product,
  priority = false,
  imageSizes = PRODUCT_GRID_IMAGE_SIZES,
  className,
}: ProductCardProps) {
  const href = paths.shop.productDetail.getHref(product.slug);
  const isSoldOut = product.totalQuantity <= 0;
  const saving = savingPercent(product.price, product.finalPrice);
  // SALE follows a real discount: the tag alone (set by hand in the admin) is not enough.
  const ribbons = RIBBONS.filter(
    (ribbon) => product.tags.includes(ribbon.tag) && (ribbon.tag !== 'SALE' || saving > 0),
  ).slice(0, MAX_RIBBONS);
  const hoverImage = product.images.find((image) => image.url !== product.mainImage.url);
  const colors = product.variants;

  return (
    <article
      className={[styles.card, isSoldOut ? styles.soldOut : '', className].filter(Boolean).join(' ')}
      aria-label={product.name}
    >
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.image}
          src={product.mainImage.url}
          alt={product.name}
          width={PICTURE_SIDE}
          height={PICTURE_SIDE}
          sizes={imageSizes}
          priority={priority}
        />
        {hoverImage && !isSoldOut ? (
          <ResponsiveImage
            className={styles.hoverImage}
            src={hoverImage.url}
            alt=""
            aria-hidden="true"
            width={PICTURE_SIDE}
            height={PICTURE_SIDE}
            sizes={imageSizes}
            media={HOVER_DEVICE}
          />
        ) : null}
        {ribbons.length > 0 ? (
          <ul className={styles.ribbons} aria-label="Nhãn sản phẩm">
            {ribbons.map((ribbon) => (
              <li
                key={ribbon.tag}
                className={`${styles.ribbon} ${ribbon.className}`}
                title={PRODUCT_TAG_LABELS[ribbon.tag]}
              >
                {ribbon.text}
              </li>
            ))}
          </ul>
        ) : null}
        {saving > 0 ? (
          <span className={styles.saving} aria-label={`Giảm ${saving}%`}>
            -{saving}%
          </span>
        ) : null}
        {isSoldOut ? (
          <div className={styles.soldOutOverlay}>
            <span className={styles.soldOutLabel}>Hết hàng</span>
          </div>
        ) : null}
      </div>

      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h3 className={styles.name}>
          <Link to={href} className={styles.link} title={product.name}>
            {product.name}
          </Link>
        </h3>
        <PriceTag
          finalPrice={product.finalPrice}
          price={product.price}
          size="sm"
          showBadge={false}
          className={styles.price}
        />
        <div className={styles.meta}>
          <RatingStars value={product.averageRating} count={product.totalReviews} />
          {product.sold > 0 ? <span className={styles.sold}>{formatSold(product.sold)}</span> : null}
        </div>
        {colors.length > 0 ? (
          <ul className={styles.colors} aria-label={`${colors.length} màu`}>
            {colors.slice(0, MAX_COLOR_DOTS).map((variant) => (
              <li
                key={variant._id}
                className={styles.colorDot}
                style={{ backgroundColor: variant.code }}
                title={variant.name}
                aria-label={variant.name}
              />
            ))}
            {colors.length > MAX_COLOR_DOTS ? (
              <li className={styles.moreColors} aria-label={`và ${colors.length - MAX_COLOR_DOTS} màu khác`}>
                +{colors.length - MAX_COLOR_DOTS}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** A grey placeholder of the card's shape, shown while a grid loads. */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '40%' }} />
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '95%' }} />
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '70%' }} />
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} style={{ width: '55%', height: 16 }} />
      </div>
    </div>
  );
}
