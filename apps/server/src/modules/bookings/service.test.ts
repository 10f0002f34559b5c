import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, ErrorCode } from '@lumi/shared';
import { DEMO, createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { bookingReviews, bookings, doctors, jobs, notifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fakeClock } from '../../lib/clock';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { jobsRepository } from '../jobs/repository';
import { createNotificationsService } from '../notifications/service';
import type { BookingMailKind } from './mail-port';
import { createBookingsService, type BookingsService } from './service';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh; the demo doctors work the clinic's hours.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const TUESDAY = '2030-03-05';
const WEDNESDAY = '2030-03-06';
const OTHER_CLINIC = '00000000-0000-4000-8000-00000000c111';

const patient = {
  name: 'Trần Thị Bích',
  phone: '0912345678',
  email: 'bich@example.com',
  gender: 'female' as const,
  dateOfBirth: '1990-01-02',
  address: '3 Phố Huế, Hà Nội',
  note: null,
};

const refused = (promise: Promise<unknown>, code: ErrorCode) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === code);

describe('bookings service: the doctor and the clinic move and list bookings (decision 23)', () => {
  let database: Database;
  const clock = fakeClock(NOW);
  const sent: { kind: BookingMailKind; booking: Booking }[] = [];
  let service: BookingsService;
  let customer: { id: string; name: string };
  let an: { id: string; clinicId: string };
  let binhId: string;
  const clinicAdmin = { id: '00000000-0000-4000-8000-0000000000ad', name: DEMO.clinicAdmin.name };

  const bookAt = (date: string, startTime: string, doctorId = an.id, name = patient.name) =>
    service.create(customer, { doctor: doctorId, date, startTime, customer: { ...patient, name } });
  /** The worker of the follow-ups, one job at a time (in the order the changes wrote them). */
  let queue: JobQueue;
  const silentLog = { error() {}, warn() {} };
  /** The customer's notifications, once the follow-up jobs written so far have run. */
  const customerNotices = async () => {
    await queue.drain();
    return database.db.select().from(notifications).where(eq(notifications.recipientId, customer.id));
  };
  /** The mails sent, once the follow-up jobs written so far have run. */
  const mails = async () => {
    await queue.drain();
    return sent;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue({ db: database.db, clock, log: silentLog, options: { batchSize: 1 } });
    const notificationsService = createNotificationsService({ db: database.db, clock });
    service = createBookingsService({
      db: database.db,
      clock,
      jobs: queue,
      notifications: notificationsService,
      mail: {
        async send(kind, booking) {
          sent.push({ kind, booking });
        },
      },
      linkSecret: 'test-link-secret',
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    customer = { id: user!.id, name: user!.name };
    const [a] = await database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const [b] = await database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
    an = { id: a!.id, clinicId: a!.clinicId };
    binhId = b!.id;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    sent.length = 0;
    // The demo seed reviewed some of its bookings; the reviews go first (the key restricts).
    await database.db.delete(bookingReviews);
    await database.db.delete(bookings);
    await database.db.delete(notifications);
    await database.db.delete(jobs);
  });

  it('books and cancels while notifications and mails fail: the changes stand, their jobs wait for a retry', async () => {
    const failingJobs = createJobQueue({ db: database.db, clock, log: silentLog });
    const failing = createBookingsService({
      db: database.db,
      clock,
      jobs: failingJobs,
      notifications: { create: () => Promise.reject(new Error('notifications down')) },
      mail: { send: () => Promise.reject(new Error('smtp down')) },
      linkSecret: 'test-link-secret',
    });
    const b = await failing.create(customer, {
      doctor: an.id,
      date: TUESDAY,
      startTime: '09:00',
      customer: patient,
    });
    expect(b.status).toBe('pending');
    const cancelled = await failing.cancelMine(customer, b._id, {
      status: 'cancelled',
      cancelReason: 'Bận việc',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await failingJobs.drain()).toBe(4);
    const waiting = [
      ...(await jobsRepository(database.db).ofKind('booking.notification')),
      ...(await jobsRepository(database.db).ofKind('booking.mail')),
    ];
    expect(waiting.map((j) => [j.state, j.attempts, j.lastError])).toEqual([
      ['pending', 1, 'notifications down'],
      ['pending', 1, 'notifications down'],
      ['pending', 1, 'smtp down'],
      ['pending', 1, 'smtp down'],
    ]);
    expect(await database.db.select().from(bookings)).toHaveLength(1);
  });

  describe('moveByDoctor', () => {
    it('confirms a pending booking: timeline "Doctor", the customer notified and mailed "confirmed"', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      const moved = await service.moveByDoctor(an.id, b._id, { status: 'confirmed' });
      expect(moved).toMatchObject({ status: 'confirmed', canCancel: true, canEdit: false });
      expect(moved.statusHistory.at(-1)).toEqual({
        prevStatus: 'pending',
        status: 'confirmed',
        updatedBy: { _id: an.id, name: DEMO.doctor.name },
        updatedByModel: 'Doctor',
        note: null,
        date: NOW.toISOString(),
      });
      const [notice] = await customerNotices();
      expect(notice).toMatchObject({
        model: 'User',
        type: 'BOOKING',
        title: '✅ Lịch khám đã được xác nhận',
        content: `Lịch khám ${b.code} với ${DEMO.doctor.name} ngày 05/03/2030 lúc 09:00 đã được xác nhận`,
        link: `/booking-detail/${b._id}`,
        bookingId: b._id,
      });
      expect((await mails()).map((m) => m.kind)).toEqual(['created', 'confirmed']);
    });

    it('completes a confirmed booking only once it has started; completing is notified, not mailed', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      await refused(service.moveByDoctor(an.id, b._id, { status: 'completed' }), 'BOOKING_STATUS_INVALID');
      await service.moveByDoctor(an.id, b._id, { status: 'confirmed' });
      clock.set(new Date('2030-03-05T08:59:00+07:00'));
      await refused(service.moveByDoctor(an.id, b._id, { status: 'completed' }), 'BOOKING_STATUS_INVALID');
      clock.set(new Date('2030-03-05T09:00:00+07:00'));
      const done = await service.moveByDoctor(an.id, b._id, { status: 'completed' });
      expect(done).toMatchObject({ status: 'completed', canCancel: false });
      expect((await customerNotices()).map((n) => n.title)).toContain('🎉 Hoàn thành lịch khám');
      expect((await mails()).map((m) => m.kind)).toEqual(['created', 'confirmed']);
      // Completed is final.
      await refused(
        service.moveByDoctor(an.id, b._id, { status: 'cancelled', cancelReason: 'Bác sĩ có việc đột xuất' }),
        'BOOKING_STATUS_INVALID',
      );
    });

    it('cancels with the reason, recorded as the doctor; the customer is notified and mailed "cancelled"', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      const moved = await service.moveByDoctor(an.id, b._id, {
        status: 'cancelled',
        cancelReason: 'Bác sĩ có việc đột xuất',
      });
      expect(moved).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Bác sĩ có việc đột xuất',
        cancelledBy: 'Doctor',
      });
      const [notice] = await customerNotices();
      expect(notice?.content).toBe(
        `Lịch khám ${b.code} với ${DEMO.doctor.name} ngày 05/03/2030 lúc 09:00 đã bị hủy. Lý do: Bác sĩ có việc đột xuất`,
      );
      expect((await mails()).map((m) => m.kind)).toEqual(['created', 'cancelled']);
    });

    it("answers BOOKING_NOT_FOUND for another doctor's booking, and changes nothing", async () => {
      const b = await bookAt(TUESDAY, '09:00');
      await refused(service.moveByDoctor(binhId, b._id, { status: 'confirmed' }), 'BOOKING_NOT_FOUND');
      expect((await service.dto(b._id)).status).toBe('pending');
    });

    it('lets only one of two concurrent confirmations through', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      const results = await Promise.allSettled([
        service.moveByDoctor(an.id, b._id, { status: 'confirmed' }),
        service.moveByClinic({ clinicId: an.clinicId, actor: clinicAdmin }, b._id, { status: 'confirmed' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected');
      expect(failed?.status === 'rejected' && (failed.reason as AppError).code).toBe(
        'BOOKING_STATUS_INVALID',
      );
      const history = (await service.dto(b._id)).statusHistory.map((e) => e.status);
      expect(history).toEqual(['pending', 'confirmed']);
    });
  });

  describe('moveByClinic', () => {
    it('moves a booking of its own clinic, recorded as "Clinic"; another clinic gets BOOKING_NOT_FOUND', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      await refused(
        service.moveByClinic({ clinicId: OTHER_CLINIC, actor: clinicAdmin }, b._id, { status: 'confirmed' }),
        'BOOKING_NOT_FOUND',
      );
      const moved = await service.moveByClinic({ clinicId: an.clinicId, actor: clinicAdmin }, b._id, {
        status: 'cancelled',
        cancelReason: 'Cơ sở y tế gặp sự cố không thể phục vụ',
      });
      expect(moved).toMatchObject({ status: 'cancelled', cancelledBy: 'Clinic' });
      expect(moved.statusHistory.at(-1)).toMatchObject({
        updatedByModel: 'Clinic',
        updatedBy: { _id: clinicAdmin.id, name: clinicAdmin.name },
      });
      expect((await mails()).map((m) => m.kind)).toEqual(['created', 'cancelled']);
    });

    it('lets a site ADMIN (no clinic scope) move any booking', async () => {
      const b = await bookAt(TUESDAY, '09:00');
      const moved = await service.moveByClinic(
        { clinicId: null, actor: { id: clinicAdmin.id, name: DEMO.admin.name } },
        b._id,
        { status: 'confirmed' },
      );
      expect(moved.statusHistory.at(-1)).toMatchObject({ updatedByModel: 'Clinic', status: 'confirmed' });
    });
  });

  describe('listForDoctor and listForClinic', () => {
    it("lists the doctor's own bookings, latest first, with filters and statistics", async () => {
      const first = await bookAt(TUESDAY, '09:00', an.id, 'Nguyễn Văn Hùng');
      const second = await bookAt(WEDNESDAY, '10:00', an.id, 'Lê Thu Trang');
      const third = await bookAt(WEDNESDAY, '14:00', an.id, 'Phạm Minh Đức');
      await bookAt(TUESDAY, '09:00', binhId, 'Khách Của Bác Sĩ Khác');
      await service.moveByDoctor(an.id, second._id, { status: 'confirmed' });
      const page = { page: 1, pageSize: 10 };

      const all = await service.listForDoctor(an.id, page);
      expect(all.items.map((b) => b._id)).toEqual([third._id, second._id, first._id]);
      expect(all.statistics).toEqual({
        total: 3,
        pending: 2,
        confirmed: 1,
        completed: 0,
        cancelled: 0,
        no_show: 0,
      });
      expect(all.pagination.totalItems).toBe(3);

      const pending = await service.listForDoctor(an.id, { ...page, status: 'pending' });
      expect(pending.items.map((b) => b._id)).toEqual([third._id, first._id]);
      expect(pending.statistics.total).toBe(3);

      const byName = await service.listForDoctor(an.id, { ...page, search: 'trang' });
      expect(byName.items.map((b) => b._id)).toEqual([second._id]);
      const byCode = await service.listForDoctor(an.id, { ...page, search: first.code.toLowerCase() });
      expect(byCode.items.map((b) => b._id)).toEqual([first._id]);
      const one = await service.listForDoctor(an.id, { ...page, bookingId: third._id });
      expect(one.items.map((b) => b._id)).toEqual([third._id]);
      const tuesday = await service.listForDoctor(an.id, { ...page, fromDate: TUESDAY, toDate: TUESDAY });
      expect(tuesday.items.map((b) => b._id)).toEqual([first._id]);

      await refused(service.detailForDoctor(binhId, first._id), 'BOOKING_NOT_FOUND');
      expect((await service.detailForDoctor(an.id, first._id)).code).toBe(first.code);
    });

    it("lists a clinic's bookings (its own only) and, for a site ADMIN, every clinic's", async () => {
      const a = await bookAt(TUESDAY, '09:00');
      const b = await bookAt(TUESDAY, '10:00', binhId, 'Đỗ Hải Yến');
      const page = { page: 1, pageSize: 10 };
      const own = await service.listForClinic(an.clinicId, page);
      expect(own.items.map((x) => x._id)).toEqual([b._id, a._id]);
      const searched = await service.listForClinic(an.clinicId, { ...page, search: 'Binh' });
      expect(searched.items.map((x) => x._id)).toEqual([b._id]);
      // A CLINIC account's own clinic wins over the query's clinicId.
      const scoped = await service.listForClinic(OTHER_CLINIC, { ...page, clinicId: an.clinicId });
      expect(scoped.items).toEqual([]);
      expect(scoped.statistics.total).toBe(0);
      const admin = await service.listForClinic(null, page);
      expect(admin.items).toHaveLength(2);
      const adminOther = await service.listForClinic(null, { ...page, clinicId: OTHER_CLINIC });
      expect(adminOther.items).toEqual([]);
    });
  });
});
