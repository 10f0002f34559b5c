import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@lumi/shared';
import { buildTestApp, DEMO, injectAs, loginUser, type Principal, type TestApp } from '../../../test/helpers';
import { startSmtpSink } from '../../../test/smtp-sink';
import { doctors } from '../../db/schema';
import { jobsRepository } from '../jobs/repository';
import { drainJobs } from '../jobs/test-helpers';

// Monday 2030-03-04, 08:00 in Asia/Ho_Chi_Minh; the demo doctor works the clinic's hours on Tuesday.
const NOW = new Date('2030-03-04T08:00:00+07:00');
const patient = {
  name: 'Vũ Ngọc Lan',
  phone: '0912345678',
  email: 'khachhang@lumi.vn',
  gender: 'female',
  dateOfBirth: '1995-06-15',
  address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  note: null,
};

describe('a booking while the SMTP server is down (issue 27: what follows a change is a job)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let port: number;
  let user: Principal;
  let doctorId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    port = Number(new URL(sink.url).port);
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    t.clock.set(NOW);
    user = await loginUser(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    doctorId = an!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('is answered at once; once SMTP is back its mail goes out exactly once', async () => {
    // The SMTP server goes away: its port refuses connections.
    await sink.close();
    const res = await injectAs(t.app, user, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: doctorId, date: '2030-03-05', startTime: '09:00', customer: patient },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<{ data: Booking }>().data;

    // The doctor's notification is written; the customer's mail waits for its retry, with SMTP's refusal.
    await drainJobs(t.app);
    const [waiting] = await jobsRepository(t.database.db).ofKind('booking.mail');
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, payload: { bookingId: booking._id } });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(await jobsRepository(t.database.db).ofKind('booking.notification')).toEqual([]);

    // SMTP is back on the same address; the retry is due a second later.
    sink = await startSmtpSink({ port });
    expect(await drainJobs(t.app)).toBe(0);
    t.clock.advance(1000);
    expect(await drainJobs(t.app)).toBe(1);
    const mine = () => sink.messages.filter((m) => m.to.includes(patient.email));
    expect(mine().map((m) => m.subject)).toEqual([`[Lumi Clinic] Đã nhận lịch khám ${booking.code}`]);
    expect(mine()[0]?.attachments.map((a) => a.filename)).toEqual([`lich-kham-${booking.code}.ics`]);
    expect(await jobsRepository(t.database.db).ofKind('booking.mail')).toEqual([]);
    // Whenever the worker looks again, nothing more is sent.
    t.clock.advance(60 * 60_000);
    await drainJobs(t.app);
    expect(mine()).toHaveLength(1);
  });
});
