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
import type { Image } from '@lumi/shared';
import { users } from './accounts';
import { products } from './catalog';
import { orderLines, orders } from './orders';

/** A product review (api-contract §2 Review, decision 20): one per delivered order line. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    colorName: text('color_name'),
    colorCode: text('color_code'),
    rate: integer('rate').notNull(),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    display: boolean('display').notNull().default(true),
    replyContent: text('reply_content'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyById: uuid('reply_by_id'),
    replyByName: text('reply_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per order line; deleting a review lets the line be reviewed again.
    uniqueIndex('reviews_line_unique').on(t.lineId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rate_range', sql`${t.rate} between 1 and 5`),
    check('reviews_images_max', sql`jsonb_array_length(${t.images}) <= 4`),
  ],
);

/** A notification of a customer or a doctor (api-contract §2 Notification, §3.12, §4.9). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id').notNull(),
    model: text('model').$type<'User' | 'Doctor'>().notNull(),
    type: text('type').$type<'STORE' | 'BOOKING'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    link: text('link').notNull(),
    orderId: uuid('order_id'),
    bookingId: uuid('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.model, t.type, t.createdAt),
    index('notifications_unread_idx')
      .on(t.recipientId, t.model, t.type)
      .where(sql`${t.isRead} = false`),
    check('notifications_model_valid', sql`${t.model} in ('User', 'Doctor')`),
    check('notifications_type_valid', sql`${t.type} in ('STORE', 'BOOKING')`),
  ],
);
