import { z } from 'zod';
import {
  INGREDIENT_NAME_MAX,
  PRODUCT_INGREDIENTS_MAX,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_VARIANTS,
} from '../../constants';
import { SKIN_CONCERNS, SKIN_TYPES, parseInci } from '../../logic/skin';
import { PRODUCT_TAGS } from '../../enums';
import { LOCAL_DATE_PATTERN, isCalendarDate } from '../../logic/date';
import { VALIDATION } from '../../messages/vi';
import {
  IdSchema,
  ImageSchema,
  LocalDateSchema,
  PageQuerySchema,
  SearchParamSchema,
  filterQuery,
  optionalQuery,
} from '../common';
import {
  HEX_COLOR_PATTERN,
  ProductPromotionSchema,
  ProductSummarySchema,
  ProductTagSchema,
  SkinConcernSchema,
  SkinTypeSchema,
} from './product';

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
    .regex(LOCAL_DATE_PATTERN, { error: VALIDATION.expiryRequired, abort: true })
    .refine(isCalendarDate, VALIDATION.dateInvalid),
  tags: z.array(ProductTagSchema).max(PRODUCT_TAGS.length),
  mainImage: ImageSchema.nullable().refine((x) => x !== null, VALIDATION.mainImageRequired),
  images: z.array(ImageSchema).max(PRODUCT_MAX_IMAGES, VALIDATION.imagesMax),
  description: z
    .string({ error: VALIDATION.descriptionRequired })
    .min(1, VALIDATION.descriptionRequired)
    .max(100_000, VALIDATION.descriptionMax),
  enable: z.boolean(),
  /** The INCI list: an array, or the label's text ('Aqua, Glycerin, …'), read the same way. */
  ingredients: z.preprocess(
    (v) =>
      typeof v === 'string' ? parseInci(v) : Array.isArray(v) ? parseInci(v.map(String).join('\n')) : v,
    z
      .array(z.string().max(INGREDIENT_NAME_MAX, VALIDATION.ingredientsInvalid), {
        error: VALIDATION.ingredientsInvalid,
      })
      .max(PRODUCT_INGREDIENTS_MAX, VALIDATION.ingredientsInvalid),
  ),
  skinTypes: z.array(SkinTypeSchema).max(SKIN_TYPES.length),
  concerns: z.array(SkinConcernSchema).max(SKIN_CONCERNS.length),
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
      ingredients: f.ingredients.optional(),
      skinTypes: f.skinTypes.optional(),
      concerns: f.concerns.optional(),
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
