import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** The Stripe Checkout Session of an online order (ADR 0010): the return call and the expiry job find it here. */
export const stripeSessions = pgTable(
  'stripe_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stripe_sessions_order_unique').on(t.orderId)],
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
