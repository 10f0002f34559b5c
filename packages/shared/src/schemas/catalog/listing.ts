import { z } from 'zod';
import { MAX_ARRAY_PARAM, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../../constants';
import { PRODUCT_SORT_ORDERS } from '../../enums';
import { VALIDATION } from '../../messages/vi';
import { IdSchema, PageQuerySchema, PaginationSchema, optionalQuery } from '../common';
import { BrandRefSchema, BrandSchema } from './brand';
import { CategorySchema } from './category';
import {
  IngredientFlagSchema,
  PriceRangeSchema,
  ProductSummarySchema,
  ProductTagSchema,
  SkinConcernSchema,
  SkinTypeSchema,
} from './product';

// The storefront's product lists (by category, brand, promotion, the home collections): parameters and answers.

// ── query parameters (api-contract §1.8) ─────────────────────────────────────

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A comma-joined or repeated parameter → a de-duplicated list of at most 50 non-empty values. */
export function arrayQuery<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','));
    const values = [...new Set(parts.map((x) => x.trim()).filter((x) => x !== ''))];
    return values.length === 0 ? undefined : values;
  }, z.array(item).max(MAX_ARRAY_PARAM, VALIDATION.invalid).optional());
}

/** 'min-max' in đồng; 'min-' or '-max' leave a side open. */
export const PriceRangeParamSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\s*\d{0,12}\s*-\s*\d{0,12}\s*$/, VALIDATION.priceRangeInvalid)
    .transform((text, ctx) => {
      const [rawMin = '', rawMax = ''] = text.split('-').map((x) => x.trim());
      const min = rawMin === '' ? null : Number(rawMin);
      const max = rawMax === '' ? null : Number(rawMax);
      if ((min === null && max === null) || (min !== null && max !== null && min > max)) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.priceRangeInvalid });
        return z.NEVER;
      }
      return { min, max };
    })
    .optional(),
);
export type PriceRangeParam = { min: number | null; max: number | null };

export const RatingParamSchema = optionalQuery(
  z.coerce.number().min(0, VALIDATION.ratingInvalid).max(5, VALIDATION.ratingInvalid),
);

export const ProductListPageQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, VALIDATION.invalid)
      .max(MAX_PAGE_SIZE, VALIDATION.invalid)
      .default(PRODUCT_PAGE_SIZE),
  ),
});

/**
 * The skin filters (issue 32): products suiting any of `skinTypes`, addressing any of `concerns`, holding none of the
 * ingredient families in `avoid` ('Phù hợp với da tôi' sends the families the customer's record avoids).
 */
export const skinFilters = {
  skinTypes: arrayQuery(SkinTypeSchema),
  concerns: arrayQuery(SkinConcernSchema),
  avoid: arrayQuery(IngredientFlagSchema),
};
export type SkinFilterQuery = {
  skinTypes?: z.output<typeof skinFilters.skinTypes>;
  concerns?: z.output<typeof skinFilters.concerns>;
  avoid?: z.output<typeof skinFilters.avoid>;
};

const productFilters = {
  priceRange: PriceRangeParamSchema,
  rating: RatingParamSchema,
  tags: arrayQuery(ProductTagSchema),
  sortOrder: optionalQuery(z.enum(PRODUCT_SORT_ORDERS, { error: VALIDATION.invalid })),
  ...skinFilters,
};

const skinScopeFilters = { skinTypes: z.array(SkinTypeSchema), concerns: z.array(SkinConcernSchema) };

/** GET /products/categories/{slug}: `categories` and `subcategoriesList` are synonyms (union). */
export const CategoryProductsQuerySchema = ProductListPageQuerySchema.extend({
  ...productFilters,
  brands: arrayQuery(IdSchema),
  categories: arrayQuery(IdSchema),
  subcategoriesList: arrayQuery(IdSchema),
});
export type CategoryProductsQuery = z.input<typeof CategoryProductsQuerySchema>;

/** GET /products/brands/{slug}: `categoriesList` (synonyms `categories`, `subcategoriesList`). */
export const BrandProductsQuerySchema = ProductListPageQuerySchema.extend({
  ...productFilters,
  categories: arrayQuery(IdSchema),
  categoriesList: arrayQuery(IdSchema),
  subcategoriesList: arrayQuery(IdSchema),
});
export type BrandProductsQuery = z.input<typeof BrandProductsQuerySchema>;

export const PromotionProductsQuerySchema = ProductListPageQuerySchema.extend({
  ...productFilters,
  brands: arrayQuery(IdSchema),
  categories: arrayQuery(IdSchema),
  categoriesList: arrayQuery(IdSchema),
});
export type PromotionProductsQuery = z.input<typeof PromotionProductsQuerySchema>;

export const AllOtherProductsQuerySchema = ProductListPageQuerySchema;
export type AllOtherProductsQuery = z.input<typeof AllOtherProductsQuerySchema>;

export const HomeProductsQuerySchema = z.object({ tags: arrayQuery(ProductTagSchema) });
export type HomeProductsQuery = z.input<typeof HomeProductsQuerySchema>;

export const SlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
export const IdOrSlugParamsSchema = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

// ── answers ──────────────────────────────────────────────────────────────────

const listBase = {
  success: z.literal(true),
  data: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  message: z.string().optional(),
};

export const CategoryProductsResponseSchema = z.object({
  ...listBase,
  category: CategorySchema,
  filters: z.object({
    priceRanges: z.array(PriceRangeSchema),
    brands: z.array(BrandRefSchema),
    subcategories: z.array(CategorySchema),
    tags: z.array(ProductTagSchema),
    ...skinScopeFilters,
  }),
});
export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponseSchema>;

export const BrandProductsResponseSchema = z.object({
  ...listBase,
  brand: BrandSchema,
  filters: z.object({
    priceRanges: z.array(PriceRangeSchema),
    categories: z.array(CategorySchema),
    tags: z.array(ProductTagSchema),
    ...skinScopeFilters,
  }),
});
export type BrandProductsResponse = z.infer<typeof BrandProductsResponseSchema>;

export const PromotionProductsResponseSchema = z.object({
  ...listBase,
  maxDiscountPercentage: z.number().int(),
  filters: z.object({
    priceRanges: z.array(PriceRangeSchema),
    brands: z.array(BrandRefSchema),
    categories: z.array(CategorySchema),
    tags: z.array(ProductTagSchema),
    ...skinScopeFilters,
  }),
});
export type PromotionProductsResponse = z.infer<typeof PromotionProductsResponseSchema>;

export const HomeCollectionSchema = z.object({
  tag: ProductTagSchema,
  products: z.array(ProductSummarySchema),
});
export type HomeCollection = z.infer<typeof HomeCollectionSchema>;

export const FilterOptionsSchema = z.object({
  categories: z.array(CategorySchema),
  brands: z.array(BrandSchema),
  priceRanges: z.array(PriceRangeSchema),
  tags: z.array(ProductTagSchema),
  ...skinScopeFilters,
  ratings: z.array(z.object({ rate: z.number().int(), count: z.number().int() })),
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), productsCount: z.number().int() })),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;
