import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Breadcrumb } from '@/components/shop-page';
import {
  CatalogNotFound,
  ListingView,
  catalogPageStyles as styles,
  useListingParams,
  type ListingFilterOptions,
  countActiveFilters,
  useGetBrandProductsQuery,
  brandListingArgs,
  prefetchBrandPage,
} from '@/features/catalog';
import { prefetchLoader } from '@/lib/prefetch';
import { asApiError } from '@/lib/query-error';

/** `/brands/{slug}`: a brand's story and its products, filtered by category, price, rating and tags. */
export default function BrandRoute() {
  const { slug = '' } = useParams();
  const controls = useListingParams();
  const { params } = controls;
  const query = useGetBrandProductsQuery(brandListingArgs(slug, params, controls.skin.flags), {
    skip: slug === '',
  });
  const { data, isFetching, refetch } = query;
  const error = asApiError(query.error);
  const view = data && data.brand.slug === slug ? data : undefined;

  if (error?.code === 'BRAND_NOT_FOUND' && !isFetching) {
    return (
      <CatalogNotFound
        title="Không tìm thấy thương hiệu"
        text="Thương hiệu bạn tìm hiện không có tại Lumi hoặc đã đổi tên. Bạn xem thử các danh mục khác nhé."
      />
    );
  }

  const brand = view?.brand;
  const productCount =
    brand?.productCount ??
    (view && countActiveFilters(params) === 0 ? view.pagination.totalItems : undefined);
  const options: ListingFilterOptions | undefined = view
    ? {
        priceRanges: view.filters.priceRanges,
        categories: view.filters.categories,
        categoriesTitle: 'Danh mục',
        tags: view.filters.tags,
        skinTypes: view.filters.skinTypes,
        concerns: view.filters.concerns,
      }
    : undefined;

  return (
    <div className={styles.page}>
      {brand ? (
        <PageTitle
          title={brand.name}
          description={
            brand.description.trim() !== ''
              ? brand.description.slice(0, 160)
              : `Sản phẩm chính hãng của ${brand.name} tại Lumi: giá tốt, giao hàng toàn quốc.`
          }
        />
      ) : null}
      <header className={styles.head}>
        <div className={styles.container}>
          <Breadcrumb items={[{ label: 'Thương hiệu' }, ...(brand ? [{ label: brand.name }] : [])]} />
          {brand ? (
            <div className={styles.brandHead}>
              <div className={styles.brandLogo}>
                {brand.logo ? (
                  <img src={brand.logo.url} alt={`Logo ${brand.name}`} width={96} height={96} />
                ) : (
                  <span className={styles.brandInitial} aria-hidden="true">
                    {brand.name.charAt(0).toUpperCase()}
                  </span>
                )}
              </div>
              <div className={styles.brandInfo}>
                <h1 className={styles.title}>{brand.name}</h1>
                {brand.description.trim() !== '' ? (
                  <p className={styles.brandDescription}>{brand.description}</p>
                ) : null}
                {productCount !== undefined ? (
                  <span className={styles.stat}>{productCount} sản phẩm chính hãng</span>
                ) : null}
              </div>
            </div>
          ) : error ? null : (
            <span className={styles.headSkeleton} role="status" aria-label="Đang tải thương hiệu..." />
          )}
        </div>
      </header>

      <div className={styles.container}>
        <ListingView
          controls={controls}
          options={options}
          products={view?.data}
          pagination={view?.pagination}
          isLoading={!view && !error}
          isFetching={isFetching}
          error={view ? undefined : error}
          onRetry={() => void refetch()}
          label={brand ? `Sản phẩm ${brand.name}` : 'Sản phẩm'}
        />
      </div>
    </div>
  );
}

/** Server rendering and early fetching of the listing (ADR 0025). */
export const loader = prefetchLoader(prefetchBrandPage);
