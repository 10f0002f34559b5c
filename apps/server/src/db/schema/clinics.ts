import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_RESCHEDULE_NOTICE_HOURS,
  type DoctorScheduleDay,
  type Image,
  type WorkingDay,
} from '@lumi/shared';
import { admins } from './accounts';
import { timestamps } from './columns';

export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The owning CLINIC account: one clinic per account.
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: jsonb('logo').$type<Image>().notNull(),
    banners: jsonb('banners').$type<Image[]>().notNull().default([]),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull().default(''),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull(),
    holidays: text('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // How long before a visit its customer may still move it to another slot (issue 30).
    rescheduleNoticeHours: integer('reschedule_notice_hours')
      .notNull()
      .default(DEFAULT_RESCHEDULE_NOTICE_HOURS),
    ...timestamps,
  },
  (t) => [
    // 168: RESCHEDULE_NOTICE_MAX_HOURS (@lumi/shared), which the clinic's form and API check first.
    check('clinics_reschedule_notice_range', sql`${t.rescheduleNoticeHours} between 0 and 168`),
    uniqueIndex('clinics_admin_unique').on(t.adminId),
    uniqueIndex('clinics_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('clinics_slug_unique').on(t.slug),
    uniqueIndex('clinics_email_unique').on(sql`lower(${t.email})`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    avatar: jsonb('avatar').$type<Image | null>(),
    about: text('about').notNull().default(''),
    specialty: text('specialty').notNull(),
    experience: integer('experience').notNull().default(0),
    fees: integer('fees').notNull(),
    duration: integer('duration').notNull().default(30),
    schedule: jsonb('schedule').$type<DoctorScheduleDay[]>().notNull().default([]),
    holidays: text('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('doctors_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('doctors_slug_unique').on(t.slug),
    index('doctors_clinic_idx').on(t.clinicId),
    check('doctors_duration_allowed', sql`${t.duration} in (15, 30, 45, 60)`),
    check('doctors_experience_range', sql`${t.experience} between 0 and 70`),
    check('doctors_fees_positive', sql`${t.fees} >= 1`),
  ],
);
