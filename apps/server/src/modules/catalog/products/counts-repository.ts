import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/sql';

// The product counts other modules change (ADR 0044): stock and sold (orders), the rating (reviews).

/** Units of one line of an order: of a product's single stock, or of one of its colours. */
export type StockUnits = { productId: string; variantId: string | null; quantity: number };

/**
 * The catalogue's stock and sold counts as other modules change them (the orders), in the caller's transaction: the
 * catalogue owns `products` and `product_variants` (ADR 0044). Each take is one conditional statement, so the row is
 * locked from it to the commit and never oversold.
 */
export function stockRepository(db: Db) {
  return {
    /**
     * Takes `quantity` units of the line's colour, or of its product; false when fewer are left. `gated`: the units
     * were first held in Redis by the orders' stock gate (ADR 0050), which keeps its own count in step, so the
     * transaction says so and the stock triggers send no notice for it (migration 0021).
     */
    async take(
      { productId, variantId, quantity }: StockUnits,
      options: { gated?: boolean } = {},
    ): Promise<boolean> {
      // The update joins the one row that sets it, so the setting holds before the row's trigger runs (after the
      // statement), and until the transaction ends.
      const from = options.gated
        ? sql`from (select set_config('lumi.stock_gated', 'on', true)) as gate`
        : sql``;
      const rows = await rowsOf<{ id: string }>(
        db,
        variantId
          ? sql`update product_variants set stock = stock - ${quantity} ${from}
              where id = ${variantId} and stock >= ${quantity} returning id`
          : sql`update products set stock = stock - ${quantity} ${from}
              where id = ${productId} and stock >= ${quantity} returning id`,
      );
      return rows.length === 1;
    },

    /** What is left of the line's colour, or of its product. */
    async left(productId: string, variantId: string | null): Promise<number> {
      const rows = variantId
        ? await rowsOf<{ stock: number }>(db, sql`select stock from product_variants where id = ${variantId}`)
        : await rowsOf<{ stock: number | null }>(db, sql`select stock from products where id = ${productId}`);
      return rows[0]?.stock ?? 0;
    },

    /** Gives a line's units back (a cancelled order); a product without a stock of its own keeps none. */
    async giveBack({ productId, variantId, quantity }: StockUnits): Promise<void> {
      await db.execute(
        variantId
          ? sql`update product_variants set stock = stock + ${quantity} where id = ${variantId}`
          : sql`update products set stock = stock + ${quantity} where id = ${productId} and stock is not null`,
      );
    },

    /** Counts units as sold (a delivered order), per product. */
    async addSold(lines: { productId: string; quantity: number }[]): Promise<void> {
      const byProduct = new Map<string, number>();
      for (const line of lines)
        byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
      for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
        await db.execute(sql`update products set sold = sold + ${quantity} where id = ${productId}`);
      }
    },

    /** Returned units no longer count as sold (an accepted return), per product. */
    async takeSold(lines: { productId: string; quantity: number }[]): Promise<void> {
      const byProduct = new Map<string, number>();
      for (const line of lines)
        byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
      for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
        await db.execute(
          sql`update products set sold = greatest(0, sold - ${quantity}) where id = ${productId}`,
        );
      }
    },
  };
}

/** A product's rating as its reviews make it (the reviews module computes it; the catalogue stores it). */
export async function setProductRating(
  db: Db,
  productId: string,
  rating: { average: number; total: number },
): Promise<void> {
  await db.execute(
    sql`update products set average_rating = ${rating.average}, total_reviews = ${rating.total}
      where id = ${productId}`,
  );
}
