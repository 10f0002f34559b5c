import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema, DEPOSIT_EXPIRED_REASON, bookingDepositAmount, type Booking } from '@lumi/shared';
import {
  DEMO,
  DEMO_PATIENT,
  anotherCustomer,
  buildTestApp,
  injectAs,
  loginDoctor,
  loginUser,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { payOnVnpaySandbox } from '../../../test/vnpay-sandbox';
import { expectFailure } from '../../../test/assertions';
import { bookingReviews, bookings, clinics, doctors, notifications, users } from '../../db/schema';
import { drainJobs } from '../jobs/test-helpers';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh; the demo clinic opens Monday–Friday 07:30–17:30.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const TUESDAY = '2030-03-05';
const DAY = 86_400_000;
const MINUTE = 60_000;
const FEES = 300_000;

/** Issue 30 item 4 (ADR 0061): a customer with two missed visits at a clinic in 90 days pays a deposit there. */
describe('deposits after missed visits', () => {
  let t: TestApp;
  let user: Principal;
  let doctor: Principal;
  let anId: string;
  let clinicId: string;
  let userId: string;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    user = await loginUser(t.app);
    doctor = await loginDoctor(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
    clinicId = an!.clinicId;
    const [lan] = await t.database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    userId = lan!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await drainJobs(t.app);
    t.clock.set(NOW);
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
    await t.database.db
      .update(doctors)
      .set({ isActive: true, holidays: [], duration: 30, fees: FEES })
      .where(eq(doctors.id, anId));
    await t.database.db.update(clinics).set({ isActive: true, holidays: [] }).where(eq(clinics.id, clinicId));
  });

  /** A visit of `who` marked 'Không đến', `daysAgo` days before now. */
  async function missed(daysAgo: number, who = userId): Promise<void> {
    seq += 1;
    const startAt = new Date(NOW.getTime() - daysAgo * DAY - seq * MINUTE * 30);
    await t.database.db.insert(bookings).values({
      code: `BKNS${String(seq).padStart(8, '0')}`,
      userId: who,
      doctorId: anId,
      clinicId,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * MINUTE),
      status: 'no_show',
      price: FEES,
      patientName: DEMO_PATIENT.name,
      patientPhone: DEMO_PATIENT.phone,
      patientEmail: DEMO_PATIENT.email,
      patientGender: DEMO_PATIENT.gender,
      patientDateOfBirth: DEMO_PATIENT.dateOfBirth,
      patientAddress: DEMO_PATIENT.address,
    });
  }
  const book = async (who: Principal, startTime: string, date = TUESDAY): Promise<Booking> => {
    const res = await injectAs(t.app, who, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date, startTime, customer: DEMO_PATIENT },
    });
    expect(res.statusCode, res.body).toBe(201);
    return BookingSchema.parse(res.json<{ data: Booking }>().data);
  };
  const payUrl = (id: string, who: Principal = user) =>
    injectAs(t.app, who, { method: 'POST', url: `/bookings/deposit/${id}/vnpay` });
  /** The sandbox page's form with the button pressed: the signed result VNPay sends (return and IPN). */
  const payOnSandbox = (paymentUrl: string, action: 'pay' | 'cancel') =>
    payOnVnpaySandbox(t.app, paymentUrl, action, '/booking-deposit-return', 'Dat coc lich kham');
  const ipn = (params: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params).toString()}`,
    });
  const depositOf = async (id: string) =>
    (
      await t.database.db
        .select({ status: bookings.depositStatus, status2: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, id))
    )[0];
  /** A booking with its deposit paid through the sandbox and VNPay's IPN. */
  async function paidBooking(startTime: string): Promise<Booking> {
    const booking = await book(user, startTime);
    const started = await payUrl(booking._id);
    expect(started.statusCode, started.body).toBe(200);
    const result = await payOnSandbox(started.json().data.paymentUrl, 'pay');
    expect((await ipn(result)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    return booking;
  }
  const staffMove = (id: string, status: string) =>
    injectAs(t.app, doctor, { method: 'PUT', url: `/bookings/by-doctor/status/${id}`, payload: { status } });

  it('asks it after two missed visits at the clinic within 90 days, never after one, nor for older ones', async () => {
    await missed(120);
    await missed(10);
    // The visit missed 120 days ago no longer counts: one in the window.
    const first = await book(user, '09:00');
    expect(first.deposit).toBeNull();
    await missed(30);
    const second = await book(user, '09:30');
    expect(second.deposit).toEqual({
      amount: bookingDepositAmount(FEES),
      status: 'awaiting',
      expiresAt: new Date(NOW.getTime() + 15 * MINUTE).toISOString(),
      paidAt: null,
    });
    expect(bookingDepositAmount(FEES)).toBe(90_000);
    // Another customer's bookings are theirs: no deposit without missed visits of their own.
    const other = await anotherCustomer(t, 'coc');
    const theirs = await book(other, '10:00');
    expect(theirs.deposit).toBeNull();
    // A booking without a deposit has nothing to pay.
    expectFailure(await payUrl(first._id), 'DEPOSIT_NOT_PAYABLE');
    // Nor is another customer's booking theirs to pay.
    expectFailure(await payUrl(second._id, other), 'BOOKING_NOT_FOUND');
  });

  it("is paid at VNPay: the IPN records it, a replay changes nothing, and the customer's return shows it", async () => {
    await missed(5);
    await missed(6);
    const booking = await book(user, '09:00');
    const started = await payUrl(booking._id);
    expect(started.statusCode, started.body).toBe(200);
    const { paymentUrl, expiresAt } = started.json().data as { paymentUrl: string; expiresAt: string };
    const sent = new URL(paymentUrl).searchParams;
    expect(sent.get('vnp_TxnRef')).toBe(`DC${booking.code.slice(2)}`);
    expect(sent.get('vnp_Amount')).toBe(String(90_000 * 100));
    expect(sent.get('vnp_ReturnUrl')).toMatch(/\/booking-deposit-return$/);
    expect(expiresAt).toBe(booking.deposit!.expiresAt);

    const result = await payOnSandbox(paymentUrl, 'pay');
    // A forged amount is refused and nothing is recorded.
    expect((await ipn({ ...result, vnp_Amount: '100' })).json().RspCode).toBe('97');
    expect((await depositOf(booking._id))?.status).toBe('awaiting');
    expect((await ipn(result)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await ipn(result)).json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const back = await injectAs(t.app, user, {
      method: 'POST',
      url: '/bookings/deposit/vnpay-return',
      payload: result,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.deposit).toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });
    expectFailure(await payUrl(booking._id), 'DEPOSIT_NOT_PAYABLE');
  });

  it('tells the customer who cancels at VNPay that nothing was paid, and the deposit still waits', async () => {
    await missed(5);
    await missed(6);
    const booking = await book(user, '09:00');
    const result = await payOnSandbox((await payUrl(booking._id)).json().data.paymentUrl, 'cancel');
    expect((await ipn(result)).json().RspCode).toBe('00');
    const back = await injectAs(t.app, user, {
      method: 'POST',
      url: '/bookings/deposit/vnpay-return',
      payload: result,
    });
    expectFailure(back, 'PAYMENT_FAILED', 'Bạn đã hủy thanh toán tiền cọc');
    expect((await depositOf(booking._id))?.status).toBe('awaiting');
  });

  it("refunds it through VNPay's refund call when the customer cancels in time, and tells them", async () => {
    await missed(5);
    await missed(6);
    const booking = await paidBooking('09:00');
    const res = await injectAs(t.app, user, {
      method: 'PUT',
      url: `/bookings/status/${booking._id}`,
      payload: { status: 'cancelled', cancelReason: 'Tôi bận việc đột xuất' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit.status).toBe('refunding');
    await drainJobs(t.app);
    expect(await depositOf(booking._id)).toEqual({ status: 'refunded', status2: 'cancelled' });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking._id), eq(notifications.title, '💸 Đã hoàn tiền cọc')));
    expect(told?.content).toContain('90.000');
    // The job again (a retry after the refund went through) does nothing more.
    await t.app.bookingDeposits.refund(booking._id);
    expect((await depositOf(booking._id))?.status).toBe('refunded');
  });

  it('counts it towards the fee when the patient comes, and keeps it when they do not', async () => {
    await missed(5);
    await missed(6);
    const came = await paidBooking('09:00');
    const away = await paidBooking('09:30');
    for (const b of [came, away]) expect((await staffMove(b._id, 'confirmed')).statusCode).toBe(200);
    t.clock.set(new Date('2030-03-05T09:45:00+07:00'));
    doctor = await loginDoctor(t.app);
    expect((await staffMove(came._id, 'completed')).json().data.deposit.status).toBe('applied');
    expect((await staffMove(away._id, 'no_show')).json().data.deposit.status).toBe('kept');
    await drainJobs(t.app);
    expect((await depositOf(came._id))?.status).toBe('applied');
  });

  it('cancels a booking whose deposit is not paid in 15 minutes, freeing its slot; a late payment is refunded', async () => {
    await missed(5);
    await missed(6);
    const booking = await book(user, '09:00');
    const { paymentUrl } = (await payUrl(booking._id)).json().data as { paymentUrl: string };
    t.clock.set(new Date(NOW.getTime() + 14 * MINUTE));
    expect(await t.app.bookingDeposits.expireOverdue()).toBe(0);
    t.clock.set(new Date(NOW.getTime() + 16 * MINUTE));
    expect(await t.app.bookingDeposits.expireOverdue()).toBe(1);
    expect(await t.app.bookingDeposits.expireOverdue()).toBe(0);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'System',
      cancelReason: DEPOSIT_EXPIRED_REASON,
      depositStatus: 'expired',
    });
    // The slot is free for anyone again.
    const other = await anotherCustomer(t, 'cham');
    expect((await book(other, '09:00')).status).toBe('pending');
    // VNPay's answer for a payment made at the last second, arriving after the expiry: the money goes back.
    t.clock.set(NOW);
    const result = await payOnSandbox(paymentUrl, 'pay');
    t.clock.set(new Date(NOW.getTime() + 17 * MINUTE));
    expect((await ipn(result)).json().RspCode).toBe('00');
    await drainJobs(t.app);
    expect((await depositOf(booking._id))?.status).toBe('refunded');
  });

  it('of one booking, a cancel and the IPN at once end in one consistent state', async () => {
    await missed(5);
    await missed(6);
    for (const time of ['09:00', '09:30', '10:00', '10:30']) {
      const booking = await book(user, time);
      const result = await payOnSandbox((await payUrl(booking._id)).json().data.paymentUrl, 'pay');
      const [cancel, answer] = await Promise.all([
        injectAs(t.app, user, {
          method: 'PUT',
          url: `/bookings/status/${booking._id}`,
          payload: { status: 'cancelled', cancelReason: 'Tôi bận việc đột xuất' },
        }),
        ipn(result),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(answer.json().RspCode).toBe('00');
      await drainJobs(t.app);
      // Either the IPN came first (paid, then refunded on cancel) or the cancel did (expired, then refunded on the
      // late payment): the customer's money comes back either way, once.
      expect(await depositOf(booking._id)).toEqual({ status: 'refunded', status2: 'cancelled' });
    }
  });
});
