import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundMessageSchema, type Booking, type OutboundMessage } from '@lumi/shared';
import {
  DEMO,
  DEMO_PATIENT,
  buildTestApp,
  demoPrincipals,
  injectAs,
  loginDoctor,
  loginUser,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure } from '../../../test/assertions';
import { bookingReviews, bookings, doctors, jobs, outboundMessages } from '../../db/schema';
import { drainJobs } from '../jobs/test-helpers';
import { znsSignature } from '../../providers/messaging/zalo-zns';
import { messagesRepository } from './repository';

// Monday 2030-03-04 in Asia/Ho_Chi_Minh; the visits are on Tuesday, reminded on Monday evening.
const MORNING = new Date('2030-03-04T09:00:00+07:00');
const EVENING = new Date('2030-03-04T19:00:00+07:00');
const TUESDAY = '2030-03-05';

/** Issue 30 item 3: the day-before reminder by SMS (eSMS) and Zalo ZNS, through their sandboxes (ADR 0059). */
describe('reminders by SMS and Zalo', () => {
  let t: TestApp;
  let anId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    anId = an!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await drainJobs(t.app);
    await t.database.db.delete(outboundMessages);
    await t.database.db.delete(bookingReviews);
    await t.database.db.delete(bookings);
  });

  const sandbox = () => t.app.messagingSandbox!;
  /** A confirmed Tuesday booking of `phone`, reminded on Monday evening (its jobs not yet run). */
  const remind = async (startTime: string, phone: string): Promise<Booking> => {
    t.clock.set(MORNING);
    const user = await loginUser(t.app);
    const doctor = await loginDoctor(t.app);
    const made = await injectAs(t.app, user, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: anId, date: TUESDAY, startTime, customer: { ...DEMO_PATIENT, phone } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<{ data: Booking }>().data;
    await injectAs(t.app, doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${booking._id}`,
      payload: { status: 'confirmed' },
    });
    await drainJobs(t.app);
    t.clock.set(EVENING);
    expect(await t.app.runBookingReminders()).toContain(booking._id);
    return booking;
  };
  const messagesOf = async (id: string): Promise<OutboundMessage[]> => {
    const { clinic } = await demoPrincipals(t.app);
    const res = await injectAs(t.app, clinic, {
      method: 'GET',
      url: `/admin/clinics/bookings/messages/${id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: OutboundMessage[] }>().data.map((m) => OutboundMessageSchema.parse(m));
  };

  it('sends the reminder by SMS and Zalo in the gateways’ shapes; their reports mark both delivered', async () => {
    const booking = await remind('09:00', '0912345678');
    await drainJobs(t.app);
    await sandbox().settled();
    const inbox = sandbox().messages('0912345678');
    const sms = inbox.find((m) => m.channel === 'sms');
    const zalo = inbox.find((m) => m.channel === 'zalo');
    expect(sms).toMatchObject({ channel: 'sms', phone: '84912345678', delivery: 'delivered' });
    expect(sms!.text).toContain(
      `Lumi Clinic: Bạn có lịch khám ${booking.code} lúc 09:00 ngày mai (05/03/2030)`,
    );
    expect(sms!.text).toMatch(/Xác nhận hoặc hủy lịch: http:\/\/localhost:3000\/booking-action\/[\w-]{65}$/);
    expect(zalo).toMatchObject({
      channel: 'zalo',
      phone: '84912345678',
      params: {
        customer_name: DEMO_PATIENT.name,
        booking_code: booking.code,
        schedule_time: '09:00 05/03/2030',
        action_url: expect.stringMatching(/\/booking-action\//) as unknown,
      },
    });
    const shown = await messagesOf(booking._id);
    expect(shown.map((m) => [m.channel, m.status, m.attempts])).toEqual(
      expect.arrayContaining([
        ['sms', 'delivered', 1],
        ['zalo', 'delivered', 1],
      ]),
    );
    expect(shown.every((m) => m.sentAt && m.settledAt && m.purpose === 'booking-reminder')).toBe(true);
  });

  it('reminds once more two hours before, with a link of its own, by every channel', async () => {
    const booking = await remind('09:00', '0912345601');
    await drainJobs(t.app);
    // Tuesday 06:59: more than two hours away, nothing; 07:00: the second reminder, once.
    t.clock.set(new Date('2030-03-05T06:59:00+07:00'));
    expect(await t.app.runBookingReminders()).toEqual([]);
    t.clock.set(new Date('2030-03-05T07:00:00+07:00'));
    expect(await t.app.runBookingReminders()).toEqual([booking._id]);
    expect(await t.app.runBookingReminders()).toEqual([]);
    await drainJobs(t.app);
    await sandbox().settled();
    const shown = await messagesOf(booking._id);
    expect(shown.map((m) => [m.purpose, m.channel, m.status]).sort()).toEqual([
      ['booking-reminder', 'sms', 'delivered'],
      ['booking-reminder', 'zalo', 'delivered'],
      ['booking-reminder-soon', 'sms', 'delivered'],
      ['booking-reminder-soon', 'zalo', 'delivered'],
    ]);
    const texts = sandbox()
      .messages('0912345601')
      .filter((m) => m.channel === 'sms')
      .map((m) => m.text!);
    expect(texts[0]).toContain('lúc 09:00 hôm nay (05/03/2030)');
    const links = texts.map((text) => /booking-action\/(\S+)$/.exec(text)![1]);
    expect(new Set(links).size).toBe(2);
  });

  it('counts a try whose delivery report came before its answer was written (CI saw it race)', async () => {
    const repo = messagesRepository(t.database.db);
    const at = new Date('2030-03-04T19:00:00+07:00');
    const row = await repo.open({
      purpose: 'booking-reminder',
      subjectId: '00000000-0000-4000-8000-000000000031',
      channel: 'sms',
      phone: '84912345678',
      at,
    });
    // The first try met a down gateway; the second is delivered and its report overtakes its answer.
    await repo.record(row.id, { status: 'sending', error: 'HTTP 503' }, new Date(at.getTime() + 500));
    const later = new Date(at.getTime() + 1000);
    expect(
      await repo.settle({
        channel: 'sms',
        id: row.id,
        providerId: 'p-1',
        delivered: true,
        error: null,
        at: later,
      }),
    ).toBe(1);
    await repo.record(row.id, { status: 'sent', providerId: 'p-1' }, new Date(at.getTime() + 2000));
    const [after] = await repo.ofSubject(row.subjectId);
    expect(after).toMatchObject({ status: 'delivered', attempts: 2, providerId: 'p-1', lastError: null });
    expect(after!.sentAt?.toISOString()).toBe(new Date(at.getTime() + 2000).toISOString());
    expect(after!.settledAt?.toISOString()).toBe(later.toISOString());
  });

  it('tries again through the job queue when the gateway is down, and sends the SMS once', async () => {
    const booking = await remind('09:30', '0987654321');
    sandbox().failNext('sms', 2);
    await drainJobs(t.app);
    let [sms] = (await messagesOf(booking._id)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sending', attempts: 1, error: 'HTTP 503' });
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'booking.sms'));
    expect(pending).toHaveLength(1);
    // The queue's back-off: each retry once due.
    for (let i = 0; i < 2; i++) {
      t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000));
      await drainJobs(t.app);
    }
    await sandbox().settled();
    [sms] = (await messagesOf(booking._id)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'delivered', attempts: 3, error: null });
    expect(
      sandbox()
        .messages('0987654321')
        .filter((m) => m.channel === 'sms'),
    ).toHaveLength(1);
  });

  it('records a refusal for good without retrying, and a failed delivery report', async () => {
    // No Zalo account on …000; an SMS to …999 is reported undelivered.
    const noZalo = await remind('10:00', '0912000000');
    const unreachable = await remind('10:30', '0912999999');
    await drainJobs(t.app);
    await sandbox().settled();
    expect((await messagesOf(noZalo._id)).find((m) => m.channel === 'zalo')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'ZNS -118: Zalo account not existed',
    });
    expect((await messagesOf(unreachable._id)).find((m) => m.channel === 'sms')).toMatchObject({
      status: 'failed',
      error: 'eSMS SendStatus 3',
    });
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'booking.zalo'))).toEqual([]);
  });

  it('refuses reports without the gateway’s secret or signature, and keeps the clinic’s list to its bookings', async () => {
    const booking = await remind('11:00', '0912345670');
    const esms = await t.app.inject({
      method: 'POST',
      url: '/webhooks/esms?token=wrong',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ SMSID: 'x', SendStatus: 5 }),
    });
    expect(esms.statusCode).toBe(401);
    const body = JSON.stringify({
      app_id: 'x',
      event_name: 'user_received_message',
      message: { msg_id: 'y' },
      timestamp: '1',
    });
    const zalo = await t.app.inject({
      method: 'POST',
      url: '/webhooks/zalo',
      headers: {
        'content-type': 'application/json',
        'x-zevent-signature': znsSignature('x', body, '1', 'not-the-secret'),
      },
      payload: body,
    });
    expect(zalo.statusCode).toBe(401);
    // A doctor, a customer and nobody may not read the clinic's list; an unknown booking is not found.
    const user = await loginUser(t.app);
    for (const who of [null, user])
      expect(
        (
          await injectAs(t.app, who, {
            method: 'GET',
            url: `/admin/clinics/bookings/messages/${booking._id}`,
          })
        ).statusCode,
      ).toBe(401);
    const { clinic } = await demoPrincipals(t.app);
    expectFailure(
      await injectAs(t.app, clinic, {
        method: 'GET',
        url: '/admin/clinics/bookings/messages/00000000-0000-4000-8000-000000000000',
      }),
      'BOOKING_NOT_FOUND',
    );
  });
});
