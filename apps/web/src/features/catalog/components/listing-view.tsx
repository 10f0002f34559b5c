import { useEffect } from 'react';
import type { Pagination as PaginationInfo, ProductSummary } from '@lumi/shared';
import { Pagination } from '@/components/product/pagination';
import { ProductGrid } from '@/components/product/product-grid';
import type { ApiError } from '@/lib/errors';
import type { ListingParamsControls } from '../hooks/use-listing-params';
import type { SkinMatch } from '../hooks/use-skin-match';
import type { ListingFilterOptions } from '../utils/filter-options';
import { countActiveFilters, type ListingParams } from '../utils/listing-params';
import { ActiveFilters } from './active-filters';
import { EmptyListing } from './empty-listing';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { LoadError } from './load-error';
import { SortSelect } from './sort-select';
import styles from './catalog.module.css';

export type ListingViewProps = {
  controls: ListingParamsControls;
  options: ListingFilterOptions | undefined;
  products: ProductSummary[] | undefined;
  pagination: PaginationInfo | undefined;
  /** No answer yet for this listing (skeletons). */
  isLoading: boolean;
  /** A new page or filter is loading (the current products dim). */
  isFetching: boolean;
  error: ApiError | undefined;
  onRetry: () => void;
  /** Names the product list ('Sản phẩm Kem chống nắng'). */
  label: string;
};

/**
 * The body of a product listing: filters (a column from 992 px, a drawer below), the count, sort,
 * active-filter chips, the grid of 12, an empty state and pagination.
 */
export function ListingView({
  controls,
  options,
  products,
  pagination,
  isLoading,
  isFetching,
  error,
  onRetry,
  label,
}: ListingViewProps) {
  const { params, update, setPage, clearFilters, skin } = controls;
  const activeCount = countActiveFilters(params);

  // A page past the end (an old link, fewer products now): show the last page instead.
  const lastPage = pagination?.totalPage ?? 0;
  const isPastEnd = !isFetching && lastPage > 0 && params.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage, setPage]);

  const scrollToList = (page: number) => {
    setPage(page);
    document.getElementById('ket-qua')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.layout}>
      <FilterSidebar
        options={options}
        params={params}
        onChange={update}
        onClear={clearFilters}
        activeCount={activeCount}
        skin={skin}
      />

      <section className={styles.results} id="ket-qua" aria-labelledby="ket-qua-title">
        {/* The list's own heading (h2 under the page's h1, above the cards' h3), for screen readers; on a phone the
            filter sidebar and its h2 are hidden. */}
        <h2 id="ket-qua-title" className="visually-hidden">
          {label}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.resultCount} aria-live="polite">
            {pagination ? (
              <>
                <strong>{pagination.totalItems}</strong> sản phẩm
              </>
            ) : (
              'Đang tải sản phẩm...'
            )}
          </p>
          <div className={styles.toolbarActions}>
            <FilterDrawer
              options={options}
              params={params}
              onChange={update}
              onClear={clearFilters}
              activeCount={activeCount}
              totalItems={pagination?.totalItems}
              skin={skin}
            />
            <SortSelect value={params.sortOrder} onChange={(sortOrder) => update({ sortOrder })} />
          </div>
        </div>

        <ActiveFilters params={params} options={options} onChange={update} onClear={clearFilters} />

        {error && !products && error.status === 400 ? (
          // A hand-edited or outdated address (an unknown id, a bad range): offer to start over.
          <EmptyListing description={error.message} onClearFilters={clearFilters} />
        ) : error && !products ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : (
          <ProductGrid
            products={products}
            isLoading={isLoading}
            isFetching={isFetching}
            skeletonCount={params.pageSize}
            label={label}
            empty={
              <EmptyListing
                onClearFilters={activeCount > 0 ? clearFilters : undefined}
                description={
                  activeCount > 0
                    ? 'Hãy thử bỏ bớt bộ lọc hoặc chọn khoảng giá khác nhé.'
                    : 'Sản phẩm đang được cập nhật, bạn quay lại sau nhé.'
                }
              />
            }
          />
        )}

        {pagination && !isLoading ? (
          <Pagination page={pagination.page} totalPage={pagination.totalPage} onChange={scrollToList} />
        ) : null}
      </section>
    </div>
  );
}

type FilterSidebarProps = {
  options: ListingFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  onClear: () => void;
  activeCount: number;
  skin?: SkinMatch;
};

/** The filters' column from 992 px (the drawer takes them below): its heading, 'Xóa tất cả' and the panel. */
export function FilterSidebar({ options, params, onChange, onClear, activeCount, skin }: FilterSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="Bộ lọc sản phẩm">
      <div className={styles.sidebarHeader}>
        <h2 className={styles.sidebarTitle}>Bộ lọc</h2>
        {activeCount > 0 ? (
          <button type="button" className={styles.clearAll} onClick={onClear}>
            Xóa tất cả
          </button>
        ) : null}
      </div>
      {options ? (
        <FilterPanel options={options} params={params} onChange={onChange} skin={skin} />
      ) : (
        <FilterPanelSkeleton />
      )}
    </aside>
  );
}

/** Rows of each filter section while the options load: price bands, categories, brands, rating. */
const SKELETON_SECTIONS = [6, 5, 8, 6];

/** Stands where the filters will be, section by section and line by line, so they land without a jump. */
function FilterPanelSkeleton() {
  return (
    <div className={styles.filterSkeleton} role="status" aria-label="Đang tải bộ lọc...">
      {SKELETON_SECTIONS.map((rows, section) => (
        <div key={section} className={styles.filterSkeletonSection}>
          <div className={`${styles.skeletonBar} ${styles.skeletonTitle}`} />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className={styles.skeletonBar} style={{ width: `${55 + ((row * 17) % 40)}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}
