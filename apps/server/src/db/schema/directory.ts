import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories } from './catalog';
import { doctors } from './clinics';

/** A message of the partnership form (api-contract §4.11 POST /contacts), read by administrators. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicName: text('clinic_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    content: text('content').notNull(),
    // The sender's address, for the record of a form that anyone may post.
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Marked handled by an administrator (issue 24): when, and by whom. The name survives the account's deletion
    // only as "someone": the reference is cleared, the time stays.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    check('contacts_content_length', sql`char_length(${t.content}) between 1 and 2000`),
    // Nobody handles a request without the time being recorded.
    check('contacts_handled_by_has_time', sql`${t.handledBy} is null or ${t.handledAt} is not null`),
  ],
);

/**
 * How well a doctor matches a product category (api-contract §3.9 GET /doctors/doctor-recommend/), 0–100,
 * recomputed by a daily job from the category path, the doctor's specialty and introduction, rating and experience.
 * `computed_at` tells a restarted server whether the scores are older than a day.
 */
export const doctorCategoryScores = pgTable(
  'doctor_category_scores',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'doctor_category_scores_pk', columns: [t.categoryId, t.doctorId] }),
    index('doctor_category_scores_doctor_idx').on(t.doctorId),
    check('doctor_category_scores_range', sql`${t.score} between 0 and 100`),
  ],
);
