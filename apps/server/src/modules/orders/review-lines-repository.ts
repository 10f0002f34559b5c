import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/** What a review needs of its order. */
export type ReviewOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'status' | 'archivedAt'>;
/** What a review needs of its order's lines. */
export type ReviewLineRow = Pick<
  typeof orderLines.$inferSelect,
  'id' | 'productId' | 'colorName' | 'colorCode' | 'isReviewed' | 'position'
>;

/**
 * The orders and lines as the product reviews read and mark them (the orders module owns `orders` and `order_lines`,
 * ADR 0044), in the caller's transaction.
 */
export function reviewLinesRepository(db: Db) {
  return {
    async findOrder(id: string): Promise<ReviewOrderRow | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          archivedAt: orders.archivedAt,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row;
    },

    /**
     * The order's lines of a product, locked for the rest of the transaction: two reviews of one order arriving
     * together are serialised, and the second sees the line the first marked reviewed.
     */
    async lockProductLines(orderId: string, productId: string): Promise<ReviewLineRow[]> {
      return db
        .select({
          id: orderLines.id,
          productId: orderLines.productId,
          colorName: orderLines.colorName,
          colorCode: orderLines.colorCode,
          isReviewed: orderLines.isReviewed,
          position: orderLines.position,
        })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)))
        .orderBy(asc(orderLines.position), asc(orderLines.id))
        .for('update');
    },

    async setLineReviewed(lineId: string, isReviewed: boolean): Promise<void> {
      await db.update(orderLines).set({ isReviewed }).where(eq(orderLines.id, lineId));
    },
  };
}
