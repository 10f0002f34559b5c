import { z } from 'zod';
import { LOYALTY_TIER_KEYS, POINT_ENTRY_KINDS } from '../enums';
import { VALIDATION } from '../messages/vi';
import { IsoDateTimeSchema, PageQuerySchema, VndSchema } from './common';

export const LoyaltyTierKeySchema = z.enum(LOYALTY_TIER_KEYS);

/** A membership tier (ADR 0063): reached from `minSpend` received in 12 months; earns `earnPercent`% of the points. */
export const LoyaltyTierSchema = z.object({
  key: LoyaltyTierKeySchema,
  name: z.string(),
  minSpend: VndSchema,
  /** 100 = the base rate, 150 = one and a half times the points. */
  earnPercent: z.number().int(),
});
export type LoyaltyTier = z.infer<typeof LoyaltyTierSchema>;

/** The points programme the shop runs (`GET /loyalty/program`, the admin's `/admin/loyalty`). */
export const LoyaltyProgramSchema = z.object({
  /** ₫ of goods received per point earned at the base rate (1 point per 1.000 ₫). */
  earnStep: VndSchema,
  /** What one point pays, in ₫. */
  pointValue: VndSchema,
  /** The most of an order's goods (after its voucher) points may pay, in %. */
  maxSharePercent: z.number().int(),
  /** The four tiers, lowest first. */
  tiers: z.array(LoyaltyTierSchema),
});
export type LoyaltyProgram = z.infer<typeof LoyaltyProgramSchema>;

const int = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Body of `PUT /admin/loyalty/program`: the tiers' names are fixed, their thresholds and rates are the shop's. */
export const UpdateLoyaltyProgramBodySchema = z
  .object({
    earnStep: int(VALIDATION.loyaltyEarnStepInvalid, 100, 1_000_000),
    pointValue: int(VALIDATION.loyaltyPointValueInvalid, 1, 10_000),
    maxSharePercent: int(VALIDATION.loyaltyMaxShareInvalid, 1, 100),
    tiers: z
      .array(
        z.object({
          key: z.enum(LOYALTY_TIER_KEYS, { error: VALIDATION.loyaltyTiersInvalid }),
          minSpend: int(VALIDATION.loyaltyTierSpendInvalid, 0, 10_000_000_000),
          earnPercent: int(VALIDATION.loyaltyTierEarnInvalid, 100, 1000),
        }),
        { error: VALIDATION.loyaltyTiersInvalid },
      )
      .length(LOYALTY_TIER_KEYS.length, VALIDATION.loyaltyTiersInvalid),
  })
  .superRefine((body, ctx) => {
    body.tiers.forEach((tier, index) => {
      if (tier.key !== LOYALTY_TIER_KEYS[index])
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'key'],
          message: VALIDATION.loyaltyTiersInvalid,
        });
      else if (index === 0 && tier.minSpend !== 0)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', 0, 'minSpend'],
          message: VALIDATION.loyaltyMemberSpend,
        });
      else if (index > 0 && tier.minSpend <= body.tiers[index - 1]!.minSpend)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'minSpend'],
          message: VALIDATION.loyaltyTierOrder,
        });
    });
  });
export type UpdateLoyaltyProgramBody = z.infer<typeof UpdateLoyaltyProgramBodySchema>;

/** One line of the customer's points history (`GET /loyalty/me/entries`). */
export const PointEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: earned and given back are positive, spent and taken back negative. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  order: z.object({ _id: z.string(), code: z.string() }).nullable(),
  createdAt: IsoDateTimeSchema,
});
export type PointEntry = z.infer<typeof PointEntrySchema>;

export const PointEntriesQuerySchema = PageQuerySchema;

/** `GET /loyalty/me`: the customer's balance, tier and the way to the next one. */
export const LoyaltySummarySchema = z.object({
  balance: z.number().int(),
  /** Goods received (after vouchers and points, returns taken off) in the last 12 months. */
  spend12Months: VndSchema,
  tier: LoyaltyTierSchema,
  nextTier: LoyaltyTierSchema.nullable(),
  /** ₫ still to receive for the next tier; null at the top. */
  toNextTier: VndSchema.nullable(),
  program: LoyaltyProgramSchema,
});
export type LoyaltySummary = z.infer<typeof LoyaltySummarySchema>;

/** Points an order paid with (ADR 0063): `totalAmount` has `discount` taken off. */
export const AppliedPointsSchema = z.object({ used: z.number().int(), discount: VndSchema });
export type AppliedPoints = z.infer<typeof AppliedPointsSchema>;

/** The quote's answer to `points`: how many it takes (at most `max` for this cart) and what they pay. */
export const QuotePointsSchema = AppliedPointsSchema.extend({
  asked: z.number().int(),
  max: z.number().int(),
});
export type QuotePoints = z.infer<typeof QuotePointsSchema>;

/** The points asked for in an order or a quote; absent, null or 0 = none. */
export const PointsInputSchema = z
  .number({ error: VALIDATION.pointsUseInvalid })
  .int(VALIDATION.pointsUseInvalid)
  .min(0, VALIDATION.pointsUseInvalid)
  .max(100_000_000, VALIDATION.pointsUseInvalid)
  .nullable()
  .optional();
