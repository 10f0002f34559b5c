import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTimeToInstant, toLocalDate } from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginDoctor,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { DAY_SECONDS, expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import { bookings, clinics, users } from '../../db/schema';
import { doctorsRepository } from './repository';

describe('doctor sign-in and self-service (api-contract §3.1, §4.2)', () => {
  let t: TestApp;
  let an: Principal;
  let anId: string;
  let binhId: string;
  let clinicId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    an = await loginDoctor(t.app);
    anId = jwtPayload(an.token).sub;
    const binh = await doctorsRepository(t.database.db).findByEmail(DEMO.doctor2.email);
    if (!binh) throw new Error('seed doctor missing');
    binhId = binh.id;
    clinicId = binh.clinicId;
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, remember?: boolean) =>
    injectAs(t.app, null, {
      method: 'POST',
      url: '/auth/login-doctor',
      payload: { email, password, ...(remember === undefined ? {} : { remember }) },
    });
  const account = (principal: Principal | null) =>
    injectAs(t.app, principal, { method: 'GET', url: '/auth/account-doctor' });
  const update = (principal: Principal, id: string, payload: object) =>
    injectAs(t.app, principal, { method: 'PUT', url: `/doctors/${id}`, payload });
  const setClinicActive = (isActive: boolean) =>
    t.database.db.update(clinics).set({ isActive }).where(eq(clinics.id, clinicId));

  describe('POST /auth/login-doctor', () => {
    it('answers the doctor with the token under data.accessToken', async () => {
      const res = await login('BS.An@Lumi.vn', DEMO.doctor.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Đăng nhập thành công',
        data: {
          _id: anId,
          email: DEMO.doctor.email,
          name: DEMO.doctor.name,
          specialty: 'Điều trị mụn',
          clinic: { name: 'Phòng khám Da liễu Lumi Hà Nội' },
        },
      });
      expect(typeof body.data.accessToken).toBe('string');
      expect(body.accessToken).toBeUndefined();
      expect(jwtPayload(body.data.accessToken)).toMatchObject({ sub: anId, aud: 'lumi:doctor' });
      expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2/);
    });

    it('gives a 30-day token with remember: true', async () => {
      const claims = jwtPayload(
        (await login(DEMO.doctor.email, DEMO.doctor.password, true)).json().data.accessToken,
      );
      expect(claims.exp - claims.iat).toBe(30 * DAY_SECONDS);
    });

    it('refuses a wrong password and an unknown email alike: AUTH_INVALID_CREDENTIALS 401', async () => {
      expectFailure(await login(DEMO.doctor.email, 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
      expectFailure(await login('bs.khong-co@lumi.vn', 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
    });

    it('400 with the spec texts for a missing email or password', async () => {
      expectValidation(
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/auth/login-doctor',
          payload: { password: 'x' },
        }),
        'email',
        'Vui lòng nhập email',
      );
      expectValidation(
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/auth/login-doctor',
          payload: { email: DEMO.doctor.email },
        }),
        'password',
        'Vui lòng nhập mật khẩu',
      );
    });

    it('refuses an inactive doctor (login and existing token) with ACCOUNT_DISABLED 403', async () => {
      const binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
      await doctorsRepository(t.database.db).update(binhId, { isActive: false });
      try {
        expectFailure(await login(DEMO.doctor2.email, DEMO.doctor2.password), 'ACCOUNT_DISABLED');
        expectFailure(await account(binh), 'ACCOUNT_DISABLED');
      } finally {
        await doctorsRepository(t.database.db).update(binhId, { isActive: true });
      }
      expect((await account(binh)).statusCode).toBe(200);
    });

    it('refuses a doctor of an inactive clinic (login and existing token) with ACCOUNT_DISABLED 403', async () => {
      await setClinicActive(false);
      try {
        expectFailure(
          await login(DEMO.doctor.email, DEMO.doctor.password),
          'ACCOUNT_DISABLED',
          'Tài khoản đã bị vô hiệu hóa',
        );
        expectFailure(await account(an), 'ACCOUNT_DISABLED');
      } finally {
        await setClinicActive(true);
      }
      expect((await account(an)).statusCode).toBe(200);
    });
  });

  describe('GET /auth/account-doctor', () => {
    it('answers the doctor of the token with their clinic', async () => {
      const res = await account(an);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        _id: anId,
        email: DEMO.doctor.email,
        slug: 'bs-pham-thi-an',
        fees: 300_000,
        duration: 30,
        isActive: true,
        clinic: {
          _id: clinicId,
          doctorCount: 2,
          feeRange: { min: 250_000, max: 300_000 },
          specialties: ['Da liễu tổng quát', 'Điều trị mụn', 'Điều trị nám và tàn nhang', 'Da liễu thẩm mỹ'],
        },
      });
      expect(data.clinic.workingHours).toHaveLength(7);
      expect(data.accessToken).toBeUndefined();
      expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    });

    it('needs a doctor token', async () => {
      expectFailure(await account(null), 'AUTH_REQUIRED');
    });
  });

  describe('PUT /doctors/{id}', () => {
    it('edits only the doctor’s own record: another doctor’s id → FORBIDDEN 403', async () => {
      const res = await update(an, binhId, { name: 'BS. Bị Sửa Trộm' });
      expectFailure(res, 'FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này');
      expect((await doctorsRepository(t.database.db).findById(binhId))?.name).toBe(DEMO.doctor2.name);
      expectFailure(
        await update(an, '00000000-0000-4000-8000-000000000000', { name: 'Không Ai' }),
        'FORBIDDEN',
      );
      expectValidation(
        await update(an, 'khong-phai-uuid', { name: 'Không Ai' }),
        'id',
        'Dữ liệu không hợp lệ',
      );
    });

    it('updates the doctor’s own information', async () => {
      const res = await update(an, anId, {
        name: 'BS. Phạm Thị An',
        phone: '0911222333',
        experience: 13,
        fees: 350_000,
        duration: 45,
        email: 'doi-email@lumi.vn',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Cập nhật thông tin thành công',
        data: {
          phone: '0911222333',
          experience: 13,
          fees: 350_000,
          duration: 45,
          email: DEMO.doctor.email,
          clinic: { feeRange: { min: 250_000, max: 350_000 } },
        },
      });
      expect(res.json().accessToken).toBeUndefined();
    });

    it.each([
      [{ phone: '12345' }, 'phone', 'Số điện thoại không hợp lệ'],
      [{ duration: 20 }, 'duration', expect.any(String)],
      [{ experience: 71 }, 'experience', 'Dữ liệu không hợp lệ'],
      [{ fees: 0 }, 'fees', 'Dữ liệu không hợp lệ'],
      [{ name: '' }, 'name', 'Vui lòng nhập họ và tên'],
    ])('400 for %j at %s', async (body, where, message) => {
      const res = await update(an, anId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: expect.arrayContaining([{ path: where, message }]),
      });
    });

    it('keeps the specialty among the clinic’s: DOCTOR_SPECIALTY_INVALID 422', async () => {
      expectFailure(
        await update(an, anId, { specialty: 'Phẫu thuật thẩm mỹ' }),
        'DOCTOR_SPECIALTY_INVALID',
        'Chuyên khoa phải thuộc danh sách chuyên khoa của phòng khám',
      );
      const ok = await update(an, anId, { specialty: 'Da liễu thẩm mỹ' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.specialty).toBe('Da liễu thẩm mỹ');
    });

    it.each([
      [
        'before opening (Monday opens 07:30)',
        [{ dayOfWeek: 1, isActive: true, ranges: [{ start: '06:00', end: '08:00' }] }],
      ],
      [
        'after closing (Saturday closes 12:00)',
        [{ dayOfWeek: 6, isActive: true, ranges: [{ start: '11:00', end: '13:00' }] }],
      ],
      [
        'on Sunday, when the clinic is closed',
        [{ dayOfWeek: 7, isActive: true, ranges: [{ start: '08:00', end: '10:00' }] }],
      ],
    ])('refuses a schedule %s: SCHEDULE_OUTSIDE_CLINIC_HOURS 422', async (_label, schedule) => {
      expectFailure(
        await update(an, anId, { schedule }),
        'SCHEDULE_OUTSIDE_CLINIC_HOURS',
        'Lịch làm việc phải nằm trong giờ mở cửa của phòng khám',
      );
    });

    it('accepts a schedule inside the clinic hours and keeps it ordered by day', async () => {
      const schedule = [
        { dayOfWeek: 3, isActive: true, ranges: [{ start: '13:30', end: '17:30' }] },
        {
          dayOfWeek: 1,
          isActive: true,
          ranges: [
            { start: '07:30', end: '11:30' },
            { start: '13:30', end: '16:00' },
          ],
        },
        { dayOfWeek: 7, isActive: false, ranges: [] },
      ];
      const res = await update(an, anId, { schedule });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.schedule.map((d: { dayOfWeek: number }) => d.dayOfWeek)).toEqual([1, 3, 7]);
      expect((await account(an)).json().data.schedule[0]).toEqual(schedule[1]);
    });

    it('refuses overlapping ranges and a day given twice', async () => {
      const overlap = await update(an, anId, {
        schedule: [
          {
            dayOfWeek: 2,
            isActive: true,
            ranges: [
              { start: '08:00', end: '10:00' },
              { start: '09:00', end: '11:00' },
            ],
          },
        ],
      });
      expectValidation(overlap, 'schedule', 'Dữ liệu không hợp lệ');
      const twice = await update(an, anId, {
        schedule: [
          { dayOfWeek: 2, isActive: true, ranges: [{ start: '08:00', end: '10:00' }] },
          { dayOfWeek: 2, isActive: true, ranges: [{ start: '14:00', end: '15:00' }] },
        ],
      });
      expectValidation(twice, 'schedule', 'Dữ liệu không hợp lệ');
    });

    it('sanitises the about HTML: scripts removed, links get rel="noopener nofollow"', async () => {
      const about =
        '<h2>Giới thiệu</h2><p onclick="steal()">Bác sĩ <strong>giỏi</strong></p><script>alert(1)</script>' +
        '<a href="https://lumi.vn/bs-an">Hồ sơ</a><a href="javascript:alert(1)">xấu</a><img src="https://evil.example.com/x.png"><iframe src="https://x"></iframe>';
      const res = await update(an, anId, { about });
      expect(res.statusCode).toBe(200);
      const saved: string = res.json().data.about;
      expect(saved).not.toMatch(/<script|alert\(1\)|onclick|javascript:|<iframe|evil\.example/);
      expect(saved).toContain('<h2>Giới thiệu</h2>');
      expect(saved).toContain('<strong>giỏi</strong>');
      expect(saved).toMatch(/<a href="https:\/\/lumi\.vn\/bs-an"[^>]*rel="noopener nofollow"/);
    });

    it('keeps holidays from today on, unique and sorted; refuses a past day', async () => {
      const today = toLocalDate(t.clock.now());
      const past = toLocalDate(new Date(t.clock.now().getTime() - 2 * DAY_SECONDS * 1000));
      const later = toLocalDate(new Date(t.clock.now().getTime() + 10 * DAY_SECONDS * 1000));
      const ok = await update(an, anId, { holidays: [later, today, later] });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.holidays).toEqual([today, later]);
      expectValidation(
        await update(an, anId, { holidays: [past] }),
        'holidays',
        'Ngày nghỉ phải từ hôm nay trở đi',
      );
    });
  });

  describe('PUT /doctors/{id}: days off over live bookings', () => {
    it('refuses a new day off holding a pending or confirmed booking (HOLIDAY_HAS_BOOKINGS 409) and changes nothing', async () => {
      const day = (n: number) => toLocalDate(new Date(t.clock.now().getTime() + n * DAY_SECONDS * 1000));
      // Beyond the 60 bookable days: no booking of the demo seed lies there.
      const [pendingDay, confirmedDay, cancelledDay] = [day(61), day(62), day(63)];
      const seeded = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.doctorId, anId),
            gte(bookings.startAt, localDateTimeToInstant(pendingDay, '00:00')),
          ),
        );
      expect(seeded).toEqual([]);
      const [lan] = await t.database.db.select().from(users).where(eq(users.email, DEMO.customer.email));
      let seq = 0;
      const book = async (date: string, status: 'pending' | 'confirmed' | 'cancelled') => {
        seq += 1;
        const startAt = localDateTimeToInstant(date, '09:00');
        const [row] = await t.database.db
          .insert(bookings)
          .values({
            code: `BKHOLIDAY${String(seq).padStart(3, '0')}`,
            userId: lan!.id,
            doctorId: anId,
            clinicId,
            startAt,
            endAt: new Date(startAt.getTime() + 30 * 60_000),
            status,
            price: 300_000,
            patientName: 'Vũ Ngọc Lan',
            patientPhone: '0912345678',
            patientEmail: 'khachhang@lumi.vn',
            patientGender: 'female',
            patientDateOfBirth: '1995-06-15',
            patientAddress: 'Hà Nội',
            ...(status === 'cancelled' ? { cancelReason: 'Bận việc', cancelledBy: 'User' as const } : {}),
          })
          .returning({ id: bookings.id });
        return row!.id;
      };
      const ids = [
        await book(pendingDay, 'pending'),
        await book(confirmedDay, 'confirmed'),
        await book(cancelledDay, 'cancelled'),
      ];
      const doctor = await loginDoctor(t.app);
      const before = (await account(doctor)).json().data;

      for (const booked of [pendingDay, confirmedDay]) {
        expectFailure(
          await update(doctor, anId, {
            name: 'BS. Tên Khác',
            holidays: [...before.holidays, booked],
            password: DEMO.doctor.password,
            newPassword: 'bs-an-nghi-2026',
          }),
          'HOLIDAY_HAS_BOOKINGS',
          'Ngày này đã có lịch khám, vui lòng xử lý các lịch khám trước',
        );
      }
      // Nothing changed: the name, the days off, the password (the token still works).
      const after = await account(doctor);
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ name: before.name, holidays: before.holidays });

      // A cancelled booking does not hold the day; a day already off stays off whatever is booked on it.
      const ok = await update(doctor, anId, { holidays: [...before.holidays, cancelledDay] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.holidays).toContain(cancelledDay);
      await t.database.db
        .update(bookings)
        .set({ status: 'pending', cancelReason: null, cancelledBy: null })
        .where(eq(bookings.id, ids[2]!));
      const again = await update(doctor, anId, {
        holidays: [...before.holidays, cancelledDay],
        name: before.name,
      });
      expect(again.statusCode, again.body).toBe(200);

      await t.database.db.delete(bookings).where(inArray(bookings.id, ids));
      await update(doctor, anId, { holidays: before.holidays });
    });
  });

  describe('password', () => {
    it('PUT /doctors/password: wrong current → 422; success → fresh token, the old one stops working', async () => {
      const binh = await loginDoctor(t.app, DEMO.doctor2.email, DEMO.doctor2.password);
      const put = (principal: Principal, payload: object) =>
        injectAs(t.app, principal, { method: 'PUT', url: '/doctors/password', payload });

      expectFailure(
        await put(binh, { currentPassword: 'doan-bua', newPassword: 'bs-binh-moi-2026' }),
        'CURRENT_PASSWORD_WRONG',
        'Mật khẩu cũ không chính xác',
      );
      expectValidation(
        await put(binh, { currentPassword: DEMO.doctor2.password, newPassword: DEMO.doctor2.password }),
        'newPassword',
        'Mật khẩu mới phải khác mật khẩu hiện tại',
      );
      expectValidation(
        await put(binh, { newPassword: 'bs-binh-moi-2026' }),
        'currentPassword',
        'Vui lòng nhập mật khẩu hiện tại',
      );

      const res = await put(binh, {
        currentPassword: DEMO.doctor2.password,
        newPassword: 'bs-binh-moi-2026',
        rePassword: 'bs-binh-moi-2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Đổi mật khẩu thành công',
        data: null,
        accessToken: expect.any(String),
      });
      expectFailure(await account(binh), 'AUTH_TOKEN_INVALID');
      expect((await account({ kind: 'doctor', token: res.json().accessToken })).statusCode).toBe(200);
      expectFailure(await login(DEMO.doctor2.email, DEMO.doctor2.password), 'AUTH_INVALID_CREDENTIALS');
      expect((await login(DEMO.doctor2.email, 'bs-binh-moi-2026')).statusCode).toBe(200);
    });

    it('PUT /doctors/{id} with the reference form’s { password, newPassword } changes the password too', async () => {
      const doctor = await loginDoctor(t.app);
      expectFailure(
        await update(doctor, anId, { password: 'doan-bua', newPassword: 'bs-an-moi-2026' }),
        'CURRENT_PASSWORD_WRONG',
      );
      expectFailure(
        await update(doctor, anId, { newPassword: 'bs-an-moi-2026' }),
        'CURRENT_PASSWORD_REQUIRED',
      );

      // An empty newPassword (the form's untouched field) changes nothing.
      const untouched = await update(doctor, anId, {
        name: 'BS. Phạm Thị An',
        password: '',
        newPassword: '',
      });
      expect(untouched.statusCode).toBe(200);
      expect(untouched.json().accessToken).toBeUndefined();

      const res = await update(doctor, anId, {
        password: DEMO.doctor.password,
        newPassword: 'bs-an-moi-2026',
        experience: 14,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { _id: anId, experience: 14 },
        accessToken: expect.any(String),
      });
      expectFailure(await account(doctor), 'AUTH_TOKEN_INVALID');
      expect((await account({ kind: 'doctor', token: res.json().accessToken })).statusCode).toBe(200);
      expect((await login(DEMO.doctor.email, 'bs-an-moi-2026')).statusCode).toBe(200);
    });
  });
});
