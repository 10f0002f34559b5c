import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { LIVE_BOOKING_STATUSES, isUuid, type BookingActorModel, type BookingStatus } from '@lumi/shared';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, isPgError } from '../../db/pg-errors';
import { bookingEvents, bookings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type BookingActor = { id: string | null; name: string | null; model: BookingActorModel };

export function bookingsRepository(db: Db) {
  async function insertEvent(values: {
    bookingId: string;
    prevStatus: BookingStatus | null;
    status: BookingStatus;
    actor: BookingActor;
    note: string | null;
    at: Date;
  }): Promise<void> {
    await db.insert(bookingEvents).values({
      bookingId: values.bookingId,
      prevStatus: values.prevStatus,
      status: values.status,
      updatedById: values.actor.id,
      updatedByName: values.actor.name,
      updatedByModel: values.actor.model,
      note: values.note,
      createdAt: values.at,
    });
  }

  return {
    /**
     * Stores a booking; a live booking of the doctor overlapping its range refuses it (decision 22). Inside the
     * caller's transaction it runs in a savepoint and the doctor stays locked until that transaction ends.
     */
    async insert(values: BookingInsert): Promise<BookingRow> {
      const [row] = await db
        .transaction(async (tx) => {
          // Two inserts that check the exclusion constraint at the same moment each wait for the other, and
          // PostgreSQL's deadlock detector then aborts one after a second (40P01) instead of reporting the overlap.
          // Taking turns per doctor first makes every loser wait for the winner's commit and fail with 23P01.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`lumi:booking-doctor:${values.doctorId}`}))`,
          );
          return tx.insert(bookings).values(values).returning();
        })
        .catch((error: unknown) => {
          if (isPgError(error, EXCLUSION_VIOLATION, 'bookings_no_overlap'))
            throw new AppError('BOOKING_SLOT_TAKEN');
          throw error;
        });
      if (!row) throw new Error('booking insert returned nothing');
      return row;
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

    insertEvent,

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
      await insertEvent({
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
