import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type Image, type PaymentMethod } from '@lumi/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { bookingFigureColumns } from '../bookings/figures-sql';
import { ORDER_EARNED, orderFigureColumns } from '../orders/figures-sql';
import type { BucketUnit, SiteRange } from './periods';
import { orderLineView, orderView } from '../../db/read/orders';
import { bookingView } from '../../db/read/bookings';
import { reviewView } from '../../db/read/reviews';
import { productView } from '../../db/read/catalog';
import { userView } from '../../db/read/auth';
import { viewAs } from '../../db/views';

/** The tables the site statistics read (through their owners' views below): a change to one drops kept answers. */
export const SITE_STATS_TABLES = [
  'orders',
  'order_lines',
  'bookings',
  'reviews',
  'products',
  'users',
] as const;

/**
 * How a query groups its rows: by the buckets of the range (day, month or year), or into one row for the whole
 * range (key 'all').
 */
export type Grouping = BucketUnit | 'all';

/** Orders placed in one bucket (ADR 0024): how many, by current status, and their goods value. */
export type OrderBucket = {
  key: string;
  total: number;
  pending: number;
  processing: number;
  shipping: number;
  delivered: number;
  cancelled: number;
  pendingAmount: number;
  processingAmount: number;
  shippingAmount: number;
  deliveredAmount: number;
  cancelledAmount: number;
  /** Goods value of the orders not cancelled ("Doanh số"). */
  sales: number;
};

/** The site's booking sums: the bookings module's figures, its revenue and sales named actual and potential. */
const SITE_BOOKING_SUMS = bookingFigureColumns({
  total: 'total',
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no_show',
  actual: 'revenue',
  potential: 'sales',
});

/** 'Lợi nhuận' of the orders delivered in one bucket (by delivery time), refunds excluded: the contract's `revenue`. */
export type RevenueBucket = { key: string; revenue: number };

/** Bookings of the whole site starting in one bucket. */
export type BookingBucket = {
  key: string;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  no_show: number;
  /** Σ price of the completed ones. */
  actual: number;
  /** Σ price of those not cancelled nor missed. */
  potential: number;
};

/** Product reviews written in one bucket: their count and the sum of their stars. */
export type ReviewBucket = { key: string; count: number; sum: number };

export type PaymentMethodRow = { method: PaymentMethod; count: number; amount: number };

export type TopProductRow = { id: string; name: string; mainImage: Image; sold: number; amount: number };

export type TopCustomerRow = {
  id: string;
  name: string;
  email: string;
  avatar: Image | null;
  orders: number;
  amount: number;
};

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Whether an instant column lies in the range [start, end). */
const within = (column: SQL, range: SiteRange) =>
  sql`${column} >= ${instant(range.start)} and ${column} < ${instant(range.end)}`;

const FORMATS: Record<BucketUnit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/** The bucket key of an instant column: its local day, month or year in Asia/Ho_Chi_Minh, or 'all'. */
function keyOf(column: SQL, grouping: Grouping): SQL {
  if (grouping === 'all') return sql`'all'`;
  return sql`to_char(${column} at time zone ${BUSINESS_TIME_ZONE}, ${FORMATS[grouping]})`;
}

/** The site's order sums: the orders module's figures, under the names of the answers. */
const SITE_ORDER_SUMS = orderFigureColumns({
  total: 'total',
  pending: 'pending',
  processing: 'processing',
  shipping: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  pendingAmount: 'pendingAmount',
  processingAmount: 'processingAmount',
  shippingAmount: 'shippingAmount',
  deliveredAmount: 'deliveredAmount',
  cancelledAmount: 'cancelledAmount',
  sales: 'sales',
});

/**
 * The SQL of the site statistics (ADR 0024). Every money figure reads the `orders` table alone (goods value
 * `subtotal`, cost `cost_total`, delivery instant `delivered_at`), through orders_created_stats_idx and
 * orders_delivered_stats_idx; only the top products read the lines. Buckets absent from an answer had no rows.
 */
export function siteStatsRepository(db: Db) {
  return {
    /** Orders placed in the range (every status, archived ones included), per bucket of their placement. */
    async orderBuckets(range: SiteRange, grouping: Grouping): Promise<OrderBucket[]> {
      return rowsOf<OrderBucket>(
        db,
        sql`select ${keyOf(sql`o.created_at`, grouping)} as key, ${SITE_ORDER_SUMS}
          from ${viewAs(orderView, 'o')}
          where ${within(sql`o.created_at`, range)}
          group by 1 order by 1`,
      );
    },

    /**
     * Σ (subtotal − cost_total) of the orders delivered in the range, per bucket of their delivery; orders whose
     * payment is being or was refunded never count.
     */
    async revenueBuckets(range: SiteRange, grouping: Grouping): Promise<RevenueBucket[]> {
      return rowsOf<RevenueBucket>(
        db,
        sql`select ${keyOf(sql`o.delivered_at`, grouping)} as key, ${orderFigureColumns({ revenue: 'profit' })}
          from ${viewAs(orderView, 'o')}
          where ${ORDER_EARNED} and ${within(sql`o.delivered_at`, range)}
          group by 1 order by 1`,
      );
    },

    /** Bookings of every clinic starting in the range, per bucket of their start. */
    async bookingBuckets(range: SiteRange, grouping: Grouping): Promise<BookingBucket[]> {
      return rowsOf<BookingBucket>(
        db,
        sql`select ${keyOf(sql`b.start_at`, grouping)} as key, ${SITE_BOOKING_SUMS}
          from ${viewAs(bookingView, 'b')}
          where ${within(sql`b.start_at`, range)}
          group by 1 order by 1`,
      );
    },

    /** Product reviews written in the range (hidden ones included), per bucket of their creation. */
    async reviewBuckets(range: SiteRange, grouping: Grouping): Promise<ReviewBucket[]> {
      return rowsOf<ReviewBucket>(
        db,
        sql`select ${keyOf(sql`r.created_at`, grouping)} as key, count(*)::int as count, sum(r.rate)::int as sum
          from ${viewAs(reviewView, 'r')}
          where ${within(sql`r.created_at`, range)}
          group by 1 order by 1`,
      );
    },

    /** How many reviews of the range gave each number of stars (absent: none). */
    async ratingCounts(range: SiteRange): Promise<{ rate: number; count: number }[]> {
      return rowsOf<{ rate: number; count: number }>(
        db,
        sql`select r.rate::int as rate, count(*)::int as count
          from ${viewAs(reviewView, 'r')} where ${within(sql`r.created_at`, range)}
          group by r.rate`,
      );
    },

    /** The `limit` products with most reviews written in the range, then by name. */
    async mostReviewed(range: SiteRange, limit: number): Promise<{ name: string; total: number }[]> {
      return rowsOf<{ name: string; total: number }>(
        db,
        sql`select p.name, r.total
          from (
            select product_id, count(*)::int as total from ${viewAs(reviewView, 'reviews')}
            where ${within(sql`created_at`, range)}
            group by product_id
          ) r
          join ${viewAs(productView, 'p')} on p.id = r.product_id
          order by r.total desc, p.name, p.id
          limit ${limit}`,
      );
    },

    /** Enabled products that have never had a review. */
    async productsWithoutReview(): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${viewAs(productView, 'p')}
          where p.enable and not exists (select 1 from ${viewAs(reviewView, 'r')} where r.product_id = p.id)`,
      );
      return row?.count ?? 0;
    },

    /** Orders placed in the range and not cancelled, by payment method (absent: none). */
    async paymentMethods(range: SiteRange): Promise<PaymentMethodRow[]> {
      return rowsOf<PaymentMethodRow>(
        db,
        sql`select o.payment_method as method, count(*)::int as count, sum(o.subtotal)::float8 as amount
          from ${viewAs(orderView, 'o')}
          where ${within(sql`o.created_at`, range)} and o.status <> 'cancelled'
          group by o.payment_method`,
      );
    },

    /**
     * The `limit` best sellers among the lines of orders placed in the range and not cancelled: units, then goods
     * value, then name.
     */
    async topProducts(range: SiteRange, limit: number): Promise<TopProductRow[]> {
      return rowsOf<TopProductRow>(
        db,
        sql`select p.id, p.name, p.main_image as "mainImage", s.sold, s.amount
          from (
            select l.product_id, sum(l.quantity)::int as sold, sum(l.line_total)::float8 as amount
            from ${viewAs(orderView, 'o')} join ${viewAs(orderLineView, 'l')} on l.order_id = o.id
            where ${within(sql`o.created_at`, range)} and o.status <> 'cancelled'
            group by l.product_id
          ) s
          join ${viewAs(productView, 'p')} on p.id = s.product_id
          order by s.sold desc, s.amount desc, p.name, p.id
          limit ${limit}`,
      );
    },

    /** The `limit` customers with the largest goods value of orders placed in the range and not cancelled. */
    async topCustomers(range: SiteRange, limit: number): Promise<TopCustomerRow[]> {
      return rowsOf<TopCustomerRow>(
        db,
        sql`select u.id, u.name, u.email, u.avatar, s.orders, s.amount
          from (
            select o.user_id, count(*)::int as orders, sum(o.subtotal)::float8 as amount
            from ${viewAs(orderView, 'o')}
            where ${within(sql`o.created_at`, range)} and o.status <> 'cancelled'
            group by o.user_id
          ) s
          join ${viewAs(userView, 'u')} on u.id = s.user_id
          order by s.amount desc, s.orders desc, u.name, u.id
          limit ${limit}`,
      );
    },

    /** Products now (every one; deleting removes them) and those expiring on or before `almostBy`. */
    async products(almostBy: string): Promise<{ total: number; almostExpired: number }> {
      const [row] = await rowsOf<{ total: number; almostExpired: number }>(
        db,
        sql`select count(*)::int as total,
            (count(*) filter (where p.expiry <= ${almostBy}::date))::int as "almostExpired"
          from ${viewAs(productView, 'p')}`,
      );
      return { total: row?.total ?? 0, almostExpired: row?.almostExpired ?? 0 };
    },

    /** Customer accounts now, those not blocked, and those registered in each range given. */
    async customers(ranges: SiteRange[]): Promise<{ total: number; active: number; registered: number[] }> {
      const registered = ranges.map(
        (range, i) =>
          sql`(count(*) filter (where ${within(sql`u.created_at`, range)}))::int as ${sql.identifier(`r${i}`)}`,
      );
      const [row] = await rowsOf<Record<string, number>>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where u.is_active))::int as active
            ${registered.length ? sql`, ${sql.join(registered, sql`, `)}` : sql``}
          from ${viewAs(userView, 'u')}`,
      );
      return {
        total: row?.total ?? 0,
        active: row?.active ?? 0,
        registered: ranges.map((_, i) => row?.[`r${i}`] ?? 0),
      };
    },
  };
}

export type SiteStatsRepository = ReturnType<typeof siteStatsRepository>;
