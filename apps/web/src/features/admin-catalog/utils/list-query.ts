import { PRODUCT_TAGS, type ProductTag } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readDate,
  readId,
  readOneOf,
  readPaging,
  readText,
  type ListQueryCodec,
} from '@/lib/list-query';

// ── products ────────────────────────────────────────────────────────────────

/** The admin catalogue lists' filters, as kept in the address. */
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
    ...DEFAULT_PAGING,
    name: '',
    category: undefined,
    brand: undefined,
    tag: undefined,
    sort: undefined,
  },
  parse: (params) => ({
    ...readPaging(params),
    name: readText(params.get('name')),
    category: readId(params.get('category')),
    brand: readId(params.get('brand')),
    tag: readOneOf(params.get('tag'), PRODUCT_TAGS),
    sort: readOneOf(params.get('sort'), ['asc', 'desc'] as const),
  }),
};

// ── brands ──────────────────────────────────────────────────────────────────

export type BrandsFilters = { page: number; pageSize: number; name: string };

export const brandsQuery: ListQueryCodec<BrandsFilters> = {
  defaults: { ...DEFAULT_PAGING, name: '' },
  parse: (params) => ({
    ...readPaging(params),
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
  defaults: { ...DEFAULT_PAGING, startDate: undefined, endDate: undefined },
  parse: (params) => {
    const startDate = readDate(params.get('startDate'));
    const endDate = readDate(params.get('endDate'));
    // A range needs both ends in order; anything else shows every promotion.
    const valid = startDate !== undefined && endDate !== undefined && startDate <= endDate;
    return {
      ...readPaging(params),
      startDate: valid ? startDate : undefined,
      endDate: valid ? endDate : undefined,
    };
  },
};
