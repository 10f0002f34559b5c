import { z } from 'zod';
import {
  MAX_ARRAY_PARAM,
  MAX_PAGE_SIZE,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_VARIANTS,
  PRODUCT_PAGE_SIZE,
  CART_MAX_QUANTITY,
} from '../constants';
import { PRODUCT_SORT_ORDERS, PRODUCT_TAGS, PROMOTION_STATUSES, SEARCH_TYPES } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  IdSchema,
  ImageSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  PaginationSchema,
  SearchParamSchema,
  filterQuery,
  optionalQuery,
} from './common';
import { ClinicSummarySchema, DoctorSummarySchema } from './clinic';

// ── shapes (api-contract §2, catalogue) ─────────────────────────────────────

export const ProductTagSchema = z.enum(PRODUCT_TAGS, { error: VALIDATION.invalid });
export const CategoryLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const RefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: CategoryLevelSchema,
  parent: RefSchema.nullable(),
  productCount: z.number().int().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export type CategoryNode = {
  _id: string;
  name: string;
  slug: string;
  level: 0 | 1 | 2;
  parent: string | null;
  children: CategoryNode[];
};
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: CategoryLevelSchema,
  parent: z.string().nullable(),
  get children() {
    return z.array(CategoryNodeSchema);
  },
});

export const CategoryFilterItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: CategoryLevelSchema,
  parent: z.string().nullable(),
});
export type CategoryFilterItem = z.infer<typeof CategoryFilterItemSchema>;

/** The contract's Brand, with the logo and description the storefront shows on brand pages. */
export const BrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: ImageSchema.nullable(),
  description: z.string(),
  productCount: z.number().int().optional(),
});
export type Brand = z.infer<typeof BrandSchema>;
/** A brand inside a listing's filter block: the contract's Brand without logo and description. */
export const BrandRefSchema = BrandSchema.pick({ _id: true, name: true, slug: true });
export type BrandRef = z.infer<typeof BrandRefSchema>;

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const VariantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  image: ImageSchema.nullable(),
  stock: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const ProductPromotionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  discountPercentage: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
  remainingQty: z.number().int().nullable(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
});
export type ProductPromotion = z.infer<typeof ProductPromotionSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: RefSchema,
  categories: z.array(RefSchema.extend({ level: CategoryLevelSchema })),
  price: z.number().int(),
  finalPrice: z.number().int(),
  promotion: ProductPromotionSchema.nullable(),
  cost: z.number().int().optional(),
  capacity: z.string().nullable(),
  weight: z.number().int(),
  expiry: LocalDateSchema,
  isAlmostExpired: z.boolean(),
  isExpired: z.boolean(),
  tags: z.array(ProductTagSchema),
  mainImage: ImageSchema,
  images: z.array(ImageSchema),
  description: z.string(),
  enable: z.boolean(),
  stock: z.number().int().nullable(),
  variants: z.array(VariantSchema),
  totalQuantity: z.number().int(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  sold: z.number().int(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductSummarySchema = ProductSchema.pick({
  _id: true,
  name: true,
  slug: true,
  brand: true,
  mainImage: true,
  images: true,
  price: true,
  finalPrice: true,
  promotion: true,
  tags: true,
  variants: true,
  totalQuantity: true,
  averageRating: true,
  totalReviews: true,
  sold: true,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const PriceRangeSchema = z.object({
  label: z.string(),
  value: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
});
export type PriceRange = z.infer<typeof PriceRangeSchema>;

export const PromotionItemSchema = z.object({
  product: ProductSummarySchema,
  discountPercentage: z.number().int(),
  maxQty: z.number().int().nullable(),
  usedQty: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
});
export type PromotionItem = z.infer<typeof PromotionItemSchema>;

export const PromotionStatusSchema = z.enum(PROMOTION_STATUSES);
export const PromotionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  banner: ImageSchema,
  description: z.string(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  isActive: z.boolean(),
  status: PromotionStatusSchema,
  products: z.array(PromotionItemSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;

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

const productFilters = {
  priceRange: PriceRangeParamSchema,
  rating: RatingParamSchema,
  tags: arrayQuery(ProductTagSchema),
  sortOrder: optionalQuery(z.enum(PRODUCT_SORT_ORDERS, { error: VALIDATION.invalid })),
};

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

export const SearchSuggestQuerySchema = z.object({
  search: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: VALIDATION.searchRequired })
      .trim()
      .min(1, VALIDATION.searchRequired)
      .max(100, VALIDATION.invalid),
  ),
});
export type SearchSuggestQuery = z.input<typeof SearchSuggestQuerySchema>;

export const SlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
export const IdOrSlugParamsSchema = z.object({ idOrSlug: z.string().trim().min(1).max(200) });

export const SiteSearchQuerySchema = z.object({
  search: SearchSuggestQuerySchema.shape.search,
  type: optionalQuery(z.enum(SEARCH_TYPES, { error: VALIDATION.invalid })),
  page: PageQuerySchema.shape.page,
  pageSize: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(MAX_PAGE_SIZE, VALIDATION.invalid),
  ),
});
export type SiteSearchQuery = z.input<typeof SiteSearchQuerySchema>;

export const SiteSearchResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      products: z.array(ProductSummarySchema),
      doctors: z.array(DoctorSummarySchema),
      clinics: z.array(ClinicSummarySchema),
      totals: z.object({ products: z.number().int(), doctors: z.number().int(), clinics: z.number().int() }),
    }),
  }),
  z.object({
    success: z.literal(true),
    data: z.union([
      z.array(ProductSummarySchema),
      z.array(DoctorSummarySchema),
      z.array(ClinicSummarySchema),
    ]),
    pagination: PaginationSchema,
  }),
]);
export type SiteSearchResponse = z.infer<typeof SiteSearchResponseSchema>;

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
  ratings: z.array(z.object({ rate: z.number().int(), count: z.number().int() })),
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), productsCount: z.number().int() })),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;

export const PromotionInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  endDate: IsoDateTimeSchema,
  banner: ImageSchema,
  maxDiscountPercentage: z.number().int(),
  products: z.array(
    z.object({
      product: z.object({
        _id: z.string(),
        name: z.string(),
        slug: z.string(),
        mainImage: ImageSchema,
        price: z.number().int(),
      }),
      discountPercentage: z.number().int(),
      discountedPrice: z.number().int(),
    }),
  ),
});
export type PromotionInfo = z.infer<typeof PromotionInfoSchema>;

// ── admin: products ──────────────────────────────────────────────────────────

export const AdminProductSortSchema = z.enum(['asc', 'desc'], { error: VALIDATION.invalid });

export const ListAdminProductsQuerySchema = PageQuerySchema.extend({
  name: SearchParamSchema,
  category: filterQuery(IdSchema),
  brand: filterQuery(IdSchema),
  tag: filterQuery(ProductTagSchema),
  sort: optionalQuery(AdminProductSortSchema),
});
export type ListAdminProductsQuery = z.input<typeof ListAdminProductsQuerySchema>;

export const PromotionCandidatesQuerySchema = PageQuerySchema.extend({
  name: SearchParamSchema,
  sort: optionalQuery(AdminProductSortSchema),
});
export type PromotionCandidatesQuery = z.input<typeof PromotionCandidatesQuerySchema>;

export const PromotionCandidateSchema = ProductSummarySchema.extend({
  expiry: LocalDateSchema,
  cost: z.number().int(),
  upcomingPromotion: ProductPromotionSchema.nullable(),
});
export type PromotionCandidate = z.infer<typeof PromotionCandidateSchema>;

export const VariantInputSchema = z.object({
  name: z
    .string({ error: VALIDATION.variantNameRequired })
    .trim()
    .min(1, VALIDATION.variantNameRequired)
    .max(50, VALIDATION.variantNameRequired),
  code: z
    .string({ error: VALIDATION.variantCodeInvalid })
    .trim()
    .regex(HEX_COLOR_PATTERN, VALIDATION.variantCodeInvalid)
    .transform((x) => x.toUpperCase()),
  image: ImageSchema.nullable().optional(),
  stock: z
    .number({ error: VALIDATION.stockInvalid })
    .int(VALIDATION.stockInvalid)
    .min(0, VALIDATION.stockInvalid),
});
export type VariantInput = z.input<typeof VariantInputSchema>;

/** The product form's fields, each with the message a form shows; create and update build on it. */
export const ProductFieldsSchema = z.object({
  name: z
    .string({ error: VALIDATION.productNameRequired })
    .trim()
    .min(1, VALIDATION.productNameRequired)
    .min(2, VALIDATION.productNameLength)
    .max(200, VALIDATION.productNameLength),
  brand: z.string({ error: VALIDATION.brandRequired }).uuid(VALIDATION.brandRequired),
  category: z.string({ error: VALIDATION.categoryRequired }).uuid(VALIDATION.categoryRequired),
  price: z
    .number({ error: VALIDATION.priceRequired })
    .int(VALIDATION.priceInvalid)
    .min(1, VALIDATION.priceInvalid)
    .max(1_000_000_000, VALIDATION.priceInvalid),
  cost: z
    .number({ error: VALIDATION.costRequired })
    .int(VALIDATION.costInvalid)
    .min(0, VALIDATION.costInvalid)
    .max(1_000_000_000, VALIDATION.costInvalid),
  weight: z
    .number()
    .int(VALIDATION.weightInvalid)
    .min(1, VALIDATION.weightInvalid)
    .max(50_000, VALIDATION.weightInvalid),
  capacity: z.string().trim().max(50, VALIDATION.capacityMax).nullable(),
  expiry: z
    .string({ error: VALIDATION.expiryRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION.expiryRequired),
  tags: z.array(ProductTagSchema).max(PRODUCT_TAGS.length),
  mainImage: ImageSchema.nullable().refine((x) => x !== null, VALIDATION.mainImageRequired),
  images: z.array(ImageSchema).max(PRODUCT_MAX_IMAGES, VALIDATION.imagesMax),
  description: z
    .string({ error: VALIDATION.descriptionRequired })
    .min(1, VALIDATION.descriptionRequired)
    .max(100_000, VALIDATION.descriptionMax),
  enable: z.boolean(),
  stock: z
    .number({ error: VALIDATION.stockInvalid })
    .int(VALIDATION.stockInvalid)
    .min(0, VALIDATION.stockInvalid)
    .nullable(),
  variants: z.array(VariantInputSchema).max(PRODUCT_MAX_VARIANTS, VALIDATION.variantsMax),
});

/**
 * The reference client's spellings (api-contract §3.3): `categories` (root → leaf; the last id is used),
 * `totalQuantity` for `stock`, variants as `{ color: { name, code, image }, quantity }`.
 */
export function normaliseProductBody(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = { ...(input as Record<string, unknown>) };
  if (body.category === undefined && Array.isArray(body.categories) && body.categories.length > 0) {
    body.category = body.categories[body.categories.length - 1];
  }
  delete body.categories;
  if (Array.isArray(body.variants)) {
    body.variants = body.variants.map((v: unknown) => {
      if (typeof v !== 'object' || v === null) return v;
      const variant = v as Record<string, unknown>;
      const color = variant.color as Record<string, unknown> | undefined;
      if (!color || typeof color !== 'object') return v;
      return {
        name: color.name,
        code: color.code,
        image: color.image ?? null,
        stock: variant.quantity ?? variant.stock,
      };
    });
  }
  const hasVariants = Array.isArray(body.variants) && body.variants.length > 0;
  if (body.stock === undefined && typeof body.totalQuantity === 'number' && !hasVariants) {
    body.stock = body.totalQuantity;
  }
  delete body.totalQuantity;
  return body;
}

function checkVariants(
  value: { stock?: number | null | undefined; variants?: VariantInput[] | undefined },
  ctx: z.RefinementCtx,
  requireOne: boolean,
) {
  const hasVariants = (value.variants?.length ?? 0) > 0;
  const hasStock = value.stock !== undefined && value.stock !== null;
  if ((requireOne && hasVariants === hasStock) || (!requireOne && hasVariants && hasStock)) {
    ctx.addIssue({ code: 'custom', path: ['stock'], message: VALIDATION.stockOrVariants });
  }
  const seen = new Set<string>();
  value.variants?.forEach((variant, i) => {
    for (const key of [`n:${variant.name.trim().toLowerCase()}`, `c:${variant.code.toUpperCase()}`]) {
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'name'], message: VALIDATION.variantDuplicate });
      seen.add(key);
    }
  });
}

const f = ProductFieldsSchema.shape;
export const CreateProductBodySchema = z.preprocess(
  normaliseProductBody,
  z
    .object({
      ...f,
      mainImage: ImageSchema,
      weight: f.weight.optional(),
      capacity: f.capacity.optional(),
      tags: f.tags.optional(),
      images: f.images.optional(),
      enable: f.enable.optional(),
      stock: f.stock.optional(),
      variants: f.variants.optional(),
    })
    .superRefine((value, ctx) => checkVariants(value, ctx, true)),
);
export type CreateProductBody = z.output<typeof CreateProductBodySchema>;

export const UpdateProductBodySchema = z.preprocess(
  normaliseProductBody,
  z
    .object({ ...f, mainImage: ImageSchema })
    .partial()
    .superRefine((value, ctx) => checkVariants(value, ctx, false)),
);
export type UpdateProductBody = z.output<typeof UpdateProductBodySchema>;

export const DeleteProductResultSchema = z.object({ _id: z.string(), deleted: z.boolean() });

// ── admin: categories and brands ─────────────────────────────────────────────

export const ListAdminCategoriesQuerySchema = z.object({
  page: optionalQuery(z.coerce.number().int().min(1, VALIDATION.invalid)),
  pageSize: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(MAX_PAGE_SIZE, VALIDATION.invalid),
  ),
  name: SearchParamSchema,
});
export type ListAdminCategoriesQuery = z.input<typeof ListAdminCategoriesQuerySchema>;

export const CategoryNameSchema = z
  .string({ error: VALIDATION.categoryNameRequired })
  .trim()
  .min(1, VALIDATION.categoryNameRequired)
  .min(2, VALIDATION.categoryNameLength)
  .max(100, VALIDATION.categoryNameLength);

export const CreateCategoryBodySchema = z.object({
  name: CategoryNameSchema,
  parent: IdSchema.nullable().optional(),
  level: CategoryLevelSchema.optional(),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBodySchema>;
export const UpdateCategoryBodySchema = CreateCategoryBodySchema.partial();
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBodySchema>;

export const ListAdminBrandsQuerySchema = ListAdminCategoriesQuerySchema;
export type ListAdminBrandsQuery = z.input<typeof ListAdminBrandsQuerySchema>;

export const BrandNameSchema = z
  .string({ error: VALIDATION.brandNameRequired })
  .trim()
  .min(1, VALIDATION.brandNameRequired)
  .max(100, VALIDATION.brandNameMax);

export const CreateBrandBodySchema = z.object({
  name: BrandNameSchema,
  logo: ImageSchema.nullable().optional(),
  description: z.string().trim().max(2000, VALIDATION.promotionDescriptionMax).optional(),
});
export type CreateBrandBody = z.input<typeof CreateBrandBodySchema>;
export const UpdateBrandBodySchema = CreateBrandBodySchema.partial();
export type UpdateBrandBody = z.input<typeof UpdateBrandBodySchema>;

/**
 * Admin lists that are whole without page/pageSize and paginated with them (api-contract §3.4). The paginated shape
 * comes first: a union answers with its first matching member, and an empty page would also match the whole list
 * (losing its pagination).
 */
export const CategoriesAdminListResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.array(CategorySchema), pagination: PaginationSchema }),
  z.object({ success: z.literal(true), data: z.array(CategoryNodeSchema) }),
]);
export const BrandsAdminListResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.array(BrandSchema), pagination: PaginationSchema }),
  z.object({ success: z.literal(true), data: z.array(BrandSchema) }),
]);

// ── admin: promotions ────────────────────────────────────────────────────────

/** `YYYY-MM-DD` or the reference client's `YYYY-MM-DD HH:mm:ss` (read as local time, §1.7). */
export const PromotionDateSchema = z
  .string({ error: VALIDATION.startDateRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, VALIDATION.invalid);

export const PromotionProductInputSchema = z.object({
  product: IdSchema,
  discountPercentage: z
    .number({ error: VALIDATION.discountPercentageInvalid })
    .int(VALIDATION.discountPercentageInvalid)
    .min(1, VALIDATION.discountPercentageInvalid)
    .max(100, VALIDATION.discountPercentageInvalid),
  maxQty: z.number().int(VALIDATION.maxQtyInvalid).min(1, VALIDATION.maxQtyInvalid).nullable().optional(),
  maxDiscountAmount: z
    .number()
    .int(VALIDATION.maxDiscountInvalid)
    .min(1, VALIDATION.maxDiscountInvalid)
    .nullable()
    .optional(),
});
export type PromotionProductInput = z.input<typeof PromotionProductInputSchema>;

export const PromotionFieldsSchema = z.object({
  name: z
    .string({ error: VALIDATION.promotionNameRequired })
    .trim()
    .min(1, VALIDATION.promotionNameRequired)
    .min(2, VALIDATION.promotionNameLength)
    .max(200, VALIDATION.promotionNameLength),
  description: z
    .string({ error: VALIDATION.promotionDescriptionRequired })
    .trim()
    .min(1, VALIDATION.promotionDescriptionRequired)
    .max(2000, VALIDATION.promotionDescriptionMax),
  banner: ImageSchema,
  startDate: PromotionDateSchema,
  endDate: z
    .string({ error: VALIDATION.endDateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, VALIDATION.invalid),
  isActive: z.boolean(),
  products: z
    .array(PromotionProductInputSchema)
    .min(1, VALIDATION.promotionProductsRequired)
    .max(200, VALIDATION.promotionProductsMax),
});

function uniqueProducts(value: { products?: { product: string }[] | undefined }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.products?.forEach((item, i) => {
    if (seen.has(item.product)) {
      ctx.addIssue({
        code: 'custom',
        path: ['products', i, 'product'],
        message: VALIDATION.promotionProductDuplicate,
      });
    }
    seen.add(item.product);
  });
}

export const CreatePromotionBodySchema = PromotionFieldsSchema.extend({
  isActive: PromotionFieldsSchema.shape.isActive.optional(),
}).superRefine(uniqueProducts);
export type CreatePromotionBody = z.output<typeof CreatePromotionBodySchema>;

export const UpdatePromotionBodySchema = PromotionFieldsSchema.partial().superRefine(uniqueProducts);
export type UpdatePromotionBody = z.output<typeof UpdatePromotionBodySchema>;

export const ListAdminPromotionsQuerySchema = PageQuerySchema.extend({
  startDate: optionalQuery(LocalDateSchema),
  endDate: optionalQuery(LocalDateSchema),
});
export type ListAdminPromotionsQuery = z.input<typeof ListAdminPromotionsQuerySchema>;

// ── cart (spec §3 Cart; kept by the client) ──────────────────────────────────

export const ColorSchema = z.object({ name: z.string().max(50), code: z.string().max(20) });
export type Color = z.infer<typeof ColorSchema>;

export const CartLineSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  image: z.string(),
  slug: z.string().optional(),
  color: ColorSchema.nullable().optional(),
  price: z.number().int().min(0),
  brand: z.string(),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
});
export type CartLine = z.infer<typeof CartLineSchema>;
