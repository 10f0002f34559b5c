import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WaitlistOfferStatus, WaitlistStatus } from '@lumi/shared';
import { users } from './accounts';
import { bookings } from './bookings';
import { clinics, doctors } from './clinics';
import { timestamps } from './columns';

/**
 * A customer's place on a doctor's day's waitlist (issue 30, ADR 0057): the whole local day (`from_time` and
 * `to_time` null) or the slots starting in [from_time, to_time). Waiting until they book that day (`booked`), leave,
 * or the day passes (`expired`); a customer waits once per doctor and day.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waitlist_entries_one_per_day')
      .on(t.userId, t.doctorId, t.date)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_day_idx')
      .on(t.doctorId, t.date, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_user_idx').on(t.userId, t.date),
    check('waitlist_entries_status_valid', sql`${t.status} in ('waiting', 'booked', 'left', 'expired')`),
    check(
      'waitlist_entries_window_valid',
      sql`(${t.fromTime} is null and ${t.toTime} is null) or (${t.fromTime} < ${t.toTime})`,
    ),
  ],
);

/**
 * A freed slot offered to one waiting entry. An entry is offered a slot once while the offer is open or lapsed;
 * once someone books the slot its offers are `taken` (the booker's `booked`), so the slot freed again is offered
 * anew.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WaitlistOfferStatus>().notNull().default('open'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_once')
      .on(t.entryId, t.startAt)
      .where(sql`${t.status} in ('open', 'expired')`),
    index('waitlist_offers_slot_idx')
      .on(t.doctorId, t.startAt)
      .where(sql`${t.status} in ('open', 'expired')`),
    index('waitlist_offers_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_entry_idx').on(t.entryId, t.offeredAt),
    check(
      'waitlist_offers_status_valid',
      sql`${t.status} in ('open', 'booked', 'taken', 'expired', 'closed')`,
    ),
  ],
);
