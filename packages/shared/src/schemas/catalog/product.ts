import { z } from 'zod';
import { PRODUCT_TAGS } from '../../enums';
import { INGREDIENT_FLAGS, SKIN_CONCERNS, SKIN_TYPES } from '../../logic/skin';
import { VALIDATION } from '../../messages/vi';
import { ImageSchema, IsoDateTimeSchema, LocalDateSchema } from '../common';
import { CategoryLevelSchema } from './category';
import { RefSchema } from './ref';

export const ProductTagSchema = z.enum(PRODUCT_TAGS, { error: VALIDATION.invalid });

export const SkinTypeSchema = z.enum(SKIN_TYPES, { error: VALIDATION.skinTypeInvalid });
export const SkinConcernSchema = z.enum(SKIN_CONCERNS, { error: VALIDATION.skinConcernInvalid });
export const IngredientFlagSchema = z.enum(INGREDIENT_FLAGS, { error: VALIDATION.ingredientFlagInvalid });

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
  /** The INCI list in label order (issue 32). */
  ingredients: z.array(z.string()),
  /** The skin types and concerns it suits, and the ingredient families its INCI list holds (read from it). */
  skinTypes: z.array(SkinTypeSchema),
  concerns: z.array(SkinConcernSchema),
  ingredientFlags: z.array(IngredientFlagSchema),
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
  skinTypes: true,
  concerns: true,
  ingredientFlags: true,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const PriceRangeSchema = z.object({
  label: z.string(),
  value: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
});
export type PriceRange = z.infer<typeof PriceRangeSchema>;
