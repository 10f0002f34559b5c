import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { products, productVariants } from './catalog';
import { doctors } from './clinics';

/**
 * A routine a doctor recommended to the customer of one of their bookings (issue 12): shop products with usage
 * notes. The booking is the doctor–customer relation; doctor and customer are copied from it so that the admin's
 * list and the conversion query read one table.
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    // Plain text (never markup), at most 1,000 characters.
    note: text('note'),
    // How long it lasts (issue 32 item 4): at its end the customer is asked to see the doctor again.
    durationDays: smallint('duration_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routines_booking_idx').on(t.bookingId, t.createdAt),
    index('routines_user_created_idx').on(t.userId, t.createdAt),
    index('routines_created_idx').on(t.createdAt),
    check('routines_title_length', sql`char_length(${t.title}) between 2 and 120`),
    check('routines_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    check('routines_duration_range', sql`${t.durationDays} is null or ${t.durationDays} between 7 and 365`),
  ],
);

/** A step of a routine: a product (and its colour when it is sold in colours), how many, how to use it. */
export const routineItems = pgTable(
  'routine_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    // A product deleted from the catalogue (never ordered, see products.remove) leaves the routines that named it.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    usage: text('usage').notNull(),
    // Structured usage (issue 32 item 4), both or neither: how much one use takes in the product's unit, uses a day.
    perUse: numeric('per_use', { precision: 6, scale: 2, mode: 'number' }),
    usesPerDay: numeric('uses_per_day', { precision: 4, scale: 2, mode: 'number' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('routine_items_position_unique').on(t.routineId, t.position),
    // The conversion query looks routines up by product.
    index('routine_items_product_idx').on(t.productId),
    check('routine_items_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('routine_items_usage_length', sql`char_length(${t.usage}) between 1 and 300`),
    check('routine_items_position_range', sql`${t.position} between 0 and 9`),
    check('routine_items_usage_amounts', sql`(${t.perUse} is null) = (${t.usesPerDay} is null)`),
  ],
);

/**
 * A reminder a routine sent (issue 32 item 4), once each: a refill of an item bought in an order (`refill`, per item and
 * order), or the follow-up visit at the routine's end (`follow_up`, per routine). Written with the jobs that tell it.
 */
export const routineReminders = pgTable(
  'routine_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'refill' | 'follow_up'>().notNull(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => routineItems.id, { onDelete: 'cascade' }),
    // The order whose delivery the refill counts from (no key: orders are the orders module's).
    orderId: uuid('order_id'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routine_reminders_refill_unique')
      .on(t.itemId, t.orderId)
      .where(sql`${t.kind} = 'refill'`),
    uniqueIndex('routine_reminders_follow_up_unique')
      .on(t.routineId)
      .where(sql`${t.kind} = 'follow_up'`),
    check('routine_reminders_kind', sql`${t.kind} in ('refill', 'follow_up')`),
  ],
);
