export {
  useGetBrandProductsQuery,
  useGetCategoryProductsQuery,
  useGetPromotionProductsQuery,
  useSiteSearchListQuery,
  useSiteSearchQuery,
} from './api/catalog-api';
export { CatalogNotFound } from './components/catalog-not-found';
export { Countdown } from './components/countdown';
export { EmptyListing } from './components/empty-listing';
export { ListingView } from './components/listing-view';
export { LoadError } from './components/load-error';
export { ProductDetailPage } from './components/product-detail-page';
export { SearchProductFilters } from './components/search-product-filters';
export { useListingParams } from './hooks/use-listing-params';
export { useSkinMatch } from './hooks/use-skin-match';
export { findCategoryPath, relatedCategories } from './utils/category-tree';
export type { ListingFilterOptions } from './utils/filter-options';
export {
  countActiveFilters,
  parseSkinFilterParams,
  toListingRequest,
  writeSkinFilterParams,
  NO_SKIN_FILTERS,
  type SkinFilterParams,
} from './utils/listing-params';
export { default as catalogStyles } from './components/catalog.module.css';
export { default as catalogPageStyles } from './components/pages.module.css';
export {
  brandListingArgs,
  categoryListingArgs,
  prefetchBrandPage,
  prefetchCategoryPage,
  prefetchProductPage,
  prefetchPromotionsPage,
  prefetchSearchPage,
  promotionListingArgs,
  relatedProductsArgs,
  SEARCH_MAX_LENGTH,
  searchText,
  searchListArgs,
  searchOverviewArgs,
  isSearchType,
  SEARCH_PEOPLE_PAGE_SIZE,
} from './prefetch';
