import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The Stripe Checkout Sessions of an online order (ADR 0010, 0013): the return call and the expiry job find them
 * here. Paying again replaces the current session (`replacedAt` set, the session expired at Stripe); at most one
 * session per order is current.
 */
export const stripeSessions = pgTable(
  'stripe_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    index('stripe_sessions_order_idx').on(t.orderId),
    uniqueIndex('stripe_sessions_current_unique')
      .on(t.orderId)
      .where(sql`${t.replacedAt} is null`),
  ],
);

/**
 * The VNPay payment requests of an online order (ADR 0013): the first uses the order code as `vnp_TxnRef`, each
 * payment started again a new one (VNPay refuses a reference used before). `createdAt` is the request's
 * `vnp_CreateDate` (the transaction query needs it); a replaced request's failure no longer cancels the order.
 */
export const vnpayPayments = pgTable(
  'vnpay_payments',
  {
    txnRef: text('txn_ref').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('vnpay_payments_order_idx').on(t.orderId)],
);

/** Gateway events already handled (Stripe webhooks are retried): the key makes a replay a no-op. */
export const processedPaymentEvents = pgTable(
  'processed_payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id'),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('processed_payment_events_order_idx').on(t.orderId),
  ],
);
