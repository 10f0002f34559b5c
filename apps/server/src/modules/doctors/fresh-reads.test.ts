import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLocalDays,
  toLocalDate,
  type ClinicSummary,
  type DaySchedule,
  type Doctor,
  type DoctorSummary,
  type PublicClinicDetail,
} from '@lumi/shared';
import {
  buildTestApp,
  DEMO,
  DEMO_PATIENT,
  demoPrincipals,
  injectAs,
  type TestApp,
} from '../../../test/helpers';

type Principals = Awaited<ReturnType<typeof demoPrincipals>>;

/*
 * ADR 0048: the public clinic and doctor reads are answered from memory (`x-cache: HIT`) until a table they read
 * changes; a change made through the product is in the very next read. One check per cached read.
 */
describe('the public clinic and doctor reads stay current while cached (issue 28, ADR 0048)', () => {
  let t: TestApp;
  let p: Principals;

  const read = async <T>(url: string) => {
    const res = await injectAs(t.app, null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { hit: res.headers['x-cache'] === 'HIT', data: res.json<{ data: T }>().data };
  };
  const write = async (principal: Principals['admin'], url: string, payload: object) => {
    const res = await injectAs(t.app, principal, { method: 'PUT', url, payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a doctor's page: cached, and the clinic's new fee is in the next read", async () => {
    const url = '/doctors/bs-pham-thi-an';
    const first = await read<Doctor>(url);
    expect((await read<Doctor>(url)).hit).toBe(true);
    const fees = first.data.fees + 50_000;
    await write(p.clinic, `/admin/doctors/${first.data._id}`, { fees });
    const next = await read<Doctor>(url);
    expect(next.hit).toBe(false);
    expect(next.data.fees).toBe(fees);
  });

  it('the doctors list: cached, and a doctor the clinic stops is gone from the next read', async () => {
    const url = `/doctors/by-customer?search=${encodeURIComponent('Phạm Thị An')}`;
    const first = await read<DoctorSummary[]>(url);
    const an = first.data.find((d) => d.name === DEMO.doctor.name);
    expect(an).toBeDefined();
    expect((await read<DoctorSummary[]>(url)).hit).toBe(true);
    await write(p.clinic, `/admin/doctors/${an!._id}`, { isActive: false });
    const next = await read<DoctorSummary[]>(url);
    expect(next.hit).toBe(false);
    expect(next.data.map((d) => d.name)).not.toContain(DEMO.doctor.name);
    await write(p.clinic, `/admin/doctors/${an!._id}`, { isActive: true });
    expect((await read<DoctorSummary[]>(url)).data.map((d) => d.name)).toContain(DEMO.doctor.name);
  });

  it('the clinics list: cached, and a clinic the ADMIN deactivates is gone from the next read', async () => {
    const url = '/clinics/by-customer?pageSize=50';
    const first = await read<ClinicSummary[]>(url);
    const clinic = first.data.at(-1)!;
    expect((await read<ClinicSummary[]>(url)).hit).toBe(true);
    await write(p.admin, `/admin/clinics/${clinic._id}`, { isActive: false });
    const next = await read<ClinicSummary[]>(url);
    expect(next.hit).toBe(false);
    expect(next.data.map((c) => c._id)).not.toContain(clinic._id);
    await write(p.admin, `/admin/clinics/${clinic._id}`, { isActive: true });
    expect((await read<ClinicSummary[]>(url)).data.map((c) => c._id)).toContain(clinic._id);
  });

  it("a clinic's page: cached, and the clinic's new phone number is in the next read", async () => {
    const list = await read<ClinicSummary[]>('/clinics/by-customer?pageSize=50');
    const clinic = list.data[0]!;
    const url = `/clinics/${clinic.slug}`;
    await read<PublicClinicDetail>(url);
    expect((await read<PublicClinicDetail>(url)).hit).toBe(true);
    await write(p.admin, `/admin/clinics/${clinic._id}`, { phone: '0912345670' });
    const next = await read<PublicClinicDetail>(url);
    expect(next.hit).toBe(false);
    expect(next.data.phone).toBe('0912345670');
  });

  it("a doctor's day of slots: cached, a booking makes its slot taken in the next read, and a minute later it is read again", async () => {
    const doctor = (await read<Doctor>('/doctors/bs-do-van-binh')).data;
    let url = '';
    let schedule: DaySchedule | undefined;
    for (let n = 1; n < 21 && !schedule?.timeSlots.some((s) => s.isAvailable); n += 1) {
      url = `/doctors/schedule-booking/${doctor._id}?date=${addLocalDays(toLocalDate(t.clock.now()), n)}`;
      schedule = (await read<DaySchedule>(url)).data;
    }
    const slot = schedule!.timeSlots.find((s) => s.isAvailable)!;
    expect((await read<DaySchedule>(url)).hit).toBe(true);
    const booked = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/bookings',
      payload: {
        doctor: doctor._id,
        date: schedule!.date,
        startTime: slot.startTime,
        customer: DEMO_PATIENT,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const next = await read<DaySchedule>(url);
    expect(next.hit).toBe(false);
    expect(next.data.timeSlots.find((s) => s.startTime === slot.startTime)?.isAvailable).toBe(false);
    expect((await read<DaySchedule>(url)).hit).toBe(true);
    t.clock.advance(60_000);
    expect((await read<DaySchedule>(url)).hit).toBe(false);
  });
});
