import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Attachment, ChatType, MessageStatus } from '@lumi/shared';
import { admins, users } from './accounts';
import { doctors } from './clinics';
import { timestamps } from './columns';
import { principalKind } from './system';

/**
 * A conversation between a customer and a staff principal (api-contract §2 Conversation, §4.10): a support
 * account (`User_Admin`, admin_id) or a doctor (`User_Doctor`, doctor_id). Only customers open conversations, so
 * the customer is always the conversation's `sender`. One conversation per (customer, staff principal) pair.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ChatType>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    // Staff close a conversation; a customer writing into it reopens it.
    isActive: boolean('is_active').notNull().default(true),
    // Bumped by every message (and by assignment, closing and reopening): lists are ordered by it.
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_user_admin_unique')
      .on(t.userId, t.adminId)
      .where(sql`${t.adminId} is not null`),
    uniqueIndex('conversations_user_doctor_unique')
      .on(t.userId, t.doctorId)
      .where(sql`${t.doctorId} is not null`),
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
    index('conversations_admin_updated_idx')
      .on(t.adminId, t.updatedAt)
      .where(sql`${t.adminId} is not null`),
    index('conversations_doctor_updated_idx')
      .on(t.doctorId, t.updatedAt)
      .where(sql`${t.doctorId} is not null`),
    check('conversations_type_valid', sql`${t.type} in ('User_Admin', 'User_Doctor')`),
    // Exactly one staff side, the one the type names.
    check(
      'conversations_staff_matches_type',
      sql`(${t.type} = 'User_Admin' and ${t.adminId} is not null and ${t.doctorId} is null)
        or (${t.type} = 'User_Doctor' and ${t.doctorId} is not null and ${t.adminId} is null)`,
    ),
  ],
);

/**
 * A chat message (api-contract §2 Message). Sender and receiver are principals (kind + id) as they were when it was
 * sent; a message is unread until `read_at` is set. `client_id` makes sending idempotent per sender and
 * conversation; `routine_id` is a routine a doctor recommended (shown as a card), without a foreign key.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: breaks ties between messages of the same instant, so pages are stable.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderKind: principalKind('sender_kind').notNull(),
    senderId: uuid('sender_id').notNull(),
    receiverKind: principalKind('receiver_kind').notNull(),
    receiverId: uuid('receiver_id').notNull(),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    status: text('status').$type<MessageStatus>().notNull().default('sent'),
    readAt: timestamp('read_at', { withTimezone: true }),
    clientId: text('client_id'),
    routineId: uuid('routine_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Message pages: newest first, keyed by (created_at, seq) so that a `before` cursor is stable.
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.seq),
    // Unread counts and "mark seen": unread messages of a conversation by the side that sent them.
    index('messages_unread_idx')
      .on(t.conversationId, t.senderKind)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('messages_client_id_unique')
      .on(t.conversationId, t.senderKind, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('messages_status_valid', sql`${t.status} in ('sent', 'delivered', 'read')`),
    check('messages_content_length', sql`char_length(${t.content}) <= 2000`),
    check('messages_attachments_max', sql`jsonb_array_length(${t.attachments}) <= 5`),
  ],
);
