import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isUuid, type Image, type OrderStatus, type PaymentMethod } from '@lumi/shared';
import type { Db } from '../../db/client';
import { timelineValues, type TimelineEntry } from '../../lib/lifecycle/timeline';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { userView } from '../../db/read/auth';
import type { OrderActorModel, PaymentStatusValue } from '../../db/schema/orders';
import { runningPromotionItemsSql } from '../catalog/products/pricing-sql';
import { stockRepository } from '../catalog/products/counts-repository';
import { promotionUnitsRepository } from '../promotions/units-repository';
import { voucherUsesRepository } from '../vouchers/uses-repository';
import { pointsLedger, type LedgerOrder } from '../loyalty/ledger-repository';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import { escapeLike, rowsOf, uuidArray } from '../../db/sql';
import { productView, variantView } from '../../db/read/catalog';
import { viewAs } from '../../db/views';

export type { PaymentStatusValue };
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
/** A new order and its lines as they are written. */
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineInsert = typeof orderLines.$inferInsert;

/** The random order code was drawn by another order first (`orders_code_unique`): placement draws again. */
export class OrderCodeTakenError extends Error {
  constructor() {
    super('the order code was taken by a concurrent order');
    this.name = 'OrderCodeTakenError';
  }
}

/** What pricing needs of a product: list price, availability, stock, variants and its running promotion item. */
export type PricingProductRow = {
  id: string;
  name: string;
  slug: string;
  price: number;
  weight: number;
  enable: boolean;
  expiry: string;
  stock: number | null;
  mainImage: Image;
  variants: { id: string; name: string; code: string; image: Image | null; stock: number }[];
  promotionItemId: string | null;
  discountPercentage: number | null;
  maxDiscountAmount: number | null;
  maxQty: number | null;
  usedQty: number | null;
};

export type ActorRef = { id: string | null; name: string | null; model: OrderActorModel };

/** One entry of an order's timeline as it is written. */
export type OrderEventEntry = { orderId: string } & TimelineEntry<OrderStatus, ActorRef['model']>;

export type OrderListFilter = {
  userId?: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  search?: string;
  from?: Date;
  to?: Date;
};

export function ordersRepository(db: Db) {
  function whereOf(filter: OrderListFilter, withStatus: boolean): SQL {
    const parts: SQL[] = [sql`o.archived_at is null`];
    if (filter.userId) parts.push(sql`o.user_id = ${filter.userId}`);
    if (withStatus && filter.status) parts.push(sql`o.status = ${filter.status}`);
    if (filter.paymentMethod) parts.push(sql`o.payment_method = ${filter.paymentMethod}`);
    if (filter.from) parts.push(sql`o.created_at >= ${filter.from.toISOString()}::timestamptz`);
    if (filter.to) parts.push(sql`o.created_at < ${filter.to.toISOString()}::timestamptz`);
    if (filter.search) {
      const text = filter.search.trim();
      const like = `%${escapeLike(text)}%`;
      parts.push(sql`(o.code ilike ${like} or lumi_fold(o.name) like lumi_fold(${like})
        or o.phone like ${like} or lumi_fold(u.email) like lumi_fold(${like}))`);
    }
    return sql.join(parts, sql` and `);
  }

  /** New orders in one statement; answers their ids in order. */
  async function insertOrders(values: (typeof orders.$inferInsert)[]): Promise<string[]> {
    const rows = await db
      .insert(orders)
      .values(values)
      .returning({ id: orders.id })
      .catch((error: unknown) => {
        if (isPgError(error, UNIQUE_VIOLATION, 'orders_code_unique')) throw new OrderCodeTakenError();
        // The customer's account was deleted while the order was being placed (ADR 0024): the token is void.
        if (isPgError(error, FOREIGN_KEY_VIOLATION, 'orders_user_id_users_id_fk'))
          throw new AppError('AUTH_TOKEN_INVALID');
        throw error;
      });
    return rows.map((r) => r.id);
  }

  /** Timeline entries of several orders in one statement. */
  async function appendEvents(entries: OrderEventEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insert(orderEvents)
      .values(entries.map(({ orderId, ...entry }) => ({ orderId, ...timelineValues(entry) })));
  }

  return {
    insertOrders,
    appendEvents,

    /** Products (any state) with their variants and running promotion item at `now`. */
    async pricingProducts(ids: string[], now: Date): Promise<PricingProductRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<PricingProductRow>(
        db,
        sql`with rp as (${runningPromotionItemsSql(now)})
          select p.id, p.name, p.slug, p.price, p.weight, p.enable, p.expiry::text as expiry, p.stock,
            p.main_image as "mainImage",
            coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'code', v.code,
              'image', v.image, 'stock', v.stock) order by v.position, v.name)
              from ${viewAs(variantView, 'v')} where v.product_id = p.id), '[]'::json) as variants,
            rp.item_id as "promotionItemId", rp.discount_percentage as "discountPercentage",
            rp.max_discount_amount as "maxDiscountAmount", rp.max_qty as "maxQty", rp.used_qty as "usedQty"
          from ${viewAs(productView, 'p')} left join rp on rp.product_id = p.id
          where p.id = any(${uuidArray(ids)})`,
      );
    },

    /** A cancelled order's units back: stock of each line's colour (or product), promotional quantity. */
    async restoreLines(orderId: string): Promise<void> {
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        await stockRepository(db).giveBack(line);
        if (line.promotionItemId && line.promoQty > 0) {
          await promotionUnitsRepository(db).giveBack(line.promotionItemId, line.promoQty);
        }
      }
    },

    /** A cancelled order gives back the points it paid with (ADR 0063). */
    async returnPoints(row: OrderRow, at: Date): Promise<void> {
      if (row.pointsUsed > 0) await pointsLedger(db).giveBack(ledgerOrderOf(row), at);
    },

    /** A delivered order earns its points (ADR 0063): on what the customer paid for its goods. */
    async earnPoints(row: OrderRow, at: Date): Promise<void> {
      await pointsLedger(db).earn(
        ledgerOrderOf(row),
        row.subtotal - row.voucherDiscount - row.pointsDiscount,
        at,
      );
    },

    /** A cancelled order's voucher use goes back to the voucher and the customer (ADR 0062). */
    async returnVoucher(orderId: string, at: Date): Promise<void> {
      await voucherUsesRepository(db).giveBack(orderId, at);
    },

    /** A delivered order's units count as sold. */
    async addSold(orderId: string): Promise<void> {
      const lines = await db
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      await stockRepository(db).addSold(lines);
    },

    async insertLines(values: (typeof orderLines.$inferInsert)[]): Promise<void> {
      if (values.length) await db.insert(orderLines).values(values);
    },

    /**
     * Stamps new orders' lines with their products' cost of now and each order with their sum (ADR 0024), inside
     * the placing transaction: a later change of a product's cost does not rewrite the order.
     */
    async stampCosts(orderIds: string[]): Promise<void> {
      await db.execute(
        sql`with l as (
            update order_lines l set unit_cost = p.cost from ${viewAs(productView, 'p')}
            where l.order_id = any(${uuidArray(orderIds)}) and p.id = l.product_id
            returning l.order_id, l.unit_cost, l.quantity
          )
          update orders o set cost_total = coalesce((select sum(l.unit_cost * l.quantity) from l
            where l.order_id = o.id), 0)
          where o.id = any(${uuidArray(orderIds)})`,
      );
    },

    /** The order's timeline entry (the lifecycle kit's columns), in the caller's transaction. */
    async appendEvent(values: OrderEventEntry): Promise<void> {
      await appendEvents([values]);
    },

    /** Which of these orders exist. */
    async existing(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from orders where id = any(${uuidArray(ids)})`,
      );
      return new Set(rows.map((r) => r.id));
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** Locks the order row for the rest of the transaction (serialises status changes). */
    async lockById(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** The order of a display code (VNPay's vnp_TxnRef). */
    async findByCode(code: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.code, code));
      return row;
    },

    /** Online orders still awaiting payment whose time ran out. */
    async expiredOnline(now: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            eq(orders.paymentStatus, 'pending'),
            inArray(orders.paymentMethod, ['VNPAY', 'STRIPE']),
            lte(orders.expiresAt, now),
          ),
        );
    },

    async update(id: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, id));
    },

    async linesOf(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.position));
    },

    async eventsOf(orderIds: string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(asc(orderEvents.seq));
    },

    async usersOf(ids: string[]): Promise<Map<string, { id: string; name: string; email: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: userView.id, name: userView.name, email: userView.email })
        .from(userView)
        .where(inArray(userView.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Current weights of products, for a re-quoted fee. */
    async weightsOf(productIds: string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await rowsOf<{ id: string; weight: number }>(
        db,
        sql`select id, weight from ${viewAs(productView, 'products')} where id = any(${uuidArray([...new Set(productIds)])})`,
      );
      return new Map(rows.map((r) => [r.id, r.weight]));
    },

    /** A page of order ids, newest first, and the count of the filtered list. */
    async list(
      filter: OrderListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ ids: string[]; total: number }> {
      const rows = await rowsOf<{ id: string; total: number }>(
        db,
        sql`select o.id, (count(*) over ())::int as total
          from orders o join ${viewAs(userView, 'u')} on u.id = o.user_id
          where ${whereOf(filter, true)}
          order by o.created_at desc, o.code desc
          limit ${page.limit} offset ${page.offset}`,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.offset > 0) {
        const [count] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders o join ${viewAs(userView, 'u')} on u.id = o.user_id where ${whereOf(filter, true)}`,
        );
        total = count?.n ?? 0;
      }
      return { ids: rows.map((r) => r.id), total };
    },

    /** Orders per status over the list without its status filter. */
    async statusCounts(filter: OrderListFilter): Promise<Map<string, number>> {
      const rows = await rowsOf<{ status: string; n: number }>(
        db,
        sql`select o.status, count(*)::int as n from orders o join ${viewAs(userView, 'u')} on u.id = o.user_id
          where ${whereOf(filter, false)} group by o.status`,
      );
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    /** The newest orders of a customer, with their units (Σ quantity of the lines): the admin's customer page. */
    async recentOf(userId: string, limit: number): Promise<CustomerOrderRow[]> {
      return db
        .select({
          id: orders.id,
          code: orders.code,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          totalAmount: orders.totalAmount,
          itemCount:
            sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = "orders"."id")`.mapWith(
              Number,
            ),
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async byIds(ids: string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(orders).where(inArray(orders.id, ids));
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

export type CustomerOrderRow = {
  id: string;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  totalAmount: number;
  itemCount: number;
  createdAt: Date;
};

/** An order as its customer's points ledger names it. */
export function ledgerOrderOf(row: Pick<OrderRow, 'id' | 'code' | 'userId'>): LedgerOrder {
  return { id: row.id, code: row.code, userId: row.userId };
}
