import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_TAGS,
  isUuid,
  type ProductTag,
} from '@lumi/shared';
import { readPositiveInt, type ListQueryCodec } from '@/lib/list-query';

const SEARCH_MAX_LENGTH = 100;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

const readText = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
const readId = (raw: string | null) => (raw && isUuid(raw) ? raw : undefined);
const readDate = (raw: string | null) => (raw && LOCAL_DATE.test(raw) ? raw : undefined);

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
