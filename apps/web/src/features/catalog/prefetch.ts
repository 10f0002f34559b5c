import {
  PRODUCT_PAGE_SIZE,
  SEARCH_TYPES,
  type IngredientFlag,
  type Product,
  type SearchType,
} from '@lumi/shared';
import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import type { AppStore } from '@/lib/store';
import { sharedCatalogApi } from '@/lib/catalog-api';
import {
  catalogApi,
  type BrandProductsArgs,
  type CategoryProductsArgs,
  type PromotionProductsArgs,
} from './api/catalog-api';
import {
  parseListingParams,
  parseSkinFilterParams,
  toListingRequest,
  toSkinFilterRequest,
  type ListingParams,
} from './utils/listing-params';

/**
 * The queries of the catalogue pages, with the arguments their hooks use: the route loaders start them (the server
 * renders from them, the browser fetches them while the page's code downloads), the pages read them. `avoid` is the
 * signed-in customer's skin record's families ('Phù hợp với da tôi', issue 32): a loader renders for a guest and has
 * none, as the page's first render.
 */

export function categoryListingArgs(
  slug: string,
  params: ListingParams,
  avoid: readonly IngredientFlag[] = [],
): CategoryProductsArgs {
  return {
    slug,
    ...toListingRequest(params, avoid),
    ...(params.brands.length > 0 ? { brands: params.brands } : {}),
    ...(params.categories.length > 0 ? { categories: params.categories } : {}),
  };
}

export function brandListingArgs(
  slug: string,
  params: ListingParams,
  avoid: readonly IngredientFlag[] = [],
): BrandProductsArgs {
  return {
    slug,
    ...toListingRequest(params, avoid),
    ...(params.categories.length > 0 ? { categoriesList: params.categories } : {}),
  };
}

export function promotionListingArgs(
  params: ListingParams,
  avoid: readonly IngredientFlag[] = [],
): PromotionProductsArgs {
  return {
    ...toListingRequest(params, avoid),
    ...(params.brands.length > 0 ? { brands: params.brands } : {}),
    ...(params.categories.length > 0 ? { categoriesList: params.categories } : {}),
  };
}

/** Other products of the product's (leaf) category, best sellers first (the product page's last section). */
export function relatedProductsArgs(product: Product): CategoryProductsArgs | null {
  const category = product.categories[product.categories.length - 1];
  return category ? { slug: category.slug, pageSize: 8, sortOrder: 'bestSelling' } : null;
}

/** The longest search text (the search box's limit). */
export const SEARCH_MAX_LENGTH = 100;

/** The query of the search page: `q` (or `search`), trimmed and cut to the longest search. */
export function searchText(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

const isMissing = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;
export const prefetchCategoryPage: Prefetch = async ({ store, params, url }) => {
  const slug = params.slug ?? '';
  const [listing] = await Promise.all([
    store.dispatch(
      catalogApi.endpoints.getCategoryProducts.initiate(
        categoryListingArgs(slug, parseListingParams(url.searchParams)),
        PREFETCH,
      ),
    ),
    store.dispatch(sharedCatalogApi.endpoints.getCategoryTree.initiate(undefined, PREFETCH)),
  ]);
  return { notFound: isMissing(listing.error) };
};

export const prefetchBrandPage: Prefetch = async ({ store, params, url }) => {
  const listing = await store.dispatch(
    catalogApi.endpoints.getBrandProducts.initiate(
      brandListingArgs(params.slug ?? '', parseListingParams(url.searchParams)),
      PREFETCH,
    ),
  );
  return { notFound: isMissing(listing.error) };
};

export const prefetchPromotionsPage: Prefetch = async ({ store, url }) => {
  await Promise.all([
    store.dispatch(sharedCatalogApi.endpoints.getPromotionsInfo.initiate(undefined, PREFETCH)),
    store.dispatch(
      catalogApi.endpoints.getPromotionProducts.initiate(
        promotionListingArgs(parseListingParams(url.searchParams)),
        PREFETCH,
      ),
    ),
  ]);
};

/** Doctors and clinics per page of the search results (products: PRODUCT_PAGE_SIZE). */
export const SEARCH_PEOPLE_PAGE_SIZE = 10;

export function isSearchType(value: string | null): value is SearchType {
  return value !== null && (SEARCH_TYPES as readonly string[]).includes(value);
}

/** The search overview: the words, and the skin filters narrowing its products (their total too). */
export function searchOverviewArgs(searchParams: URLSearchParams, avoid: readonly IngredientFlag[] = []) {
  return {
    search: searchText(searchParams),
    ...toSkinFilterRequest(parseSkinFilterParams(searchParams), avoid),
  };
}

/**
 * The results list the search page shows: the chosen tab (`type`), else the first kind that found something
 * (products when nothing or not yet known), at the address's page; the products with the skin filters.
 */
export function searchListArgs(
  searchParams: URLSearchParams,
  totals: Record<SearchType, number> | undefined,
  avoid: readonly IngredientFlag[] = [],
) {
  const typeParam = searchParams.get('type');
  const type: SearchType = isSearchType(typeParam)
    ? typeParam
    : (SEARCH_TYPES.find((kind) => (totals?.[kind] ?? 0) > 0) ?? 'products');
  const rawPage = searchParams.get('page');
  const page = rawPage !== null && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const pageSize = type === 'products' ? PRODUCT_PAGE_SIZE : SEARCH_PEOPLE_PAGE_SIZE;
  return {
    search: searchText(searchParams),
    type,
    page,
    pageSize,
    ...(type === 'products' ? toSkinFilterRequest(parseSkinFilterParams(searchParams), avoid) : {}),
  };
}

export const prefetchSearchPage: Prefetch = async ({ store, url }) => {
  if (searchText(url.searchParams) === '') return;
  const overview = await store.dispatch(
    catalogApi.endpoints.siteSearch.initiate(searchOverviewArgs(url.searchParams), PREFETCH),
  );
  await store.dispatch(
    catalogApi.endpoints.siteSearchList.initiate(
      searchListArgs(url.searchParams, overview.data?.totals),
      PREFETCH,
    ),
  );
};

/** What else a product page shows from the product (its reviews, the doctors of its categories). */
export type ProductSectionPrefetch = (store: AppStore, product: Product) => Promise<void>;

/** The product, then its related products and the sections the route adds (`sections`). */
export function prefetchProductPage(sections: ProductSectionPrefetch[] = []): Prefetch {
  return async ({ store, params }) => {
    const slug = params.slug ?? '';
    const detail = await store.dispatch(sharedCatalogApi.endpoints.getProductDetail.initiate(slug, PREFETCH));
    if (isMissing(detail.error)) return { notFound: true };
    const product = detail.data;
    if (!product) return;
    const related = relatedProductsArgs(product);
    await Promise.all([
      related ? store.dispatch(catalogApi.endpoints.getCategoryProducts.initiate(related, PREFETCH)) : null,
      ...sections.map((prefetch) => prefetch(store, product)),
    ]);
  };
}
