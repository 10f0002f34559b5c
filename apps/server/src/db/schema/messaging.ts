import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageChannel, TextMessageStatus } from '@lumi/shared';

/**
 * A text message to a customer's phone (issue 30, ADR 0059): one per subject, purpose and channel (a booking's
 * day-before reminder by SMS…). `sending` until the provider accepts it (`sent`, with its id), then `delivered` or
 * `failed` by the provider's report; `failed` too when the provider refuses it for good. A refusal a later try may
 * fix keeps it `sending` with the error, and the job queue tries again.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    phone: text('phone').notNull(),
    status: text('status').$type<TextMessageStatus>().notNull().default('sending'),
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('outbound_messages_once').on(t.subjectId, t.purpose, t.channel),
    index('outbound_messages_provider_idx').on(t.channel, t.providerId),
    check('outbound_messages_channel_valid', sql`${t.channel} in ('sms', 'zalo')`),
    check('outbound_messages_status_valid', sql`${t.status} in ('sending', 'sent', 'delivered', 'failed')`),
  ],
);
