import {
  BOOKING_MIN_NOTICE_HOURS,
  addLocalDays,
  formatLocalDate,
  startOfLocalDay,
  toLocalDate,
  type Booking,
} from '@lumi/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { NotificationsService } from '../notifications/service';
import { doctorTitle } from './mail';
import type { BookingMailer } from './mail-port';
import { bookingRemindersRepository, type ReminderWindows } from './reminders-repository';

type Log = { error(obj: unknown, msg?: string): void };

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the booking reminder job once (the job's body); answers the ids of the bookings reminded. */
    runBookingReminders(): Promise<string[]>;
  }
}

const HOUR_MS = 3_600_000;
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

/** The customer's BOOKING notification of a reminder. */
export function reminderNotificationText(booking: Booking, now: Date): { title: string; content: string } {
  const today = toLocalDate(now);
  const date = formatLocalDate(booking.date);
  const when =
    booking.date === today
      ? `hôm nay (${date})`
      : booking.date === addLocalDays(today, 1)
        ? `ngày mai (${date})`
        : `ngày ${date}`;
  return {
    title: '⏰ Nhắc lịch khám',
    content: `Bạn có lịch khám ${booking.code} lúc ${booking.startTime} ${when} với ${doctorTitle(booking.doctor.name)} tại ${booking.clinic.name}`,
  };
}

export type BookingReminders = ReturnType<typeof createBookingReminders>;

/**
 * The reminder job's body. Its whole state is `bookings.reminded_at`: a restart forgets nothing, and a reminder is
 * claimed in the database before it is sent, so it goes out at most once whatever runs at the same time.
 */
export function createBookingReminders(deps: {
  db: Db;
  clock: Clock;
  mail: BookingMailer;
  notifications: Pick<NotificationsService, 'create'>;
  /** The booking as the API gives it (the booking service's reader; the mail and its `.ics` need all of it). */
  loadBooking: (id: string) => Promise<Booking>;
  /** The local hour from which the day-before reminders go out (config.bookingReminders.hour). */
  hour: number;
  log?: Log;
}) {
  const repo = () => bookingRemindersRepository(deps.db);
  return {
    /** One pass: claims and sends every reminder due now; answers the ids of the bookings reminded. */
    async runOnce(): Promise<string[]> {
      const now = deps.clock.now();
      const ids = await repo().dueIds(reminderWindows(now, deps.hour), REMINDERS_PER_RUN);
      const reminded: string[] = [];
      for (const id of ids) {
        const claimed = await repo().claim(id, now);
        if (!claimed) continue;
        let booking: Booking;
        try {
          booking = await deps.loadBooking(id);
        } catch (error) {
          // Nothing was sent: the claim is given back and the next run tries again.
          deps.log?.error({ err: error, bookingId: id }, 'booking reminder: booking could not be loaded');
          await repo().release(id, now);
          continue;
        }
        // The mailer never throws (a failed send is logged and kept in the outbox with its error).
        await deps.mail.send('reminder', booking);
        try {
          await deps.notifications.create({
            recipient: { id: claimed.userId, model: 'User' },
            type: 'BOOKING',
            ...reminderNotificationText(booking, now),
            link: `/booking-detail/${id}`,
            bookingId: id,
          });
        } catch (error) {
          deps.log?.error(
            { err: error, bookingId: id },
            'booking reminder notification could not be written',
          );
        }
        reminded.push(id);
      }
      return reminded;
    },
  };
}

export const BOOKING_REMINDER_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the reminder job every `intervalMs` (config.bookingReminders.intervalMs). The interval is unref'd (it never
 * keeps the process alive) and stopped when the app closes; runs never overlap in one process (and two processes
 * are kept apart by the claim).
 */
export function startBookingReminders(
  reminders: Pick<BookingReminders, 'runOnce'>,
  log: Log,
  intervalMs: number = BOOKING_REMINDER_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reminders
      .runOnce()
      .catch((err: unknown) => log.error({ err }, 'booking reminder run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Sets the reminder job up on the app (called from app.ts with the booking service's reader): `app.runBookingReminders()`
 * runs it once; outside tests it also runs every `config.bookingReminders.intervalMs`, stopped when the app closes.
 * Tests start nothing and call `runBookingReminders()` when they mean it.
 */
export function registerBookingReminders(
  app: FastifyInstance,
  deps: Omit<Parameters<typeof createBookingReminders>[0], 'hour' | 'log'> & {
    config: Pick<Config, 'env' | 'bookingReminders'>;
  },
): BookingReminders {
  const { config, ...rest } = deps;
  const reminders = createBookingReminders({ ...rest, hour: config.bookingReminders.hour, log: app.log });
  app.decorate('runBookingReminders', () => reminders.runOnce());
  if (config.env !== 'test') {
    const job = startBookingReminders(reminders, app.log, config.bookingReminders.intervalMs);
    app.addHook('onClose', async () => job.stop());
  }
  return reminders;
}
