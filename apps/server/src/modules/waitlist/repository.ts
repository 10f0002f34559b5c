import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { isUuid } from '@lumi/shared';
import type { Db } from '../../db/client';
import { UNIQUE_VIOLATION, isPgError } from '../../db/pg-errors';
import { userView } from '../../db/read/auth';
import { clinicView } from '../../db/read/clinics';
import { doctorView } from '../../db/read/doctors';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { fieldsOf } from '../../db/views';
import { AppError } from '../../lib/app-error';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type NewOffer = Pick<
  typeof waitlistOffers.$inferInsert,
  'entryId' | 'doctorId' | 'startAt' | 'endAt' | 'offeredAt' | 'expiresAt'
>;

/** The doctor and clinic a waitlist answer names, and the customer a mail goes to. */
export type EntryRefs = {
  doctors: Map<string, { id: string; name: string; slug: string; specialty: string }>;
  clinics: Map<string, { id: string; name: string }>;
};

/** The waitlist's tables (issue 30, ADR 0057): its entries and the offers of freed slots made to them. */
export function waitlistRepository(db: Db) {
  /** The open offers of entries that stopped waiting are closed. */
  async function closeOffersOf(entryIds: string[], at: Date): Promise<void> {
    if (entryIds.length === 0) return;
    await db
      .update(waitlistOffers)
      .set({ status: 'closed', updatedAt: at })
      .where(and(inArray(waitlistOffers.entryId, entryIds), eq(waitlistOffers.status, 'open')));
  }

  return {
    /** Under the customer's turn, so that two joins at once cannot pass the limit together. */
    async takeCustomersTurn(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lumi:waitlist-user:${userId}`}))`);
    },

    async countWaiting(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')));
      return row?.n ?? 0;
    },

    /** A second wait for the same doctor and day is WAITLIST_ALREADY_JOINED. */
    async insertEntry(values: typeof waitlistEntries.$inferInsert): Promise<EntryRow> {
      try {
        const [row] = await db.insert(waitlistEntries).values(values).returning();
        if (!row) throw new Error('waitlist entry not inserted');
        return row;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'waitlist_entries_one_per_day'))
          throw new AppError('WAITLIST_ALREADY_JOINED');
        throw error;
      }
    },

    async findEntry(id: string): Promise<EntryRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
      return row;
    },

    /** The customer's entries of days from `fromDate` on, left ones excepted, by day then joining. */
    async entriesOf(userId: string, fromDate: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            gte(waitlistEntries.date, fromDate),
            ne(waitlistEntries.status, 'left'),
          ),
        )
        .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt));
    },

    /** Offers of these entries, newest first. */
    async offersOf(entryIds: string[]): Promise<OfferRow[]> {
      if (entryIds.length === 0) return [];
      return db
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.entryId, entryIds))
        .orderBy(desc(waitlistOffers.offeredAt), asc(waitlistOffers.startAt));
    },

    async offersByIds(ids: string[]): Promise<OfferRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.id, ids))
        .orderBy(asc(waitlistOffers.startAt));
    },

    async refsOf(rows: Pick<EntryRow, 'doctorId' | 'clinicId'>[]): Promise<EntryRefs> {
      const doctorIds = [...new Set(rows.map((r) => r.doctorId))];
      const clinicIds = [...new Set(rows.map((r) => r.clinicId))];
      const d = fieldsOf(doctorView);
      const c = fieldsOf(clinicView);
      const [doctors, clinics] = await Promise.all([
        doctorIds.length
          ? db
              .select({ id: d.id, name: d.name, slug: d.slug, specialty: d.specialty })
              .from(doctorView)
              .where(inArray(d.id, doctorIds))
          : [],
        clinicIds.length
          ? db.select({ id: c.id, name: c.name }).from(clinicView).where(inArray(c.id, clinicIds))
          : [],
      ]);
      return {
        doctors: new Map(doctors.map((x) => [x.id, x])),
        clinics: new Map(clinics.map((x) => [x.id, x])),
      };
    },

    async customerOf(
      userId: string,
    ): Promise<{ name: string; email: string; phone: string | null } | undefined> {
      const u = fieldsOf(userView);
      const [row] = await db
        .select({ name: u.name, email: u.email, phone: u.phone })
        .from(userView)
        .where(eq(u.id, userId));
      return row;
    },

    /** Leaves the list while still waiting; the entry's open offers close with it. */
    async leave(id: string, userId: string, at: Date): Promise<EntryRow | undefined> {
      const [row] = await db
        .update(waitlistEntries)
        .set({ status: 'left', updatedAt: at })
        .where(
          and(
            eq(waitlistEntries.id, id),
            eq(waitlistEntries.userId, userId),
            eq(waitlistEntries.status, 'waiting'),
          ),
        )
        .returning();
      if (row) await closeOffersOf([row.id], at);
      return row;
    },

    /** Who waits for a doctor's day, in order of joining. */
    async waitingOfDay(doctorId: string, date: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.doctorId, doctorId),
            eq(waitlistEntries.date, date),
            eq(waitlistEntries.status, 'waiting'),
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },

    /** Per doctor and day from `today` on, of one doctor, one clinic or all: who waits, and for a window only. */
    async waitingCounts(
      scope: { doctorId: string } | { clinicId: string | null },
      today: string,
    ): Promise<{ doctorId: string; clinicId: string; date: string; waiting: number; windows: number }[]> {
      const w = waitlistEntries;
      const of =
        'doctorId' in scope
          ? eq(w.doctorId, scope.doctorId)
          : scope.clinicId !== null
            ? eq(w.clinicId, scope.clinicId)
            : undefined;
      return db
        .select({
          doctorId: w.doctorId,
          clinicId: w.clinicId,
          date: w.date,
          waiting: sql<number>`count(*)::int`,
          windows: sql<number>`(count(*) filter (where ${w.fromTime} is not null))::int`,
        })
        .from(w)
        .where(and(eq(w.status, 'waiting'), gte(w.date, today), of))
        .groupBy(w.doctorId, w.clinicId, w.date)
        .orderBy(asc(w.date), asc(w.doctorId))
        .limit(200);
    },

    /** The doctor days someone waits for, from `today` on. */
    async waitingDays(today: string): Promise<{ doctorId: string; date: string }[]> {
      return db
        .selectDistinct({ doctorId: waitlistEntries.doctorId, date: waitlistEntries.date })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, 'waiting'), gte(waitlistEntries.date, today)));
    },

    /** The offers not made before (an entry is offered a slot once until someone books it); the new ones, in order. */
    async insertOffers(rows: NewOffer[]): Promise<OfferRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(waitlistOffers)
        .values(rows.map((r) => ({ ...r, status: 'open' as const, updatedAt: r.offeredAt })))
        .onConflictDoNothing()
        .returning();
    },

    /**
     * A booking took a doctor's slot (in its transaction): the slot's offers are settled — the booker's `booked`,
     * the others `taken` ('Đã có người đặt'; they keep waiting) — and the booker's wait for that day, if the slot lies
     * in its window, ends `booked`.
     */
    async settleTaken(slot: {
      doctorId: string;
      startAt: Date;
      userId: string;
      bookingId: string;
      date: string;
      time: string;
      at: Date;
    }): Promise<void> {
      await db.execute(sql`
        update waitlist_offers o
           set status = case when e.user_id = ${slot.userId}::uuid then 'booked' else 'taken' end,
               booking_id = case when e.user_id = ${slot.userId}::uuid then ${slot.bookingId}::uuid end,
               updated_at = ${slot.at.toISOString()}::timestamptz
          from waitlist_entries e
         where e.id = o.entry_id and o.doctor_id = ${slot.doctorId}::uuid
           and o.start_at = ${slot.startAt.toISOString()}::timestamptz
           and o.status in ('open', 'expired')`);
      const booked = await rowsOf<{ id: string }>(
        db,
        sql`update waitlist_entries
               set status = 'booked', booking_id = ${slot.bookingId}::uuid,
                   updated_at = ${slot.at.toISOString()}::timestamptz
             where user_id = ${slot.userId}::uuid and doctor_id = ${slot.doctorId}::uuid
               and date = ${slot.date}::date and status = 'waiting'
               and (from_time is null or (from_time <= ${slot.time} and ${slot.time} < to_time))
         returning id`,
      );
      await closeOffersOf(
        booked.map((r) => r.id),
        slot.at,
      );
    },

    /** Open offers past their time lapse. */
    async expireOffers(now: Date): Promise<number> {
      const rows = await db
        .update(waitlistOffers)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
        .returning({ id: waitlistOffers.id });
      return rows.length;
    },

    /** Waits for days before `today` end `expired`, their offers closed. */
    async expireEntries(today: string, at: Date): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.date, today)))
        .returning({ id: waitlistEntries.id });
      await closeOffersOf(
        rows.map((r) => r.id),
        at,
      );
      return rows.length;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof waitlistRepository>;
