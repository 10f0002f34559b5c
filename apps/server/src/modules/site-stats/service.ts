import {
  addLocalDays,
  avatarOf,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  toLocalDate,
  type OrderDetailStats,
  type ReviewDetailStats,
  type RevenueOrderStats,
  type ShopStatistical,
  type SiteBookingFigures,
  type SiteOverview,
  type SiteStatsQuery,
  type StatisticsPeriodQuery,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { averageOf, noShowRate, percentOf, statusCountsOf } from '../booking-stats/figures';
import { fillBuckets, labelOf, previousPeriod, seriesRange, sitePeriod, type SiteRange } from './periods';
import { siteStatsRepository, type BookingBucket, type OrderBucket, type ReviewBucket } from './repository';

/** What the statistics read, for the routes' kept answers (ADR 0048). */
export { SITE_STATS_TABLES } from './repository';

export type SiteStatsService = ReturnType<typeof createSiteStatsService>;

/** How many rows the top lists keep (top products, top customers, most reviewed products). */
const TOP = 10;

const EMPTY_ORDERS: Omit<OrderBucket, 'key'> = {
  total: 0,
  pending: 0,
  processing: 0,
  shipping: 0,
  delivered: 0,
  cancelled: 0,
  pendingAmount: 0,
  processingAmount: 0,
  shippingAmount: 0,
  deliveredAmount: 0,
  cancelledAmount: 0,
  sales: 0,
};
const EMPTY_BOOKINGS: Omit<BookingBucket, 'key'> = {
  total: 0,
  pending: 0,
  confirmed: 0,
  completed: 0,
  cancelled: 0,
  no_show: 0,
  actual: 0,
  potential: 0,
};
const EMPTY_REVIEWS: Omit<ReviewBucket, 'key'> = { count: 0, sum: 0 };

/** The only row of a query grouped as 'all', or the empty figures. */
const whole = <T>(rows: T[], empty: T): T => rows[0] ?? empty;

function bookingFigures(b: Omit<BookingBucket, 'key'>): SiteBookingFigures {
  return {
    total: b.total,
    revenue: { actual: b.actual, potential: b.potential },
    status: statusCountsOf(b),
    completionRate: percentOf(b.completed, b.total),
    noShowRate: noShowRate(b),
  };
}

/**
 * The ADMIN's site statistics (api-contract §3.7, §3.11). Every formula is ADR 0024: periods and buckets are local
 * (Asia/Ho_Chi_Minh) calendar days, months and years; amounts are goods value; revenue is the profit of orders
 * delivered in the period, by delivery time.
 */
export function createSiteStatsService(deps: { db: Db; clock: Clock; almostExpiredDays: number }) {
  const repo = () => siteStatsRepository(deps.db);

  /** Orders, revenue, reviews and bookings of a whole period. */
  async function periodFigures(period: SiteRange) {
    const r = repo();
    const [orders, revenue, reviews, bookings] = await Promise.all([
      r.orderBuckets(period, 'all'),
      r.revenueBuckets(period, 'all'),
      r.reviewBuckets(period, 'all'),
      r.bookingBuckets(period, 'all'),
    ]);
    const review = whole(reviews, { key: 'all', ...EMPTY_REVIEWS });
    return {
      orders: whole(orders, { key: 'all', ...EMPTY_ORDERS }),
      revenue: whole(revenue, { key: 'all', revenue: 0 }).revenue,
      review: { averageRating: averageOf(review.sum, review.count), total: review.count },
      bookings: whole(bookings, { key: 'all', ...EMPTY_BOOKINGS }),
    };
  }

  /** Orders, revenue and bookings per bucket of a chart range, every bucket present. */
  async function orderSeries(range: SiteRange) {
    const r = repo();
    const [orders, revenue, bookings] = await Promise.all([
      r.orderBuckets(range, range.unit),
      r.revenueBuckets(range, range.unit),
      r.bookingBuckets(range, range.unit),
    ]);
    const revenueOf = new Map(revenue.map((b) => [b.key, b.revenue]));
    const bookingsOf = new Map(fillBuckets(range, bookings, EMPTY_BOOKINGS).map((b) => [b.key, b]));
    return fillBuckets(range, orders, EMPTY_ORDERS).map((o) => ({
      ...o,
      revenue: revenueOf.get(o.key) ?? 0,
      bookings: bookingsOf.get(o.key) ?? { key: o.key, ...EMPTY_BOOKINGS },
    }));
  }

  return {
    /** GET /admin/statistical?month&year: the shop's totals, the months of the year and the period's best. */
    async shop(query: StatisticsPeriodQuery): Promise<ShopStatistical> {
      const now = deps.clock.now();
      const period = sitePeriod(query, now);
      const year = seriesRange({ year: query.year, type: 'month' }, now);
      const r = repo();
      const [figures, months, products, customers, topProducts, topCustomers] = await Promise.all([
        periodFigures(period),
        orderSeries(year),
        r.products(addLocalDays(toLocalDate(now), deps.almostExpiredDays)),
        r.customers([]),
        r.topProducts(period, TOP),
        r.topCustomers(period, TOP),
      ]);
      return {
        totals: {
          orders: figures.orders.total,
          products: products.total,
          customers: customers.total,
          revenue: figures.revenue,
        },
        yearlyStats: months.map((m, i) => ({
          month: i + 1,
          revenue: m.revenue,
          totalAmount: m.sales,
          orders: m.total,
        })),
        topSellingProducts: topProducts.map((p) => ({
          _id: p.id,
          name: p.name,
          mainImage: p.mainImage,
          sold: p.sold,
          totalAmount: p.amount,
        })),
        orderStatuses: Object.fromEntries(
          ORDER_STATUSES.map((s) => [s, figures.orders[s]]),
        ) as ShopStatistical['orderStatuses'],
        topCustomers: topCustomers.map((c) => ({
          _id: c.id,
          name: c.name,
          email: c.email,
          avatar: avatarOf(c.avatar, c.name),
          orders: c.orders,
          totalAmount: c.amount,
        })),
      };
    },

    /** GET /admin/statistical/overview?year&month: the period's cards, with the previous period's figures. */
    async overview(query: StatisticsPeriodQuery): Promise<SiteOverview> {
      const now = deps.clock.now();
      const period = sitePeriod(query, now);
      const before = previousPeriod(period);
      const [current, previous, products, customers] = await Promise.all([
        periodFigures(period),
        periodFigures(before),
        repo().products(addLocalDays(toLocalDate(now), deps.almostExpiredDays)),
        repo().customers([period, before]),
      ]);
      const o = current.orders;
      return {
        order: {
          revenue: current.revenue,
          totalAmount: o.sales,
          total: o.total,
          status: {
            pending: { count: o.pending, amount: o.pendingAmount },
            processing: { count: o.processing, amount: o.processingAmount },
            shipping: { count: o.shipping, amount: o.shippingAmount },
            delivered: { count: o.delivered, amount: o.deliveredAmount },
            cancelled: { count: o.cancelled, amount: o.cancelledAmount },
          },
        },
        product: products,
        user: { total: customers.total, active: customers.active, new: customers.registered[0] ?? 0 },
        review: current.review,
        booking: bookingFigures(current.bookings),
        period: { from: period.from, to: period.to, previousFrom: before.from, previousTo: before.to },
        previous: {
          order: {
            revenue: previous.revenue,
            totalAmount: previous.orders.sales,
            total: previous.orders.total,
            delivered: previous.orders.delivered,
          },
          user: { new: customers.registered[1] ?? 0 },
          review: previous.review,
          booking: {
            total: previous.bookings.total,
            revenue: { actual: previous.bookings.actual, potential: previous.bookings.potential },
          },
        },
      };
    },

    /** GET /admin/statistical/revenue-order: revenue, sales and orders (and bookings) per bucket. */
    async revenueOrder(query: SiteStatsQuery): Promise<RevenueOrderStats> {
      const series = await orderSeries(seriesRange(query, deps.clock.now()));
      return {
        stats: series.map((b) => ({
          name: labelOf(b.key),
          revenue: b.revenue,
          totalAmount: b.sales,
          totalOrders: b.total,
          delivered: b.delivered,
          processing: b.pending + b.processing + b.shipping,
          cancelled: b.cancelled,
          bookings: b.bookings.total,
          bookingRevenue: b.bookings.actual,
          bookingSales: b.bookings.potential,
        })),
      };
    },

    /** GET /admin/statistical/order-detail: orders by status per bucket, and the payment methods of the range. */
    async orderDetail(query: SiteStatsQuery): Promise<OrderDetailStats> {
      const range = seriesRange(query, deps.clock.now());
      const [orders, methods] = await Promise.all([
        repo().orderBuckets(range, range.unit),
        repo().paymentMethods(range),
      ]);
      const byMethod = new Map(methods.map((m) => [m.method, m]));
      return {
        stats: fillBuckets(range, orders, EMPTY_ORDERS).map((b) => ({
          name: labelOf(b.key),
          pending: b.pending,
          processing: b.processing,
          shipping: b.shipping,
          delivered: b.delivered,
          cancelled: b.cancelled,
        })),
        paymentMethods: PAYMENT_METHODS.map((method) => ({
          method,
          count: byMethod.get(method)?.count ?? 0,
          amount: byMethod.get(method)?.amount ?? 0,
        })),
      };
    },

    /** GET /admin/statistical/review-detail: reviews per bucket, by stars, by product, and the range's summary. */
    async reviewDetail(query: SiteStatsQuery): Promise<ReviewDetailStats> {
      const range = seriesRange(query, deps.clock.now());
      const r = repo();
      const [buckets, rates, products, withoutReview] = await Promise.all([
        r.reviewBuckets(range, range.unit),
        r.ratingCounts(range),
        r.mostReviewed(range, TOP),
        r.productsWithoutReview(),
      ]);
      const filled = fillBuckets(range, buckets, EMPTY_REVIEWS);
      const count = filled.reduce((n, b) => n + b.count, 0);
      const sum = filled.reduce((n, b) => n + b.sum, 0);
      const byRate = new Map(rates.map((x) => [x.rate, x.count]));
      return {
        timeStats: filled.map((b) => ({
          name: labelOf(b.key),
          avgRating: averageOf(b.sum, b.count),
          total: b.count,
        })),
        ratingDistribution: [5, 4, 3, 2, 1].map((rate) => ({
          name: `${rate} sao`,
          count: byRate.get(rate) ?? 0,
        })),
        productStats: products,
        summary: { total: count, averageRating: averageOf(sum, count), withoutReview },
      };
    },
  };
}
