import { z } from 'zod';
import { PROMOTION_STATUSES } from '../../enums';
import { isCalendarDate } from '../../logic/date';
import { VALIDATION } from '../../messages/vi';
import {
  IdSchema,
  ImageSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  optionalQuery,
} from '../common';
import { ProductSummarySchema } from './product';

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

// ── admin ────────────────────────────────────────────────────────────────────

const PROMOTION_DATE = /^(\d{4}-\d{2}-\d{2})(?: ([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;

/** `YYYY-MM-DD` or the reference client's `YYYY-MM-DD HH:mm:ss` (read as local time, §1.7), a real day and time. */
const promotionDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(PROMOTION_DATE, { error: VALIDATION.dateInvalid, abort: true })
    .refine((value) => isCalendarDate(value.slice(0, 10)), VALIDATION.dateInvalid);

export const PromotionDateSchema = promotionDate(VALIDATION.startDateRequired);

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
  endDate: promotionDate(VALIDATION.endDateRequired),
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
