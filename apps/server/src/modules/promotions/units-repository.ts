import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/**
 * The promotional units of running promotion items as the orders use them, in the caller's transaction: the
 * promotions module owns `promotion_items` (ADR 0044).
 */
export function promotionUnitsRepository(db: Db) {
  return {
    /** Consumes units of a still-running item; false when the item no longer has them. */
    async take(itemId: string, quantity: number, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update promotion_items set used_qty = used_qty + ${quantity}
          where id = ${itemId} and is_active and starts_at <= ${at}::timestamptz and ends_at >= ${at}::timestamptz
            and (max_qty is null or used_qty + ${quantity} <= max_qty)
          returning id`,
      );
      return rows.length === 1;
    },

    /** Gives units back (a cancelled order). */
    async giveBack(itemId: string, quantity: number): Promise<void> {
      await db.execute(
        sql`update promotion_items set used_qty = greatest(0, used_qty - ${quantity}) where id = ${itemId}`,
      );
    },
  };
}
