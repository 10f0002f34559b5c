import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Image, RefundMethod, ReturnBankAccount, ReturnReason, ReturnStatus } from '@lumi/shared';
import { users } from './accounts';
import { orderLines, orders } from './orders';

/**
 * A return of a delivered order's goods (issue 31 item 4, ADR 0065), a lifecycle of the orders module: one per order,
 * asked within 7 days of the delivery; `requested` → `accepted` (stock, points and voucher back in the same
 * transaction; the refund follows) → `refunded`, or `requested` → `refused`. The figures are fixed when it is asked.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    description: text('description'),
    images: jsonb('images').$type<Image[]>().notNull(),
    goodsValue: integer('goods_value').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    pointsBack: integer('points_back').notNull().default(0),
    pointsRevoked: integer('points_revoked').notNull().default(0),
    voucherBack: boolean('voucher_back').notNull().default(false),
    refundMethod: text('refund_method').$type<RefundMethod>().notNull(),
    bank: jsonb('bank').$type<ReturnBankAccount>(),
    refundReference: text('refund_reference'),
    refundError: text('refund_error'),
    note: text('note'),
    decidedById: uuid('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_returns_code_unique').on(t.code),
    uniqueIndex('order_returns_order_unique').on(t.orderId),
    index('order_returns_status_created_idx').on(t.status, t.createdAt),
    index('order_returns_user_idx').on(t.userId),
    check('order_returns_code_format', sql`${t.code} ~ '^RT[A-Z0-9]{10}$'`),
    check('order_returns_status_valid', sql`${t.status} in ('requested', 'accepted', 'refunded', 'refused')`),
    check('order_returns_method_valid', sql`${t.refundMethod} in ('VNPAY', 'STRIPE', 'BANK_TRANSFER')`),
    check(
      'order_returns_amounts',
      sql`${t.goodsValue} > 0 and ${t.refundAmount} between 0 and ${t.goodsValue} and ${t.pointsBack} >= 0 and ${t.pointsRevoked} >= 0`,
    ),
    check(
      'order_returns_bank_for_transfer',
      sql`(${t.refundMethod} = 'BANK_TRANSFER') = (${t.bank} is not null)`,
    ),
    check('order_returns_refunded_at', sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
  ],
);

/** The units of each order line a return takes back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_return_lines_pk').on(t.returnId, t.orderLineId),
    index('order_return_lines_line_idx').on(t.orderLineId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
