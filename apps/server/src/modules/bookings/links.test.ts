import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingLinkViewSchema, VALIDATION, type Booking, type BookingLinkView } from '@lumi/shared';
import {
  DEMO,
  DEMO_PATIENT,
  buildTestApp,
  injectAs,
  loginDoctor,
  loginUser,
  anotherCustomer,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  bookingLinks,
  bookingReviews,
  bookings,
  doctors,
  notifications,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';
import { drainJobs } from '../jobs/test-helpers';
import { LINK_CANCEL_REASON } from './links';
import { bookingMail } from './mail';
import type { BookingMailKind, BookingMailer } from './mail-port';

// Monday 2030-03-04 in Asia/Ho_Chi_Minh; the visits are on Tuesday morning, reminded on Monday evening.
const MONDAY_EVENING = new Date('2030-03-04T19:00:00+07:00');
const TUESDAY = '2030-03-05';
const HOUR = 3_600_000;

/** Issue 30 item 3: a reminder's signed single-use link to confirm or cancel without signing in (ADR 0058). */
describe('a reminder’s link', () => {
  let t: TestApp;
  const sent: { kind: BookingMailKind; booking: Booking; actionPath: string | undefined }[] = [];
  const mail: BookingMailer = {
    async send(kind, booking, extra) {
      sent.push({ kind, booking, actionPath: extra?.actionPath });
    },
  };
  let user: Principal;
  let doctor: Principal;
  let anId: string;

  beforeAll(async () => {
    t = await buildTestApp({ bookingMail: mail });
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await drainJobs(t.app);
    t.clock.set(new Date(MONDAY_EVENING.getTime() - 10 * HOUR));
    sent.length = 0;
    await t.database.db.delete(waitlistEntries);
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
  });

  /** A confirmed booking of Tuesday at `startTime`, reminded on Monday evening: the token of its reminder's link. */
  const remindedBooking = async (startTime: string): Promise<{ booking: Booking; token: string }> => {
    // Signed in on Monday morning (the tokens are of the test clock's time).
    t.clock.set(new Date(MONDAY_EVENING.getTime() - 10 * HOUR));
    user = await loginUser(t.app);
    doctor = await loginDoctor(t.app);
    const made = await injectAs(t.app, user, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date: TUESDAY, startTime, customer: DEMO_PATIENT },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<{ data: Booking }>().data;
    const confirm = await injectAs(t.app, doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${booking._id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    t.clock.set(MONDAY_EVENING);
    expect(await t.app.runBookingReminders()).toContain(booking._id);
    await drainJobs(t.app);
    const reminder = sent.find((s) => s.kind === 'reminder' && s.booking._id === booking._id);
    expect(reminder?.actionPath).toMatch(/^\/booking-action\/[\w-]{65}$/);
    return { booking, token: decodeURIComponent(reminder!.actionPath!.slice('/booking-action/'.length)) };
  };
  const view = (token: string) => injectAs(t.app, null, { method: 'GET', url: `/bookings/by-link/${token}` });
  const act = (token: string, body: Record<string, unknown>) =>
    injectAs(t.app, null, { method: 'POST', url: `/bookings/by-link/${token}`, payload: body });
  const viewOf = (res: Awaited<ReturnType<typeof view>>): BookingLinkView =>
    BookingLinkViewSchema.parse(res.json<{ data: BookingLinkView }>().data);

  it('shows the booking to anyone holding the link, and records once that the customer will come', async () => {
    const { booking, token } = await remindedBooking('09:00');
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(viewOf(shown)).toMatchObject({
      code: booking.code,
      status: 'confirmed',
      patientName: DEMO_PATIENT.name,
      date: TUESDAY,
      startTime: '09:00',
      usedAction: null,
      canAct: true,
      expiresAt: new Date('2030-03-05T09:00:00+07:00').toISOString(),
    });
    // The reminder mail carries the link, in its HTML and its text.
    const reminder = sent.find((m) => m.kind === 'reminder')!;
    const written = bookingMail({
      kind: 'reminder',
      booking: reminder.booking,
      publicUrl: 'https://lumi.example.vn',
      organizerEmail: 'lich@lumi.vn',
      now: MONDAY_EVENING,
      actionPath: reminder.actionPath,
    });
    const url = `https://lumi.example.vn${reminder.actionPath}`;
    expect(written.text).toContain(`Xác nhận hoặc hủy lịch (không cần đăng nhập): ${url}`);
    expect(written.html).toContain(`href="${url}"`);
    // Only the id's hash is kept.
    const [row] = await t.database.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.bookingId, booking._id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain(row!.tokenHash);

    const confirmed = await act(token, { action: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Cảm ơn bạn đã xác nhận, hẹn gặp bạn tại phòng khám' });
    expect(viewOf(confirmed)).toMatchObject({ usedAction: 'confirm', canAct: false, status: 'confirmed' });
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(after!.customerConfirmedAt).toEqual(MONDAY_EVENING);
    // The doctor (and the clinic) see it on the booking.
    doctor = await loginDoctor(t.app);
    const seen = await injectAs(t.app, doctor, {
      method: 'GET',
      url: `/bookings/detail-doctor/${booking._id}`,
    });
    expect(seen.json()).toMatchObject({ data: { customerConfirmedAt: MONDAY_EVENING.toISOString() } });
    expectFailure(await act(token, { action: 'cancel' }), 'BOOKING_LINK_USED');
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id)))[0]!.status).toBe(
      'confirmed',
    );
  });

  it('cancels under a day before the visit, tells the doctor, and offers the slot to the waitlist', async () => {
    const { booking, token } = await remindedBooking('09:00');
    await remindedBooking('09:30');
    // Someone waits for Tuesday 09:00–10:00, which is full.
    const waiter = await anotherCustomer(t, `cho-link-${Date.now()}`);
    const joined = await injectAs(t.app, waiter, {
      method: 'POST',
      url: '/waitlist',
      payload: { doctor: anId, date: TUESDAY, from: '09:00', to: '10:00' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    // The signed-in cancel refuses within 24 h; the link does not.
    user = await loginUser(t.app);
    expectFailure(
      await injectAs(t.app, user, {
        method: 'PUT',
        url: `/bookings/status/${booking._id}`,
        payload: { status: 'cancelled', cancelReason: 'Bận' },
      }),
      'BOOKING_NOT_CANCELLABLE',
    );
    const cancelled = await act(token, { action: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(viewOf(cancelled)).toMatchObject({ status: 'cancelled', usedAction: 'cancel', canAct: false });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'User', cancelReason: LINK_CANCEL_REASON });
    await drainJobs(t.app);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, booking._id));
    expect(bell.map((n) => n.recipientId)).toContain(anId);
    const offers = await t.database.db.select().from(waitlistOffers);
    expect(offers.map((o) => o.startAt)).toEqual([new Date('2030-03-05T09:00:00+07:00')]);
    expectFailure(await act(token, { action: 'confirm' }), 'BOOKING_LINK_USED');
  });

  it('refuses a forged, mistyped or unknown link, one past the visit, and a bad action; two uses at once make one', async () => {
    const { token } = await remindedBooking('10:00');
    const id = token.slice(0, 22);
    const mac = token.slice(22);
    const other = (c: string) => (c === 'A' ? 'B' : 'A');
    const flipped = `${id}${mac.slice(0, -1)}${other(mac.slice(-1))}`;
    const changedFirst = `${id}${other(mac.charAt(0))}${mac.slice(1)}`;
    for (const bad of [flipped, id, 'abc.def', changedFirst, `${token}x`])
      expectFailure(await view(bad), 'BOOKING_LINK_INVALID');
    expectValidation(await act(token, { action: 'delete' }), 'action', VALIDATION.invalid);

    // A confirm and a cancel at once, in either order, on three links: one wins, the other is told why (never a
    // deadlock between the booking's row and the link's on PostgreSQL).
    const races = [{ token }, await remindedBooking('14:00'), await remindedBooking('15:00')];
    for (const [i, race] of races.entries()) {
      const cancel = () => act(race.token, { action: 'cancel' });
      const confirm = () => act(race.token, { action: 'confirm' });
      const both = await Promise.all(i % 2 ? [confirm(), cancel()] : [cancel(), confirm()]);
      expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const loser = both.find((r) => r.statusCode !== 200)!;
      expect(['BOOKING_LINK_USED', 'BOOKING_NOT_CANCELLABLE'], loser.body).toContain(
        loser.json<{ code: string }>().code,
      );
    }

    const late = await remindedBooking('11:00');
    t.clock.set(new Date('2030-03-05T11:00:00+07:00'));
    expectFailure(await act(late.token, { action: 'confirm' }), 'BOOKING_LINK_EXPIRED');
    expect(viewOf(await view(late.token)).canAct).toBe(false);
  });
});
