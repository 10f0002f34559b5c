import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderView } from '../../db/read/orders';
import { rowsOf } from '../../db/sql';
import { viewAs } from '../../db/views';
import { ORDER_EARNED } from '../orders/figures-sql';
import { loyaltyProgramRepository } from './program-repository';

/**
 * The points ledger's bulk writer (ADR 0047, ADR 0063): the demo data's delivered orders earn their points as the
 * programme would have given them — by the tier each customer held from the 12 months before each delivery — in
 * one statement, and each balance is Σ of its entries. Runs only on an empty ledger; answers the entries written.
 */
export function loyaltyBulk(db: Db) {
  return {
    async earnDelivered(): Promise<number> {
      const [any] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from point_entries`);
      if (any!.n > 0) return 0;
      const program = await loyaltyProgramRepository(db).get();
      const [member, silver, gold, diamond] = program.tiers;
      const rows = await rowsOf<{ n: number }>(
        db,
        sql`with paid as (
              select o.id, o.code, o.user_id, o.delivered_at,
                     (o.subtotal - o.voucher_discount - o.points_discount) as goods
                from ${viewAs(orderView, 'o')} where ${ORDER_EARNED}
            ), before as (
              select *, coalesce(sum(goods) over (partition by user_id order by delivered_at
                       range between interval '12 months' preceding and current row), 0) - goods as spend
                from paid
            ), earned as (
              select *, (floor((goods / ${program.earnStep}::int) *
                       (case when spend >= ${diamond!.minSpend}::bigint then ${diamond!.earnPercent}::int
                             when spend >= ${gold!.minSpend}::bigint then ${gold!.earnPercent}::int
                             when spend >= ${silver!.minSpend}::bigint then ${silver!.earnPercent}::int
                             else ${member!.earnPercent}::int end) / 100.0))::int as points
                from before
            ), ledger as (
              select *, sum(points) over (partition by user_id order by delivered_at, id) as balance
                from earned where points > 0
            ), written as (
              insert into point_entries (user_id, order_id, order_code, kind, points, balance_after, created_at)
              select user_id, id, code, 'earn', points, balance, delivered_at from ledger
               order by delivered_at, id
              returning user_id, points, created_at
            ), balances as (
              insert into point_balances (user_id, balance, updated_at)
              select user_id, sum(points), max(created_at) from written group by user_id
              returning user_id
            )
            select (select count(*) from written)::int as n`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
