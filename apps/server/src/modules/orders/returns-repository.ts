import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid, type OrderReturn, type ReturnStatus } from '@lumi/shared';
import type { Db } from '../../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { userView } from '../../db/read/auth';
import { vnpayPaymentView } from '../../db/read/payments';
import { orderLines, orderReturnLines, orderReturns, orders } from '../../db/schema';
import { escapeLike, rowsOf } from '../../db/sql';
import { fieldsOf, viewAs } from '../../db/views';
import { AppError } from '../../lib/app-error';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnInsert = typeof orderReturns.$inferInsert;

/** The code was drawn by another return first: the caller draws again. */
export class ReturnCodeTakenError extends Error {
  constructor() {
    super('the return code was taken by a concurrent return');
    this.name = 'ReturnCodeTakenError';
  }
}

export type ReturnListFilter = { status?: ReturnStatus; search?: string };

/** A returned line as the stock and the sold counts take it back. */
export type ReturnedUnits = {
  productId: string;
  variantId: string | null;
  quantity: number;
  unitCost: number;
};

/** Returns of delivered orders (ADR 0065): the orders module's tables `order_returns` and `order_return_lines`. */
export function returnsRepository(db: Db) {
  function whereOf(filter: ReturnListFilter): SQL {
    const parts: SQL[] = [sql`true`];
    if (filter.status) parts.push(sql`r.status = ${filter.status}`);
    if (filter.search) {
      const like = `%${escapeLike(filter.search.trim())}%`;
      parts.push(sql`(r.code ilike ${like} or o.code ilike ${like} or lumi_fold(u.name) like lumi_fold(${like})
        or lumi_fold(u.email) like lumi_fold(${like}))`);
    }
    return sql.join(parts, sql` and `);
  }

  return {
    async insert(values: ReturnInsert, lines: { orderLineId: string; quantity: number }[]): Promise<string> {
      const [row] = await db
        .insert(orderReturns)
        .values(values)
        .returning({ id: orderReturns.id })
        .catch((error: unknown) => {
          if (isPgError(error, UNIQUE_VIOLATION, 'order_returns_order_unique'))
            throw new AppError('RETURN_EXISTS');
          if (isPgError(error, UNIQUE_VIOLATION, 'order_returns_code_unique'))
            throw new ReturnCodeTakenError();
          throw error;
        });
      await db.insert(orderReturnLines).values(lines.map((l) => ({ ...l, returnId: row!.id })));
      return row!.id;
    },

    async byId(id: string): Promise<ReturnRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
      return row;
    },

    async ofOrder(orderId: string): Promise<ReturnRow | undefined> {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
      return row;
    },

    /** Moves a return only while it is still `from`; answers the moved row, or undefined when another move won. */
    async move(
      id: string,
      from: ReturnStatus,
      values: Partial<ReturnInsert> & { status: ReturnStatus; updatedAt: Date },
    ): Promise<ReturnRow | undefined> {
      const [row] = await db
        .update(orderReturns)
        .set(values)
        .where(and(eq(orderReturns.id, id), eq(orderReturns.status, from)))
        .returning();
      return row;
    },

    async update(id: string, values: Partial<ReturnInsert>): Promise<void> {
      await db.update(orderReturns).set(values).where(eq(orderReturns.id, id));
    },

    /** The units a return brings back, by product (the lock order of stock writes). */
    async unitsOf(returnId: string): Promise<ReturnedUnits[]> {
      return db
        .select({
          productId: orderLines.productId,
          variantId: orderLines.variantId,
          quantity: orderReturnLines.quantity,
          unitCost: orderLines.unitCost,
        })
        .from(orderReturnLines)
        .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
        .where(eq(orderReturnLines.returnId, returnId))
        .orderBy(asc(orderLines.productId));
    },

    /** What an accepted return took off the order's figures (ADR 0065), in the acceptance's transaction. */
    async addReturned(orderId: string, amount: number, cost: number): Promise<void> {
      await db
        .update(orders)
        .set({
          returnedAmount: sql`${orders.returnedAmount} + ${amount}`,
          returnedCost: sql`${orders.returnedCost} + ${cost}`,
        })
        .where(eq(orders.id, orderId));
    },

    /** The order's VNPay request that was paid (its current one), for the refund call. */
    async paidVnpayRequest(orderId: string): Promise<{ txnRef: string; createdAt: Date } | undefined> {
      const v = fieldsOf(vnpayPaymentView);
      const [request] = await db
        .select({ txnRef: v.txnRef, createdAt: v.createdAt })
        .from(vnpayPaymentView)
        .where(and(eq(v.orderId, orderId), isNull(v.replacedAt)))
        .orderBy(desc(v.createdAt))
        .limit(1);
      return request;
    },

    /** A page of returns, newest first, and the count of the filtered list. */
    async list(
      filter: ReturnListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ ids: string[]; total: number }> {
      const rows = await rowsOf<{ id: string; total: number }>(
        db,
        sql`select r.id, (count(*) over ())::int as total
              from order_returns r join orders o on o.id = r.order_id
              join ${viewAs(userView, 'u')} on u.id = r.user_id
             where ${whereOf(filter)}
             order by r.created_at desc, r.code desc
             limit ${page.limit} offset ${page.offset}`,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.offset > 0) {
        const [count] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from order_returns r join orders o on o.id = r.order_id
                join ${viewAs(userView, 'u')} on u.id = r.user_id where ${whereOf(filter)}`,
        );
        total = count?.n ?? 0;
      }
      return { ids: rows.map((r) => r.id), total };
    },

    /** Returns as the API shows them, in the order of `ids`. */
    async dtos(ids: string[]): Promise<OrderReturn[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(orderReturns).where(inArray(orderReturns.id, ids));
      const lines = await db
        .select({
          returnId: orderReturnLines.returnId,
          lineId: orderLines.id,
          productId: orderLines.productId,
          name: orderLines.name,
          slug: orderLines.slug,
          image: orderLines.image,
          colorName: orderLines.colorName,
          colorCode: orderLines.colorCode,
          price: orderLines.price,
          quantity: orderReturnLines.quantity,
        })
        .from(orderReturnLines)
        .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
        .where(inArray(orderReturnLines.returnId, ids))
        .orderBy(asc(orderLines.position));
      const orderRows = await db
        .select({
          id: orders.id,
          code: orders.code,
          paymentMethod: orders.paymentMethod,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            rows.map((r) => r.orderId),
          ),
        );
      const users = await db
        .select({ id: userView.id, name: userView.name, email: userView.email })
        .from(userView)
        .where(inArray(userView.id, [...new Set(rows.map((r) => r.userId))]));
      const orderOf = new Map(orderRows.map((o) => [o.id, o]));
      const userOf = new Map(users.map((u) => [u.id, u]));
      const byId = new Map(
        rows.map((row): [string, OrderReturn] => {
          const order = orderOf.get(row.orderId);
          const user = userOf.get(row.userId);
          return [
            row.id,
            {
              _id: row.id,
              code: row.code,
              order: {
                _id: row.orderId,
                code: order?.code ?? '',
                paymentMethod: order?.paymentMethod ?? 'COD',
                deliveredAt: order?.deliveredAt?.toISOString() ?? null,
              },
              user: { _id: row.userId, name: user?.name ?? '', email: user?.email ?? '' },
              status: row.status,
              reason: row.reason,
              description: row.description,
              images: row.images,
              lines: lines
                .filter((l) => l.returnId === row.id)
                .map((l) => ({
                  lineId: l.lineId,
                  productId: l.productId,
                  name: l.name,
                  slug: l.slug,
                  image: l.image,
                  color: l.colorName ? { name: l.colorName, code: l.colorCode ?? '' } : null,
                  price: l.price,
                  quantity: l.quantity,
                })),
              goodsValue: row.goodsValue,
              refundAmount: row.refundAmount,
              pointsBack: row.pointsBack,
              pointsRevoked: row.pointsRevoked,
              voucherBack: row.voucherBack,
              refundMethod: row.refundMethod,
              bank: row.bank ?? null,
              refundReference: row.refundReference,
              refundError: row.refundError,
              note: row.note,
              decidedBy:
                row.decidedById && row.decidedByName
                  ? { _id: row.decidedById, name: row.decidedByName }
                  : null,
              decidedAt: row.decidedAt?.toISOString() ?? null,
              refundedAt: row.refundedAt?.toISOString() ?? null,
              createdAt: row.createdAt.toISOString(),
              updatedAt: row.updatedAt.toISOString(),
            },
          ];
        }),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type ReturnsRepository = ReturnType<typeof returnsRepository>;
