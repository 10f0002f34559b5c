import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_TAGS,
  isUuid,
  type ProductTag,
} from '@lumi/shared';

/**
 * The admin catalogue lists keep their filters in the address (`?page&pageSize&name…`), so a reload,
 * a shared link or the back button shows the same list.
 */
export type ListFilters = Record<string, string | number | undefined>;

export type ListQueryCodec<F extends ListFilters> = {
  defaults: F;
  parse: (params: URLSearchParams) => F;
};

const SEARCH_MAX_LENGTH = 100;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

const readText = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
const readId = (raw: string | null) => (raw && isUuid(raw) ? raw : undefined);
const readDate = (raw: string | null) => (raw && LOCAL_DATE.test(raw) ? raw : undefined);

/** Writes filters back, leaving out empty values and those equal to their default. */
export function toSearchParams<F extends ListFilters>(filters: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * Applies a change: changing what is searched or filtered (or the page size) starts again from page 1,
 * unless the change names the page itself.
 */
export function updateFilters<F extends ListFilters>(current: F, change: Partial<F>, defaults: F): F {
  const next = { ...current, ...change } as F;
  if (typeof next.name === 'string') (next as ListFilters).name = next.name.trim();
  const criteriaChanged = Object.keys(change).some(
    (key) => key !== 'page' && (next as ListFilters)[key] !== (current as ListFilters)[key],
  );
  if (criteriaChanged && change.page === undefined) (next as ListFilters).page = defaults.page;
  return next;
}

/** The request to send: empty values left out (api-contract §1.1). */
export function toRequest<F extends ListFilters>(filters: F): F {
  const out: ListFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as F;
}

// ── products ────────────────────────────────────────────────────────────────

export type ProductsFilters = {
  page: number;
  pageSize: number;
  name: string;
  category: string | undefined;
  brand: string | undefined;
  tag: ProductTag | undefined;
  sort: 'asc' | 'desc' | undefined;
};

export const productsQuery: ListQueryCodec<ProductsFilters> = {
  defaults: {
    page: DEFAULT_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
    name: '',
    category: undefined,
    brand: undefined,
    tag: undefined,
    sort: undefined,
  },
  parse: (params) => {
    const tag = params.get('tag');
    const sort = params.get('sort');
    return {
      page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
      pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      name: readText(params.get('name')),
      category: readId(params.get('category')),
      brand: readId(params.get('brand')),
      tag: (PRODUCT_TAGS as readonly string[]).includes(tag ?? '') ? (tag as ProductTag) : undefined,
      sort: sort === 'asc' || sort === 'desc' ? sort : undefined,
    };
  },
};

// ── brands ──────────────────────────────────────────────────────────────────

export type BrandsFilters = { page: number; pageSize: number; name: string };

export const brandsQuery: ListQueryCodec<BrandsFilters> = {
  defaults: { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE, name: '' },
  parse: (params) => ({
    page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
    pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    name: readText(params.get('name')),
  }),
};

// ── promotions ──────────────────────────────────────────────────────────────

export type PromotionsFilters = {
  page: number;
  pageSize: number;
  startDate: string | undefined;
  endDate: string | undefined;
};

export const promotionsQuery: ListQueryCodec<PromotionsFilters> = {
  defaults: { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE, startDate: undefined, endDate: undefined },
  parse: (params) => {
    const startDate = readDate(params.get('startDate'));
    const endDate = readDate(params.get('endDate'));
    // A range needs both ends in order; anything else shows every promotion.
    const valid = startDate !== undefined && endDate !== undefined && startDate <= endDate;
    return {
      page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
      pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      startDate: valid ? startDate : undefined,
      endDate: valid ? endDate : undefined,
    };
  },
};
