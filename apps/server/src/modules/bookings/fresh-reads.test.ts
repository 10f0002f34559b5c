import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, toLocalDate, type Booking, type DaySchedule, type Doctor } from '@lumi/shared';
import {
  buildTestApp,
  DEMO_PATIENT,
  demoPrincipals,
  injectAs,
  loginUser,
  type TestApp,
} from '../../../test/helpers';

type Principals = Awaited<ReturnType<typeof demoPrincipals>>;

const HOUR = 3_600_000;

/*
 * ADR 0048: the customer's booking history is answered from memory (`x-cache: HIT`), per customer, until one of their
 * bookings (or its doctor, clinic or review) changes, or time turns a booking's `canCancel` (24 h before a confirmed
 * start); each change is in the very next read.
 */
describe("the customer's booking history stays current while cached (issue 28, ADR 0048)", () => {
  let t: TestApp;
  let p: Principals;
  let booked: Booking;
  const url = '/bookings/customer?pageSize=50';

  const read = async () => {
    const res = await injectAs(t.app, p.user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { hit: res.headers['x-cache'] === 'HIT', data: res.json<{ data: Booking[] }>().data };
  };
  const mine = async () => (await read()).data.find((b) => b._id === booked._id);

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("cached per customer; the customer's new booking and the doctor's confirmation are each in the next read", async () => {
    const before = await read();
    expect((await read()).hit).toBe(true);
    const doctor = (await injectAs(t.app, null, { method: 'GET', url: '/doctors/bs-pham-thi-an' })).json<{
      data: Doctor;
    }>().data;
    let schedule: DaySchedule | undefined;
    for (let n = 3; n < 30 && !schedule?.timeSlots.some((s) => s.isAvailable); n += 1) {
      const date = addLocalDays(toLocalDate(t.clock.now()), n);
      schedule = (
        await injectAs(t.app, null, {
          method: 'GET',
          url: `/doctors/schedule-booking/${doctor._id}?date=${date}`,
        })
      ).json<{ data: DaySchedule }>().data;
    }
    const slot = schedule!.timeSlots.find((s) => s.isAvailable)!;
    const created = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/bookings',
      payload: {
        doctor: doctor._id,
        date: schedule!.date,
        startTime: slot.startTime,
        customer: DEMO_PATIENT,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    booked = created.json<{ data: Booking }>().data;
    const next = await read();
    expect(next.hit).toBe(false);
    expect(next.data).toHaveLength(before.data.length + 1);
    expect((await read()).hit).toBe(true);

    const confirmed = await injectAs(t.app, p.doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${booked._id}`,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await mine()).toMatchObject({ status: 'confirmed', canCancel: true });
  });

  it('a confirmed booking stops being cancellable 24 h before its start, though nothing was written', async () => {
    const lastCancellable = new Date(booked.startAt).getTime() - 24 * HOUR;
    t.clock.advance(lastCancellable - t.clock.now().getTime());
    p.user = await loginUser(t.app);
    expect((await mine())?.canCancel).toBe(true);
    expect((await read()).hit).toBe(true);
    t.clock.advance(1);
    const after = await read();
    expect(after.hit).toBe(false);
    expect(after.data.find((b) => b._id === booked._id)?.canCancel).toBe(false);
  });

  it('a kept answer goes compressed as the client asks, the same answer as the plain one', async () => {
    const plain = await injectAs(t.app, p.user, { method: 'GET', url });
    const again = async (acceptEncoding: string) => {
      const res = await injectAs(t.app, p.user, {
        method: 'GET',
        url,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('HIT');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      return res;
    };
    const br = await again('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await again('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await again('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a kept answer is sent before validation, never before the guard', async () => {
    expect((await read()).hit).toBe(true);
    const anonymous = await injectAs(t.app, null, { method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const bad = await injectAs(t.app, p.user, { method: 'GET', url: `${url}&page=abc` });
    expect(bad.statusCode).toBe(400);
  });
});
