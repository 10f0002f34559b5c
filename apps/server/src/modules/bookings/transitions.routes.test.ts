import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingStatus } from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  loginDoctor,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { bookingEvents, bookingReviews, bookings, doctors, notifications, users } from '../../db/schema';
import { directoryFixtures } from '../clinics/test-fixtures';
import { jobsRepository } from '../jobs/repository';
import { drainJobs } from '../jobs/test-helpers';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const HOUR = 3_600_000;

/** The state a booking starts a case in: its status, and whether its appointment has begun. */
type Given =
  'pending' | 'confirmed, not started' | 'confirmed, started' | 'completed' | 'cancelled' | 'no_show';
type Target = 'confirmed' | 'completed' | 'cancelled' | 'no_show';

/** Decision 23 for the doctor and the clinic: `true` allowed, `false` BOOKING_STATUS_INVALID 422. */
const RULES: [Given, Target, boolean][] = [
  ['pending', 'confirmed', true],
  ['pending', 'completed', false],
  ['pending', 'cancelled', true],
  ['confirmed, not started', 'confirmed', false],
  ['confirmed, not started', 'completed', false],
  ['confirmed, not started', 'cancelled', true],
  ['confirmed, started', 'confirmed', false],
  ['confirmed, started', 'completed', true],
  ['confirmed, started', 'cancelled', true],
  ['completed', 'confirmed', false],
  ['completed', 'completed', false],
  ['completed', 'cancelled', false],
  ['cancelled', 'confirmed', false],
  ['cancelled', 'completed', false],
  ['cancelled', 'cancelled', false],
  // 'Không đến' (issue 30): a confirmed visit that started, and nothing moves out of it.
  ['pending', 'no_show', false],
  ['confirmed, not started', 'no_show', false],
  ['confirmed, started', 'no_show', true],
  ['completed', 'no_show', false],
  ['cancelled', 'no_show', false],
  ['no_show', 'no_show', false],
  ['no_show', 'confirmed', false],
  ['no_show', 'completed', false],
  ['no_show', 'cancelled', false],
];

type Actor = 'doctor' | 'clinic' | 'admin';
const ACTORS: Actor[] = ['doctor', 'clinic', 'admin'];
const CASES = ACTORS.flatMap((actor) => RULES.map(([given, to, ok]) => [actor, given, to, ok] as const));

describe('booking status transitions by the doctor and the clinic (decision 23, api-contract §4.1)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;
  let binh: Principal;
  let anId: string;
  let clinicH: string;
  let clinicB: string;
  let doctorB: string;
  let customerId: string;
  let seq = 0;

  /** A booking of `doctorId` in the given state, each at its own hour so that live ones never overlap. */
  async function given(state: Given, doctorId = anId, clinicId = clinicH): Promise<string> {
    seq += 1;
    const started = state === 'confirmed, started' || state === 'completed' || state === 'no_show';
    const startAt = new Date(NOW.getTime() + (started ? -seq : 48 + seq) * HOUR);
    const status: BookingStatus = state.startsWith('confirmed') ? 'confirmed' : (state as BookingStatus);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        code: `BKTR${String(seq).padStart(8, '0')}`,
        userId: customerId,
        doctorId,
        clinicId,
        startAt,
        endAt: new Date(startAt.getTime() + 30 * 60_000),
        status,
        price: 300_000,
        patientName: 'Vũ Ngọc Lan',
        patientPhone: '0912345678',
        patientEmail: 'khachhang@lumi.vn',
        patientGender: 'female',
        patientDateOfBirth: '1995-06-15',
        patientAddress: 'Hà Nội',
        ...(status === 'cancelled' ? { cancelReason: 'Bận việc', cancelledBy: 'User' as const } : {}),
      })
      .returning({ id: bookings.id });
    return row!.id;
  }

  const principal = (actor: Actor) =>
    actor === 'doctor' ? who.doctor : actor === 'clinic' ? who.clinic : who.admin;
  const url = (actor: Actor, id: string) =>
    actor === 'doctor' ? `/bookings/by-doctor/status/${id}` : `/admin/clinics/bookings/status/${id}`;
  const move = (actor: Actor, id: string, to: string, as: Principal = principal(actor)) =>
    injectAs(t.app, as, {
      method: 'PUT',
      url: url(actor, id),
      payload: { status: to, ...(to === 'cancelled' ? { cancelReason: 'Bác sĩ có lịch đột xuất' } : {}) },
    });
  const statusOf = async (id: string) =>
    (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
      ?.status;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    who = await demoPrincipals(t.app);
    binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
    const db = t.database.db;
    await db.delete(bookingReviews);
    await db.delete(bookings);
    const [an] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
    clinicH = an!.clinicId;
    const [lan] = await db.select().from(users).where(eq(users.email, DEMO.customer.email));
    customerId = lan!.id;
    const fx = directoryFixtures(t, 'chuyentt');
    clinicB = (await fx.clinic({ name: 'Phòng khám Chuyển Trạng Thái' })).id;
    doctorB = (await fx.doctor(clinicB, { name: 'BS. Chuyển Trạng Thái' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(CASES)('%s: %s → %s allowed: %s', async (actor, state, to, ok) => {
    const id = await given(state);
    const before = await statusOf(id);
    const res = await move(actor, id, to);
    if (!ok) {
      expectFailure(res, 'BOOKING_STATUS_INVALID', 'Không thể chuyển lịch khám sang trạng thái này');
      expect(await statusOf(id)).toBe(before);
      const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
      expect(events).toEqual([]);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Booking }>().data;
    expect(data.status).toBe(to);
    expect(await statusOf(id)).toBe(to);
    expect(data.statusHistory.at(-1)).toMatchObject({
      prevStatus: before,
      status: to,
      updatedByModel: actor === 'doctor' ? 'Doctor' : 'Clinic',
      updatedBy: {
        name:
          actor === 'doctor'
            ? DEMO.doctor.name
            : actor === 'clinic'
              ? DEMO.clinicAdmin.name
              : DEMO.admin.name,
      },
      note: to === 'cancelled' ? 'Bác sĩ có lịch đột xuất' : null,
    });
    if (to === 'cancelled') {
      expect(data).toMatchObject({
        cancelReason: 'Bác sĩ có lịch đột xuất',
        cancelledBy: actor === 'doctor' ? 'Doctor' : 'Clinic',
      });
    }
  });

  it('a confirmed booking can be completed from its start minute on, not a minute before', async () => {
    const id = await given('confirmed, not started');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    t.clock.set(new Date(row!.startAt.getTime() - 60_000));
    try {
      expectFailure(await move('doctor', id, 'completed'), 'BOOKING_STATUS_INVALID');
      t.clock.set(row!.startAt);
      const res = await move('clinic', id, 'completed');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("tells the customer of a missed visit by the bell, without a mail, and counts it in the doctor's statistics", async () => {
    const id = await given('confirmed, started');
    const res = await move('doctor', id, 'no_show');
    expect(res.statusCode, res.body).toBe(200);
    const mails = await jobsRepository(t.database.db).ofKind('booking.mail');
    expect(mails.filter((job) => JSON.stringify(job.payload).includes(id))).toEqual([]);
    await drainJobs(t.app);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.bookingId, id));
    expect(notice).toMatchObject({ model: 'User', title: '⏰ Bạn đã không đến lịch khám' });
    expect(notice!.content).toContain('được ghi nhận là không đến');
    const stats = await injectAs(t.app, who.doctor, {
      method: 'GET',
      url: '/doctors/statistical?year=2030&month=3',
    });
    const totals = stats.json().data.totalStats;
    expect(totals.no_show).toBeGreaterThanOrEqual(1);
    expect(totals.noShowRate).toBe(
      Math.round((totals.no_show * 1000) / (totals.completed + totals.no_show)) / 10,
    );
  });

  it('refuses pending as a target, and a cancellation without a reason, with a 400', async () => {
    const id = await given('confirmed, not started');
    for (const actor of ACTORS) {
      expectValidation(
        await injectAs(t.app, principal(actor), {
          method: 'PUT',
          url: url(actor, id),
          payload: { status: 'pending' },
        }),
        'status',
        'Trạng thái lịch khám không hợp lệ',
      );
      expectValidation(
        await injectAs(t.app, principal(actor), {
          method: 'PUT',
          url: url(actor, id),
          payload: { status: 'cancelled', cancelReason: '' },
        }),
        'cancelReason',
        'Vui lòng cung cấp lý do hủy',
      );
    }
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('answers BOOKING_NOT_FOUND for another doctor’s or another clinic’s booking, and nothing moves', async () => {
    const ofAn = await given('pending');
    expectFailure(await move('doctor', ofAn, 'confirmed', binh), 'BOOKING_NOT_FOUND');
    expect(await statusOf(ofAn)).toBe('pending');

    const ofClinicB = await given('pending', doctorB, clinicB);
    expectFailure(await move('clinic', ofClinicB, 'confirmed'), 'BOOKING_NOT_FOUND');
    expectFailure(await move('clinic', ofClinicB, 'cancelled'), 'BOOKING_NOT_FOUND');
    expectFailure(await move('doctor', ofClinicB, 'confirmed'), 'BOOKING_NOT_FOUND');
    expect(await statusOf(ofClinicB)).toBe('pending');
    // A site ADMIN moves any clinic's booking, recorded as the clinic.
    const byAdmin = await move('admin', ofClinicB, 'confirmed');
    expect(byAdmin.json().data.statusHistory.at(-1)).toMatchObject({
      updatedByModel: 'Clinic',
      updatedBy: { name: DEMO.admin.name },
    });
    expectFailure(
      await move('clinic', '00000000-0000-4000-8000-000000000000', 'confirmed'),
      'BOOKING_NOT_FOUND',
    );
  });

  it('refuses SUPPORT (403), a customer or a doctor on the clinic route and an admin on the doctor route (401)', async () => {
    const id = await given('pending');
    expectFailure(await move('clinic', id, 'confirmed', who.support), 'FORBIDDEN');
    expectFailure(await move('clinic', id, 'confirmed', who.doctor), 'AUTH_REQUIRED');
    expectFailure(await move('doctor', id, 'confirmed', who.user), 'AUTH_REQUIRED');
    expectFailure(await move('doctor', id, 'confirmed', who.admin), 'AUTH_REQUIRED');
    expect(await statusOf(id)).toBe('pending');
  });
});
