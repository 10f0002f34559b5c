import { ArrowRightIcon, ClockCircleIcon, FireFilledIcon } from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { Link } from 'react-router';
import { formatVnd, type PromotionInfo } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useGetCategoryTreeQuery, useGetPromotionsInfoQuery } from '@/lib/catalog-api';
import { useGetBrandsQuery } from '../api/shop-api';
import { formatRemaining, useCountdownTo } from '@/hooks/use-countdown-to';
import { CategoryIcon } from './category-icon';
import { HomeSection } from './home-collections';
import styles from './home-shop.module.css';

/** A running promotion's banner: the left part of its card, the card's whole width on a phone. */
const PROMOTION_BANNER_SIZES = '(min-width: 1200px) 620px, (min-width: 768px) 60vw, 100vw';

/** Tile colours, in turn. */
const TONES = ['#fce7f3', '#ede9fe', '#e0f2fe', '#fef3c7', '#dcfce7', '#ffe4e6', '#f3e8ff', '#cffafe'];
const INKS = ['#be185d', '#7c3aed', '#0369a1', '#b45309', '#15803d', '#e11d48', '#9333ea', '#0e7490'];

/** The level-0 categories as tiles with an icon, each leading to /categories/{slug}. */
export function HomeCategories() {
  const { data: tree, isLoading, isError } = useGetCategoryTreeQuery();
  if (isError || (!isLoading && (tree?.length ?? 0) === 0)) return null;

  return (
    <HomeSection id="danh-muc" kicker="Mua sắm theo nhu cầu" title="Danh mục sản phẩm">
      <ul className={styles.categoryGrid} aria-busy={isLoading || undefined}>
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={`${styles.categoryTile} ${styles.shimmer}`} aria-hidden="true" />
            ))
          : tree?.map((node, i) => (
              <li key={node._id}>
                <Link to={paths.shop.category.getHref(node.slug)} className={styles.categoryTile}>
                  <span
                    className={styles.categoryIcon}
                    style={{ background: TONES[i % TONES.length], color: INKS[i % INKS.length] }}
                  >
                    <CategoryIcon slug={node.slug} />
                  </span>
                  <span className={styles.categoryName}>{node.name}</span>
                  {node.children.length > 0 && (
                    <span className={styles.categoryMeta}>
                      {node.children
                        .slice(0, 3)
                        .map((child) => child.name)
                        .join(' · ')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}

/** The brands as a logo strip, each leading to /brands/{slug}. */
export function HomeBrands() {
  const { data: brands, isLoading, isError } = useGetBrandsQuery();
  if (isError || (!isLoading && (brands?.length ?? 0) === 0)) return null;

  return (
    <HomeSection id="thuong-hieu" kicker="Chính hãng 100%" title="Thương hiệu nổi bật" soft>
      <ul className={styles.brandStrip} aria-busy={isLoading || undefined}>
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={`${styles.brandTile} ${styles.shimmer}`} aria-hidden="true" />
            ))
          : brands?.map((brand) => (
              <li key={brand._id}>
                <Link
                  to={paths.shop.brand.getHref(brand.slug)}
                  className={styles.brandTile}
                  title={brand.name}
                >
                  {brand.logo ? (
                    <ResponsiveImage
                      src={brand.logo.url}
                      alt={brand.name}
                      className={styles.brandLogo}
                      width={480}
                      height={480}
                      sizes="124px"
                    />
                  ) : (
                    <span className={styles.brandName}>{brand.name}</span>
                  )}
                </Link>
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}

/** The running promotions as cards with a countdown and a few of their products. */
export function HomePromotions() {
  const { data: promotions, isLoading, isError } = useGetPromotionsInfoQuery();
  // The server lists the running promotions only.
  const running = promotions ?? [];
  if (isError || (!isLoading && running.length === 0)) return null;

  return (
    <HomeSection
      id="khuyen-mai"
      kicker="Ưu đãi có thời hạn"
      title="Khuyến mãi đang diễn ra"
      action={
        <Link to={paths.shop.promotions.getHref()} className={styles.moreLink}>
          Xem tất cả <ArrowRightIcon />
        </Link>
      }
    >
      <ul className={styles.promoGrid} aria-busy={isLoading || undefined}>
        {isLoading && (
          <li>
            <PromotionCardSkeleton />
          </li>
        )}
        {running.map((promotion) => (
          <li key={promotion._id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/**
 * A promotion card's outline while the promotions load, built from the card's own blocks (banner, title, countdown,
 * four products, button) so it has the real card's height at every width: the sections below do not move.
 */
function PromotionCardSkeleton() {
  return (
    <div className={styles.promoCard} role="status" aria-label="Đang tải khuyến mãi...">
      <div className={`${styles.promoBanner} ${styles.promoBannerSkeleton} ${styles.shimmer}`} />
      <div className={styles.promoBody} aria-hidden="true">
        <div className={styles.promoTop}>
          <span className={`${styles.promoName} ${styles.skeletonText} ${styles.shimmer}`}>&nbsp;</span>
        </div>
        <div className={styles.countdown}>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className={`${styles.countdownBox} ${styles.shimmer}`}>
              &nbsp;<small>&nbsp;</small>
            </span>
          ))}
        </div>
        <ul className={styles.promoProducts}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.promoProduct}>
              <span className={`${styles.promoThumb} ${styles.shimmer}`} />
              <span className={`${styles.promoProductName} ${styles.skeletonText} ${styles.shimmer}`}>
                &nbsp;
                <br />
                &nbsp;
              </span>
              <span className={`${styles.promoProductPrice} ${styles.skeletonText} ${styles.shimmer}`}>
                &nbsp;
              </span>
            </li>
          ))}
        </ul>
        <span className={`${styles.promoCta} ${styles.promoCtaSkeleton} ${styles.shimmer}`}>&nbsp;</span>
      </div>
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionInfo }) {
  const remaining = useCountdownTo(promotion.endDate);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <article className={styles.promoCard}>
      <Link
        to={paths.shop.promotions.getHref()}
        className={styles.promoBanner}
        tabIndex={-1}
        aria-hidden="true"
      >
        <ResponsiveImage
          src={promotion.banner.url}
          alt=""
          width={1600}
          height={600}
          sizes={PROMOTION_BANNER_SIZES}
        />
      </Link>
      <div className={styles.promoBody}>
        <div className={styles.promoTop}>
          <h3 className={styles.promoName}>
            <Link to={paths.shop.promotions.getHref()}>{promotion.name}</Link>
          </h3>
          {promotion.maxDiscountPercentage > 0 && (
            <span className={styles.promoPercent}>
              <FireFilledIcon /> -{promotion.maxDiscountPercentage}%
            </span>
          )}
        </div>
        {remaining && (
          <div className={styles.countdown} aria-label={`Kết thúc sau ${formatRemaining(remaining)}`}>
            <ClockCircleIcon className={styles.countdownIcon} />
            <span className={styles.countdownLabel}>Kết thúc sau</span>
            {remaining.days > 0 && (
              <span className={styles.countdownBox}>
                {remaining.days}
                <small>ngày</small>
              </span>
            )}
            <span className={styles.countdownBox}>
              {pad(remaining.hours)}
              <small>giờ</small>
            </span>
            <span className={styles.countdownBox}>
              {pad(remaining.minutes)}
              <small>phút</small>
            </span>
            <span className={styles.countdownBox}>
              {pad(remaining.seconds)}
              <small>giây</small>
            </span>
          </div>
        )}
        {promotion.products.length > 0 && (
          <ul className={styles.promoProducts}>
            {promotion.products.slice(0, 4).map((item) => (
              <li key={item.product._id}>
                <Link
                  to={paths.shop.productDetail.getHref(item.product.slug)}
                  className={styles.promoProduct}
                >
                  <span className={styles.promoThumb}>
                    <ResponsiveImage
                      src={item.product.mainImage.url}
                      alt=""
                      width={800}
                      height={800}
                      sizes="(max-width: 640px) 45vw, 120px"
                    />
                    <span className={styles.promoThumbBadge}>-{item.discountPercentage}%</span>
                  </span>
                  <span className={styles.promoProductName}>{item.product.name}</span>
                  <span className={styles.promoProductPrice}>{formatVnd(item.discountedPrice)}</span>
                  {item.discountedPrice < item.product.price && (
                    <s className={styles.promoProductList}>{formatVnd(item.product.price)}</s>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.shop.promotions.getHref()} className={styles.promoCta}>
          Săn deal ngay <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
