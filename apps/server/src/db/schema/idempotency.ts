import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * `Idempotency-Key`s of the order-creating calls (ADR 0013): claimed (no answer yet) before the order is placed,
 * then holding the first answer, for 24 hours. The primary key makes two concurrent claims of one key impossible.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the call and its validated body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is in progress. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
