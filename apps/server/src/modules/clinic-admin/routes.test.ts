import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_ADMIN_TEXT,
  CLINIC_ADMIN_VALIDATION as M,
  VALIDATION,
  WORKING_DAY_MESSAGES,
  toLocalDate,
  type AdminClinic,
  type BookingReview,
  type Clinic,
  type Doctor,
  type Image,
  addLocalDays,
} from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  loginAdmin,
  loginDoctor,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { multipartBody, pngImage } from '../../../test/multipart';
import { bookingReviews, bookings, clinics, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { adminsRepository } from '../admins/repository';
import { directoryFixtures, week } from '../clinics/test-fixtures';

const PASSWORD = 'lumi-clinic-2026';
const DOCTOR_PASSWORD = 'bac-si-moi-2026';
const HOURS = week('08:00', '17:00', { start: '12:00', end: '13:00' }, [7]);

describe('clinic management (api-contract §3.8, §4.3, §4.4, §4.5)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;
  let clinicB: Principal;
  let clinicA: Clinic;
  let clinicBId: string;
  let fx: ReturnType<typeof directoryFixtures>;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
    clinicB = await loginAdmin(t.app, 'clinic.caugiay', PASSWORD);
    clinicA = (await get(p.clinic, '/admin/clinics/detail')).json().data;
    clinicBId = (await get(clinicB, '/admin/clinics/detail')).json().data._id;
    fx = directoryFixtures(t, 'ca');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: Principal | null, url: string) => injectAs(t.app, who, { method: 'GET', url });
  const send = (who: Principal | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  async function upload(who: Principal, purpose = 'clinic'): Promise<Image> {
    const body = await multipartBody(
      { purpose },
      { data: await pngImage(16), filename: 'a.png', type: 'image/png' },
    );
    const res = await injectAs(t.app, who, { method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { url, publicId } = res.json().data as Image;
    return { url, publicId };
  }

  /** A CLINIC account without a clinic, signed in. */
  async function newClinicAccount(): Promise<{ id: string; principal: Principal }> {
    seq += 1;
    const row = await adminsRepository(t.database.db).insert({
      name: `Chủ Phòng Khám ${seq}`,
      username: `pk.moi.${seq}`,
      passwordHash: await hashPassword(PASSWORD),
      role: 'CLINIC',
    });
    if (!row) throw new Error('admin insert failed');
    return { id: row.id, principal: await loginAdmin(t.app, `pk.moi.${seq}`, PASSWORD) };
  }

  async function clinicBody(who: Principal, name: string) {
    const [logo, banner, ...images] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => upload(who)));
    return {
      name,
      phone: '0912345678',
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@lumi.vn`,
      address: '<p>12 Tràng Tiền, Hà Nội<script>alert(1)</script></p>',
      description: '<h2>Giới thiệu</h2><p onclick="x()">Phòng khám da liễu</p>',
      specialties: ['Điều trị mụn', 'Da liễu tổng quát'],
      logo: logo!,
      banners: [banner!],
      images,
      workingHours: HOURS,
    };
  }

  async function doctorBody(who: Principal, name: string, extra: object = {}) {
    return {
      name,
      phone: '0987654321',
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@lumi.vn`,
      password: DOCTOR_PASSWORD,
      specialty: 'Điều trị mụn',
      experience: 6,
      fees: 350_000,
      duration: 30,
      about: '<p>Bác sĩ da liễu<img src="https://evil.example/x.png"></p>',
      avatar: await upload(who, 'doctor'),
      ...extra,
    };
  }

  describe('who may call what', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET detail', 'GET', '/admin/clinics/detail'],
      ['POST clinic', 'POST', '/admin/clinics'],
      ['PUT owner', 'PUT', '/admin/clinics/owner'],
      ['POST owner', 'POST', '/admin/clinics/owner'],
      ['GET clinics', 'GET', '/admin/clinics'],
      ['GET clinic', 'GET', `/admin/clinics/${id}`],
      ['PUT clinic', 'PUT', `/admin/clinics/${id}`],
      ['DELETE clinic', 'DELETE', `/admin/clinics/${id}`],
      ['GET doctors', 'GET', '/admin/doctors'],
      ['GET doctor', 'GET', `/admin/doctors/${id}`],
      ['POST doctor', 'POST', '/admin/doctors'],
      ['PUT doctor', 'PUT', `/admin/doctors/${id}`],
      ['DELETE doctor', 'DELETE', `/admin/doctors/${id}`],
      ['GET reviews', 'GET', '/admin/clinics/reviews'],
      ['PUT review', 'PUT', `/admin/clinics/reviews/${id}`],
      ['DELETE review', 'DELETE', `/admin/clinics/reviews/${id}`],
    ];

    it.each(calls)('%s: SUPPORT 403, a customer token 401, nobody 401', async (_name, method, url) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expectFailure(await send(p.support, method as 'POST', url, body), 'FORBIDDEN');
      expectFailure(await send(p.user, method as 'POST', url, body), 'AUTH_REQUIRED');
      expectFailure(await send(null, method as 'POST', url, body), 'AUTH_REQUIRED');
    });

    it('keeps the ADMIN-only clinic routes from CLINIC accounts and the own-clinic routes from ADMIN', async () => {
      expectFailure(await get(p.clinic, '/admin/clinics'), 'FORBIDDEN');
      expectFailure(await get(p.clinic, `/admin/clinics/${clinicBId}`), 'FORBIDDEN');
      expectFailure(
        await send(p.clinic, 'PUT', `/admin/clinics/${clinicBId}`, { isActive: false }),
        'FORBIDDEN',
      );
      expectFailure(await send(p.clinic, 'DELETE', `/admin/clinics/${clinicBId}`), 'FORBIDDEN');
      expectFailure(await get(p.admin, '/admin/clinics/detail'), 'FORBIDDEN');
      expectFailure(await send(p.admin, 'PUT', '/admin/clinics/owner', { phone: '0912345678' }), 'FORBIDDEN');
    });

    it('answers CLINIC_REQUIRED to a CLINIC account that has not created its clinic', async () => {
      const { principal } = await newClinicAccount();
      const detail = await get(principal, '/admin/clinics/detail');
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        success: true,
        data: null,
        message: CLINIC_ADMIN_TEXT.clinicMissing,
      });
      expectFailure(
        await send(principal, 'PUT', '/admin/clinics/owner', { phone: '0912345678' }),
        'CLINIC_REQUIRED',
      );
      expectFailure(await get(principal, '/admin/doctors'), 'CLINIC_REQUIRED');
      expectFailure(await get(principal, '/admin/clinics/reviews'), 'CLINIC_REQUIRED');
      expectFailure(
        await send(principal, 'POST', '/admin/doctors', await doctorBody(principal, 'Bác Sĩ Không Phòng')),
        'CLINIC_REQUIRED',
      );
    });
  });

  describe('the clinic information', () => {
    it('gives a CLINIC account its own clinic with the owning account', async () => {
      expect(clinicA).toMatchObject({ name: 'Phòng khám Da liễu Lumi Hà Nội', isActive: true });
      expect(clinicA.workingHours).toHaveLength(7);
      const { admin } = (await get(p.admin, `/admin/clinics/${clinicA._id}`)).json().data as Clinic;
      expect(admin).toBeDefined();
      expect((await get(p.clinic, '/admin/clinics/detail')).json().data.admin).toBe(admin);
    });

    it('names the owning account in ADMIN’s answers only: list, detail and update', async () => {
      const demoOwner = {
        _id: clinicA.admin,
        username: DEMO.clinicAdmin.username,
        name: DEMO.clinicAdmin.name,
      };
      const detail = (await get(p.admin, `/admin/clinics/${clinicA._id}`)).json().data as AdminClinic;
      expect(detail.owner).toEqual(demoOwner);
      const { id } = await newClinicAccount();
      const owner = { _id: id, username: `pk.moi.${seq}`, name: `Chủ Phòng Khám ${seq}` };
      const created = (
        await send(p.admin, 'POST', '/admin/clinics', {
          ...(await clinicBody(p.admin, 'Phòng Khám Chủ Mới')),
          admin: id,
        })
      ).json().data as Clinic;
      const listed = (await get(p.admin, '/admin/clinics?search=chu moi')).json().data as AdminClinic[];
      expect(listed.map((c) => [c._id, c.owner])).toEqual([[created._id, owner]]);
      const updated = await send(p.admin, 'PUT', `/admin/clinics/${created._id}`, { phone: '0901234567' });
      expect(updated.json().data).toMatchObject({ phone: '0901234567', owner });
      // The CLINIC account's own answers and the create answer keep the contract's Clinic (`admin` only).
      expect(created).not.toHaveProperty('owner');
      expect((await get(p.clinic, '/admin/clinics/detail')).json().data).not.toHaveProperty('owner');
    });

    it('refuses a malformed clinic with the Vietnamese message, creating nothing', async () => {
      const { principal } = await newClinicAccount();
      const body = await clinicBody(principal, 'Phòng Khám Sai Dữ Liệu');
      const cases: [object, string, string][] = [
        [{ images: body.images.slice(0, 3) }, 'images', M.imagesCount],
        [{ banners: [] }, 'banners', M.bannersCount],
        [{ workingHours: HOURS.slice(0, 6) }, 'workingHours', M.workingHoursCount],
        [
          { workingHours: [{ ...HOURS[0]!, startTime: '08:10' }, ...HOURS.slice(1)] },
          'workingHours.0.startTime',
          M.timeStep,
        ],
        [
          { workingHours: [{ ...HOURS[0]!, endTime: '07:00' }, ...HOURS.slice(1)] },
          'workingHours.0.endTime',
          M.workingHoursOrder,
        ],
        [
          {
            workingHours: [{ ...HOURS[0]!, breakTime: { start: '16:00', end: '18:00' } }, ...HOURS.slice(1)],
          },
          'workingHours.0.breakTime',
          WORKING_DAY_MESSAGES.breakBeforeClose,
        ],
        [{ name: '' }, 'name', M.clinicNameRequired],
        [{ specialties: [] }, 'specialties', M.specialtiesRequired],
        [{ phone: '12345' }, 'phone', VALIDATION.phoneInvalid],
        [{ logo: null }, 'logo', M.logoRequired],
      ];
      for (const [change, path, message] of cases) {
        expectValidation(
          await send(principal, 'POST', '/admin/clinics', { ...body, ...change }),
          path,
          message,
        );
      }
      expectValidation(
        await send(principal, 'POST', '/admin/clinics', { ...body, holidays: ['2001-01-01'] }),
        'holidays',
        VALIDATION.holidayInPast,
      );
      expect((await get(principal, '/admin/clinics/detail')).json().data).toBeNull();
    });

    it('lets a CLINIC account create its clinic once: sanitised text, a slug from the name, active', async () => {
      const { id, principal } = await newClinicAccount();
      const body = await clinicBody(principal, 'Phòng Khám Ánh Dương');
      const res = await send(principal, 'POST', '/admin/clinics', { ...body, admin: clinicBId });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data as Clinic;
      expect(created).toMatchObject({
        name: 'Phòng Khám Ánh Dương',
        slug: 'phong-kham-anh-duong',
        admin: id,
        isActive: true,
        doctorCount: 0,
        feeRange: null,
        logo: body.logo,
        images: body.images,
        address: '<p>12 Tràng Tiền, Hà Nội</p>',
        description: '<h2>Giới thiệu</h2><p>Phòng khám da liễu</p>',
      });
      expect(res.json().message).toBe(CLINIC_ADMIN_TEXT.clinicCreated);
      expect((await get(principal, '/admin/clinics/detail')).json().data._id).toBe(created._id);

      const again = await clinicBody(principal, 'Phòng Khám Thứ Hai');
      expectFailure(await send(principal, 'POST', '/admin/clinics', again), 'CLINIC_EXISTS');
    });

    it('lets an ADMIN create a clinic for a CLINIC account without one, and refuses the others', async () => {
      const { id } = await newClinicAccount();
      const body = await clinicBody(p.admin, 'Phòng Khám Bình An');
      expectValidation(await send(p.admin, 'POST', '/admin/clinics', body), 'admin', M.adminRequired);
      const support = (await get(p.admin, '/admin/admin-accounts?role=SUPPORT')).json().data[0]._id as string;
      expectValidation(
        await send(p.admin, 'POST', '/admin/clinics', { ...body, admin: support }),
        'admin',
        M.adminNotClinic,
      );
      expectFailure(
        await send(p.admin, 'POST', '/admin/clinics', { ...body, admin: clinicA.admin }),
        'CLINIC_EXISTS',
      );
      expectFailure(
        await send(p.admin, 'POST', '/admin/clinics', {
          ...body,
          admin: id,
          name: clinicA.name.toUpperCase(),
        }),
        'CLINIC_NAME_TAKEN',
      );
      expectFailure(
        await send(p.admin, 'POST', '/admin/clinics', { ...body, admin: id, email: clinicA.email }),
        'CLINIC_EMAIL_TAKEN',
      );
      const res = await send(p.admin, 'POST', '/admin/clinics', { ...body, admin: id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ admin: id, name: 'Phòng Khám Bình An' });
    });

    it('lists every clinic to an ADMIN, inactive ones included, paged and searched', async () => {
      const { id, principal } = await newClinicAccount();
      const created = (
        await send(principal, 'POST', '/admin/clinics', await clinicBody(principal, 'Phòng Khám Tạm Nghỉ'))
      ).json().data as Clinic;
      await send(p.admin, 'PUT', `/admin/clinics/${created._id}`, { isActive: false });
      const res = await get(p.admin, '/admin/clinics?search=tam nghi&pageSize=5');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ _id: created._id, admin: id, isActive: false }),
      ]);
      expect(res.json().pagination).toEqual({ page: 1, pageSize: 5, totalPage: 1, totalItems: 1 });
      const all = (await get(p.admin, '/admin/clinics?pageSize=100')).json();
      expect(all.pagination.totalItems).toBeGreaterThanOrEqual(10);
      expect(all.data.every((c: Clinic) => typeof c.admin === 'string')).toBe(true);
      expect(all.data.every((c: AdminClinic) => c.owner?._id === c.admin)).toBe(true);
    });

    it('updates the own clinic partially by PUT or POST, keeping the other fields', async () => {
      const put = await send(p.clinic, 'PUT', '/admin/clinics/owner', { phone: '0901112223' });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.clinicUpdated,
        data: { _id: clinicA._id, phone: '0901112223', name: clinicA.name, images: clinicA.images },
      });
      const post = await send(p.clinic, 'POST', '/admin/clinics/owner', {
        description: '<p>Mới</p><script>x</script>',
      });
      expect(post.json().data).toMatchObject({ phone: '0901112223', description: '<p>Mới</p>' });
      expectValidation(
        await send(p.clinic, 'PUT', '/admin/clinics/owner', { images: clinicA.images.slice(0, 2) }),
        'images',
        M.imagesCount,
      );
      expectFailure(
        await send(p.clinic, 'PUT', '/admin/clinics/owner', { name: 'Phòng khám Da liễu Mộc Lan Cầu Giấy' }),
        'CLINIC_NAME_TAKEN',
      );
    });

    it('refuses a new clinic holiday on a day with a live booking (409) and keeps bookings when hours narrow', async () => {
      const doctor = await fx.doctor(clinicA._id, { name: 'Bác Sĩ Ngày Nghỉ' });
      const userId = await fx.otherUser();
      const bookingId = await fx.booking({
        userId,
        doctorId: doctor.id,
        clinicId: clinicA._id,
        status: 'pending',
        daysAgo: -6,
      });
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      const day = toLocalDate(row!.startAt);
      const current = (await get(p.clinic, '/admin/clinics/detail')).json().data as Clinic;

      expectFailure(
        await send(p.clinic, 'PUT', '/admin/clinics/owner', { holidays: [...current.holidays, day] }),
        'HOLIDAY_HAS_BOOKINGS',
      );
      expect((await get(p.clinic, '/admin/clinics/detail')).json().data.holidays).toEqual(current.holidays);

      // The next day without a live booking of the clinic (the demo's are spread over the weeks ahead).
      const live = await t.database.db
        .select({ startAt: bookings.startAt })
        .from(bookings)
        .where(and(eq(bookings.clinicId, clinicA._id), inArray(bookings.status, ['pending', 'confirmed'])));
      const busy = new Set(live.map((b) => toLocalDate(b.startAt)));
      let free = addLocalDays(day, 1);
      while (busy.has(free)) free = addLocalDays(free, 1);
      const ok = await send(p.clinic, 'PUT', '/admin/clinics/owner', {
        holidays: [...current.holidays, free],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.holidays).toContain(free);

      const narrowed = await send(p.clinic, 'PUT', '/admin/clinics/owner', {
        workingHours: week('09:00', '10:00'),
      });
      expect(narrowed.statusCode, narrowed.body).toBe(200);
      const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(still!.status).toBe('pending');
      await send(p.clinic, 'PUT', '/admin/clinics/owner', {
        workingHours: current.workingHours,
        holidays: current.holidays,
      });
    });
  });

  describe("the clinic's doctors", () => {
    let doctor: Doctor;

    it('refuses a malformed doctor or one that breaks the clinic rules', async () => {
      const body = await doctorBody(p.clinic, 'Bác Sĩ Quy Tắc');
      expectValidation(
        await send(p.clinic, 'POST', '/admin/doctors', { ...body, duration: 20 }),
        'duration',
        M.durationInvalid,
      );
      expectValidation(
        await send(p.clinic, 'POST', '/admin/doctors', { ...body, password: '123' }),
        'password',
        VALIDATION.passwordMin,
      );
      expectValidation(
        await send(p.clinic, 'POST', '/admin/doctors', { ...body, experience: 80 }),
        'experience',
        M.experienceInvalid,
      );
      expectFailure(
        await send(p.clinic, 'POST', '/admin/doctors', { ...body, specialty: 'Nha khoa' }),
        'DOCTOR_SPECIALTY_INVALID',
      );
      expectFailure(
        await send(p.clinic, 'POST', '/admin/doctors', {
          ...body,
          schedule: [{ dayOfWeek: 1, isActive: true, ranges: [{ start: '06:00', end: '09:00' }] }],
        }),
        'SCHEDULE_OUTSIDE_CLINIC_HOURS',
      );
      expectFailure(
        await send(p.clinic, 'POST', '/admin/doctors', { ...body, email: DEMO.doctor.email }),
        'DOCTOR_EMAIL_TAKEN',
      );
      expectValidation(await send(p.admin, 'POST', '/admin/doctors', body), 'clinic', M.clinicRequired);
    });

    it("creates a doctor in the CLINIC account's clinic: hashed password, sanitised text, a slug", async () => {
      const body = await doctorBody(p.clinic, 'Bác Sĩ Trần Minh Khoa', {
        schedule: [{ dayOfWeek: 2, isActive: true, ranges: [{ start: '08:00', end: '11:30' }] }],
        clinic: clinicBId,
      });
      const res = await send(p.clinic, 'POST', '/admin/doctors', body);
      expect(res.statusCode, res.body).toBe(201);
      doctor = res.json().data;
      expect(doctor).toMatchObject({
        name: 'Bác Sĩ Trần Minh Khoa',
        slug: 'bac-si-tran-minh-khoa',
        email: body.email,
        about: '<p>Bác sĩ da liễu</p>',
        avatar: body.avatar,
        clinic: { _id: clinicA._id },
        isActive: true,
      });
      expect(res.body).not.toContain('password');
      const token = await loginDoctor(t.app, body.email, DOCTOR_PASSWORD);
      expect((await get(token, '/auth/account-doctor')).json().data._id).toBe(doctor._id);
    });

    it('scopes the doctors: clinic B never sees nor touches clinic A’s (404); an ADMIN sees all', async () => {
      const own = (await get(p.clinic, '/admin/doctors?name=tran minh khoa')).json();
      expect(own.data.map((d: Doctor) => d._id)).toEqual([doctor._id]);
      const other = (await get(clinicB, '/admin/doctors?pageSize=100')).json();
      expect(other.data.every((d: Doctor) => d.clinic._id === clinicBId)).toBe(true);
      expect(other.data.some((d: Doctor) => d._id === doctor._id)).toBe(false);
      expectFailure(await get(clinicB, `/admin/doctors/${doctor._id}`), 'DOCTOR_NOT_FOUND');
      expectFailure(
        await send(clinicB, 'PUT', `/admin/doctors/${doctor._id}`, { fees: 1 }),
        'DOCTOR_NOT_FOUND',
      );
      expectFailure(await send(clinicB, 'DELETE', `/admin/doctors/${doctor._id}`), 'DOCTOR_NOT_FOUND');
      expect((await get(p.admin, `/admin/doctors/${doctor._id}`)).json().data._id).toBe(doctor._id);
      const byClinic = (await get(p.admin, `/admin/doctors?clinic=${clinicBId}&pageSize=100`)).json();
      expect(byClinic.data.length).toBeGreaterThan(0);
      expect(byClinic.data.every((d: Doctor) => d.clinic._id === clinicBId)).toBe(true);
      // clinicId of a CLINIC account's query is its own whatever it names
      const named = (await get(p.clinic, `/admin/doctors?clinic=${clinicBId}&pageSize=100`)).json();
      expect(named.data.every((d: Doctor) => d.clinic._id === clinicA._id)).toBe(true);
    });

    it("updates any field; a new password revokes the doctor's older tokens", async () => {
      const old = await loginDoctor(t.app, doctor.email, DOCTOR_PASSWORD);
      const res = await send(p.clinic, 'PUT', `/admin/doctors/${doctor._id}`, {
        fees: 420_000,
        duration: 45,
        password: 'mat-khau-moi-2026',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.doctorUpdated,
        data: { fees: 420_000, duration: 45, name: doctor.name },
      });
      expectFailure(await get(old, '/auth/account-doctor'), 'AUTH_TOKEN_INVALID');
      const fresh = await loginDoctor(t.app, doctor.email, 'mat-khau-moi-2026');
      expect((await get(fresh, '/auth/account-doctor')).statusCode).toBe(200);

      expectFailure(
        await send(p.clinic, 'PUT', `/admin/doctors/${doctor._id}`, { specialty: 'Nha khoa' }),
        'DOCTOR_SPECIALTY_INVALID',
      );
      const hidden = await send(p.clinic, 'PUT', `/admin/doctors/${doctor._id}`, { isActive: false });
      expect(hidden.json().data.isActive).toBe(false);
      expect((await get(p.clinic, '/admin/doctors?name=tran minh khoa')).json().data[0].isActive).toBe(false);
    });

    it('deletes a doctor without bookings and deactivates one with bookings', async () => {
      const withBooking = await fx.doctor(clinicA._id, { name: 'Bác Sĩ Có Lịch' });
      await fx.booking({ userId: await fx.otherUser(), doctorId: withBooking.id, clinicId: clinicA._id });
      const kept = await send(p.clinic, 'DELETE', `/admin/doctors/${withBooking.id}`);
      expect(kept.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.doctorDeactivated,
        data: { _id: withBooking.id, deleted: false },
      });
      expect((await get(p.clinic, `/admin/doctors/${withBooking.id}`)).json().data.isActive).toBe(false);

      const gone = await send(p.clinic, 'DELETE', `/admin/doctors/${doctor._id}`);
      expect(gone.json()).toMatchObject({ data: { _id: doctor._id, deleted: true } });
      expectFailure(await get(p.clinic, `/admin/doctors/${doctor._id}`), 'DOCTOR_NOT_FOUND');
    });
  });

  describe('an inactive clinic (api-contract §4.3)', () => {
    it('takes its doctors out of the public lists and refuses their bookings; delete deactivates with bookings', async () => {
      const { id } = await newClinicAccount();
      const clinic = (
        await send(p.admin, 'POST', '/admin/clinics', {
          ...(await clinicBody(p.admin, 'Phòng Khám Hoa Sen')),
          admin: id,
        })
      ).json().data as Clinic;
      const created = await send(p.admin, 'POST', '/admin/doctors', {
        ...(await doctorBody(p.admin, 'Bác Sĩ Hoa Sen Độc Nhất')),
        clinic: clinic._id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const doctorId = created.json().data._id as string;
      const listed = async () =>
        (await get(null, '/doctors/by-customer?search=hoa sen doc nhat'))
          .json()
          .data.map((d: Doctor) => d._id);
      const suggested = async () =>
        (await get(null, '/doctors/search-doctor-clinic?search=hoa sen'))
          .json()
          .data.map((x: { _id: string }) => x._id);
      expect(await listed()).toContain(doctorId);
      expect(await suggested()).toEqual(expect.arrayContaining([doctorId, clinic._id]));

      const off = await send(p.admin, 'PUT', `/admin/clinics/${clinic._id}`, { isActive: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.isActive).toBe(false);
      expect(await listed()).not.toContain(doctorId);
      expect(await suggested()).not.toContain(doctorId);
      expect(await suggested()).not.toContain(clinic._id);
      const date = toLocalDate(new Date(t.clock.now().getTime() + 3 * 86_400_000));
      expectFailure(
        await send(p.user, 'POST', '/bookings', {
          doctor: doctorId,
          date,
          startTime: '09:00',
          customer: {
            name: 'Vũ Ngọc Lan',
            phone: '0901234567',
            email: 'khachhang@lumi.vn',
            gender: 'female',
            dateOfBirth: '1995-05-05',
            address: 'Hà Nội',
          },
        }),
        'CLINIC_INACTIVE',
      );

      await send(p.admin, 'PUT', `/admin/clinics/${clinic._id}`, { isActive: true });
      await fx.booking({ userId: await fx.otherUser(), doctorId, clinicId: clinic._id });
      const removed = await send(p.admin, 'DELETE', `/admin/clinics/${clinic._id}`);
      expect(removed.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.clinicDeactivated,
        data: { _id: clinic._id, deleted: false },
      });
      expect((await get(p.admin, `/admin/clinics/${clinic._id}`)).json().data.isActive).toBe(false);
    });

    it('deletes a clinic without bookings together with its doctors', async () => {
      const { id } = await newClinicAccount();
      const clinic = (
        await send(p.admin, 'POST', '/admin/clinics', {
          ...(await clinicBody(p.admin, 'Phòng Khám Xóa Được')),
          admin: id,
        })
      ).json().data as Clinic;
      const doctorId = (
        await send(p.admin, 'POST', '/admin/doctors', {
          ...(await doctorBody(p.admin, 'Bác Sĩ Xóa Theo')),
          clinic: clinic._id,
        })
      ).json().data._id as string;
      const res = await send(p.admin, 'DELETE', `/admin/clinics/${clinic._id}`);
      expect(res.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.clinicDeleted,
        data: { _id: clinic._id, deleted: true },
      });
      expectFailure(await get(p.admin, `/admin/clinics/${clinic._id}`), 'CLINIC_NOT_FOUND');
      expectFailure(await get(p.admin, `/admin/doctors/${doctorId}`), 'DOCTOR_NOT_FOUND');
    });
  });

  describe('clinic review moderation', () => {
    let reviewA: string;
    let reviewB: string;

    beforeAll(async () => {
      const db = t.database.db;
      const doctorA = await fx.doctor(clinicA._id, { name: 'Bác Sĩ Đánh Giá A' });
      const doctorB = await fx.doctor(clinicBId, { name: 'Bác Sĩ Đánh Giá B' });
      const review = async (clinicId: string, doctorId: string, rate: number, content: string) => {
        const userId = await fx.otherUser();
        const bookingId = await fx.booking({ userId, doctorId, clinicId });
        const [row] = await db
          .insert(bookingReviews)
          .values({ kind: 'clinic', bookingId, userId, doctorId, clinicId, rate, content })
          .returning({ id: bookingReviews.id });
        return row!.id;
      };
      reviewA = await review(clinicA._id, doctorA.id, 1, 'Chờ đợi quá lâu ở quầy tiếp đón');
      reviewB = await review(clinicBId, doctorB.id, 5, 'Rất hài lòng với phòng khám');
    });

    it("lists the own clinic's reviews, hidden ones included, searchable; clinicId of a CLINIC account is ignored", async () => {
      const res = await get(p.clinic, `/admin/clinics/reviews?search=quay tiep don&clinicId=${clinicBId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((r: { _id: string }) => r._id)).toEqual([reviewA]);
      expect(res.json().stats).toMatchObject({ ratingDistribution: expect.any(Object) });
      const all = (await get(clinicB, '/admin/clinics/reviews?pageSize=100')).json();
      expect(all.data.some((r: { _id: string }) => r._id === reviewA)).toBe(false);
      expect(all.data.some((r: { _id: string }) => r._id === reviewB)).toBe(true);
    });

    it("refuses another clinic's review (404) and hides, shows and deletes its own with the rating recomputed", async () => {
      expectFailure(
        await send(clinicB, 'PUT', `/admin/clinics/reviews/${reviewA}`, { isActive: false }),
        'REVIEW_NOT_FOUND',
      );
      expectFailure(await send(clinicB, 'DELETE', `/admin/clinics/reviews/${reviewA}`), 'REVIEW_NOT_FOUND');
      expectValidation(
        await send(p.clinic, 'PUT', `/admin/clinics/reviews/${reviewA}`, {}),
        'isActive',
        M.isActiveRequired,
      );

      const count = async () =>
        (await t.database.db.select().from(clinics).where(eq(clinics.id, clinicA._id)))[0]!.reviewCount;
      // The fixture wrote its review straight to the table: a first moderation brings the stored count up to date.
      expect(
        (await send(p.clinic, 'PUT', `/admin/clinics/reviews/${reviewA}`, { isActive: true })).statusCode,
      ).toBe(200);
      const before = await count();
      const hidden = await send(p.clinic, 'PUT', `/admin/clinics/reviews/${reviewA}`, { isActive: false });
      expect(hidden.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.reviewHidden,
        data: { _id: reviewA, isActive: false },
      });
      expect(await count()).toBe(before - 1);
      const listed = (await get(p.clinic, '/admin/clinics/reviews?search=quay tiep don')).json().data;
      expect(listed).toEqual([expect.objectContaining({ _id: reviewA, isActive: false })]);
      const shown = await send(p.clinic, 'PUT', `/admin/clinics/reviews/${reviewA}`, { isActive: true });
      expect(shown.json().message).toBe(CLINIC_ADMIN_TEXT.reviewShown);
      expect(await count()).toBe(before);

      const deleted = await send(p.clinic, 'DELETE', `/admin/clinics/reviews/${reviewA}`);
      expect(deleted.json()).toMatchObject({
        message: CLINIC_ADMIN_TEXT.reviewDeleted,
        data: { _id: reviewA },
      });
      expect(await count()).toBe(before - 1);
    });

    it('shows an ADMIN every clinic’s reviews, or one clinic’s, and lets it moderate any', async () => {
      const all = (await get(p.admin, '/admin/clinics/reviews?pageSize=100')).json();
      expect(all.data.some((r: { _id: string }) => r._id === reviewB)).toBe(true);
      const one = (await get(p.admin, `/admin/clinics/reviews?clinicId=${clinicBId}&pageSize=100`)).json();
      expect(one.data.every((r: { clinic: { _id: string } }) => r.clinic._id === clinicBId)).toBe(true);
      // Moderation answers name the reviewer's e-mail (§4.5 'Người đánh giá'); the public list never does.
      const [reviewer] = await t.database.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(bookingReviews, eq(bookingReviews.userId, users.id))
        .where(eq(bookingReviews.id, reviewB));
      const moderated = (one.data as BookingReview[]).find((r) => r._id === reviewB);
      expect(moderated?.user).toMatchObject({ _id: reviewer!.id, email: reviewer!.email });
      const pub = await get(null, `/clinics/reviews?clinicId=${clinicBId}&pageSize=100`);
      expect(pub.statusCode, pub.body).toBe(200);
      const shown = (pub.json().data as BookingReview[]).find((r) => r._id === reviewB);
      expect(shown?.user).toEqual({
        _id: reviewer!.id,
        name: expect.any(String),
        avatar: expect.any(Object),
      });
      expect(pub.body).not.toContain(reviewer!.email);
      const res = await send(p.admin, 'PUT', `/admin/clinics/reviews/${reviewB}`, { isActive: false });
      expect(res.json().data).toMatchObject({
        _id: reviewB,
        isActive: false,
        user: { email: reviewer!.email },
      });
    });
  });
});
