import {
  DEFAULT_PAGE,
  MAX_ARRAY_PARAM,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_ORDERS,
  PRODUCT_TAGS,
  SKIN_CONCERNS,
  SKIN_TYPES,
  type IngredientFlag,
  type ProductSortOrder,
  type ProductTag,
  type SkinConcern,
  type SkinType,
} from '@lumi/shared';

/**
 * A product listing's view as kept in the address (`/categories/kem-chong-nang?brands=a,b&rating=4&page=2`):
 * arrays comma-joined as the contract reads them (api-contract §1.8), defaults left out.
 */
export type ListingParams = {
  page: number;
  pageSize: number;
  /** 'min-max' in đồng, as a price band's `value` ('100000-300000', '500000-'). */
  priceRange: string | undefined;
  brands: string[];
  /** Average rating ≥ this value (1–5). */
  rating: number | undefined;
  categories: string[];
  tags: ProductTag[];
  sortOrder: ProductSortOrder | undefined;
} & SkinFilterParams;

/**
 * The skin filters (issue 32), shared with the search page: products suiting any of `skinTypes`, addressing any of
 * `concerns`, and 'Phù hợp với da tôi' (`forMySkin=1`): none of the families the customer's skin record avoids (the
 * families are not in the address: they are the record's, sent as `avoid`).
 */
export type SkinFilterParams = {
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  forMySkin: boolean;
};

/** The filter part of the view: what the filter panel and chips change. */
export type ListingFilterKey =
  'priceRange' | 'brands' | 'rating' | 'categories' | 'tags' | keyof SkinFilterParams;

export const LISTING_FILTER_KEYS: readonly ListingFilterKey[] = [
  'priceRange',
  'brands',
  'rating',
  'categories',
  'tags',
  'skinTypes',
  'concerns',
  'forMySkin',
];

/** The address keys of the skin filters. */
export const SKIN_FILTER_KEYS = ['skinTypes', 'concerns', 'forMySkin'] as const;

export const NO_SKIN_FILTERS: SkinFilterParams = { skinTypes: [], concerns: [], forMySkin: false };

export const DEFAULT_LISTING_PARAMS: ListingParams = {
  page: DEFAULT_PAGE,
  pageSize: PRODUCT_PAGE_SIZE,
  priceRange: undefined,
  brands: [],
  rating: undefined,
  categories: [],
  tags: [],
  sortOrder: undefined,
  ...NO_SKIN_FILTERS,
};

/** Every address key the listing owns; other keys (e.g. the search page's `q`) are left alone. */
export const LISTING_KEYS = [
  'page',
  'pageSize',
  'priceRange',
  'brands',
  'rating',
  'categories',
  'tags',
  'sortOrder',
  ...SKIN_FILTER_KEYS,
] as const;

const PRICE_RANGE_PATTERN = /^\d{0,12}-\d{0,12}$/;

function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

/** 'a,b' or a repeated key → de-duplicated non-empty values (at most 50). */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, MAX_ARRAY_PARAM);
}

function readPriceRange(raw: string | null): string | undefined {
  const value = raw?.replace(/\s+/g, '') ?? '';
  if (!PRICE_RANGE_PATTERN.test(value) || value === '-') return undefined;
  const [min = '', max = ''] = value.split('-');
  if (min !== '' && max !== '' && Number(min) > Number(max)) return undefined;
  return value;
}

function readRating(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 && value <= 5 ? value : undefined;
}

function isTag(value: string): value is ProductTag {
  return (PRODUCT_TAGS as readonly string[]).includes(value);
}

function isSortOrder(value: string | null): value is ProductSortOrder {
  return value !== null && (PRODUCT_SORT_ORDERS as readonly string[]).includes(value);
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** The skin filters of an address; unknown values are dropped. */
export function parseSkinFilterParams(params: URLSearchParams): SkinFilterParams {
  return {
    skinTypes: readList(params, 'skinTypes').filter(isOneOf(SKIN_TYPES)),
    concerns: readList(params, 'concerns').filter(isOneOf(SKIN_CONCERNS)),
    forMySkin: params.get('forMySkin') === '1',
  };
}

/** Writes the skin filters into `params` (comma-joined lists, `forMySkin=1`), defaults left out. */
export function writeSkinFilterParams(params: URLSearchParams, skin: SkinFilterParams): void {
  if (skin.skinTypes.length > 0) params.set('skinTypes', skin.skinTypes.join(','));
  if (skin.concerns.length > 0) params.set('concerns', skin.concerns.join(','));
  if (skin.forMySkin) params.set('forMySkin', '1');
}

/**
 * The skin part of a listing or search request: `skinTypes`, `concerns`, and `avoid` — the families of the customer's
 * record, given only while 'Phù hợp với da tôi' is on and the record is known.
 */
export function toSkinFilterRequest(skin: SkinFilterParams, avoid: readonly IngredientFlag[] = []) {
  return {
    ...(skin.skinTypes.length > 0 ? { skinTypes: skin.skinTypes } : {}),
    ...(skin.concerns.length > 0 ? { concerns: skin.concerns } : {}),
    ...(skin.forMySkin && avoid.length > 0 ? { avoid: [...avoid] } : {}),
  };
}

/** Reads the view from the query string; anything malformed falls back to its default. */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const sortOrder = params.get('sortOrder');
  return {
    page: readPositiveInt(params.get('page'), DEFAULT_LISTING_PARAMS.page),
    pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_LISTING_PARAMS.pageSize, MAX_PAGE_SIZE),
    priceRange: readPriceRange(params.get('priceRange')),
    brands: readList(params, 'brands'),
    rating: readRating(params.get('rating')),
    categories: readList(params, 'categories'),
    tags: readList(params, 'tags')
      .map((tag) => tag.toUpperCase())
      .filter(isTag),
    sortOrder: isSortOrder(sortOrder) ? sortOrder : undefined,
    ...parseSkinFilterParams(params),
  };
}

/**
 * Writes the view into the query string, defaults left out so the address stays short. `base`
 * keeps the keys the listing does not own (the search page's `q`).
 */
export function toListingSearchParams(listing: ListingParams, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (base) {
    for (const [key, value] of base) {
      if (!(LISTING_KEYS as readonly string[]).includes(key)) params.append(key, value);
    }
  }
  if (listing.priceRange) params.set('priceRange', listing.priceRange);
  if (listing.brands.length > 0) params.set('brands', listing.brands.join(','));
  if (listing.rating !== undefined) params.set('rating', String(listing.rating));
  if (listing.categories.length > 0) params.set('categories', listing.categories.join(','));
  if (listing.tags.length > 0) params.set('tags', listing.tags.join(','));
  writeSkinFilterParams(params, listing);
  if (listing.sortOrder) params.set('sortOrder', listing.sortOrder);
  if (listing.page !== DEFAULT_LISTING_PARAMS.page) params.set('page', String(listing.page));
  if (listing.pageSize !== DEFAULT_LISTING_PARAMS.pageSize) params.set('pageSize', String(listing.pageSize));
  return params;
}

/** Applies a change; changing a filter, the sort or the page size starts again from page 1. */
export function updateListingParams(current: ListingParams, change: Partial<ListingParams>): ListingParams {
  const next: ListingParams = { ...current, ...change };
  if (change.page === undefined) {
    const keys = Object.keys(change) as (keyof ListingParams)[];
    if (keys.some((key) => key !== 'page')) next.page = DEFAULT_LISTING_PARAMS.page;
  }
  return next;
}

/** The view without any filter (sort and page size kept). */
export function clearListingFilters(current: ListingParams): ListingParams {
  return {
    ...current,
    page: DEFAULT_LISTING_PARAMS.page,
    priceRange: undefined,
    brands: [],
    rating: undefined,
    categories: [],
    tags: [],
    ...NO_SKIN_FILTERS,
  };
}

/** How many filter values are chosen (the drawer button's badge). */
export function countActiveFilters(listing: ListingParams): number {
  return (
    (listing.priceRange ? 1 : 0) +
    listing.brands.length +
    (listing.rating !== undefined ? 1 : 0) +
    listing.categories.length +
    listing.tags.length +
    listing.skinTypes.length +
    listing.concerns.length +
    (listing.forMySkin ? 1 : 0)
  );
}

/**
 * The shared part of every listing request (page, size, price, rating, tags, sort, skin); `avoid` is the customer's
 * record's families, sent while 'Phù hợp với da tôi' is on.
 */
export function toListingRequest(listing: ListingParams, avoid: readonly IngredientFlag[] = []) {
  return {
    page: listing.page,
    pageSize: listing.pageSize,
    ...(listing.priceRange ? { priceRange: listing.priceRange } : {}),
    ...(listing.rating !== undefined ? { rating: listing.rating } : {}),
    ...(listing.tags.length > 0 ? { tags: listing.tags } : {}),
    ...(listing.sortOrder ? { sortOrder: listing.sortOrder } : {}),
    ...toSkinFilterRequest(listing, avoid),
  };
}
