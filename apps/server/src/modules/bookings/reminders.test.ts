import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { avatarOf, formatDateTime, toLocalDate, type Booking, type BookingStatus } from '@lumi/shared';
import { createTestDatabase, DEMO } from '../../../test/helpers';
import type { Database } from '../../db/client';
import {
  bookingReviews,
  bookings,
  clinics,
  doctors,
  jobs,
  notifications,
  scheduleSlots,
  users,
} from '../../db/schema';
import { fakeClock } from '../../lib/clock';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { jobsRepository } from '../jobs/repository';
import { createNotificationsService } from '../notifications/service';
import type { BookingMailKind, BookingMailer } from './mail-port';
import { doctorTitle } from './mail';
import { createBookingFollowUps, type BookingFollowUps } from './notices';
import { createBookingReminders, registerBookingReminders, reminderWindows } from './reminders';
import { bookingsRepository, type BookingInsert } from './repository';

/** Local wall-clock time in Asia/Ho_Chi_Minh (UTC+7). */
const local = (dateTime: string) => new Date(`${dateTime}:00+07:00`);
/** "Now" in every test unless it says otherwise: Sunday 03/03/2030 09:00, past the 08:00 reminder hour. */
const NOW = local('2030-03-03T09:00');

const silentLog = { error() {}, warn() {} };

describe('booking reminders (decision 26): the day before, once, whatever runs at the same time', () => {
  let database: Database;
  let customerId: string;
  let doctor: typeof doctors.$inferSelect;
  let codeSeq = 0;
  const sent: { kind: BookingMailKind; bookingId: string }[] = [];
  const mail: BookingMailer = {
    async send(kind, booking) {
      sent.push({ kind, bookingId: booking._id });
    },
  };

  /** The booking as the API gives it, read back from the database (what the booking service provides). */
  async function loadBooking(id: string): Promise<Booking> {
    const [row] = await database.db
      .select({ b: bookings, d: doctors, c: clinics, u: users })
      .from(bookings)
      .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
      .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, id));
    if (!row) throw new Error(`no booking ${id}`);
    const { b, d, c, u } = row;
    return {
      _id: b.id,
      code: b.code,
      user: { _id: u.id, name: u.name, email: u.email },
      doctor: {
        _id: d.id,
        name: d.name,
        slug: d.slug,
        avatar: avatarOf(d.avatar, d.name),
        specialty: d.specialty,
        email: d.email,
        phone: d.phone,
      },
      clinic: {
        _id: c.id,
        name: c.name,
        slug: c.slug,
        logo: c.logo,
        address: c.address,
        phone: c.phone,
        rescheduleNoticeHours: c.rescheduleNoticeHours,
      },
      date: toLocalDate(b.startAt),
      startTime: formatDateTime(b.startAt).slice(11),
      endTime: formatDateTime(b.endAt).slice(11),
      duration: (b.endAt.getTime() - b.startAt.getTime()) / 60_000,
      startAt: b.startAt.toISOString(),
      endAt: b.endAt.toISOString(),
      price: b.price,
      customer: {
        name: b.patientName,
        phone: b.patientPhone,
        email: b.patientEmail,
        gender: b.patientGender,
        dateOfBirth: b.patientDateOfBirth,
        address: b.patientAddress,
        note: b.patientNote,
      },
      status: b.status,
      cancelReason: b.cancelReason,
      cancelledBy: b.cancelledBy,
      statusHistory: [],
      isReview: false,
      isClinicReview: false,
      canCancel: false,
      canEdit: false,
      rescheduleCount: b.rescheduleCount,
      customerConfirmedAt: null,
      deposit: null,
      canReschedule: false,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    };
  }

  async function book(
    start: string,
    status: BookingStatus = 'confirmed',
    extra: Partial<BookingInsert> = {},
  ): Promise<string> {
    const startAt = local(start);
    const row = await bookingsRepository(database.db).insert({
      code: `BK${String(++codeSeq).padStart(10, '0')}`,
      userId: customerId,
      doctorId: doctor.id,
      clinicId: doctor.clinicId,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      price: doctor.fees,
      patientName: DEMO.customer.name,
      patientPhone: '0912345678',
      patientEmail: DEMO.customer.email,
      patientGender: 'female',
      patientDateOfBirth: '1995-06-15',
      patientAddress: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      patientNote: null,
      status,
      ...(status === 'cancelled' ? { cancelledBy: 'User' as const, cancelReason: 'Bận việc' } : {}),
      ...extra,
    });
    return row.id;
  }

  /** The reminders' clock and the job queue their follow-ups go through (the app's worker, drained by hand). */
  const clock = fakeClock(NOW);
  let queue: JobQueue;
  let followUps: BookingFollowUps;
  /** How the mail and notification jobs read the booking (a test makes it fail). */
  let load: (id: string) => Promise<Booking> = loadBooking;

  /** A reminder run at `now`, as a process (a new one each call: nothing kept in memory between them). */
  function job(now: Date = NOW) {
    clock.set(now);
    return createBookingReminders({ db: database.db, clock, followUps, hour: 8 });
  }

  const remindedAt = async (id: string) =>
    (await database.db.select({ at: bookings.remindedAt }).from(bookings).where(eq(bookings.id, id)))[0]?.at;
  const reminderNotifications = () =>
    database.db.select().from(notifications).where(eq(notifications.type, 'BOOKING'));

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 10 });
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    customerId = user!.id;
    const [row] = await database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    doctor = row!;
    queue = createJobQueue({ db: database.db, clock, log: silentLog });
    followUps = createBookingFollowUps(
      {
        jobs: queue,
        mail,
        notifications: createNotificationsService({ db: database.db, clock }),
        log: silentLog,
      },
      (id) => load(id),
    );
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(notifications);
    // The demo seed reviewed some of its bookings; the reviews go first (the key restricts).
    await database.db.delete(bookingReviews);
    await database.db.delete(bookings);
    await database.db.delete(jobs);
    sent.length = 0;
    load = loadBooking;
  });

  it('reminds a confirmed booking of tomorrow once across two runs, with the mail and a BOOKING notification', async () => {
    const id = await book('2030-03-04T16:00');
    const reminders = job();
    expect(await reminders.runOnce()).toEqual([id]);
    expect(await reminders.runOnce()).toEqual([]);
    // Its mail and notification are jobs, written with the claim; nothing is sent before the worker runs them.
    expect(sent).toEqual([]);
    expect(await queue.drain()).toBe(2);
    // A restarted process (a new job, nothing in memory) does not send it again either.
    expect(await job(local('2030-03-03T15:00')).runOnce()).toEqual([]);
    await queue.drain();

    expect(sent).toEqual([{ kind: 'reminder', bookingId: id }]);
    expect(await remindedAt(id)).toEqual(NOW);
    const notes = await reminderNotifications();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      recipientId: customerId,
      model: 'User',
      type: 'BOOKING',
      title: '⏰ Nhắc lịch khám',
      link: `/booking-detail/${id}`,
      bookingId: id,
      isRead: false,
    });
    expect(notes[0]?.content).toBe(
      `Bạn có lịch khám BK${String(codeSeq).padStart(10, '0')} lúc 16:00 ngày mai (04/03/2030) với ${doctor.name} tại Phòng khám Da liễu Lumi Hà Nội`,
    );
  });

  it('two concurrent runs (two processes) send each reminder once', async () => {
    const ids = [
      await book('2030-03-04T09:00'),
      await book('2030-03-04T10:00'),
      await book('2030-03-04T14:00'),
    ];
    const results = await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    expect(results.flat().sort()).toEqual([...ids].sort());
    await queue.drain();
    expect(sent.map((s) => s.bookingId).sort()).toEqual([...ids].sort());
    expect(await reminderNotifications()).toHaveLength(3);
  });

  it('leaves pending, cancelled, already reminded, past, too close and later bookings alone', async () => {
    await book('2030-03-04T09:00', 'pending');
    await book('2030-03-04T10:00', 'cancelled');
    await book('2030-03-04T11:00', 'confirmed', { remindedAt: local('2030-03-02T08:00') });
    await book('2030-03-03T07:00'); // earlier today: past
    // 1 h 30 from now, its two-hours-before reminder already sent (issue 30); the day-before one is past its time.
    await book('2030-03-03T10:30', 'confirmed', { remindedSoonAt: local('2030-03-03T08:30') });
    await book('2030-03-05T09:00'); // the day after tomorrow: its turn comes tomorrow
    await book('2030-03-04T12:00', 'completed');
    expect(await job().runOnce()).toEqual([]);
    expect(await queue.drain()).toBe(0);
    expect(sent).toEqual([]);
    expect(await reminderNotifications()).toHaveLength(0);
  });

  it('a booking within two hours gets the two-hours-before reminder, once (issue 30)', async () => {
    const id = await book('2030-03-03T10:30');
    const reminders = job();
    expect(await reminders.runOnce()).toEqual([id]);
    expect(await reminders.runOnce()).toEqual([]);
    await queue.drain();
    expect(sent).toEqual([{ kind: 'reminder', bookingId: id }]);
  });

  it('before the reminder hour, tomorrow waits; from it, tomorrow goes out', async () => {
    const id = await book('2030-03-04T16:00');
    expect(await job(local('2030-03-03T07:59')).runOnce()).toEqual([]);
    expect(await job(local('2030-03-03T08:00')).runOnce()).toEqual([id]);
  });

  it('a booking confirmed late, starting within 24 h, is reminded once while more than 2 h away', async () => {
    // Today 15:00, confirmed after this morning's reminders: 6 h away.
    const id = await book('2030-03-03T15:00');
    const reminders = job();
    expect(await reminders.runOnce()).toEqual([id]);
    expect(await reminders.runOnce()).toEqual([]);
    await queue.drain();
    expect(sent).toEqual([{ kind: 'reminder', bookingId: id }]);
    // Before 08:00 a booking early tomorrow is within 24 h: reminded then, and not again after 08:00.
    const early = await book('2030-03-04T06:30');
    expect(await job(local('2030-03-03T07:00')).runOnce()).toEqual([early]);
    expect(await job(local('2030-03-03T09:00')).runOnce()).toEqual([]);
  });

  it('a reminder whose booking cannot be read when its jobs run is retried by them, and sent once', async () => {
    const id = await book('2030-03-04T16:00');
    load = async () => {
      throw new Error('database hiccup');
    };
    expect(await job().runOnce()).toEqual([id]);
    await queue.drain();
    expect(sent).toEqual([]);
    const waiting = await jobsRepository(database.db).ofKind('booking.mail');
    expect(waiting).toMatchObject([{ state: 'pending', attempts: 1, lastError: 'database hiccup' }]);
    // The claim stands: a later run writes nothing again.
    expect(await job().runOnce()).toEqual([]);
    load = loadBooking;
    clock.advance(1000);
    expect(await queue.drain()).toBe(2);
    expect(sent).toEqual([{ kind: 'reminder', bookingId: id }]);
    expect(await reminderNotifications()).toHaveLength(1);
    clock.advance(60 * 60_000);
    await queue.drain();
    expect(sent).toHaveLength(1);
  });

  it('on the app: runBookingReminders() runs it once; the scheduler runs it as the periodic task', async () => {
    const id = await book('2030-03-04T16:00');
    clock.set(NOW);
    await database.db.delete(scheduleSlots);
    const app = Fastify({ logger: false });
    registerBookingReminders(app, {
      db: database.db,
      clock,
      jobs: queue,
      followUps,
      config: { bookingReminders: { intervalMs: 60_000, hour: 8 } },
    });
    // Its tick: one job of kind every.booking-reminders, which the worker runs.
    expect(await queue.tick()).toEqual(['booking-reminders']);
    expect(await queue.tick()).toEqual([]);
    // The task, then the follow-ups it wrote: one drain runs both.
    await queue.drain();
    expect(await remindedAt(id)).toEqual(NOW);
    expect(sent).toEqual([{ kind: 'reminder', bookingId: id }]);
    // Once more by hand: nothing left to remind.
    expect(await app.runBookingReminders()).toEqual([]);
    await app.close();
  });
});

describe('doctorTitle', () => {
  it.each([
    ['BS. Phạm Thị An', 'BS. Phạm Thị An'],
    ['ThS.BS Lê Minh', 'ThS.BS Lê Minh'],
    ['Bác sĩ Hòa', 'Bác sĩ Hòa'],
    ['Phạm Thị An', 'bác sĩ Phạm Thị An'],
    ['Bsa Nguyễn', 'bác sĩ Bsa Nguyễn'],
  ])('%s → %s', (name, titled) => {
    expect(doctorTitle(name)).toBe(titled);
  });
});

describe('reminderWindows', () => {
  it.each([
    ['2030-03-03T07:59', null],
    ['2030-03-03T08:00', ['2030-03-04T00:00', '2030-03-05T00:00']],
    ['2030-03-03T23:59', ['2030-03-04T00:00', '2030-03-05T00:00']],
    // 00:30 local is still the previous UTC day (17:30Z): the local date decides.
    ['2030-03-04T00:30', null],
  ])('at %s local, the day-before window is %j', (now, window) => {
    const w = reminderWindows(local(now), 8);
    expect(w.dayBefore && [w.dayBefore.from, w.dayBefore.to]).toEqual(window && window.map((t) => local(t)));
    expect(w.late.from.getTime() - local(now).getTime()).toBe(2 * 3_600_000);
    expect(w.late.to.getTime() - local(now).getTime()).toBe(24 * 3_600_000);
  });
});
