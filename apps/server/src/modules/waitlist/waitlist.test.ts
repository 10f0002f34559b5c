import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  VALIDATION,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_OFFER_MINUTES,
  WaitlistEntrySchema,
  type Booking,
  WAITLIST_OFFER_PURPOSE,
  type StaffWaitlistDay,
  type WaitlistEntry,
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
import {
  bookingReviews,
  bookings,
  clinics,
  doctors,
  jobs,
  mailOutbox,
  notifications,
  outboundMessages,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';
import { drainJobs } from '../jobs/test-helpers';
import { WAITLIST_SWEEP_MS } from './module';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh; the demo clinic opens Monday–Friday 07:30–17:30 (break 11:30–13:30).
const NOW = new Date('2030-03-04T08:00:00+07:00');
const TUESDAY = '2030-03-05';
const WEDNESDAY = '2030-03-06';
const SUNDAY = '2030-03-10';
/** Dr An's 30-minute slots starting 09:00 and 09:30: the window the customers wait for. */
const WINDOW = { from: '09:00', to: '10:00' };
const MINUTE = 60_000;

/** Issue 30 item 1: the waitlist of a doctor's full day or window. */
describe('waitlist', () => {
  let t: TestApp;
  let filler: Principal;
  let doctor: Principal;
  let anId: string;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    filler = await loginUser(t.app);
    doctor = await loginDoctor(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await drainJobs(t.app);
    t.clock.set(NOW);
    await t.database.db.delete(waitlistEntries);
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
    await t.database.db.delete(notifications);
    await t.database.db.delete(mailOutbox);
    await t.database.db
      .update(doctors)
      .set({ isActive: true, holidays: [], duration: 30 })
      .where(eq(doctors.id, anId));
    await t.database.db.update(clinics).set({ isActive: true, holidays: [] });
  });

  const customer = () => anotherCustomer(t, `cho-${++seq}`);
  const book = (who: Principal, date: string, startTime: string) =>
    injectAs(t.app, who, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date, startTime, customer: DEMO_PATIENT },
    });
  const booked = async (who: Principal, date: string, startTime: string): Promise<Booking> => {
    const res = await book(who, date, startTime);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Booking }>().data;
  };
  const cancel = async (who: Principal, id: string) => {
    const res = await injectAs(t.app, who, {
      method: 'PUT',
      url: `/bookings/status/${id}`,
      payload: { status: 'cancelled', cancelReason: 'Bận việc đột xuất' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const join = (who: Principal | null, body: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'POST', url: '/waitlist', payload: { doctor: anId, ...body } });
  const joined = async (who: Principal, body: Record<string, unknown>): Promise<WaitlistEntry> => {
    const res = await join(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return WaitlistEntrySchema.parse(res.json<{ data: WaitlistEntry }>().data);
  };
  const mine = async (who: Principal): Promise<WaitlistEntry[]> => {
    const res = await injectAs(t.app, who, { method: 'GET', url: '/waitlist' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: WaitlistEntry[] }>().data.map((e) => WaitlistEntrySchema.parse(e));
  };
  /** Tuesday's 09:00 and 09:30 taken by the demo customer. */
  const fillWindow = async () => [
    await booked(filler, TUESDAY, '09:00'),
    await booked(filler, TUESDAY, '09:30'),
  ];

  it('5 waiting, one cancellation: 5 offers in order of joining; 50 racing bookings make one, 4 still wait', async () => {
    const [first] = await fillWindow();
    const waiting: { who: Principal & { id: string }; entry: WaitlistEntry }[] = [];
    for (let i = 0; i < 5; i++) {
      const who = await customer();
      const entry = await joined(who, { date: TUESDAY, ...WINDOW });
      expect(entry).toMatchObject({
        status: 'waiting',
        date: TUESDAY,
        from: '09:00',
        to: '10:00',
        offers: [],
      });
      waiting.push({ who, entry });
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
    }

    // The cancellation writes the offering job with it, and the worker makes the offers at once (well within 60 s):
    // one per waiting customer, whose bell and mail are queued in order of joining. (The worker is held still to
    // look at the queue between the steps.)
    const cancelledAt = t.clock.now();
    await t.app.jobs.stop();
    try {
      await cancel(filler, first!._id);
      expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'waitlist.offer-day'))).toHaveLength(
        1,
      );
      expect(await t.app.waitlist.offerDay(anId, TUESDAY)).toBe(5);
      const told = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'waitlist.notification'))
        .orderBy(asc(jobs.id));
      expect(told.map((j) => (j.payload as { entryId: string }).entryId)).toEqual(
        waiting.map((w) => w.entry._id),
      );
      await drainJobs(t.app);
    } finally {
      t.app.jobs.start();
    }
    const offers = await t.database.db
      .select()
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId));
    expect(offers).toHaveLength(5);
    for (const { waitlist_offers: offer } of offers) {
      expect(offer).toMatchObject({ status: 'open', startAt: new Date('2030-03-05T09:00:00+07:00') });
      expect(offer.offeredAt.getTime() - cancelledAt.getTime()).toBeLessThan(60_000);
      expect(offer.expiresAt).toEqual(new Date(offer.offeredAt.getTime() + WAITLIST_OFFER_MINUTES * MINUTE));
    }
    // Each waiting customer is told by the bell and by mail, in order of joining, with a link that books the slot.
    const bells = await t.database.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.recipientId,
          waiting.map((w) => w.who.id),
        ),
      );
    expect(bells.map((b) => b.recipientId).sort()).toEqual(waiting.map((w) => w.who.id).sort());
    const [bell] = bells.filter((b) => b.recipientId === waiting[0]!.who.id);
    expect(bell).toMatchObject({
      title: '⏰ Có giờ khám trống cho bạn',
      link: expect.stringMatching(/^\/doctor-detail\/[^?]+\?date=2030-03-05&time=09%3A00$/) as unknown,
    });
    expect(bell!.content).toContain('09:00, Thứ 3, 05/03/2030');
    const mails = (await t.database.db.select().from(mailOutbox)).filter((m) =>
      m.subject.includes('giờ khám trống'),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(
      waiting.map((_w, i) => `cho-${seq - 4 + i}@example.com`).sort(),
    );
    expect(mails[0]!.subject).toContain('Có giờ khám trống 09:00');
    expect((await mine(waiting[0]!.who))[0]!.offers).toMatchObject([{ startTime: '09:00', status: 'open' }]);

    // 50 bookings of the slot at once, ten from each customer offered it: exactly one is made.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_v, i) => book(waiting[i % 5]!.who, TUESDAY, '09:00')),
    );
    const made = answers.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expectFailure(r, 'BOOKING_SLOT_TAKEN');
    const live = await t.database.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.startAt, new Date('2030-03-05T09:00:00+07:00')), eq(bookings.status, 'pending')),
      );
    expect(live).toHaveLength(1);

    // The winner's wait ends with the booking; the other four see 'Đã có người đặt' and keep waiting.
    const winnerId = live[0]!.userId;
    for (const { who } of waiting) {
      const [entry] = await mine(who);
      if (who.id === winnerId) {
        expect(entry).toMatchObject({ status: 'booked', bookingId: live[0]!.id });
        expect(entry!.offers).toMatchObject([{ status: 'booked' }]);
      } else {
        expect(entry).toMatchObject({ status: 'waiting', bookingId: null });
        expect(entry!.offers).toMatchObject([{ status: 'taken' }]);
      }
    }

    // The slot freed again is offered anew to the four still waiting.
    await cancel(waiting.find((w) => w.who.id === winnerId)!.who, live[0]!.id);
    await drainJobs(t.app);
    const open = await t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));
    expect(open).toHaveLength(4);
  });

  it('sends the offer by SMS too to a waiting customer whose account has a phone number, once', async () => {
    const [first] = await fillWindow();
    const withPhone = await customer();
    await t.database.db.update(users).set({ phone: '0987650001' }).where(eq(users.id, withPhone.id));
    await joined(withPhone, { date: TUESDAY, ...WINDOW });
    // An account without a phone number is told by the bell and the mail only.
    await joined(await customer(), { date: TUESDAY, ...WINDOW });
    await cancel(filler, first!._id);
    await drainJobs(t.app);
    await drainJobs(t.app);
    await t.app.messagingSandbox!.settled();
    const texts = t.app.messagingSandbox!.messages('0987650001');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', phone: '84987650001' });
    expect(texts[0]!.text).toContain('có giờ trống 09:00 ngày 05/03/2030');
    // The link opens the doctor's page on that day with the slot chosen.
    expect(texts[0]!.text).toContain('/doctor-detail/bs-pham-thi-an?date=2030-03-05&time=09%3A00');
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.purpose, WAITLIST_OFFER_PURPOSE));
    expect(sent).toHaveLength(1);
  });

  it('offers the slot a move frees, and one a schedule change frees through the periodic pass', async () => {
    const [first, second] = await fillWindow();
    const who = await customer();
    await joined(who, { date: TUESDAY, ...WINDOW });

    const move = await injectAs(t.app, filler, {
      method: 'PUT',
      url: `/bookings/reschedule/${first!._id}`,
      payload: { date: WEDNESDAY, startTime: '09:00' },
    });
    expect(move.statusCode, move.body).toBe(200);
    await drainJobs(t.app);
    expect((await mine(who))[0]!.offers).toMatchObject([{ startTime: '09:00', status: 'open' }]);

    // A slot freed without a booking change (as a doctor's or clinic's schedule would) waits for the pass, which
    // runs every WAITLIST_SWEEP_MS (under 60 s) and offers it then.
    expect(WAITLIST_SWEEP_MS).toBeLessThan(60_000);
    await t.database.db.delete(bookings).where(eq(bookings.id, second!._id));
    expect(await drainJobs(t.app)).toBe(0);
    const pass = await t.app.waitlist.sweep();
    expect(pass.offered).toBe(1);
    expect((await mine(who))[0]!.offers.map((o) => [o.startTime, o.status])).toEqual([
      ['09:00', 'open'],
      ['09:30', 'open'],
    ]);
    // A second pass offers nothing twice.
    expect((await t.app.waitlist.sweep()).offered).toBe(0);
  });

  it('lets offers lapse, ends waits of past days, and a customer booking the day themselves stops waiting', async () => {
    const [first] = await fillWindow();
    const who = await customer();
    const entry = await joined(who, { date: TUESDAY, ...WINDOW });
    await cancel(filler, first!._id);
    await drainJobs(t.app);

    t.clock.set(new Date(NOW.getTime() + WAITLIST_OFFER_MINUTES * MINUTE));
    expect((await t.app.waitlist.sweep()).expiredOffers).toBe(1);
    expect((await mine(who))[0]!.offers).toMatchObject([{ status: 'expired' }]);
    // A lapsed offer is not made again while the slot stays free…
    expect((await t.app.waitlist.sweep()).offered).toBe(0);
    // …and the customer booking it ends the wait.
    await booked(who, TUESDAY, '09:00');
    expect((await mine(who))[0]).toMatchObject({
      _id: entry._id,
      status: 'booked',
      offers: [{ status: 'booked' }],
    });

    // A wait for a day gone by ends 'expired' and leaves the list.
    const other = await customer();
    await booked(filler, WEDNESDAY, '09:00');
    const late = await joined(other, { date: WEDNESDAY, from: '09:00', to: '09:30' });
    t.clock.set(new Date('2030-03-07T08:00:00+07:00'));
    expect((await t.app.waitlist.sweep()).expiredEntries).toBe(1);
    const [row] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, late._id));
    expect(row!.status).toBe('expired');
    expect(await mine(other)).toEqual([]);
  });

  it('refuses a free window, a closed day, a second wait, more than the limit, and bad input; changes nothing', async () => {
    const who = await customer();
    expectFailure(await join(who, { date: TUESDAY, ...WINDOW }), 'WAITLIST_SLOTS_FREE');
    expectFailure(await join(who, { date: SUNDAY }), 'WAITLIST_WINDOW_EMPTY');
    expectFailure(await join(who, { date: '2030-03-01' }), 'WAITLIST_WINDOW_EMPTY');
    expectFailure(await join(who, { date: TUESDAY, from: '12:00', to: '13:00' }), 'WAITLIST_WINDOW_EMPTY');
    await fillWindow();
    await joined(who, { date: TUESDAY, ...WINDOW });
    expectFailure(await join(who, { date: TUESDAY, from: '09:30', to: '10:00' }), 'WAITLIST_ALREADY_JOINED');
    expectValidation(
      await join(who, { date: TUESDAY, from: '10:00', to: '09:00' }),
      'to',
      VALIDATION.waitlistWindowInvalid,
    );
    expectValidation(
      await join(who, { date: TUESDAY, from: '10:00' }),
      'to',
      VALIDATION.waitlistWindowInvalid,
    );
    expectValidation(await join(who, { date: '2030-02-30' }), 'date', VALIDATION.dateInvalid);
    expectFailure(
      await injectAs(t.app, who, {
        method: 'POST',
        url: '/waitlist',
        payload: { doctor: '00000000-0000-4000-8000-000000000000', date: TUESDAY },
      }),
      'DOCTOR_NOT_FOUND',
    );

    // Four more days with a full window, then one too many.
    const days = ['2030-03-06', '2030-03-07', '2030-03-08', '2030-03-11', '2030-03-12'];
    for (const day of days) {
      await booked(filler, day, '09:00');
      await booked(filler, day, '09:30');
    }
    for (const day of days.slice(0, WAITLIST_MAX_ENTRIES - 1)) await joined(who, { date: day, ...WINDOW });
    expectFailure(await join(who, { date: days.at(-1), ...WINDOW }), 'WAITLIST_LIMIT');
    expect(await mine(who)).toHaveLength(WAITLIST_MAX_ENTRIES);
  });

  it("shows the doctor and the clinic who waits for which day, and no one else's", async () => {
    await fillWindow();
    await joined(await customer(), { date: TUESDAY, ...WINDOW });
    await joined(await customer(), { date: TUESDAY, ...WINDOW });
    const staffDays = async (who: Principal, url: string) => {
      const res = await injectAs(t.app, who, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: StaffWaitlistDay[] }>().data;
    };
    const tuesday = { doctor: { _id: anId, name: DEMO.doctor.name }, date: TUESDAY, waiting: 2, windows: 2 };
    expect(await staffDays(doctor, '/waitlist/by-doctor')).toEqual([tuesday]);
    const who = await demoPrincipals(t.app);
    expect(await staffDays(who.clinic, '/admin/clinics/waitlist')).toEqual([tuesday]);
    expect(await staffDays(who.admin, '/admin/clinics/waitlist')).toEqual([tuesday]);
    // Another doctor of the clinic waits for nothing of An's.
    const binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
    expect(await staffDays(binh, '/waitlist/by-doctor')).toEqual([]);
    // A day that passed is no one's wait any more.
    t.clock.set(new Date('2030-03-06T08:00:00+07:00'));
    expect(await staffDays(await loginDoctor(t.app), '/waitlist/by-doctor')).toEqual([]);
  });

  it('lets only the customer see and leave their waits; a wait left is offered nothing', async () => {
    const [first] = await fillWindow();
    const who = await customer();
    const entry = await joined(who, { date: TUESDAY, ...WINDOW });
    const stranger = await customer();
    expect(await mine(stranger)).toEqual([]);
    expectFailure(
      await injectAs(t.app, stranger, { method: 'DELETE', url: `/waitlist/${entry._id}` }),
      'WAITLIST_NOT_FOUND',
    );
    for (const caller of [null, doctor]) {
      expect((await injectAs(t.app, caller, { method: 'GET', url: '/waitlist' })).statusCode).toBe(401);
      expect((await join(caller, { date: TUESDAY, ...WINDOW })).statusCode).toBe(401);
      expect(
        (await injectAs(t.app, caller, { method: 'DELETE', url: `/waitlist/${entry._id}` })).statusCode,
      ).toBe(401);
    }

    const left = await injectAs(t.app, who, { method: 'DELETE', url: `/waitlist/${entry._id}` });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ message: 'Đã rời danh sách chờ', data: { status: 'left' } });
    expectFailure(
      await injectAs(t.app, who, { method: 'DELETE', url: `/waitlist/${entry._id}` }),
      'WAITLIST_NOT_WAITING',
    );
    expect(await mine(who)).toEqual([]);
    await cancel(filler, first!._id);
    await drainJobs(t.app);
    expect(await t.database.db.select().from(waitlistOffers)).toEqual([]);
    // And the day may be waited for again.
    await booked(filler, TUESDAY, '09:00');
    await joined(who, { date: TUESDAY, ...WINDOW });
  });
});
