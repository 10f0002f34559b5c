import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BookingSchema,
  CLINIC_ADMIN_VALIDATION,
  VALIDATION,
  bookingCalendar,
  type Booking,
} from '@lumi/shared';
import {
  DEMO,
  DEMO_PATIENT,
  anotherCustomer,
  buildTestApp,
  demoPrincipals,
  injectAs,
  loginDoctor,
  loginUser,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { bookingReviews, bookings, clinics, doctors, notifications } from '../../db/schema';
import { drainJobs } from '../jobs/test-helpers';
import type { BookingMailKind, BookingMailer } from './mail-port';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh; the demo clinic opens Monday–Friday 07:30–17:30 (break 11:30–13:30).
const NOW = new Date('2030-03-04T08:00:00+07:00');
const TUESDAY = '2030-03-05';
const WEDNESDAY = '2030-03-06';
const HOUR = 3_600_000;

/** Issue 30 item 2: the customer moves a booking to another free slot of the same doctor. */
describe('PUT /bookings/reschedule/{id}', () => {
  let t: TestApp;
  const sent: { kind: BookingMailKind; booking: Booking }[] = [];
  const mail: BookingMailer = {
    async send(kind, booking) {
      sent.push({ kind, booking });
    },
  };
  let user: Principal;
  let doctor: Principal;
  let anId: string;
  let clinicId: string;

  beforeAll(async () => {
    t = await buildTestApp({ bookingMail: mail });
    t.clock.set(NOW);
    user = await loginUser(t.app);
    doctor = await loginDoctor(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
    clinicId = an!.clinicId;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await drainJobs(t.app);
    t.clock.set(NOW);
    sent.length = 0;
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
    await t.database.db
      .update(doctors)
      .set({ isActive: true, holidays: [], duration: 30, fees: 300_000 })
      .where(eq(doctors.id, anId));
    await t.database.db
      .update(clinics)
      .set({ isActive: true, holidays: [], rescheduleNoticeHours: 24 })
      .where(eq(clinics.id, clinicId));
  });

  const book = async (who: Principal, date: string, startTime: string): Promise<Booking> => {
    const res = await injectAs(t.app, who, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date, startTime, customer: DEMO_PATIENT },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Booking }>().data;
  };
  const reschedule = (who: Principal | null, id: string, date: string, startTime: string) =>
    injectAs(t.app, who, { method: 'PUT', url: `/bookings/reschedule/${id}`, payload: { date, startTime } });
  const moved = async (id: string, date: string, startTime: string): Promise<Booking> => {
    const res = await reschedule(user, id, date, startTime);
    expect(res.statusCode, res.body).toBe(200);
    return BookingSchema.parse(res.json<{ data: Booking }>().data);
  };
  const calendarOf = (b: Booking) =>
    bookingCalendar(b, { method: 'REQUEST', organizerEmail: 'lich@lumi.vn' });
  const another = (label: string) => anotherCustomer(t, label);

  it('moves the booking: same code, new time, the old slot free again, the doctor told, the calendar event updated', async () => {
    const booking = await book(user, TUESDAY, '09:00');
    expect(booking).toMatchObject({
      rescheduleCount: 0,
      canReschedule: true,
      clinic: { rescheduleNoticeHours: 24 },
    });
    await drainJobs(t.app);
    sent.length = 0;

    const after = await moved(booking._id, WEDNESDAY, '14:00');
    expect(after).toMatchObject({
      _id: booking._id,
      code: booking.code,
      status: 'pending',
      date: WEDNESDAY,
      startTime: '14:00',
      endTime: '14:30',
      rescheduleCount: 1,
      canReschedule: true,
    });
    expect(after.statusHistory.at(-1)).toMatchObject({
      prevStatus: 'pending',
      status: 'pending',
      updatedByModel: 'User',
      note: 'Đổi lịch từ 09:00 ngày 05/03/2030 sang 14:00 ngày 06/03/2030',
    });

    // The slots: Tuesday 09:00 offered again, Wednesday 14:00 taken.
    const slot = async (date: string, startTime: string) =>
      (await injectAs(t.app, null, { method: 'GET', url: `/doctors/schedule-booking/${anId}?date=${date}` }))
        .json<{ data: { timeSlots: { startTime: string; isAvailable: boolean }[] } }>()
        .data.timeSlots.find((s) => s.startTime === startTime)?.isAvailable;
    expect(await slot(TUESDAY, '09:00')).toBe(true);
    expect(await slot(WEDNESDAY, '14:00')).toBe(false);

    // The same event in the customer's calendar (same UID), one SEQUENCE further, at the new time.
    const before = calendarOf(booking);
    const now = calendarOf(after);
    const field = (ics: string, name: string) => ics.split('\r\n').find((l) => l.startsWith(name));
    expect(field(now, 'UID:')).toBe(field(before, 'UID:'));
    expect(field(now, 'SEQUENCE:')).toBe('SEQUENCE:1');
    expect(field(before, 'SEQUENCE:')).toBe('SEQUENCE:0');
    expect(field(now, 'DTSTART;TZID')).toBe('DTSTART;TZID=Asia/Ho_Chi_Minh:20300306T140000');

    // The doctor's bell, the customer's mail, and the doctor's list, all at the new time.
    await drainJobs(t.app);
    const bells = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, booking._id));
    expect(bells).toHaveLength(2);
    expect(bells.map((n) => [n.title, n.content])).toContainEqual([
      '📅 Lịch khám đã được đổi giờ',
      `Bệnh nhân Vũ Ngọc Lan đã đổi lịch khám ${booking.code} từ ngày 05/03/2030 lúc 09:00 sang ngày 06/03/2030 lúc 14:00`,
    ]);
    expect(sent.map((s) => [s.kind, s.booking.startTime])).toEqual([['rescheduled', '14:00']]);
    const mine = await injectAs(t.app, doctor, {
      method: 'GET',
      url: `/bookings/detail-doctor/${booking._id}`,
    });
    expect(mine.json<{ data: Booking }>().data).toMatchObject({ date: WEDNESDAY, startTime: '14:00' });
  });

  it('keeps a confirmed booking confirmed, and forgets the reminder of the old time', async () => {
    const booking = await book(user, TUESDAY, '09:00');
    const confirm = await injectAs(t.app, doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${booking._id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await t.database.db.update(bookings).set({ remindedAt: NOW }).where(eq(bookings.id, booking._id));
    const after = await moved(booking._id, WEDNESDAY, '10:00');
    expect(after.status).toBe('confirmed');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.remindedAt).toBeNull();
  });

  it("refuses within the clinic's notice, after two moves, a cancelled booking, the same slot and a taken one", async () => {
    const booking = await book(user, TUESDAY, '09:00');
    await moved(booking._id, TUESDAY, '10:00');
    await moved(booking._id, TUESDAY, '11:00');
    expectFailure(await reschedule(user, booking._id, WEDNESDAY, '09:00'), 'BOOKING_RESCHEDULE_LIMIT');

    const second = await book(user, WEDNESDAY, '09:00');
    expectFailure(await reschedule(user, second._id, WEDNESDAY, '09:00'), 'BOOKING_RESCHEDULE_SAME_SLOT');
    expectFailure(await reschedule(user, second._id, TUESDAY, '11:00'), 'BOOKING_SLOT_TAKEN');
    expectFailure(await reschedule(user, second._id, '2030-03-10', '09:00'), 'BOOKING_SLOT_UNAVAILABLE');

    // The clinic asks 48 h: a visit on Wednesday 09:00 may no longer move from Monday 10:00 on.
    await t.database.db.update(clinics).set({ rescheduleNoticeHours: 48 }).where(eq(clinics.id, clinicId));
    t.clock.set(new Date(NOW.getTime() + 2 * HOUR));
    expectFailure(await reschedule(user, second._id, WEDNESDAY, '15:00'), 'BOOKING_RESCHEDULE_TOO_LATE');
    t.clock.set(new Date(NOW.getTime() + HOUR));
    await moved(second._id, WEDNESDAY, '15:00');

    const cancel = await injectAs(t.app, user, {
      method: 'PUT',
      url: `/bookings/status/${second._id}`,
      payload: { status: 'cancelled', cancelReason: 'Bận việc đột xuất' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expectFailure(await reschedule(user, second._id, WEDNESDAY, '16:00'), 'BOOKING_NOT_RESCHEDULABLE');
    // Nothing changed by the refusals.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ rescheduleCount: 2, startAt: new Date('2030-03-05T11:00:00+07:00') });
  });

  it('follows the notice the clinic sets in its own settings; a notice out of range is refused', async () => {
    const { clinic } = await demoPrincipals(t.app);
    const set = (hours: unknown) =>
      injectAs(t.app, clinic, {
        method: 'PUT',
        url: '/admin/clinics/owner',
        payload: { rescheduleNoticeHours: hours },
      });
    const saved = await set(48);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { _id: clinicId, rescheduleNoticeHours: 48 } });
    for (const bad of [169, -1, 1.5, '24'])
      expectValidation(
        await set(bad),
        'rescheduleNoticeHours',
        CLINIC_ADMIN_VALIDATION.rescheduleNoticeRange,
      );

    // Wednesday 09:00 seen from Monday 10:00: 47 h ahead, under the clinic's 48.
    const booking = await book(user, WEDNESDAY, '09:00');
    expect(booking.clinic.rescheduleNoticeHours).toBe(48);
    t.clock.set(new Date(NOW.getTime() + 2 * HOUR));
    expect(
      (
        await injectAs(t.app, user, { method: 'GET', url: `/bookings/detail-customer/${booking._id}` })
      ).json(),
    ).toMatchObject({ data: { canReschedule: false } });
    expectFailure(await reschedule(user, booking._id, WEDNESDAY, '15:00'), 'BOOKING_RESCHEDULE_TOO_LATE');
    const [row] = await t.database.db.select().from(clinics).where(eq(clinics.id, clinicId));
    expect(row!.rescheduleNoticeHours).toBe(48);
  });

  it('answers another customer, the doctor and nobody as the contract says, and checks the body', async () => {
    const booking = await book(user, TUESDAY, '09:00');
    expectFailure(
      await reschedule(await another('la'), booking._id, WEDNESDAY, '09:00'),
      'BOOKING_NOT_FOUND',
    );
    const asDoctor = await reschedule(doctor, booking._id, WEDNESDAY, '09:00');
    expect(asDoctor.statusCode).toBe(401);
    const anonymous = await reschedule(null, booking._id, WEDNESDAY, '09:00');
    expect(anonymous.statusCode).toBe(401);
    expectValidation(
      await reschedule(user, booking._id, '2030-02-30', '09:00'),
      'date',
      VALIDATION.dateInvalid,
    );
    expectValidation(await reschedule(user, booking._id, WEDNESDAY, '9h'), 'startTime', VALIDATION.invalid);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.rescheduleCount).toBe(0);
  });

  it('races end in one consistent state: two moves into one slot, a move against a cancel and a confirmation', async () => {
    const a = await book(user, TUESDAY, '09:00');
    const bOwner = await another('dua');
    const b = await book(bOwner, TUESDAY, '09:30');
    const other = await another('dua-2');
    const both = await Promise.all([
      reschedule(user, a._id, WEDNESDAY, '09:00'),
      reschedule(bOwner, b._id, WEDNESDAY, '09:00'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startAt, new Date('2030-03-06T09:00:00+07:00')));
    expect(live).toHaveLength(1);

    // A move against the customer's own cancel: either the cancel of the moved booking, or the move refused.
    const c = await book(other, TUESDAY, '14:00');
    const [move, cancel] = await Promise.all([
      reschedule(other, c._id, WEDNESDAY, '16:00'),
      injectAs(t.app, other, {
        method: 'PUT',
        url: `/bookings/status/${c._id}`,
        payload: { status: 'cancelled', cancelReason: 'Đổi ý' },
      }),
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [cRow] = await t.database.db.select().from(bookings).where(eq(bookings.id, c._id));
    expect(cRow!.status).toBe('cancelled');
    if (move.statusCode === 200) expect(cRow!.startAt).toEqual(new Date('2030-03-06T16:00:00+07:00'));
    else {
      expect(move.json()).toMatchObject({ code: 'BOOKING_NOT_RESCHEDULABLE' });
      expect(cRow!.startAt).toEqual(new Date('2030-03-05T14:00:00+07:00'));
    }

    // A move against the doctor's confirmation: both apply, in either order; the status is confirmed at the new time.
    const d = await book(other, TUESDAY, '15:00');
    const [moveD, confirm] = await Promise.all([
      reschedule(other, d._id, WEDNESDAY, '16:30'),
      injectAs(t.app, doctor, {
        method: 'PUT',
        url: `/bookings/by-doctor/status/${d._id}`,
        payload: { status: 'confirmed' },
      }),
    ]);
    expect([moveD.statusCode, confirm.statusCode]).toEqual([200, 200]);
    const [dRow] = await t.database.db.select().from(bookings).where(eq(bookings.id, d._id));
    expect(dRow).toMatchObject({
      status: 'confirmed',
      rescheduleCount: 1,
      startAt: new Date('2030-03-06T16:30:00+07:00'),
    });
  });
});
