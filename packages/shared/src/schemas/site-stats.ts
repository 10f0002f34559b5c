import '../zod-setup';
import { z } from 'zod';
import { BOOKING_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, STATS_BUCKET_TYPES } from '../enums';
import { VALIDATION } from '../messages/vi';
import { AvatarSchema, ImageSchema, LocalDateSchema, VndSchema, envelope, filterQuery } from './common';
import { StatisticsPeriodQuerySchema } from './booking-stats';

// The site statistics of the ADMIN's dashboard (api-contract §2 statistics, §3.7, §3.11). The formulas are ADR 0024:
// every amount is goods value after promotions (shipping never counts); the shop's "revenue" is its profit (shown as
// 'Lợi nhuận', ADR 0046) of orders delivered in the period (by delivery time); "totalAmount" (Doanh số) the goods value of orders placed in the
// period and not cancelled; periods and buckets in Asia/Ho_Chi_Minh. Fields marked "additive" go beyond the contract.

// ── query parameters ─────────────────────────────────────────────────────────

/**
 * `?year&month&type` of /admin/statistical/revenue-order, /order-detail, /review-detail: `type` `date` (the days
 * of `month`, then required), `month` (the months of `year`, default) or `year` (the five years ending at `year`).
 */
export const SiteStatsQuerySchema = StatisticsPeriodQuerySchema.extend({
  type: filterQuery(z.enum(STATS_BUCKET_TYPES, { error: VALIDATION.statisticsTypeInvalid })).transform(
    (v) => v ?? 'month',
  ),
}).superRefine((v, ctx) => {
  if (v.type === 'date' && v.month === undefined) {
    ctx.addIssue({ code: 'custom', path: ['month'], message: VALIDATION.statisticsMonthRequired });
  }
});
export type SiteStatsQuery = z.output<typeof SiteStatsQuerySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

const CountSchema = z.number().int().min(0);
/** An average rating 0–5 with one decimal (0 without reviews). */
const AverageSchema = z.number().min(0).max(5);

const orderStatusRecord = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, value])) as Record<(typeof ORDER_STATUSES)[number], T>,
  );
const bookingStatusRecord = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(BOOKING_STATUSES.map((s) => [s, value])) as Record<
      (typeof BOOKING_STATUSES)[number],
      T
    >,
  );

/** A customer who bought most in the period (additive): goods value of their orders not cancelled. */
export const TopCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: AvatarSchema,
  orders: CountSchema,
  totalAmount: VndSchema,
});
export type TopCustomer = z.infer<typeof TopCustomerSchema>;

export const TopSellingProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mainImage: ImageSchema,
  sold: CountSchema,
  totalAmount: VndSchema,
});
export type TopSellingProduct = z.infer<typeof TopSellingProductSchema>;

/** `GET /admin/statistical?month&year` → `data`. */
export const ShopStatisticalSchema = z.object({
  totals: z.object({
    orders: CountSchema,
    products: CountSchema,
    customers: CountSchema,
    revenue: z.number().int(),
  }),
  /** 12 entries, months of `year`. */
  yearlyStats: z.array(
    z.object({
      month: z.number().int().min(1).max(12),
      revenue: z.number().int(),
      totalAmount: VndSchema,
      orders: CountSchema,
    }),
  ),
  /** ≤ 10, of the period (the month when given, else the year). */
  topSellingProducts: z.array(TopSellingProductSchema),
  orderStatuses: orderStatusRecord(CountSchema),
  /** Additive: ≤ 10 customers of the period by goods value. */
  topCustomers: z.array(TopCustomerSchema),
});
export type ShopStatistical = z.infer<typeof ShopStatisticalSchema>;

/** Bookings of the whole site in a period (additive), by the booking's start (ADR 0021). */
export const SiteBookingFiguresSchema = z.object({
  total: CountSchema,
  revenue: z.object({ actual: VndSchema, potential: VndSchema }),
  status: bookingStatusRecord(CountSchema),
  /** completed ÷ all bookings of the period × 100, one decimal (as the clinic's, ADR 0021); 0 without bookings. */
  completionRate: z.number().min(0).max(100),
  /** Additive (issue 30): no_show ÷ (completed + no_show) × 100, one decimal, as the clinic's; 0 when none was due. */
  noShowRate: z.number().min(0).max(100),
});
export type SiteBookingFigures = z.infer<typeof SiteBookingFiguresSchema>;

/** `GET /admin/statistical/overview?year&month` → `data`. */
export const SiteOverviewSchema = z.object({
  order: z.object({
    /** Profit of orders delivered in the period. May be negative when goods sold below cost. */
    revenue: z.number().int(),
    totalAmount: VndSchema,
    total: CountSchema,
    status: orderStatusRecord(z.object({ count: CountSchema, amount: VndSchema })),
  }),
  /** Now, not of the period: products not deleted, and those expiring within ALMOST_EXPIRED_DAYS. */
  product: z.object({ total: CountSchema, almostExpired: CountSchema }),
  /** `total`, `active` now; `new` (additive) registered in the period. */
  user: z.object({ total: CountSchema, active: CountSchema, new: CountSchema }),
  /** Product reviews written in the period (hidden ones included). */
  review: z.object({ averageRating: AverageSchema, total: CountSchema }),
  /** Additive: the clinic side of the same period. */
  booking: SiteBookingFiguresSchema,
  /** Additive: the period and the one before it (previous month, or previous year), both inclusive local days. */
  period: z.object({
    from: LocalDateSchema,
    to: LocalDateSchema,
    previousFrom: LocalDateSchema,
    previousTo: LocalDateSchema,
  }),
  /** Additive: the same figures for the previous period, for the cards' change. */
  previous: z.object({
    order: z.object({
      revenue: z.number().int(),
      totalAmount: VndSchema,
      total: CountSchema,
      delivered: CountSchema,
    }),
    user: z.object({ new: CountSchema }),
    review: z.object({ averageRating: AverageSchema, total: CountSchema }),
    booking: z.object({ total: CountSchema, revenue: z.object({ actual: VndSchema, potential: VndSchema }) }),
  }),
});
export type SiteOverview = z.infer<typeof SiteOverviewSchema>;

/** A bucket's label: 'dd/MM' (type=date), 'MM/yyyy' (month), 'yyyy' (year). */
const BucketSchema = z.object({ name: z.string() });

/** `GET /admin/statistical/revenue-order` → `data`. */
export const RevenueOrderStatsSchema = z.object({
  stats: z.array(
    BucketSchema.extend({
      revenue: z.number().int(),
      totalAmount: VndSchema,
      totalOrders: CountSchema,
      delivered: CountSchema,
      /** pending + processing + shipping (placed in the bucket, not finished). */
      processing: CountSchema,
      cancelled: CountSchema,
      /** Additive: bookings starting in the bucket, their completed and not-cancelled value. */
      bookings: CountSchema,
      bookingRevenue: VndSchema,
      bookingSales: VndSchema,
    }),
  ),
});
export type RevenueOrderStats = z.infer<typeof RevenueOrderStatsSchema>;

export const PaymentMethodFigureSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  count: CountSchema,
  amount: VndSchema,
});
export type PaymentMethodFigure = z.infer<typeof PaymentMethodFigureSchema>;

/** `GET /admin/statistical/order-detail` → `data`. */
export const OrderDetailStatsSchema = z.object({
  stats: z.array(BucketSchema.merge(orderStatusRecord(CountSchema))),
  /** Every method, in PAYMENT_METHODS order, even at 0: orders placed in the whole range and not cancelled. */
  paymentMethods: z.array(PaymentMethodFigureSchema),
});
export type OrderDetailStats = z.infer<typeof OrderDetailStatsSchema>;

/** `GET /admin/statistical/review-detail` → `data`. */
export const ReviewDetailStatsSchema = z.object({
  timeStats: z.array(BucketSchema.extend({ avgRating: AverageSchema, total: CountSchema })),
  /** Five entries '5 sao' … '1 sao'. */
  ratingDistribution: z.array(z.object({ name: z.string(), count: CountSchema })),
  /** ≤ 10 most reviewed products of the range. */
  productStats: z.array(z.object({ name: z.string(), total: CountSchema })),
  /** Additive: the whole range's reviews, and products (not deleted, enabled) that have never been reviewed. */
  summary: z.object({ total: CountSchema, averageRating: AverageSchema, withoutReview: CountSchema }),
});
export type ReviewDetailStats = z.infer<typeof ReviewDetailStatsSchema>;

export const ShopStatisticalResponseSchema = envelope(ShopStatisticalSchema);
export const SiteOverviewResponseSchema = envelope(SiteOverviewSchema);
export const RevenueOrderStatsResponseSchema = envelope(RevenueOrderStatsSchema);
export const OrderDetailStatsResponseSchema = envelope(OrderDetailStatsSchema);
export const ReviewDetailStatsResponseSchema = envelope(ReviewDetailStatsSchema);
