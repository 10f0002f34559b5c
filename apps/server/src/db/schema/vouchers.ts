import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@lumi/shared';
import { users } from './accounts';
import { orders } from './orders';
import { timestamps } from './columns';

/**
 * A voucher code (ADR 0062). `used_count` counts the orders holding one of its uses (a cancelled order gives its use
 * back); the conditional update that takes a use keeps it within `total_limit`, and the check is the backstop.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrder: integer('min_order').notNull().default(0),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brandIds: uuid('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    check('vouchers_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check('vouchers_kind_valid', sql`${t.kind} in ('amount', 'percent', 'free_shipping')`),
    check(
      'vouchers_amounts_valid',
      sql`${t.value} >= 0 and ${t.minOrder} >= 0 and (${t.maxDiscount} is null or ${t.maxDiscount} > 0)`,
    ),
    check('vouchers_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('vouchers_per_customer_positive', sql`${t.perCustomerLimit} >= 1`),
    check(
      'vouchers_used_within_limit',
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/**
 * One order's use of a voucher, with what it took off and, for an address change, how it takes off a new fee
 * (`kind`, `shipping_cap`). `returned_at`: the order was cancelled and the use given back.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VoucherKind>().notNull(),
    shippingCap: integer('shipping_cap'),
    discount: integer('discount').notNull(),
    shippingDiscount: integer('shipping_discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_uses_order_unique').on(t.orderId),
    index('voucher_uses_voucher_idx').on(t.voucherId),
    check('voucher_uses_amounts_non_negative', sql`${t.discount} >= 0 and ${t.shippingDiscount} >= 0`),
  ],
);

/** How many of a voucher's uses a customer holds: taken by a conditional upsert, so two orders at once count right. */
export const voucherCustomers = pgTable(
  'voucher_customers',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.userId] }),
    check('voucher_customers_used_non_negative', sql`${t.used} >= 0`),
  ],
);
