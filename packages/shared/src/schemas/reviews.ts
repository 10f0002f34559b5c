import '../zod-setup';
import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_IMAGES_MAX, REVIEW_REPLY_MAX } from '../constants';
import { VALIDATION } from '../messages/vi';
import {
  AvatarSchema,
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
import { ColorSchema } from './catalog';

// ── answers (api-contract §2 Review, §3.6) ───────────────────────────────────

export const ReviewRateSchema = z.number().int().min(1).max(5);

export const ReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string(), mainImage: ImageSchema }),
  user: z.object({ _id: z.string(), name: z.string(), avatar: AvatarSchema }),
  order: z.string(),
  color: ColorSchema.nullable(),
  rate: ReviewRateSchema,
  comment: z.string(),
  images: z.array(ImageSchema),
  display: z.boolean(),
  reply: z
    .object({
      content: z.string(),
      repliedAt: IsoDateTimeSchema,
      by: z.object({ _id: z.string(), name: z.string() }),
    })
    .nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const RateDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RateDistribution = z.infer<typeof RateDistributionSchema>;

/** `GET /reviews/{productId}` → 200: visible reviews, with the statistics of all visible reviews. */
export const ProductReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ReviewSchema),
  pagination: PaginationSchema,
  averageRating: z.number(),
  totalReviews: z.number().int(),
  rateDistribution: RateDistributionSchema,
  message: z.string().optional(),
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>;

// ── requests ─────────────────────────────────────────────────────────────────

/** A star rating typed in a form (1–5), for product and booking reviews alike. */
export const RateInputSchema = z.coerce
  .number({ error: VALIDATION.ratingRequired })
  .int(VALIDATION.ratingRequired)
  .min(1, VALIDATION.ratingRequired)
  .max(5, VALIDATION.ratingRequired);

/** `POST /reviews`. A missing `order` answers REVIEW_NOT_ALLOWED (api-contract §3.6), so it is optional here. */
export const CreateReviewBodySchema = z.object({
  order: IdSchema.optional(),
  product: IdSchema,
  line: IdSchema.optional(),
  rate: RateInputSchema,
  comment: z
    .string({ error: VALIDATION.reviewCommentRequired })
    .trim()
    .min(1, VALIDATION.reviewCommentRequired)
    .max(REVIEW_COMMENT_MAX, VALIDATION.reviewCommentMax),
  images: z.array(ImageSchema).max(REVIEW_IMAGES_MAX, VALIDATION.reviewImagesMax).default([]),
});
export type CreateReviewBody = z.output<typeof CreateReviewBodySchema>;

/** Boolean query flag: `true`/`false`, empty = absent (api-contract §1.8). */
const flag = optionalQuery(
  z.enum(['true', 'false'], { error: VALIDATION.invalid }).transform((v) => v === 'true'),
);

/** `GET /reviews/{productId}`. */
export const ListProductReviewsQuerySchema = PageQuerySchema.extend({
  rate: filterQuery(RateInputSchema),
  hasComment: flag,
  hasImage: flag,
});
export type ListProductReviewsQuery = z.output<typeof ListProductReviewsQuerySchema>;

export const ProductIdParamsSchema = z.object({ productId: IdSchema });

/** `GET /admin/reviews`. */
export const ListAdminReviewsQuerySchema = PageQuerySchema.extend({
  customerName: SearchParamSchema,
  productName: SearchParamSchema,
  rate: filterQuery(RateInputSchema),
  fromDate: filterQuery(LocalDateSchema),
  toDate: filterQuery(LocalDateSchema),
});
export type ListAdminReviewsQuery = z.output<typeof ListAdminReviewsQuerySchema>;

/** `PUT /admin/reviews/{id}`: SUPPORT may send `display` only. */
export const UpdateReviewBodySchema = z
  .object({
    display: z.boolean().optional(),
    reply: z
      .string()
      .trim()
      .min(1, VALIDATION.reviewReplyRequired)
      .max(REVIEW_REPLY_MAX, VALIDATION.reviewReplyMax)
      .nullable()
      .optional(),
  })
  .refine((b) => b.display !== undefined || b.reply !== undefined, { message: VALIDATION.required });
export type UpdateReviewBody = z.output<typeof UpdateReviewBodySchema>;

export const ReviewIdParamsSchema = z.object({ id: IdSchema });
