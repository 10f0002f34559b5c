import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, ClinicOverview, DoctorStatistics } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../test/helpers';

type Principals = Awaited<ReturnType<typeof demoPrincipals>>;
type Principal = Principals['admin'];

/*
 * ADR 0048: the doctor's and the clinics' statistics are answered from memory (`x-cache: HIT`), per reader, until a
 * booking, a review, the doctor or the clinic changes; a change made through the product is in the very next read.
 */
describe('the booking statistics stay current while cached (issue 28, ADR 0048)', () => {
  let t: TestApp;
  let p: Principals;
  let booking: Booking;

  const read = async <T>(who: Principal, url: string) => {
    const res = await injectAs(t.app, who, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { hit: res.headers['x-cache'] === 'HIT', data: res.json<{ data: T }>().data };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
    const pending = await injectAs(t.app, p.doctor, {
      method: 'GET',
      url: '/bookings/by-doctor?status=pending',
    });
    booking = pending.json<{ data: Booking[] }>().data[0]!;
  });
  afterAll(async () => {
    await t.close();
  });

  it("the doctor's and the clinic's figures: cached, and the doctor's confirmation is in the next read of each", async () => {
    const year = booking.date.slice(0, 4);
    const doctorUrl = `/doctors/statistical?year=${year}`;
    const clinicUrl = `/admin/clinics/statistical-overview/${booking.clinic._id}?year=${year}`;
    const doctor = await read<DoctorStatistics>(p.doctor, doctorUrl);
    const clinic = await read<ClinicOverview>(p.clinic, clinicUrl);
    expect((await read(p.doctor, doctorUrl)).hit).toBe(true);
    expect((await read(p.clinic, clinicUrl)).hit).toBe(true);
    const moved = await injectAs(t.app, p.doctor, {
      method: 'PUT',
      url: `/bookings/by-doctor/status/${booking._id}`,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const doctorNext = await read<DoctorStatistics>(p.doctor, doctorUrl);
    const clinicNext = await read<ClinicOverview>(p.clinic, clinicUrl);
    expect([doctorNext.hit, clinicNext.hit]).toEqual([false, false]);
    expect(doctorNext.data.totalStats.confirmed).toBe(doctor.data.totalStats.confirmed + 1);
    expect(doctorNext.data.totalStats.pending).toBe(doctor.data.totalStats.pending - 1);
    expect(clinicNext.data.bookings.status.confirmed).toBe(clinic.data.bookings.status.confirmed + 1);
  });

  it('an answer kept for the ADMIN is never sent to a CLINIC account of another clinic', async () => {
    const clinics = await injectAs(t.app, null, { method: 'GET', url: '/clinics/by-customer?pageSize=50' });
    const other = clinics.json<{ data: { _id: string }[] }>().data.find((c) => c._id !== booking.clinic._id)!;
    const url = `/admin/clinics/statistical-overview/${other._id}`;
    await read(p.admin, url);
    expect((await read(p.admin, url)).hit).toBe(true);
    const refused = await injectAs(t.app, p.clinic, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-cache']).toBeUndefined();
  });
});
