import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Image, IngredientFlag, SkinConcern, SkinQuizAnswers, SkinType } from '@lumi/shared';
import { users } from './accounts';
import { bookings } from './bookings';
import { doctors } from './clinics';

/**
 * A customer's skin profile (issue 32): the quiz's answers and what they say, computed once by `skinQuizResult` of
 * @lumi/shared when saved. One per customer; the record goes with the account.
 */
export const skinProfiles = pgTable('skin_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<SkinQuizAnswers>().notNull(),
  quizVersion: smallint('quiz_version').notNull(),
  skinType: text('skin_type').$type<SkinType>().notNull(),
  concerns: text('concerns').array().$type<SkinConcern[]>().notNull(),
  avoid: text('avoid').array().$type<IngredientFlag[]>().notNull(),
  seeDoctor: text('see_doctor').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A clinical note a doctor wrote at a visit (a booking of theirs), with the ingredient families to avoid. */
export const skinNotes = pgTable(
  'skin_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    avoid: text('avoid')
      .array()
      .$type<IngredientFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skin_notes_user_idx').on(t.userId, t.createdAt),
    index('skin_notes_booking_idx').on(t.bookingId),
    check('skin_notes_text_length', sql`char_length(${t.text}) between 2 and 300`),
  ],
);

/**
 * The customer's record shared with one of their bookings: while a row is here, the booking's doctor reads the profile,
 * every doctor's notes and the diary. Revoking deletes the row, so the next read of the doctor is refused at once.
 */
export const skinShares = pgTable(
  'skin_shares',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('skin_shares_user_idx').on(t.userId)],
);

/**
 * A day of the customer's skin diary: a note and photos (uploads of purpose `diary`, never served from /uploads), and
 * the products in use then, kept as they were named.
 */
export const skinDiaryEntries = pgTable(
  'skin_diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    photos: jsonb('photos').$type<Image[]>().notNull().default([]),
    products: jsonb('products')
      .$type<{ _id: string; name: string; slug: string; mainImage: Image | null }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skin_diary_user_date_idx').on(t.userId, t.entryDate, t.createdAt),
    check('skin_diary_note_length', sql`char_length(${t.note}) <= 1000`),
  ],
);
