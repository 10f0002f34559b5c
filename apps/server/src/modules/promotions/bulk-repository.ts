import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionItems, promotions } from '../../db/schema';

export type NewPromotion = typeof promotions.$inferInsert;
export type NewPromotionItem = Omit<typeof promotionItems.$inferInsert, 'promotionId'>;

/** The promotions' bulk writer (ADR 0047): the demo data's promotions, written by the module that owns them. */
export function promotionsBulk(db: Db) {
  return {
    async exists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    /** Of these products, those an active promotion item covers at some moment of the period. */
    async busyProducts(productIds: string[], startsAt: Date, endsAt: Date): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ productId: promotionItems.productId })
        .from(promotionItems)
        .where(
          and(
            eq(promotionItems.isActive, true),
            inArray(promotionItems.productId, productIds),
            lte(promotionItems.startsAt, endsAt),
            gte(promotionItems.endsAt, startsAt),
          ),
        );
      return new Set(rows.map((r) => r.productId));
    },

    /** The promotion with its items; false when its slug is taken (nothing written). */
    async insert(promotion: NewPromotion, items: NewPromotionItem[]): Promise<boolean> {
      const [row] = await db
        .insert(promotions)
        .values(promotion)
        .onConflictDoNothing()
        .returning({ id: promotions.id });
      if (!row) return false;
      if (items.length)
        await db.insert(promotionItems).values(items.map((i) => ({ ...i, promotionId: row.id })));
      return true;
    },
  };
}
