import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  LIVE_BOOKING_STATUSES,
  isUuid,
  toLocalDate,
  type BookingActorModel,
  type BookingStatus,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { timelineValues, type TimelineEntry } from '../../lib/lifecycle/timeline';
import { EXCLUSION_VIOLATION, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, isPgError } from '../../db/pg-errors';
import { bookingEvents, bookings } from '../../db/schema';
import { userView } from '../../db/read/auth';
import { bookingReviewView, clinicView, type ClinicRow } from '../../db/read/clinics';
import type { DoctorRow } from '../doctors/repository';
import { doctorView } from '../../db/read/doctors';
import { escapeLike, rowsOf } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { viewAs } from '../../db/views';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BookingActor = { id: string | null; name: string | null; model: BookingActorModel };

/** A concurrent booking took the generated code: the service draws another one and tries again. */
export class BookingCodeTakenError extends Error {
  constructor() {
    super('the booking code was taken by a concurrent booking');
    this.name = 'BookingCodeTakenError';
  }
}

export type CustomerBookingRow = {
  id: string;
  code: string;
  status: BookingStatus;
  startAt: Date;
  price: number;
  doctorId: string;
  doctorName: string;
  clinicId: string;
  clinicName: string;
  createdAt: Date;
};

/** What booking a doctor's slot needs: the doctor's week, fee and slot length, and the clinic's hours. */
export type SlotSubject = {
  doctor: Pick<
    DoctorRow,
    'id' | 'name' | 'clinicId' | 'fees' | 'duration' | 'schedule' | 'holidays' | 'isActive'
  >;
  clinic: Pick<ClinicRow, 'id' | 'name' | 'workingHours' | 'holidays' | 'isActive' | 'rescheduleNoticeHours'>;
};

/** The people and places a Booking answer names. */
export type BookingRefs = {
  users: Map<string, { id: string; name: string; email: string }>;
  doctors: Map<string, Pick<DoctorRow, 'id' | 'name' | 'slug' | 'avatar' | 'specialty' | 'email' | 'phone'>>;
  clinics: Map<
    string,
    Pick<ClinicRow, 'id' | 'name' | 'slug' | 'logo' | 'address' | 'phone' | 'rescheduleNoticeHours'>
  >;
};

/**
 * Takes the doctor's turn for the rest of the caller's transaction and reads again, under it, whether the doctor and
 * the clinic still take a booking on `startAt`'s day: a day off or a deactivation saved since the caller's check wins.
 * Two writes that check the exclusion constraint at the same moment would each wait for the other, and PostgreSQL's
 * deadlock detector would abort one after a second (40P01) instead of reporting the overlap; taking turns per doctor
 * makes every loser wait for the winner's commit and fail with 23P01. Doctor edits take the same per-doctor lock,
 * clinic edits lock the clinic's row, which FOR SHARE waits for.
 */
async function takeDoctorsTurn(tx: Db, doctorId: string, startAt: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lumi:booking-doctor:${doctorId}`}))`);
  const day = toLocalDate(startAt);
  const [state] = await rowsOf<{ doctorActive: boolean; clinicActive: boolean; dayOff: boolean }>(
    tx,
    sql`select d.is_active as "doctorActive", c.is_active as "clinicActive",
          (${day} = any(d.holidays) or ${day} = any(c.holidays)) as "dayOff"
        from ${viewAs(doctorView, 'd')} join ${viewAs(clinicView, 'c')} on c.id = d.clinic_id
        where d.id = ${doctorId}::uuid
        for share of c`,
  );
  if (!state?.doctorActive) throw new AppError('DOCTOR_NOT_FOUND');
  if (!state.clinicActive) throw new AppError('CLINIC_INACTIVE');
  if (state.dayOff) throw new AppError('BOOKING_SLOT_UNAVAILABLE');
}

/** A live booking of the doctor overlapping the range (decision 22) is the customer's BOOKING_SLOT_TAKEN. */
function slotRefusal(error: unknown): unknown {
  return isPgError(error, EXCLUSION_VIOLATION, 'bookings_no_overlap')
    ? new AppError('BOOKING_SLOT_TAKEN')
    : error;
}

/** Criteria of the booking lists (api-contract §3.8, §3.10); dates are instants bounding `start_at`. */
export type BookingListFilter = {
  userId?: string;
  doctorId?: string;
  clinicId?: string;
  bookingId?: string;
  status?: BookingStatus;
  search?: string;
  from?: Date;
  to?: Date;
};

export type PatientColumns = Partial<
  Pick<
    BookingInsert,
    | 'patientName'
    | 'patientPhone'
    | 'patientEmail'
    | 'patientGender'
    | 'patientDateOfBirth'
    | 'patientAddress'
    | 'patientNote'
  >
>;

function whereOf(filter: BookingListFilter, withStatus: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.userId) parts.push(sql`b.user_id = ${filter.userId}`);
  if (filter.doctorId) parts.push(sql`b.doctor_id = ${filter.doctorId}`);
  if (filter.clinicId) parts.push(sql`b.clinic_id = ${filter.clinicId}`);
  if (filter.bookingId) parts.push(sql`b.id = ${filter.bookingId}`);
  if (withStatus && filter.status) parts.push(sql`b.status = ${filter.status}`);
  if (filter.from) parts.push(sql`b.start_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`b.start_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.search) {
    const like = `%${escapeLike(filter.search.trim())}%`;
    parts.push(sql`(b.code ilike ${like} or lumi_fold(b.patient_name) like lumi_fold(${like})
      or b.patient_phone like ${like} or lower(b.patient_email) like lower(${like})
      or lumi_fold(d.name) like lumi_fold(${like}))`);
  }
  return sql.join(parts, sql` and `);
}

export function bookingsRepository(db: Db) {
  /** The booking's timeline entry (the lifecycle kit's columns), in the caller's transaction. */
  async function appendEvent(
    values: { bookingId: string } & TimelineEntry<BookingStatus, BookingActor['model']>,
  ): Promise<void> {
    const { bookingId, ...entry } = values;
    await db.insert(bookingEvents).values({ bookingId, ...timelineValues(entry) });
  }

  return {
    /**
     * Stores a booking; a live booking of the doctor overlapping its range refuses it (decision 22). Inside the
     * caller's transaction it runs in a savepoint and the doctor stays locked until that transaction ends.
     */
    async insert(values: BookingInsert): Promise<BookingRow> {
      const [row] = await db
        .transaction(async (tx) => {
          await takeDoctorsTurn(tx, values.doctorId, values.startAt);
          return tx.insert(bookings).values(values).returning();
        })
        .catch((error: unknown) => {
          if (isPgError(error, UNIQUE_VIOLATION, 'bookings_code_unique')) throw new BookingCodeTakenError();
          // The customer's account was deleted while the booking was being made (ADR 0024): the token is void.
          if (isPgError(error, FOREIGN_KEY_VIOLATION, 'bookings_user_id_users_id_fk'))
            throw new AppError('AUTH_TOKEN_INVALID');
          throw slotRefusal(error);
        });
      if (!row) throw new Error('booking insert returned nothing');
      return row;
    },

    /**
     * Moves a booking to another slot of its doctor (issue 30) while it is still as the caller judged it (status,
     * start, moves so far), counts the move, records it on the timeline with the status unchanged and forgets the
     * day-before reminder of the old slot; undefined when it changed meanwhile. The doctor's turn and the exclusion
     * constraint decide races with new bookings and other moves, as for `insert`.
     */
    async reschedule(change: {
      row: Pick<BookingRow, 'id' | 'doctorId' | 'status' | 'startAt' | 'rescheduleCount'>;
      startAt: Date;
      endAt: Date;
      actor: BookingActor;
      note: string;
      at: Date;
    }): Promise<BookingRow | undefined> {
      const { row } = change;
      return db
        .transaction(async (tx) => {
          await takeDoctorsTurn(tx, row.doctorId, change.startAt);
          const [moved] = await tx
            .update(bookings)
            .set({
              startAt: change.startAt,
              endAt: change.endAt,
              rescheduleCount: row.rescheduleCount + 1,
              remindedAt: null,
              remindedSoonAt: null,
              updatedAt: change.at,
            })
            .where(
              and(
                eq(bookings.id, row.id),
                eq(bookings.status, row.status),
                eq(bookings.startAt, row.startAt),
                eq(bookings.rescheduleCount, row.rescheduleCount),
              ),
            )
            .returning();
          if (!moved) return undefined;
          await bookingsRepository(tx).appendEvent({
            bookingId: moved.id,
            prevStatus: row.status,
            status: row.status,
            actor: change.actor,
            note: change.note,
            at: change.at,
          });
          return moved;
        })
        .catch((error: unknown) => {
          throw slotRefusal(error);
        });
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** The doctor's pending or confirmed bookings overlapping [from, to), by start: what the slot table subtracts. */
    async liveBetween(
      doctorId: string,
      from: Date,
      to: Date,
    ): Promise<Pick<BookingRow, 'id' | 'startAt' | 'endAt' | 'status'>[]> {
      return db
        .select({
          id: bookings.id,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          status: bookings.status,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.doctorId, doctorId),
            inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
            lt(bookings.startAt, to),
            gt(bookings.endAt, from),
          ),
        )
        .orderBy(asc(bookings.startAt));
    },

    appendEvent,

    /** The doctor and the doctor's clinic, whatever their state (the service decides what an inactive one means). */
    async slotSubject(doctorId: string): Promise<SlotSubject | undefined> {
      if (!isUuid(doctorId)) return undefined;
      const [row] = await db
        .select({
          doctor: {
            id: doctorView.id,
            name: doctorView.name,
            clinicId: doctorView.clinicId,
            fees: doctorView.fees,
            duration: doctorView.duration,
            schedule: doctorView.schedule,
            holidays: doctorView.holidays,
            isActive: doctorView.isActive,
          },
          clinic: {
            id: clinicView.id,
            name: clinicView.name,
            workingHours: clinicView.workingHours,
            holidays: clinicView.holidays,
            isActive: clinicView.isActive,
            rescheduleNoticeHours: clinicView.rescheduleNoticeHours,
          },
        })
        .from(doctorView)
        .innerJoin(clinicView, eq(clinicView.id, doctorView.clinicId))
        .where(eq(doctorView.id, doctorId))
        .limit(1);
      return row;
    },

    async doctorName(doctorId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: doctorView.name })
        .from(doctorView)
        .where(eq(doctorView.id, doctorId));
      return row?.name;
    },

    /** The customers, doctors and clinics the rows name. */
    async refsOf(rows: Pick<BookingRow, 'userId' | 'doctorId' | 'clinicId'>[]): Promise<BookingRefs> {
      const ids = (pick: (r: (typeof rows)[number]) => string) => [...new Set(rows.map(pick))];
      const userIds = ids((r) => r.userId);
      const doctorIds = ids((r) => r.doctorId);
      const clinicIds = ids((r) => r.clinicId);
      const [userRows, doctorRows, clinicRows] = await Promise.all([
        userIds.length
          ? db
              .select({ id: userView.id, name: userView.name, email: userView.email })
              .from(userView)
              .where(inArray(userView.id, userIds))
          : [],
        doctorIds.length
          ? db
              .select({
                id: doctorView.id,
                name: doctorView.name,
                slug: doctorView.slug,
                avatar: doctorView.avatar,
                specialty: doctorView.specialty,
                email: doctorView.email,
                phone: doctorView.phone,
              })
              .from(doctorView)
              .where(inArray(doctorView.id, doctorIds))
          : [],
        clinicIds.length
          ? db
              .select({
                id: clinicView.id,
                name: clinicView.name,
                slug: clinicView.slug,
                logo: clinicView.logo,
                address: clinicView.address,
                phone: clinicView.phone,
                rescheduleNoticeHours: clinicView.rescheduleNoticeHours,
              })
              .from(clinicView)
              .where(inArray(clinicView.id, clinicIds))
          : [],
      ]);
      return {
        users: new Map(userRows.map((u) => [u.id, u])),
        doctors: new Map(doctorRows.map((d) => [d.id, d])),
        clinics: new Map(clinicRows.map((c) => [c.id, c])),
      };
    },

    /** The bookings' timelines, oldest first. */
    async eventsOf(bookingIds: string[]): Promise<BookingEventRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(bookingEvents)
        .where(inArray(bookingEvents.bookingId, bookingIds))
        .orderBy(asc(bookingEvents.seq));
    },

    /** Which reviews (doctor, clinic) exist for each booking. */
    async reviewKindsOf(bookingIds: string[]): Promise<{ bookingId: string; kind: 'doctor' | 'clinic' }[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select({ bookingId: bookingReviewView.bookingId, kind: bookingReviewView.kind })
        .from(bookingReviewView)
        .where(inArray(bookingReviewView.bookingId, bookingIds));
    },

    /** Whether any booking, of any state, names the clinic or the doctor (their foreign keys keep them). */
    async anyFor(key: { clinicId: string } | { doctorId: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where('clinicId' in key ? eq(bookings.clinicId, key.clinicId) : eq(bookings.doctorId, key.doctorId))
        .limit(1);
      return row !== undefined;
    },

    /** The newest bookings of a customer (by when they were made), with their doctor and clinic: the admin's page. */
    async recentOf(userId: string, limit: number): Promise<CustomerBookingRow[]> {
      return db
        .select({
          id: bookings.id,
          code: bookings.code,
          status: bookings.status,
          startAt: bookings.startAt,
          price: bookings.price,
          doctorId: doctorView.id,
          doctorName: doctorView.name,
          clinicId: clinicView.id,
          clinicName: clinicView.name,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(doctorView, eq(doctorView.id, bookings.doctorId))
        .innerJoin(clinicView, eq(clinicView.id, bookings.clinicId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },

    async byIds(ids: string[]): Promise<BookingRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(bookings).where(inArray(bookings.id, ids));
    },

    /** A page of booking ids, latest appointment first, with the total. */
    async list(
      filter: BookingListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ ids: string[]; total: number }> {
      const from = sql`bookings b join ${viewAs(doctorView, 'd')} on d.id = b.doctor_id`;
      const rows = await rowsOf<{ id: string; total: number }>(
        db,
        sql`select b.id, (count(*) over ())::int as total from ${from}
          where ${whereOf(filter, true)}
          order by b.start_at desc, b.code desc
          limit ${page.limit} offset ${page.offset}`,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.offset > 0) {
        const [count] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${from} where ${whereOf(filter, true)}`,
        );
        total = count?.n ?? 0;
      }
      return { ids: rows.map((r) => r.id), total };
    },

    /** Bookings per status over the list without its status filter. */
    async statusCounts(filter: BookingListFilter): Promise<Map<string, number>> {
      const rows = await rowsOf<{ status: string; n: number }>(
        db,
        sql`select b.status, count(*)::int as n from bookings b join ${viewAs(doctorView, 'd')} on d.id = b.doctor_id
          where ${whereOf(filter, false)} group by b.status`,
      );
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    /** Changes the patient details of a booking still pending (decision 24); undefined when it no longer is. */
    async updatePatient(id: string, values: PatientColumns, at: Date): Promise<BookingRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: at })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Moves a booking from `from` to `to` and records the event; run it in the caller's transaction so that the
     * change and its history land together. Nothing changes (undefined) when the booking is no longer in `from`,
     * so two concurrent changes of one booking cannot both apply. Cancelling stores the reason and the actor.
     */
    async updateStatus(change: {
      id: string;
      from: BookingStatus;
      to: BookingStatus;
      actor: BookingActor;
      note: string | null;
      at: Date;
      cancelReason?: string;
    }): Promise<BookingRow | undefined> {
      if (!isUuid(change.id)) return undefined;
      const cancelled = change.to === 'cancelled';
      const [row] = await db
        .update(bookings)
        .set({
          status: change.to,
          cancelReason: cancelled ? (change.cancelReason ?? null) : null,
          cancelledBy: cancelled ? change.actor.model : null,
          updatedAt: change.at,
        })
        .where(and(eq(bookings.id, change.id), eq(bookings.status, change.from)))
        .returning();
      if (!row) return undefined;
      await appendEvent({
        bookingId: row.id,
        prevStatus: change.from,
        status: change.to,
        actor: change.actor,
        note: change.note,
        at: change.at,
      });
      return row;
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
