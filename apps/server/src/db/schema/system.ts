import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRINCIPAL_KINDS, UPLOAD_PURPOSES } from '@lumi/shared';

export type StoredMailAttachment = { filename: string; contentType: string; contentBase64: string };

export const principalKind = pgEnum('principal_kind', PRINCIPAL_KINDS);
export const uploadPurpose = pgEnum('upload_purpose', UPLOAD_PURPOSES);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull(),
    url: text('url').notNull(),
    type: text('type').notNull(),
    purpose: uploadPurpose('purpose').notNull(),
    ownerKind: principalKind('owner_kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    // Set when a saved object refers to the file; unattached files older than 24 h are removed.
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_public_id_unique').on(t.publicId),
    index('uploads_owner_idx').on(t.ownerKind, t.ownerId),
    check('uploads_type_known', sql`${t.type} in ('image', 'audio')`),
  ],
);

/** Every mail the server sends is kept here; without SMTP it is the captured outbox of /dev/mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // The mail's files as sent (content in base64), so that the captured outbox can hand them out again.
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Facts about the installation itself, one row a key. `demo_seed` is written in the demo seed's own transaction,
 * last: its presence means the whole demo data committed (an interrupted first start leaves neither).
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
