import { sql, type SQL } from 'drizzle-orm';
import type { ProductPromotion } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { isoOf, rowsOf, uuidArray } from '../../../db/sql';
import { promotionItemView, promotionView } from '../../../db/read/promotions';
import { viewAs } from '../../../db/views';

/**
 * The effective price of products, in SQL so that listings can filter and sort on it (api-contract §2
 * Product.finalPrice, decision 14). Shared with the promotions module.
 */

/**
 * The running promotion items at `now`: active, started, not ended, and with promotional units left. At most one per
 * product (the exclusion constraint `promotion_items_one_active_per_product`). Columns: item_id, product_id,
 * promotion_id, promotion_name, promotion_slug, discount_percentage, max_discount_amount, max_qty, used_qty, starts_at,
 * ends_at.
 * `now` travels as a parameter (the injected clock), never as the database's now().
 */
export function runningPromotionItemsSql(now: Date): SQL {
  const at = now.toISOString();
  return sql`select pi.id as item_id, pi.product_id, pi.promotion_id, pr.name as promotion_name, pr.slug as promotion_slug,
      pi.discount_percentage, pi.max_discount_amount, pi.max_qty, pi.used_qty, pi.starts_at, pi.ends_at
    from ${viewAs(promotionItemView, 'pi')}
    join ${viewAs(promotionView, 'pr')} on pr.id = pi.promotion_id
    where pi.is_active and pi.starts_at <= ${at}::timestamptz and pi.ends_at >= ${at}::timestamptz
      and (pi.max_qty is null or pi.used_qty < pi.max_qty)`;
}

/**
 * One unit's price: round(price − least(price × pct / 100, cap)), the list price without a running item. `item` is
 * the alias of a row of runningPromotionItemsSql (null columns when the product has none). Equals the shared
 * `discountedUnitPrice` (a cap never exceeds the price, so a missing cap is the price itself; numeric rounding
 * halves away from zero, as Math.round does for these non-negative values).
 */
export function finalPriceSql(price: SQL, item: string): SQL {
  const i = sql.raw(item);
  return sql`(case when ${i}.product_id is null then ${price}
    else round(${price} - least(${price}::numeric * ${i}.discount_percentage / 100,
      coalesce(${i}.max_discount_amount, ${price})))::int end)`;
}

type RunningRow = {
  productId: string;
  price: number;
  finalPrice: number;
  promotionId: string;
  name: string;
  slug: string;
  discountPercentage: number;
  maxDiscountAmount: number | null;
  maxQty: number | null;
  usedQty: number;
  startDate: string;
  endDate: string;
};

/**
 * The running promotion and the unit price now of each of these products (products without one are absent from the
 * map). For callers outside the catalogue listings, e.g. the promotions pop-up.
 */
export async function runningPromotionsOf(
  db: Db,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, { promotion: ProductPromotion; price: number; finalPrice: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await rowsOf<RunningRow>(
    db,
    sql`with rp as (${runningPromotionItemsSql(now)})
      select p.id as "productId", p.price, ${finalPriceSql(sql`p.price`, 'rp')} as "finalPrice",
        rp.promotion_id as "promotionId", rp.promotion_name as "name", rp.promotion_slug as "slug",
        rp.discount_percentage as "discountPercentage", rp.max_discount_amount as "maxDiscountAmount",
        rp.max_qty as "maxQty", rp.used_qty as "usedQty",
        ${isoOf(sql`rp.starts_at`)} as "startDate", ${isoOf(sql`rp.ends_at`)} as "endDate"
      from products p join rp on rp.product_id = p.id
      where p.id = any(${uuidArray(productIds)})`,
  );
  return new Map(
    rows.map((r) => [
      r.productId,
      {
        price: r.price,
        finalPrice: r.finalPrice,
        promotion: {
          _id: r.promotionId,
          name: r.name,
          slug: r.slug,
          discountPercentage: r.discountPercentage,
          maxDiscountAmount: r.maxDiscountAmount,
          remainingQty: r.maxQty === null ? null : r.maxQty - r.usedQty,
          startDate: r.startDate,
          endDate: r.endDate,
        },
      },
    ]),
  );
}
