import { Link } from 'react-router';
import { formatVnd, type PromotionInfo } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import {
  Countdown,
  ListingView,
  catalogStyles,
  catalogPageStyles as styles,
  useListingParams,
  type ListingFilterOptions,
  useGetPromotionProductsQuery,
  promotionListingArgs,
  prefetchPromotionsPage,
} from '@/features/catalog';
import { prefetchLoader } from '@/lib/prefetch';
import { asApiError } from '@/lib/query-error';
import { useGetPromotionsInfoQuery } from '@/lib/catalog-api';

const THUMB_COUNT = 6;

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionInfo }) {
  return (
    <li className={styles.promoCard}>
      <div className={styles.promoBanner}>
        <img src={promotion.banner.url} alt={promotion.name} width={1600} height={600} />
        {promotion.maxDiscountPercentage > 0 ? (
          <span className={styles.promoDiscount}>Giảm đến {promotion.maxDiscountPercentage}%</span>
        ) : null}
      </div>
      <div className={styles.promoBody}>
        <h2 className={styles.promoName}>{promotion.name}</h2>
        <span className={styles.countdown}>
          <ClockIcon />
          <Countdown endDate={promotion.endDate} />
        </span>
        {promotion.products.length > 0 ? (
          <ul className={styles.promoThumbs} aria-label={`Sản phẩm trong ${promotion.name}`}>
            {promotion.products.slice(0, THUMB_COUNT).map((item) => (
              <li key={item.product._id}>
                <Link
                  to={paths.shop.productDetail.getHref(item.product.slug)}
                  className={styles.promoThumb}
                  title={`${item.product.name} — ${formatVnd(item.discountedPrice)}`}
                >
                  <img
                    src={item.product.mainImage.url}
                    alt={item.product.name}
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <span aria-hidden="true">-{item.discountPercentage}%</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className={`${catalogStyles.primaryButton} ${styles.promoCta}`}
          onClick={() =>
            document.getElementById('ket-qua')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          Săn deal ngay
        </button>
      </div>
    </li>
  );
}

/** `/promotions`: the running promotions (banner, countdown) and every promoted product, with filters. */
export default function PromotionsRoute() {
  const controls = useListingParams();
  const { params } = controls;
  const { data: promotions, isLoading: isLoadingPromotions } = useGetPromotionsInfoQuery();
  const query = useGetPromotionProductsQuery(promotionListingArgs(params, controls.skin.flags));
  const { data, isFetching, refetch } = query;
  const error = asApiError(query.error);

  const maxDiscount = Math.max(
    data?.maxDiscountPercentage ?? 0,
    ...(promotions ?? []).map((promotion) => promotion.maxDiscountPercentage),
  );
  const options: ListingFilterOptions | undefined = data
    ? {
        priceRanges: data.filters.priceRanges,
        brands: data.filters.brands,
        categories: data.filters.categories,
        categoriesTitle: 'Danh mục',
        tags: data.filters.tags,
        skinTypes: data.filters.skinTypes,
        concerns: data.filters.concerns,
      }
    : undefined;

  return (
    <div className={styles.page}>
      <PageTitle
        title="Khuyến mãi hot"
        description="Săn deal mỹ phẩm chính hãng tại Lumi: giảm giá sâu, số lượng có hạn, cập nhật mỗi ngày."
      />
      <header className={styles.promoHero}>
        <div className={styles.container}>
          <Breadcrumb items={[{ label: 'Khuyến mãi' }]} />
          <div className={styles.promoIntro}>
            <div>
              <h1 className={styles.title}>Khuyến mãi hot</h1>
              <p className={styles.subtitle}>Deal chính hãng giá tốt — số lượng có hạn, nhanh tay kẻo lỡ!</p>
            </div>
            {maxDiscount > 0 ? <span className={styles.promoBadge}>Giảm đến {maxDiscount}%</span> : null}
          </div>
          {promotions && promotions.length > 0 ? (
            <ul className={styles.promoList} aria-label="Chương trình đang diễn ra">
              {promotions.map((promotion) => (
                <PromotionCard key={promotion._id} promotion={promotion} />
              ))}
            </ul>
          ) : !isLoadingPromotions && promotions ? (
            <p className={styles.promoNone}>
              Hiện chưa có chương trình khuyến mãi nào đang diễn ra. Bạn quay lại sau nhé — Lumi cập nhật ưu
              đãi mỗi tuần!
            </p>
          ) : null}
        </div>
      </header>

      <div className={styles.container}>
        <ListingView
          controls={controls}
          options={options}
          products={data?.data}
          pagination={data?.pagination}
          isLoading={!data && !error}
          isFetching={isFetching}
          error={data ? undefined : error}
          onRetry={() => void refetch()}
          label="Sản phẩm khuyến mãi"
        />
      </div>
    </div>
  );
}

/** Server rendering and early fetching of the promotions and their products (ADR 0025). */
export const loader = prefetchLoader(prefetchPromotionsPage);
