import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, DAY_CLOSED_MESSAGES, type Booking } from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginAdmin,
  loginDoctor,
  loginUser,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { bookingReviews, bookings, clinics, doctors, notifications, users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { drainJobs } from '../jobs/test-helpers';
import type { BookingMailKind, BookingMailer } from './mail-port';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh. The demo clinic opens Monday–Friday 07:30–17:30 (break 11:30–13:30),
// Saturday 08:00–12:00, and closes on Sunday; the demo doctors have no weekly schedule, so they work those hours.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const TODAY = '2030-03-04';
const TUESDAY = '2030-03-05';
const WEDNESDAY = '2030-03-06';
const THURSDAY = '2030-03-07';
const SUNDAY = '2030-03-10';
const HOUR = 3_600_000;

const patient = {
  name: 'Vũ Ngọc Lan',
  phone: '0912345678',
  email: 'khachhang@lumi.vn',
  gender: 'female',
  dateOfBirth: '1995-06-15',
  address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  note: 'Da nổi mụn vùng trán',
};

/** Records what the booking service asks the booking mails to send. */
function recordingMailer(): BookingMailer & { sent: { kind: BookingMailKind; booking: Booking }[] } {
  const sent: { kind: BookingMailKind; booking: Booking }[] = [];
  return {
    sent,
    async send(kind, booking) {
      sent.push({ kind, booking });
    },
  };
}

describe('bookings: slots and the customer booking calls (api-contract §3.9, §3.10, §4.1)', () => {
  let t: TestApp;
  const mail = recordingMailer();
  let user: Principal;
  let other: Principal;
  let doctor: Principal;
  let anId: string;
  let binhId: string;
  let clinicId: string;

  /** Customers written directly, each with its own token (no password sign-in: fast enough for hundreds). */
  async function newCustomers(count: number, label: string): Promise<Principal[]> {
    const tokens = createTokenService(t.config.secrets, t.clock);
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Khách ${label} ${i + 1}`,
          email: `${label}.${i + 1}@example.com`,
          // An account needs a credential: these sign in with Google.
          googleId: `google-${label}-${i + 1}`,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    return Promise.all(
      rows.map(async (r) => ({ kind: 'user' as const, token: await tokens.sign('user', r.id, 0) })),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ bookingMail: mail });
    t.clock.set(NOW);
    user = await loginUser(t.app);
    other = (await newCustomers(1, 'khac'))[0]!;
    doctor = await loginDoctor(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const [binh] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
    anId = an!.id;
    binhId = binh!.id;
    clinicId = an!.clinicId;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // The previous test's follow-ups first: a notification written after the clean-up would be counted here.
    await drainJobs(t.app);
    t.clock.set(NOW);
    mail.sent.length = 0;
    // The demo seed reviewed some of its bookings; the reviews go first (the key restricts).
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
    await t.database.db
      .update(doctors)
      .set({ isActive: true, holidays: [], duration: 30, fees: 300_000 })
      .where(eq(doctors.id, anId));
    await t.database.db.update(clinics).set({ isActive: true, holidays: [] }).where(eq(clinics.id, clinicId));
  });

  const schedule = (doctorId: string, date?: string) =>
    injectAs(t.app, null, {
      method: 'GET',
      url: `/doctors/schedule-booking/${doctorId}${date ? `?date=${date}` : ''}`,
    });
  const book = (who: Principal | null, date: string, startTime: string, over: Record<string, unknown> = {}) =>
    injectAs(t.app, who, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date, startTime, customer: patient, ...over },
    });
  const booked = async (who: Principal, date: string, startTime: string): Promise<Booking> => {
    const res = await book(who, date, startTime);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Booking }>().data;
  };
  const cancel = (who: Principal, id: string, cancelReason = 'Thay đổi lịch trình cá nhân') =>
    injectAs(t.app, who, {
      method: 'PUT',
      url: `/bookings/status/${id}`,
      payload: { status: 'cancelled', cancelReason, model: 'Doctor' },
    });
  const edit = (who: Principal, id: string, customer: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'PUT', url: `/bookings/customer-info/${id}`, payload: { customer } });
  const detail = (who: Principal, id: string) =>
    injectAs(t.app, who, { method: 'GET', url: `/bookings/detail-customer/${id}` });
  const confirmByDoctor = (id: string) =>
    injectAs(t.app, doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${id}`,
      payload: { status: 'confirmed' },
    });
  const slotsOf = async (date: string) =>
    (await schedule(anId, date)).json<{
      data: { timeSlots: { startTime: string; isAvailable: boolean }[] };
    }>().data.timeSlots;

  describe('GET /doctors/schedule-booking/{doctorId}', () => {
    it('lists an open day: the clinic hours cut into 30-minute slots around the break', async () => {
      const res = await schedule(anId, TUESDAY);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        date: TUESDAY,
        dayOfWeek: 2,
        isOpen: true,
        workingHours: { start: '07:30', end: '17:30', breakTime: { start: '11:30', end: '13:30' } },
      });
      expect(data.message).toBeUndefined();
      expect(data.timeSlots).toHaveLength(16);
      expect(data.timeSlots[0]).toEqual({
        startTime: '07:30',
        endTime: '08:00',
        isAvailable: true,
        duration: 30,
      });
      expect(data.timeSlots.map((s: { startTime: string }) => s.startTime)).not.toContain('11:30');
      expect(data.timeSlots.every((s: { isAvailable: boolean }) => s.isAvailable)).toBe(true);
    });

    it('defaults to today and cuts the slots under 2 hours from now', async () => {
      t.clock.set(new Date('2030-03-04T08:10:00+07:00'));
      const res = await schedule(anId);
      expect(res.json().data.date).toBe(TODAY);
      const slots = res.json<{ data: { timeSlots: { startTime: string; isAvailable: boolean }[] } }>().data
        .timeSlots;
      const state = Object.fromEntries(slots.map((s) => [s.startTime, s.isAvailable]));
      expect(state['07:30']).toBe(false);
      expect(state['10:00']).toBe(false);
      expect(state['10:30']).toBe(true);
    });

    it.each([
      ['a weekday the clinic is closed', SUNDAY, DAY_CLOSED_MESSAGES.clinic_closed],
      ['a day beyond 60 days', '2030-05-04', DAY_CLOSED_MESSAGES.too_far],
    ])('answers %s closed, with the reason', async (_, date, message) => {
      const data = (await schedule(anId, date)).json().data;
      expect(data).toMatchObject({ date, isOpen: false, workingHours: null, timeSlots: [], message });
    });

    it('answers a clinic holiday and a doctor holiday closed, with their reasons', async () => {
      await t.database.db
        .update(clinics)
        .set({ holidays: [WEDNESDAY] })
        .where(eq(clinics.id, clinicId));
      await t.database.db
        .update(doctors)
        .set({ holidays: [THURSDAY] })
        .where(eq(doctors.id, anId));
      expect((await schedule(anId, WEDNESDAY)).json().data).toMatchObject({
        isOpen: false,
        timeSlots: [],
        message: 'Ngày nghỉ của phòng khám, xin lỗi quý khách hàng !',
      });
      expect((await schedule(anId, THURSDAY)).json().data).toMatchObject({
        isOpen: false,
        timeSlots: [],
        message: 'Ngày nghỉ của bác sĩ, xin lỗi quý khách hàng !',
      });
      expect((await schedule(binhId, THURSDAY)).json().data.isOpen).toBe(true);
    });

    it('marks a booked slot unavailable, for that doctor only; a cancelled booking frees it', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      expect((await slotsOf(TUESDAY)).find((s) => s.startTime === '09:00')?.isAvailable).toBe(false);
      const binhSlots = (await schedule(binhId, TUESDAY)).json().data.timeSlots;
      expect(binhSlots.find((s: { startTime: string }) => s.startTime === '09:00').isAvailable).toBe(true);
      await cancel(user, b._id);
      expect((await slotsOf(TUESDAY)).find((s) => s.startTime === '09:00')?.isAvailable).toBe(true);
    });

    it('answers DOCTOR_NOT_FOUND for an unknown or inactive doctor, or a doctor of an inactive clinic', async () => {
      expectFailure(await schedule('00000000-0000-4000-8000-000000000000', TUESDAY), 'DOCTOR_NOT_FOUND');
      await t.database.db.update(doctors).set({ isActive: false }).where(eq(doctors.id, anId));
      expectFailure(await schedule(anId, TUESDAY), 'DOCTOR_NOT_FOUND');
      await t.database.db.update(doctors).set({ isActive: true }).where(eq(doctors.id, anId));
      await t.database.db.update(clinics).set({ isActive: false }).where(eq(clinics.id, clinicId));
      expectFailure(await schedule(anId, TUESDAY), 'DOCTOR_NOT_FOUND');
    });

    it('refuses a malformed id or date with a 400', async () => {
      expect((await schedule('khong-phai-id', TUESDAY)).statusCode).toBe(400);
      expect((await schedule(anId, '05/03/2030')).statusCode).toBe(400);
    });
  });

  describe('POST /bookings', () => {
    it('books a slot: 201, pending, price = the fee, end from the duration, first history event', async () => {
      const res = await book(user, TUESDAY, '09:00', {
        price: 1,
        endTime: '12:00',
        clinic: '00000000-0000-4000-8000-000000000000',
        isAvailable: true,
        duration: 60,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe('Đặt lịch khám thành công');
      const data = BookingSchema.parse(body.data);
      expect(data).toMatchObject({
        user: { name: DEMO.customer.name, email: DEMO.customer.email },
        doctor: { _id: anId, name: DEMO.doctor.name, specialty: 'Điều trị mụn' },
        clinic: { _id: clinicId, name: 'Phòng khám Da liễu Lumi Hà Nội' },
        date: TUESDAY,
        startTime: '09:00',
        endTime: '09:30',
        duration: 30,
        startAt: '2030-03-05T02:00:00.000Z',
        endAt: '2030-03-05T02:30:00.000Z',
        price: 300_000,
        customer: patient,
        status: 'pending',
        cancelReason: null,
        cancelledBy: null,
        isReview: false,
        isClinicReview: false,
        canCancel: true,
        canEdit: true,
      });
      expect(data.code).toMatch(/^BK[A-Z0-9]{10}$/);
      expect(data.statusHistory).toEqual([
        {
          prevStatus: null,
          status: 'pending',
          updatedBy: { _id: expect.any(String), name: DEMO.customer.name },
          updatedByModel: 'User',
          note: null,
          date: NOW.toISOString(),
        },
      ]);
      expect(res.body).not.toMatch(/passwordHash|password_hash/);
    });

    it('takes the doctor fee at booking time, and a top-level note fills an empty patient note', async () => {
      await t.database.db.update(doctors).set({ fees: 450_000 }).where(eq(doctors.id, anId));
      const res = await book(user, TUESDAY, '10:00', {
        customer: { ...patient, note: '' },
        note: 'Mang theo kết quả xét nghiệm',
      });
      expect(res.json().data).toMatchObject({
        price: 450_000,
        customer: { note: 'Mang theo kết quả xét nghiệm' },
      });
    });

    it('notifies the doctor and asks for the "created" mail', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      await drainJobs(t.app);
      const list = await injectAs(t.app, doctor, { method: 'GET', url: '/notifications/by-doctor' });
      expect(list.json().data).toEqual([
        expect.objectContaining({
          model: 'Doctor',
          type: 'BOOKING',
          title: '🏥 Lịch khám mới',
          content: `Bệnh nhân ${patient.name} đã đặt lịch khám ngày 05/03/2030 lúc 09:00 (mã ${b.code})`,
          isRead: false,
          metadata: { link: `/doctor-owner?tab=bookings&id=${b._id}`, bookingId: b._id },
        }),
      ]);
      expect(mail.sent.map((m) => [m.kind, m.booking._id])).toEqual([['created', b._id]]);
    });

    it.each([
      ['a time that is not a slot of the day', TUESDAY, '09:15', 'BOOKING_SLOT_UNAVAILABLE'],
      ['the clinic break', TUESDAY, '12:00', 'BOOKING_SLOT_UNAVAILABLE'],
      ['a day the clinic is closed', SUNDAY, '09:00', 'BOOKING_SLOT_UNAVAILABLE'],
      ['a slot under 2 hours from now', TODAY, '09:30', 'BOOKING_TOO_SOON'],
      ['a slot in the past', TODAY, '07:30', 'BOOKING_TOO_SOON'],
      ['a day beyond 60 days', '2030-05-07', '09:00', 'BOOKING_TOO_FAR'],
    ] as const)('refuses %s: %s %s → %s', async (_, date, time, code) => {
      expectFailure(await book(user, date, time), code);
      expect(await t.database.db.select().from(bookings)).toHaveLength(0);
    });

    it('refuses a doctor holiday and a clinic holiday as BOOKING_SLOT_UNAVAILABLE', async () => {
      await t.database.db
        .update(doctors)
        .set({ holidays: [TUESDAY] })
        .where(eq(doctors.id, anId));
      expectFailure(await book(user, TUESDAY, '09:00'), 'BOOKING_SLOT_UNAVAILABLE');
      await t.database.db
        .update(clinics)
        .set({ holidays: [WEDNESDAY] })
        .where(eq(clinics.id, clinicId));
      expectFailure(await book(user, WEDNESDAY, '09:00'), 'BOOKING_SLOT_UNAVAILABLE');
    });

    it('refuses a taken slot: BOOKING_SLOT_TAKEN 409', async () => {
      await booked(user, TUESDAY, '09:00');
      expectFailure(await book(other, TUESDAY, '09:00'), 'BOOKING_SLOT_TAKEN');
    });

    it('refuses an inactive clinic (CLINIC_INACTIVE 422) and an unknown or inactive doctor (DOCTOR_NOT_FOUND 404)', async () => {
      await t.database.db.update(clinics).set({ isActive: false }).where(eq(clinics.id, clinicId));
      expectFailure(await book(user, TUESDAY, '09:00'), 'CLINIC_INACTIVE');
      await t.database.db.update(clinics).set({ isActive: true }).where(eq(clinics.id, clinicId));
      expectFailure(
        await book(user, TUESDAY, '09:00', { doctor: '00000000-0000-4000-8000-000000000000' }),
        'DOCTOR_NOT_FOUND',
      );
      await t.database.db.update(doctors).set({ isActive: false }).where(eq(doctors.id, anId));
      expectFailure(await book(user, TUESDAY, '09:00'), 'DOCTOR_NOT_FOUND');
    });

    it('refuses a date of birth that is not in the past, and missing patient details, with a 400', async () => {
      expectValidation(
        await book(user, TUESDAY, '09:00', { customer: { ...patient, dateOfBirth: TODAY } }),
        'customer.dateOfBirth',
        'Ngày sinh không hợp lệ',
      );
      expectValidation(
        await book(user, TUESDAY, '09:00', { customer: { ...patient, phone: '12345' } }),
        'customer.phone',
        'Số điện thoại không hợp lệ',
      );
      expect(await t.database.db.select().from(bookings)).toHaveLength(0);
    });

    it('needs a signed-in customer: 401 without a token, and a doctor token is not one', async () => {
      expectFailure(await book(null, TUESDAY, '09:00'), 'AUTH_REQUIRED');
      expectFailure(await book(doctor, TUESDAY, '09:00'), 'AUTH_REQUIRED');
    });

    it('keeps one of 200 concurrent bookings of one slot by 200 customers: one 201, 199 × 409, no 5xx', async () => {
      const customers = await newCustomers(200, 'tranh');
      const answers = await Promise.all(customers.map((c) => book(c, WEDNESDAY, '14:00')));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(refused).toHaveLength(199);
      expect(refused.every((a) => a.json().code === 'BOOKING_SLOT_TAKEN')).toBe(true);
      expect(statuses.some((s) => s >= 500)).toBe(false);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.doctorId, anId))).toHaveLength(1);
    });

    it('refuses a slot of a new duration that overlaps a booking made with the old one', async () => {
      // 30-minute slots: 14:00–14:30 booked. At 45 minutes the afternoon starts 13:30, 14:15 …
      await booked(user, TUESDAY, '14:00');
      await t.database.db.update(doctors).set({ duration: 45 }).where(eq(doctors.id, anId));
      const slots = await slotsOf(TUESDAY);
      expect(slots.find((s) => s.startTime === '13:30')?.isAvailable).toBe(false);
      expect(slots.find((s) => s.startTime === '14:15')?.isAvailable).toBe(false);
      expect(slots.find((s) => s.startTime === '15:00')?.isAvailable).toBe(true);
      expectFailure(await book(other, TUESDAY, '13:30'), 'BOOKING_SLOT_TAKEN');
      expectFailure(await book(other, TUESDAY, '14:15'), 'BOOKING_SLOT_TAKEN');
      const res = await book(other, TUESDAY, '15:00');
      expect(res.json().data).toMatchObject({ startTime: '15:00', endTime: '15:45', duration: 45 });
    });

    it('answers a repeated Idempotency-Key with the first booking', async () => {
      const headers = { 'idempotency-key': 'dat-lich-0001' };
      const payload = { doctor: anId, date: TUESDAY, startTime: '09:00', customer: patient };
      const first = await injectAs(t.app, user, { method: 'POST', url: '/bookings', payload, headers });
      const again = await injectAs(t.app, user, { method: 'POST', url: '/bookings', payload, headers });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data._id).toBe(first.json().data._id);
      expect(await t.database.db.select().from(bookings)).toHaveLength(1);
    });
  });

  describe("someone else's booking", () => {
    it('is BOOKING_NOT_FOUND (never 403) on detail, edit and cancel, and nothing changes', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      expectFailure(await detail(other, b._id), 'BOOKING_NOT_FOUND');
      expectFailure(await edit(other, b._id, { name: 'Kẻ Lạ' }), 'BOOKING_NOT_FOUND');
      expectFailure(await cancel(other, b._id), 'BOOKING_NOT_FOUND');
      expectFailure(await detail(user, '00000000-0000-4000-8000-000000000000'), 'BOOKING_NOT_FOUND');
      const mine = (await detail(user, b._id)).json().data;
      expect(mine).toMatchObject({ status: 'pending', customer: { name: patient.name } });
    });
  });

  describe('PUT /bookings/status/{id}: the customer cancels', () => {
    it('cancels a pending booking at any time, with the reason; the doctor is notified and the mail asked', async () => {
      const b = await booked(user, TODAY, '10:30');
      t.clock.advance(HOUR);
      const res = await cancel(user, b._id, 'Không thể đến đúng giờ hẹn');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Hủy lịch khám thành công');
      const data = res.json().data;
      expect(data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Không thể đến đúng giờ hẹn',
        cancelledBy: 'User',
        canCancel: false,
        canEdit: false,
      });
      expect(data.statusHistory.at(-1)).toMatchObject({
        prevStatus: 'pending',
        status: 'cancelled',
        updatedByModel: 'User',
        updatedBy: { name: DEMO.customer.name },
        note: 'Không thể đến đúng giờ hẹn',
      });
      await drainJobs(t.app);
      const notes = (await injectAs(t.app, doctor, { method: 'GET', url: '/notifications/by-doctor' })).json()
        .data;
      expect(notes[0]).toMatchObject({
        title: '❌ Lịch khám đã bị hủy',
        content: `Bệnh nhân ${patient.name} đã hủy lịch khám ngày 04/03/2030 lúc 10:30 (mã ${b.code}). Lý do: Không thể đến đúng giờ hẹn`,
        metadata: { link: `/doctor-owner?tab=bookings&id=${b._id}`, bookingId: b._id },
      });
      expect(mail.sent.map((m) => m.kind)).toEqual(['created', 'cancelled']);
      expect(mail.sent[1]!.booking.status).toBe('cancelled');
      // Cancelled is final for the customer.
      expectFailure(await cancel(user, b._id), 'BOOKING_NOT_CANCELLABLE');
    });

    it('cancels a confirmed booking only 24 hours or more before it starts', async () => {
      const b = await booked(user, WEDNESDAY, '09:00');
      expect((await confirmByDoctor(b._id)).statusCode).toBe(200);
      t.clock.set(new Date('2030-03-05T09:00:00+07:00')); // exactly 24 h before
      expect((await detail(user, b._id)).json().data.canCancel).toBe(true);
      t.clock.advance(60_000);
      expect((await detail(user, b._id)).json().data.canCancel).toBe(false);
      expectFailure(await cancel(user, b._id), 'BOOKING_NOT_CANCELLABLE');
      t.clock.set(new Date('2030-03-05T09:00:00+07:00'));
      expect((await cancel(user, b._id)).json().data).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'User',
      });
    });

    it('requires a reason and the status cancelled', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      expectValidation(
        await injectAs(t.app, user, {
          method: 'PUT',
          url: `/bookings/status/${b._id}`,
          payload: { status: 'cancelled' },
        }),
        'cancelReason',
        'Vui lòng cung cấp lý do hủy',
      );
      const res = await injectAs(t.app, user, {
        method: 'PUT',
        url: `/bookings/status/${b._id}`,
        payload: { status: 'confirmed', cancelReason: 'x' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('PUT /bookings/customer-info/{id}', () => {
    it('changes the given patient details while pending, and keeps the others', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      const res = await edit(user, b._id, { phone: '0987654321', address: '5 Hàng Bài, Hà Nội', note: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Cập nhật thông tin lịch khám thành công');
      expect(res.json().data).toMatchObject({
        startTime: '09:00',
        customer: { ...patient, phone: '0987654321', address: '5 Hàng Bài, Hà Nội', note: null },
      });
    });

    it('refuses once the booking is confirmed: BOOKING_NOT_EDITABLE 422', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      await confirmByDoctor(b._id);
      expectFailure(await edit(user, b._id, { name: 'Tên Khác' }), 'BOOKING_NOT_EDITABLE');
      expect((await detail(user, b._id)).json().data).toMatchObject({
        canEdit: false,
        customer: { name: patient.name },
      });
    });

    it('refuses invalid details with a 400 and a future date of birth', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      expectValidation(
        await edit(user, b._id, { phone: '123' }),
        'customer.phone',
        'Số điện thoại không hợp lệ',
      );
      expectValidation(
        await edit(user, b._id, { dateOfBirth: '2031-01-01' }),
        'customer.dateOfBirth',
        'Ngày sinh không hợp lệ',
      );
    });
  });

  describe('GET /bookings/customer and /bookings/detail-customer/{id}', () => {
    it('lists the latest appointment first, filters by status and counts every status', async () => {
      const early = await booked(user, TUESDAY, '09:00');
      const late = await booked(user, THURSDAY, '09:00');
      const middle = await booked(user, WEDNESDAY, '09:00');
      await confirmByDoctor(middle._id);
      await cancel(user, early._id);
      await booked(other, TUESDAY, '10:00');

      const all = await injectAs(t.app, user, { method: 'GET', url: '/bookings/customer' });
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.data.map((b: Booking) => b._id)).toEqual([late._id, middle._id, early._id]);
      expect(body.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 3 });
      expect(body.statistics).toEqual({
        total: 3,
        pending: 1,
        confirmed: 1,
        completed: 0,
        cancelled: 1,
        no_show: 0,
      });

      const cancelled = await injectAs(t.app, user, {
        method: 'GET',
        url: '/bookings/customer?status=cancelled',
      });
      expect(cancelled.json().data.map((b: Booking) => b._id)).toEqual([early._id]);
      expect(cancelled.json().statistics.total).toBe(3);

      const paged = await injectAs(t.app, user, {
        method: 'GET',
        url: '/bookings/customer?status=all&pageSize=2&page=2',
      });
      expect(paged.json().data.map((b: Booking) => b._id)).toEqual([early._id]);
      expect(paged.json().pagination).toEqual({ page: 2, pageSize: 2, totalPage: 2, totalItems: 3 });

      const one = (await detail(user, middle._id)).json().data;
      expect(
        one.statusHistory.map((e: { status: string; updatedByModel: string }) => [
          e.status,
          e.updatedByModel,
        ]),
      ).toEqual([
        ['pending', 'User'],
        ['confirmed', 'Doctor'],
      ]);
      expect(one.statusHistory[1].updatedBy).toEqual({ _id: anId, name: DEMO.doctor.name });
    });

    it('needs the customer token', async () => {
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: '/bookings/customer' }),
        'AUTH_REQUIRED',
      );
    });
  });

  describe('the doctor and the clinic routes (api-contract §3.8, §3.10, §4.1)', () => {
    it('lets the doctor list, read and move their own bookings; a customer token is not a doctor', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      const list = await injectAs(t.app, doctor, {
        method: 'GET',
        url: `/bookings/by-doctor?bookingId=${b._id}`,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({
        data: [{ _id: b._id }],
        statistics: { total: 1, pending: 1 },
        pagination: { totalItems: 1 },
      });
      const one = await injectAs(t.app, doctor, { method: 'GET', url: `/bookings/detail-doctor/${b._id}` });
      expect(one.json().data.code).toBe(b.code);
      const moved = await injectAs(t.app, doctor, {
        method: 'PUT',
        url: `/bookings/by-doctor/status/${b._id}`,
        payload: { status: 'cancelled' },
      });
      expectValidation(moved, 'cancelReason', 'Vui lòng cung cấp lý do hủy');
      const ok = await confirmByDoctor(b._id);
      expect(ok.json()).toMatchObject({
        message: 'Cập nhật trạng thái lịch khám thành công',
        data: { status: 'confirmed' },
      });
      expectFailure(await confirmByDoctor(b._id), 'BOOKING_STATUS_INVALID');
      expectFailure(
        await injectAs(t.app, user, { method: 'GET', url: '/bookings/by-doctor' }),
        'AUTH_REQUIRED',
      );
      const binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
      expectFailure(
        await injectAs(t.app, binh, { method: 'GET', url: `/bookings/detail-doctor/${b._id}` }),
        'BOOKING_NOT_FOUND',
      );
    });

    it('lets the CLINIC account and a site ADMIN list and move the clinic bookings; SUPPORT is refused', async () => {
      const b = await booked(user, TUESDAY, '09:00');
      const clinic = await loginAdmin(t.app, DEMO.clinicAdmin.username, DEMO.clinicAdmin.password);
      const admin = await loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password);
      const support = await loginAdmin(t.app, DEMO.support.username, DEMO.support.password);
      const list = await injectAs(t.app, clinic, { method: 'GET', url: '/admin/clinics/bookings/' });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.map((x: Booking) => x._id)).toEqual([b._id]);
      const moved = await injectAs(t.app, clinic, {
        method: 'PUT',
        url: `/admin/clinics/bookings/status/${b._id}`,
        payload: { status: 'confirmed' },
      });
      expect(moved.json().data.statusHistory.at(-1)).toMatchObject({
        status: 'confirmed',
        updatedByModel: 'Clinic',
        updatedBy: { name: DEMO.clinicAdmin.name },
      });
      const all = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/admin/clinics/bookings?clinicId=${clinicId}`,
      });
      expect(all.json().statistics).toMatchObject({ total: 1, confirmed: 1 });
      expectFailure(
        await injectAs(t.app, support, { method: 'GET', url: '/admin/clinics/bookings' }),
        'FORBIDDEN',
      );
    });
  });
});
