import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userView } from '../../db/read/auth';
import { variantView } from '../../db/read/catalog';
import { orderLineView, orderView } from '../../db/read/orders';
import { rowsOf } from '../../db/sql';
import { viewAs } from '../../db/views';

const DAY = "interval '1 day'";

/**
 * The stock alerts' bulk writer (ADR 0047, ADR 0064): the demo data's 'Báo khi có hàng'. The demo customer and a few
 * other customers wait for the sold-out colours; for two colours bought lately, the buyers had waited and were told
 * the day before they ordered, beside two who were told and did not buy. Runs only on an empty table; answers the
 * alerts written.
 */
export function stockAlertsBulk(db: Db) {
  return {
    async seedDemo(demoCustomerId: string): Promise<number> {
      const [any] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from stock_alerts`);
      if (any!.n > 0) return 0;
      const [written] = await rowsOf<{ n: number }>(
        db,
        sql`with others as (
              select u.id, row_number() over (order by u.created_at, u.id) as k
                from ${viewAs(userView, 'u')} where u.id <> ${demoCustomerId} and u.is_verified
            ), sold_out as (
              select v.id, v.product_id, row_number() over (order by v.product_id, v.position, v.id) as k
                from ${viewAs(variantView, 'v')} where v.stock = 0
            ), waiting as (
              select ${demoCustomerId}::uuid as user_id, s.product_id, s.id as variant_id,
                     now() - 3 * ${sql.raw(DAY)} as created_at
                from sold_out s where s.k = 1
              union all
              select o.id, s.product_id, s.id, now() - (o.k + 1) * ${sql.raw(DAY)}
                from sold_out s join others o on o.k between 1 + (s.k - 1) * 3 and s.k * 3
            ), bought as (
              select distinct on (l.variant_id) o.user_id, l.product_id, l.variant_id, o.created_at
                from ${viewAs(orderView, 'o')} join ${viewAs(orderLineView, 'l')} on l.order_id = o.id
               where l.variant_id is not null and o.status <> 'cancelled' and o.user_id <> ${demoCustomerId}
                 and o.created_at > now() - 60 * ${sql.raw(DAY)}
               order by l.variant_id, o.created_at desc
               limit 2
            ), told as (
              select b.user_id, b.product_id, b.variant_id, b.created_at - 8 * ${sql.raw(DAY)} as created_at,
                     b.created_at - ${sql.raw(DAY)} as notified_at
                from bought b
              union all
              select o.id, b.product_id, b.variant_id, b.created_at - 9 * ${sql.raw(DAY)}, b.created_at - ${sql.raw(DAY)}
                from bought b join others o on o.k in (20, 21) and o.id <> b.user_id
            ), rows as (
              select user_id, product_id, variant_id, created_at, null::timestamptz as notified_at from waiting
              union all select user_id, product_id, variant_id, created_at, notified_at from told
            ), inserted as (
              insert into stock_alerts (user_id, product_id, variant_id, created_at, notified_at)
              select user_id, product_id, variant_id, created_at, notified_at from rows
              on conflict do nothing returning id
            )
            select count(*)::int as n from inserted`,
      );
      return written?.n ?? 0;
    },
  };
}
