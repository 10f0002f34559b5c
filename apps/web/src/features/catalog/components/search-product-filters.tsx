import type { ReactNode } from 'react';
import { SKIN_CONCERNS, SKIN_TYPES } from '@lumi/shared';
import type { SkinMatch } from '../hooks/use-skin-match';
import type { ListingFilterOptions } from '../utils/filter-options';
import {
  DEFAULT_LISTING_PARAMS,
  SKIN_FILTER_KEYS,
  countActiveFilters,
  type ListingParams,
  type SkinFilterParams,
} from '../utils/listing-params';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterSidebar } from './listing-view';
import styles from './catalog.module.css';

/** The site search filters products by skin only (issue 32), with every type and concern offered. */
const SEARCH_FILTER_OPTIONS: ListingFilterOptions = {
  priceRanges: [],
  tags: [],
  skinTypes: [...SKIN_TYPES],
  concerns: [...SKIN_CONCERNS],
  hasRatingFilter: false,
};

/** The skin keys of a change made through the listing's panel (the only ones it offers here). */
function skinChange(change: Partial<ListingParams>): Partial<SkinFilterParams> {
  const picked: Partial<SkinFilterParams> = {};
  for (const key of SKIN_FILTER_KEYS) {
    if (key in change) Object.assign(picked, { [key]: change[key] });
  }
  return picked;
}

export type SearchProductFiltersProps = {
  /** The skin filters of the address, 'Phù hợp với da tôi' as it applies (`skin.isOn`). */
  params: SkinFilterParams;
  skin: SkinMatch;
  onChange: (change: Partial<SkinFilterParams>) => void;
  onClear: () => void;
  /** Products found with these filters. */
  totalItems: number | undefined;
  /** The products' grid. */
  children: ReactNode;
};

/**
 * The search page's products beside their skin filters — 'Phù hợp với da tôi', 'Loại da', 'Vấn đề da' — as on the
 * listings: a column from 992 px, the 'Bộ lọc' drawer below, the active filters as chips above the grid.
 */
export function SearchProductFilters({
  params,
  skin,
  onChange,
  onClear,
  totalItems,
  children,
}: SearchProductFiltersProps) {
  const listing: ListingParams = { ...DEFAULT_LISTING_PARAMS, ...params };
  const activeCount = countActiveFilters(listing);
  const change = (next: Partial<ListingParams>) => onChange(skinChange(next));

  return (
    <div className={styles.layout}>
      <FilterSidebar
        options={SEARCH_FILTER_OPTIONS}
        params={listing}
        onChange={change}
        onClear={onClear}
        activeCount={activeCount}
        skin={skin}
      />
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.resultCount} aria-live="polite">
            {totalItems !== undefined ? (
              <>
                <strong>{totalItems}</strong> sản phẩm
              </>
            ) : (
              'Đang tải sản phẩm...'
            )}
          </p>
          <div className={styles.toolbarActions}>
            <FilterDrawer
              options={SEARCH_FILTER_OPTIONS}
              params={listing}
              onChange={change}
              onClear={onClear}
              activeCount={activeCount}
              totalItems={totalItems}
              skin={skin}
            />
          </div>
        </div>
        <ActiveFilters params={listing} options={SEARCH_FILTER_OPTIONS} onChange={change} onClear={onClear} />
        {children}
      </div>
    </div>
  );
}
