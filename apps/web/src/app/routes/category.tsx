import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import {
  CatalogNotFound,
  ListingView,
  catalogPageStyles as styles,
  useListingParams,
  findCategoryPath,
  relatedCategories,
  type ListingFilterOptions,
  countActiveFilters,
  useGetCategoryProductsQuery,
  categoryListingArgs,
  prefetchCategoryPage,
} from '@/features/catalog';
import { prefetchLoader } from '@/lib/prefetch';
import { asApiError } from '@/lib/query-error';
import { useGetCategoryTreeQuery } from '@/lib/catalog-api';

/** `/categories/{slug}`: the products of a category and its sub-categories, with filters. */
export default function CategoryRoute() {
  const { slug = '' } = useParams();
  const controls = useListingParams();
  const { params } = controls;
  const query = useGetCategoryProductsQuery(categoryListingArgs(slug, params, controls.skin.flags), {
    skip: slug === '',
  });
  const { data, isFetching, refetch } = query;
  const error = asApiError(query.error);
  const { data: tree } = useGetCategoryTreeQuery();

  // An answer for another category (just navigated away from it) is not shown.
  const view = data && data.category.slug === slug ? data : undefined;

  if (error?.code === 'CATEGORY_NOT_FOUND' && !isFetching) {
    return (
      <CatalogNotFound
        title="Không tìm thấy danh mục"
        text="Danh mục bạn tìm có thể đã được đổi tên hoặc không còn nữa. Bạn xem thử các danh mục khác của Lumi nhé."
      />
    );
  }

  const category = view?.category;
  const path = findCategoryPath(tree ?? [], slug);
  const crumbs =
    path.length > 0
      ? path.map((node) => ({ label: node.name, href: paths.shop.category.getHref(node.slug) }))
      : category
        ? [
            ...(category.parent
              ? [{ label: category.parent.name, href: paths.shop.category.getHref(category.parent.slug) }]
              : []),
            { label: category.name },
          ]
        : [];
  const related = relatedCategories(path);

  const options: ListingFilterOptions | undefined = view
    ? {
        priceRanges: view.filters.priceRanges,
        brands: view.filters.brands,
        categories: view.filters.subcategories,
        categoriesTitle: 'Danh mục con',
        tags: view.filters.tags,
        skinTypes: view.filters.skinTypes,
        concerns: view.filters.concerns,
      }
    : undefined;

  return (
    <div className={styles.page}>
      {category ? (
        <PageTitle
          title={category.name}
          description={`Mua ${category.name.toLowerCase()} chính hãng tại Lumi: giá tốt, nhiều khuyến mãi, giao hàng toàn quốc.`}
        />
      ) : null}
      <header className={styles.head}>
        <div className={styles.container}>
          <Breadcrumb items={crumbs} />
          {category ? (
            <>
              <h1 className={styles.title}>{category.name}</h1>
              <p className={styles.subtitle}>
                {view.pagination.totalItems > 0 && countActiveFilters(params) === 0
                  ? `${view.pagination.totalItems} sản phẩm chính hãng, giao nhanh toàn quốc`
                  : 'Sản phẩm chính hãng, giao nhanh toàn quốc'}
              </p>
            </>
          ) : error ? null : (
            <span className={styles.headSkeleton} role="status" aria-label="Đang tải danh mục..." />
          )}
          {related.length > 0 ? (
            <ul className={styles.subChips} aria-label="Danh mục liên quan">
              {related.map((node) => (
                <li key={node._id}>
                  <Link
                    to={paths.shop.category.getHref(node.slug)}
                    className={`${styles.subChip} ${node.slug === slug ? styles.subChipActive : ''}`}
                    aria-current={node.slug === slug ? 'page' : undefined}
                  >
                    {node.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
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
          label={category ? `Sản phẩm ${category.name}` : 'Sản phẩm'}
        />
      </div>
    </div>
  );
}

/** Server rendering and early fetching of the listing (ADR 0025). */
export const loader = prefetchLoader(prefetchCategoryPage);
