import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  DEPOSIT_STATUSES,
  type BookingActorModel,
  type DepositStatus,
  type PatientGender,
} from '@lumi/shared';
import { users } from './accounts';
import { clinics, doctors } from './clinics';
import { timestamps } from './columns';

// Who changed a booking (BOOKING_ACTOR_MODELS): an ADMIN acting on a clinic's booking counts as 'Clinic'.
export type BookingReviewKind = 'doctor' | 'clinic';

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);

/**
 * A booking of a doctor's slot (api-contract §2 Booking, decisions 21–24). The slot is the instant range
 * [start_at, end_at); the calendar day and times of day shown to clients are derived in Asia/Ho_Chi_Minh.
 * Decision 22 (no double booking) is the exclusion constraint `bookings_no_overlap`, added by the migration
 * because Drizzle cannot declare one.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Display code: 'BK' + 10 upper-case characters (api-contract §1.6).
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A doctor or clinic with bookings is deactivated instead of deleted (api-contract §4.3, §4.4).
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    // The doctor's fee when booked (decision 23), paid at the clinic.
    price: integer('price').notNull(),
    // The patient (decision 24): not necessarily the account holder.
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientEmail: text('patient_email').notNull(),
    patientGender: text('patient_gender').$type<PatientGender>().notNull(),
    patientDateOfBirth: date('patient_date_of_birth', { mode: 'string' }).notNull(),
    patientAddress: text('patient_address').notNull(),
    patientNote: text('patient_note'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<BookingActorModel>(),
    // Set by the reminder job when it claims the booking, so that a reminder is sent once across runs (decision 26).
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // How many times the customer moved it to another slot (issue 30; at most BOOKING_RESCHEDULE_LIMIT).
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    // Set when the two-hours-before reminder is claimed (issue 30), as reminded_at is for the day-before one.
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    // When the customer said, through a reminder's link, that they will come (issue 30).
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    // The deposit asked after missed visits (issue 30, ADR 0061), one per booking: its amount and state, until when it
    // may be paid, when its VNPay request was made (the refund names it), and the gateway's payment.
    depositAmount: integer('deposit_amount'),
    depositStatus: text('deposit_status').$type<DepositStatus>(),
    depositExpiresAt: timestamp('deposit_expires_at', { withTimezone: true }),
    depositRequestedAt: timestamp('deposit_requested_at', { withTimezone: true }),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    depositTransactionNo: text('deposit_transaction_no'),
    depositRefundedAt: timestamp('deposit_refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_code_unique').on(t.code),
    index('bookings_doctor_start_idx').on(t.doctorId, t.startAt),
    index('bookings_clinic_start_idx').on(t.clinicId, t.startAt),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_reminder_due_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'confirmed' and ${t.remindedAt} is null`),
    index('bookings_deposit_awaiting_idx')
      .on(t.depositExpiresAt)
      .where(sql`${t.depositStatus} = 'awaiting'`),
    check(
      'bookings_deposit_complete',
      sql`(${t.depositStatus} is null) = (${t.depositAmount} is null and ${t.depositExpiresAt} is null)`,
    ),
    check(
      'bookings_deposit_status_valid',
      sql`${t.depositStatus} is null or ${t.depositStatus} in (${sql.raw(DEPOSIT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('bookings_deposit_positive', sql`${t.depositAmount} is null or ${t.depositAmount} > 0`),
    check('bookings_code_format', sql`${t.code} ~ '^BK[A-Z0-9]{10}$'`),
    check('bookings_time_order', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_price_non_negative', sql`${t.price} >= 0`),
    check('bookings_patient_gender_valid', sql`${t.patientGender} in ('male', 'female', 'other')`),
    check(
      'bookings_cancelled_by_valid',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('User', 'Doctor', 'Clinic', 'System')`,
    ),
    // Decision 23: a cancellation always says why and who; only a cancelled booking has them.
    check(
      'bookings_cancellation_complete',
      sql`(${t.status} = 'cancelled') = (${t.cancelledBy} is not null and ${t.cancelReason} is not null)`,
    ),
  ],
);

/** The booking's timeline, oldest first (api-contract §2 BookingEvent). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: several events may share one instant.
    seq: serial('seq').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    prevStatus: bookingStatus('prev_status'),
    status: bookingStatus('status').notNull(),
    updatedById: uuid('updated_by_id'),
    updatedByName: text('updated_by_name'),
    updatedByModel: text('updated_by_model').$type<BookingActorModel>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.seq),
    check('booking_events_model_valid', sql`${t.updatedByModel} in ('User', 'Doctor', 'Clinic', 'System')`),
  ],
);

/**
 * A customer's review of the doctor or of the clinic of a completed booking (api-contract §2 BookingReview, §4.5,
 * decision 25). Both ids are copied from the booking so that either list is one index scan.
 */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BookingReviewKind>().notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'restrict' }),
    rate: integer('rate').notNull(),
    content: text('content').notNull(),
    // Hidden by the doctor or the clinic (moderation): out of public lists and of the average.
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Decision 25: one doctor review and one clinic review per booking.
    uniqueIndex('booking_reviews_booking_kind_unique').on(t.bookingId, t.kind),
    index('booking_reviews_doctor_created_idx')
      .on(t.doctorId, t.createdAt)
      .where(sql`${t.kind} = 'doctor'`),
    index('booking_reviews_clinic_created_idx')
      .on(t.clinicId, t.createdAt)
      .where(sql`${t.kind} = 'clinic'`),
    index('booking_reviews_user_idx').on(t.userId),
    check('booking_reviews_kind_valid', sql`${t.kind} in ('doctor', 'clinic')`),
    check('booking_reviews_rate_range', sql`${t.rate} between 1 and 5`),
    check('booking_reviews_content_length', sql`char_length(${t.content}) between 1 and 250`),
  ],
);

/**
 * A reminder's signed link to confirm or cancel a booking without signing in (issue 30, ADR 0058). The link carries
 * a random id and its MAC; only the id's SHA-256 is kept. It acts once (`used_at`) and lapses at the visit's start.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedAction: text('used_action').$type<'confirm' | 'cancel'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_links_token_unique').on(t.tokenHash),
    index('booking_links_booking_idx').on(t.bookingId),
    check(
      'booking_links_action_valid',
      sql`${t.usedAction} is null or ${t.usedAction} in ('confirm', 'cancel')`,
    ),
    check('booking_links_used_complete', sql`(${t.usedAt} is null) = (${t.usedAction} is null)`),
  ],
);
