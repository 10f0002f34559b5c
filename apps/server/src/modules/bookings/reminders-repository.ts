import { and, asc, eq, gt, gte, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/** The instants that make a confirmed booking due for its reminder (see `reminderWindows` in reminders.ts). */
export type ReminderWindows = {
  now: Date;
  /** Tomorrow's local day [from, to), once the local clock has passed the reminder hour; null before it. */
  dayBefore: { from: Date; to: Date } | null;
  /** A booking never reminded (confirmed late) starting in (from, to]: more than 2 h and at most 24 h away. */
  late: { from: Date; to: Date };
};

export function bookingRemindersRepository(db: Db) {
  return {
    /** Ids of the confirmed, never-reminded bookings due now, soonest first. */
    async dueIds(windows: ReminderWindows, limit: number): Promise<string[]> {
      const late = and(gt(bookings.startAt, windows.late.from), lte(bookings.startAt, windows.late.to));
      const due: SQL | undefined = windows.dayBefore
        ? or(
            and(gte(bookings.startAt, windows.dayBefore.from), lt(bookings.startAt, windows.dayBefore.to)),
            late,
          )
        : late;
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.remindedAt),
            gt(bookings.startAt, windows.now),
            due,
          ),
        )
        .orderBy(asc(bookings.startAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Ids of the confirmed bookings starting in (now, until] whose two-hours-before reminder is not sent. */
    async dueSoonIds(now: Date, until: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.remindedSoonAt),
            gt(bookings.startAt, now),
            lte(bookings.startAt, until),
          ),
        )
        .orderBy(asc(bookings.startAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Takes the two-hours-before reminder, once across runs and processes (as `claim`). */
    async claimSoon(id: string, at: Date): Promise<{ id: string; startAt: Date } | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ remindedSoonAt: at })
        .where(and(eq(bookings.id, id), isNull(bookings.remindedSoonAt), eq(bookings.status, 'confirmed')))
        .returning({ id: bookings.id, startAt: bookings.startAt });
      return row;
    },

    /**
     * Takes the booking's reminder for this run: only one caller ever gets the row back (the update re-checks
     * `reminded_at is null` on the row it locks), so two runs or two processes never send it twice.
     */
    async claim(id: string, at: Date): Promise<{ id: string; userId: string; startAt: Date } | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ remindedAt: at })
        .where(and(eq(bookings.id, id), isNull(bookings.remindedAt), eq(bookings.status, 'confirmed')))
        .returning({ id: bookings.id, userId: bookings.userId, startAt: bookings.startAt });
      return row;
    },

    /** Gives a claim back when nothing was sent (the booking could not be loaded), so that a later run retries. */
    async release(id: string, at: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ remindedAt: null })
        .where(and(eq(bookings.id, id), eq(bookings.remindedAt, at)));
    },
  };
}
