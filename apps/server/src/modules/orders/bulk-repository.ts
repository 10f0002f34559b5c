import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { insertChunked } from '../../db/sql';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/**
 * The orders' bulk writer (ADR 0047): past orders whole, with their lines and timelines (the demo data's shop
 * history), written by the module that owns them. What they did to the catalogue (units sold, stock held) the
 * caller writes through the catalogue's own functions.
 */
export function ordersBulk(db: Db) {
  return {
    /** Whether any of these customers has an order. */
    async anyOf(userIds: string[]): Promise<boolean> {
      if (userIds.length === 0) return false;
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .limit(1);
      return row !== undefined;
    },
    /** Every order code in use (a new one must differ). */
    async codes(): Promise<Set<string>> {
      return new Set((await db.select({ code: orders.code }).from(orders)).map((o) => o.code));
    },
    async insert(rows: {
      orders: NewOrder[];
      lines: NewOrderLine[];
      events: NewOrderEvent[];
    }): Promise<void> {
      await insertChunked(db, orders, rows.orders, 400);
      await insertChunked(db, orderLines, rows.lines, 1000);
      await insertChunked(db, orderEvents, rows.events, 1000);
    },
  };
}
