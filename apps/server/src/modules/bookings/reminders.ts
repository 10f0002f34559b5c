import { BOOKING_MIN_NOTICE_HOURS, addLocalDays, isUuid, startOfLocalDay, toLocalDate } from '@lumi/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { JobQueue } from '../jobs/queue';
import type { BookingLinks } from './links';
import type { BookingFollowUps } from './notices';
import { bookingRemindersRepository, type ReminderWindows } from './reminders-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the booking reminder task once (its body); answers the ids of the bookings reminded. */
    runBookingReminders(): Promise<string[]>;
    /** Sends a confirmed booking's day-before reminder now, whatever the hour (development, `/dev/…`). */
    remindBookingNow(id: string): Promise<boolean>;
  }
}

/** The second reminder goes this many hours before the visit (issue 30), by every channel set up. */
export const SOON_REMINDER_HOURS = 2;
/** A booking confirmed late is still reminded when it starts within this many hours… */
const LATE_REMINDER_HORIZON_HOURS = 24;
/** …and at most this many bookings are reminded per run (the next run takes the rest). */
const REMINDERS_PER_RUN = 200;

/** The local hour (Asia/Ho_Chi_Minh, UTC+7 all year) of an instant. */
function localHour(now: Date): number {
  return (now.getUTCHours() + 7) % 24;
}

/**
 * When a confirmed booking is due for its reminder (decision 26): "the day before" means a booking on tomorrow's
 * local date once the local clock has passed `hour`; a booking confirmed too late for that (never reminded,
 * starting within 24 h) is still reminded while it is more than 2 h away (the slot notice; the calendar alarm
 * covers the last 2 h).
 */
export function reminderWindows(now: Date, hour: number): ReminderWindows {
  const tomorrow = addLocalDays(toLocalDate(now), 1);
  return {
    now,
    dayBefore:
      localHour(now) >= hour
        ? { from: startOfLocalDay(tomorrow), to: startOfLocalDay(addLocalDays(tomorrow, 1)) }
        : null,
    late: {
      from: new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR_MS),
      to: new Date(now.getTime() + LATE_REMINDER_HORIZON_HOURS * HOUR_MS),
    },
  };
}

export type BookingReminders = ReturnType<typeof createBookingReminders>;

/**
 * The reminder task's body. Its whole state is `bookings.reminded_at`: a restart forgets nothing. A reminder is
 * claimed in the same transaction that writes its follow-ups (the customer's BOOKING notification and mail, as jobs
 * of the booking lifecycle), so it is written once whatever runs at the same time, and then sent at least once (a
 * failed mail is retried by the job queue).
 */
export function createBookingReminders(deps: {
  db: Db;
  clock: Clock;
  followUps: Pick<BookingFollowUps, 'record' | 'announce'>;
  /** The local hour from which the day-before reminders go out (config.bookingReminders.hour). */
  hour: number;
  /** Issues each reminder's signed link to confirm or cancel (ADR 0058), in the claim's transaction. */
  links?: Pick<BookingLinks, 'issue'>;
}) {
  /**
   * Claims one booking's reminder — the day-before one, or the two-hours-before one (`soon`) — and writes its
   * follow-ups with a link of its own, in one transaction.
   */
  async function claimReminder(id: string, now: Date, soon: boolean): Promise<boolean> {
    const claimed = await deps.db.transaction(async (tx) => {
      const repo = bookingRemindersRepository(tx);
      const row = soon ? await repo.claimSoon(id, now) : await repo.claim(id, now);
      if (row) {
        const link = await deps.links?.issue(tx, { id: row.id, startAt: row.startAt });
        await deps.followUps.record(tx, {
          bookingId: id,
          change: { kind: 'reminder', link, ...(soon ? { soon: true } : {}) },
        });
      }
      return row;
    });
    return claimed !== undefined;
  }

  return {
    /** A confirmed booking's day-before reminder now, whatever the hour (development); false once it was sent. */
    async remindNow(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const done = await claimReminder(id, deps.clock.now(), false);
      if (done) deps.followUps.announce();
      return done;
    },

    /** One pass: claims every reminder due now and writes its follow-ups; answers the ids of the bookings reminded. */
    async runOnce(): Promise<string[]> {
      const now = deps.clock.now();
      const ids = await bookingRemindersRepository(deps.db).dueIds(
        reminderWindows(now, deps.hour),
        REMINDERS_PER_RUN,
      );
      const reminded: string[] = [];
      for (const id of ids) if (await claimReminder(id, now, false)) reminded.push(id);
      // Two hours before: once more, with a fresh link (the first may have been used to confirm).
      const soon = await bookingRemindersRepository(deps.db).dueSoonIds(
        now,
        new Date(now.getTime() + SOON_REMINDER_HOURS * HOUR_MS),
        REMINDERS_PER_RUN,
      );
      for (const id of soon) if (await claimReminder(id, now, true)) reminded.push(id);
      if (reminded.length) deps.followUps.announce();
      return reminded;
    },
  };
}

/**
 * Sets the reminder task up (called from app.ts): `app.runBookingReminders()` runs it once; the scheduler runs it
 * every `config.bookingReminders.intervalMs`, once across all processes (`jobs.every`, which the tests leave idle:
 * they call `runBookingReminders()` when they mean it).
 */
export function registerBookingReminders(
  app: FastifyInstance,
  deps: Omit<Parameters<typeof createBookingReminders>[0], 'hour'> & {
    jobs: Pick<JobQueue, 'every'>;
    config: Pick<Config, 'bookingReminders'>;
  },
): BookingReminders {
  const { config, jobs, ...rest } = deps;
  const reminders = createBookingReminders({ ...rest, hour: config.bookingReminders.hour });
  app.decorate('runBookingReminders', () => reminders.runOnce());
  app.decorate('remindBookingNow', (id: string) => reminders.remindNow(id));
  jobs.every('booking-reminders', config.bookingReminders.intervalMs, () => reminders.runOnce());
  return reminders;
}
