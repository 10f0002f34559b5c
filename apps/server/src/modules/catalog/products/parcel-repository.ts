import { inArray } from 'drizzle-orm';
import { isUuid, priceLine } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { runningPromotionsOf } from './pricing-sql';

/**
 * The parcel of some cart lines (the catalogue's weights and prices, read by the shipping quote): weight = Σ product weight × quantity (grams, packaging included) and goods value =
 * Σ line totals at today's prices (the running promotion on its remaining units, as orders price them). Lines of
 * one product are merged before pricing; unknown products weigh and cost nothing (the quote reports them).
 */
export async function parcelOf(
  db: Db,
  lines: readonly { productId: string; quantity: number }[],
  now: Date,
): Promise<{ weightGrams: number; goodsValue: number }> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    if (!isUuid(line.productId)) continue;
    const id = line.productId.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  const ids = [...quantities.keys()];
  if (ids.length === 0) return { weightGrams: 0, goodsValue: 0 };
  const [rows, running] = await Promise.all([
    db
      .select({ id: products.id, price: products.price, weight: products.weight })
      .from(products)
      .where(inArray(products.id, ids)),
    runningPromotionsOf(db, ids, now),
  ]);
  let weightGrams = 0;
  let goodsValue = 0;
  for (const row of rows) {
    const quantity = quantities.get(row.id) ?? 0;
    weightGrams += row.weight * quantity;
    goodsValue += priceLine(row.price, quantity, running.get(row.id)?.promotion ?? null).lineTotal;
  }
  return { weightGrams, goodsValue };
}
