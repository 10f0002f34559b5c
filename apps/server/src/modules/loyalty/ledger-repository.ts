import { sql } from 'drizzle-orm';
import { pointsEarned, tierOf, type LoyaltyTier, type PointEntryKind } from '@lumi/shared';
import type { Db } from '../../db/client';
import { orderView } from '../../db/read/orders';
import { rowsOf } from '../../db/sql';
import { viewAs } from '../../db/views';
import { ORDER_EARNED, orderFigureColumns } from '../orders/figures-sql';
import { loyaltyProgramRepository } from './program-repository';

/** The order an entry answers to. */
export type LedgerOrder = { id: string; code: string; userId: string };

/** How far back the goods received count towards a tier. */
const TIER_MONTHS = 12;

/**
 * A customer's points ledger (ADR 0063), written in the caller's transaction: the loyalty module owns
 * `point_balances` and `point_entries`; the orders change them through this, beside their own rows. Every change is
 * the balance's conditional update and its entry together, so the balance always equals Σ of the entries; an order's
 * entry of a kind is written once (the caller holds the order's row lock; a unique index is the backstop).
 */
export function pointsLedger(db: Db) {
  async function has(orderId: string, kind: PointEntryKind, ref = ''): Promise<number | null> {
    const [row] = await rowsOf<{ points: number }>(
      db,
      sql`select points from point_entries where order_id = ${orderId} and kind = ${kind} and ref = ${ref}`,
    );
    return row ? row.points : null;
  }

  async function entry(
    order: LedgerOrder,
    kind: PointEntryKind,
    points: number,
    balance: number,
    at: Date,
    ref = '',
  ) {
    await db.execute(
      sql`insert into point_entries (user_id, order_id, order_code, kind, ref, points, balance_after, created_at)
          values (${order.userId}, ${order.id}, ${order.code}, ${kind}, ${ref}, ${points}, ${balance},
                  ${at.toISOString()}::timestamptz)`,
    );
  }

  /** Adds points (> 0) to the customer's balance, creating it; answers the new balance. */
  async function credit(userId: string, points: number, at: Date): Promise<number> {
    const [row] = await rowsOf<{ balance: number }>(
      db,
      sql`insert into point_balances as b (user_id, balance, updated_at)
          values (${userId}, ${points}, ${at.toISOString()}::timestamptz)
          on conflict (user_id) do update set balance = b.balance + excluded.balance, updated_at = excluded.updated_at
          returning balance`,
    );
    return row!.balance;
  }

  /** Takes points (> 0) off the balance only when it holds them all; answers the new balance or null. */
  async function debit(userId: string, points: number, at: Date): Promise<number | null> {
    const [row] = await rowsOf<{ balance: number }>(
      db,
      sql`update point_balances set balance = balance - ${points}, updated_at = ${at.toISOString()}::timestamptz
           where user_id = ${userId} and balance >= ${points}
          returning balance`,
    );
    return row ? row.balance : null;
  }

  return {
    /** The customer's balance (0 before their first points). */
    async balance(userId: string): Promise<number> {
      const [row] = await rowsOf<{ balance: number }>(
        db,
        sql`select balance from point_balances where user_id = ${userId}`,
      );
      return row?.balance ?? 0;
    },

    /** What the customer paid for the goods they received in the 12 months before `at` (their tier's measure). */
    async spend12Months(userId: string, at: Date): Promise<number> {
      const [row] = await rowsOf<{ spend: number }>(
        db,
        sql`select ${orderFigureColumns({ spend: 'received' })} from ${viewAs(orderView, 'o')}
             where o.user_id = ${userId} and ${ORDER_EARNED}
               and o.delivered_at > ${at.toISOString()}::timestamptz - make_interval(months => ${TIER_MONTHS})
               and o.delivered_at <= ${at.toISOString()}::timestamptz`,
      );
      return Math.round(row?.spend ?? 0);
    },

    /** Pays with points: false (nothing written) when the customer holds fewer. */
    async spend(order: LedgerOrder, points: number, at: Date): Promise<boolean> {
      const balance = await debit(order.userId, points, at);
      if (balance === null) return false;
      await entry(order, 'spend', -points, balance, at);
      return true;
    },

    /** A cancelled order gives back the points it paid with, once. */
    async giveBack(order: LedgerOrder, at: Date): Promise<void> {
      const spent = await has(order.id, 'spend');
      if (spent === null || (await has(order.id, 'refund')) !== null) return;
      const balance = await credit(order.userId, -spent, at);
      await entry(order, 'refund', -spent, balance, at);
    },

    /** The points the order's delivery earned (0 when none). */
    async earnedBy(orderId: string): Promise<number> {
      return (await has(orderId, 'earn')) ?? 0;
    },

    /** A return gives back the points that paid for its goods, once per return (`ref`). */
    async giveBackPart(order: LedgerOrder, points: number, ref: string, at: Date): Promise<void> {
      if (points <= 0 || (await has(order.id, 'refund', ref)) !== null) return;
      const balance = await credit(order.userId, points, at);
      await entry(order, 'refund', points, balance, at, ref);
    },

    /**
     * A return takes back the points its goods earned, once per return (`ref`), never below a zero balance (points
     * already spent stay spent): answers the points taken.
     */
    async revoke(order: LedgerOrder, points: number, ref: string, at: Date): Promise<number> {
      if (points <= 0) return 0;
      const done = await has(order.id, 'revoke', ref);
      if (done !== null) return -done;
      const [row] = await rowsOf<{ before: number; after: number }>(
        db,
        sql`with old as (select balance from point_balances where user_id = ${order.userId} for update)
            update point_balances b set balance = b.balance - least(b.balance, ${points}),
                   updated_at = ${at.toISOString()}::timestamptz
              from old where b.user_id = ${order.userId}
            returning old.balance as before, b.balance as after`,
      );
      const taken = row ? row.before - row.after : 0;
      if (taken > 0) await entry(order, 'revoke', -taken, row!.after, at, ref);
      return taken;
    },

    /**
     * A delivered order earns its points, once: by the programme's rate and the tier the customer held before it
     * (their goods received in the 12 months before). Answers the points and the tier.
     */
    async earn(
      order: LedgerOrder,
      paidGoods: number,
      at: Date,
    ): Promise<{ points: number; tier: LoyaltyTier }> {
      const program = await loyaltyProgramRepository(db).get();
      const tier = tierOf(await this.spend12Months(order.userId, at), program.tiers);
      const points = pointsEarned(paidGoods, program, tier);
      if (points > 0 && (await has(order.id, 'earn')) === null) {
        const balance = await credit(order.userId, points, at);
        await entry(order, 'earn', points, balance, at);
      }
      return { points, tier };
    },
  };
}
