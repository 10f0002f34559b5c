import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PointEntryKind } from '@lumi/shared';
import { users } from './accounts';
import { orders } from './orders';

/**
 * The points programme (ADR 0063): one row (`id` = 1), the shop's to change. Tiers are four, named in code; their
 * thresholds (₫ received in 12 months) and earning rates (% of the base) are here.
 */
export const loyaltyProgram = pgTable(
  'loyalty_program',
  {
    id: integer('id').primaryKey().default(1),
    earnStep: integer('earn_step').notNull(),
    pointValue: integer('point_value').notNull(),
    maxSharePercent: integer('max_share_percent').notNull(),
    silverSpend: integer('silver_spend').notNull(),
    goldSpend: integer('gold_spend').notNull(),
    diamondSpend: integer('diamond_spend').notNull(),
    memberEarnPercent: integer('member_earn_percent').notNull(),
    silverEarnPercent: integer('silver_earn_percent').notNull(),
    goldEarnPercent: integer('gold_earn_percent').notNull(),
    diamondEarnPercent: integer('diamond_earn_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_program_one_row', sql`${t.id} = 1`),
    check(
      'loyalty_program_valid',
      sql`${t.earnStep} > 0 and ${t.pointValue} > 0 and ${t.maxSharePercent} between 1 and 100
          and 0 < ${t.silverSpend} and ${t.silverSpend} < ${t.goldSpend} and ${t.goldSpend} < ${t.diamondSpend}
          and ${t.memberEarnPercent} >= 100 and ${t.silverEarnPercent} >= 100 and ${t.goldEarnPercent} >= 100
          and ${t.diamondEarnPercent} >= 100`,
    ),
  ],
);

/** A customer's points: always Σ of their entries (the ledger writes both in one statement pair, in one transaction). */
export const pointBalances = pgTable(
  'point_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('point_balances_non_negative', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger: one row per change, signed. An order has at most one entry of each kind (earned once, spent
 * once, given back once, taken back once per return — `ref` tells returns apart), so a retried job or a repeated
 * call cannot count twice.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ledger's order of writing: the history lists by it (entries of one instant included). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderCode: text('order_code'),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    /** What the entry answers to beyond its order and kind (a return's id); '' when nothing. */
    ref: text('ref').notNull().default(''),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.seq),
    uniqueIndex('point_entries_order_kind_unique')
      .on(t.orderId, t.kind, t.ref)
      .where(sql`${t.orderId} is not null`),
    check('point_entries_kind_valid', sql`${t.kind} in ('earn', 'spend', 'refund', 'revoke')`),
    check('point_entries_points_non_zero', sql`${t.points} <> 0`),
    check('point_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
