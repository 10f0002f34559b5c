import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@lumi/shared';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginAdmin,
  TEST_PUBLIC_URL,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { DAY_SECONDS, expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import { multipartBody, pngImage } from '../../../test/multipart';
import { DEMO_CLINICS } from '../../seed/clinic-data';
import { admins } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { createTokenService } from '../../lib/tokens';
import { createLocalStorage } from '../../providers/storage';
import { createUploadsService } from '../uploads/service';
import { adminsRepository } from './repository';
import { createAdminsService } from './service';

const PASSWORD = 'nhan-vien-2026';

type Account = {
  _id: string;
  name: string;
  username: string;
  role: AdminRole;
  isActive: boolean;
  clinic: unknown;
};

describe('admin auth and accounts (api-contract §3.2, decision 8)', () => {
  let t: TestApp;
  let admin: Principal;
  let adminId: string;
  let support: Principal;
  let clinic: Principal;
  let passwordHash: string;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, support, clinic, passwordHash] = await Promise.all([
      loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password),
      loginAdmin(t.app, DEMO.support.username, DEMO.support.password),
      loginAdmin(t.app, DEMO.clinicAdmin.username, DEMO.clinicAdmin.password),
      hashPassword(PASSWORD),
    ]);
    adminId = jwtPayload(admin.token).sub;
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, remember?: boolean) =>
    injectAs(t.app, null, {
      method: 'POST',
      url: '/admin/auth/login',
      payload: { username, password, ...(remember === undefined ? {} : { remember }) },
    });
  const me = (principal: Principal) =>
    injectAs(t.app, principal, { method: 'GET', url: '/admin/auth/account' });
  const list = (query: string, principal: Principal = admin) =>
    injectAs(t.app, principal, { method: 'GET', url: `/admin/admin-accounts${query}` });
  const create = (payload: object, principal: Principal = admin) =>
    injectAs(t.app, principal, { method: 'POST', url: '/admin/admin-accounts', payload });
  const update = (id: string, payload: object, principal: Principal = admin) =>
    injectAs(t.app, principal, { method: 'PUT', url: `/admin/admin-accounts/${id}`, payload });
  const remove = (id: string, principal: Principal = admin) =>
    injectAs(t.app, principal, { method: 'DELETE', url: `/admin/admin-accounts/${id}` });

  /** An account written straight to the database (password PASSWORD), for tests that need many. */
  async function insertAccount(role: AdminRole, name = `Nhân Viên ${seq + 1}`, createdAt?: Date) {
    const row = await adminsRepository(t.database.db).insert({
      name,
      username: `nv.${++seq}`,
      passwordHash,
      role,
      createdAt,
    });
    if (!row) throw new Error('insert failed');
    return row;
  }

  describe('POST /admin/auth/login', () => {
    it('signs in with the username in any case: top-level accessToken, data AdminAccount', async () => {
      const res = await login('  ADMIN ', DEMO.admin.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Đăng nhập thành công',
        data: {
          _id: adminId,
          username: 'admin',
          name: DEMO.admin.name,
          role: 'ADMIN',
          clinic: null,
          isActive: true,
          avatar: {
            url: `${TEST_PUBLIC_URL}/api/v1/avatars/default.svg?name=${encodeURIComponent(DEMO.admin.name)}`,
            publicId: null,
          },
        },
      });
      expect(jwtPayload(body.accessToken)).toMatchObject({ sub: adminId, aud: 'lumi:admin' });
      expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2/);
    });

    it('answers a CLINIC account with its clinic', async () => {
      const res = await login('Clinic.Hanoi', DEMO.clinicAdmin.password);
      expect(res.json().data).toMatchObject({
        role: 'CLINIC',
        clinic: {
          name: 'Phòng khám Da liễu Lumi Hà Nội',
          slug: 'phong-kham-da-lieu-lumi-ha-noi',
          isActive: true,
          logo: { url: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/uploads/`)) },
        },
      });
    });

    it('gives a 30-day token with remember: true, else 7 days', async () => {
      const long = jwtPayload((await login('support', DEMO.support.password, true)).json().accessToken);
      expect(long.exp - long.iat).toBe(30 * DAY_SECONDS);
      const short = jwtPayload(support.token);
      expect(short.exp - short.iat).toBe(7 * DAY_SECONDS);
    });

    it('refuses a wrong password and an unknown username alike: AUTH_INVALID_CREDENTIALS 401', async () => {
      expectFailure(await login('admin', 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
      expectFailure(await login('khong.co.ai', 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
    });

    it('400 with texts for missing fields', async () => {
      expectValidation(
        await injectAs(t.app, null, { method: 'POST', url: '/admin/auth/login', payload: { password: 'x' } }),
        'username',
        'Vui lòng nhập tên đăng nhập',
      );
      expectValidation(
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/admin/auth/login',
          payload: { username: 'admin' },
        }),
        'password',
        'Vui lòng nhập mật khẩu',
      );
    });

    it('refuses a disabled account: ACCOUNT_DISABLED 403', async () => {
      const row = await insertAccount('SUPPORT');
      await adminsRepository(t.database.db).update(row.id, { isActive: false });
      expectFailure(await login(row.username, PASSWORD), 'ACCOUNT_DISABLED');
    });
  });

  describe('GET /admin/auth/account', () => {
    it.each([
      ['admin', DEMO.admin.username, 'ADMIN'],
      ['support', DEMO.support.username, 'SUPPORT'],
      ['clinic', DEMO.clinicAdmin.username, 'CLINIC'],
    ] as const)('answers the %s account of the token', async (who, username, role) => {
      const principal = { admin, support, clinic }[who];
      const res = await me(principal);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { username, role, isActive: true } });
      if (role === 'CLINIC')
        expect(res.json().data.clinic).toMatchObject({ name: 'Phòng khám Da liễu Lumi Hà Nội' });
      else expect(res.json().data.clinic).toBeNull();
    });
  });

  // Runs first among the account tests: it counts the accounts the seed made and those inserted above (`seq`).
  describe('GET /admin/admin-accounts', () => {
    it('defaults to page 1 of 10, newest first', async () => {
      const res = await list('');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      // The demo accounts (one of each role and the accounts of the other demo clinics, more than one page), and
      // the disabled account of the sign-in tests.
      const all = (await list('?pageSize=100')).json();
      const total = all.pagination.totalItems as number;
      expect(total).toBe(3 + DEMO_CLINICS.length + seq);
      expect(body.pagination).toEqual({
        page: 1,
        pageSize: 10,
        totalPage: Math.ceil(total / 10),
        totalItems: total,
      });
      expect(body.data).toEqual(all.data.slice(0, 10));
      expect(all.data.map((a: Account) => a.username)).toEqual(
        expect.arrayContaining(['admin', 'support', 'clinic.hanoi']),
      );
      expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    });

    it('pages through many accounts; a page past the end is empty', async () => {
      const before = (await list('')).json().pagination.totalItems as number;
      // A second apart: two inserts within one clock tick would tie on createdAt and fall back to the username order.
      const base = Date.now();
      for (let i = 0; i < 12; i += 1)
        await insertAccount('SUPPORT', `Trang Số ${i}`, new Date(base + i * 1000));
      const total = before + 12;

      const first = (await list('?page=1&pageSize=10')).json();
      expect(first.pagination).toEqual({
        page: 1,
        pageSize: 10,
        totalPage: Math.ceil(total / 10),
        totalItems: total,
      });
      expect(first.data).toHaveLength(10);
      const pages = [first];
      for (let page = 2; page <= first.pagination.totalPage; page += 1)
        pages.push((await list(`?page=${page}&pageSize=10`)).json());
      expect(pages.map((p) => p.data.length)).toEqual(pages.map((_, i) => Math.min(10, total - i * 10)));
      const ids = new Set(pages.flatMap((p) => p.data.map((a: Account) => a._id)));
      expect(ids.size).toBe(total);

      const small = (await list('?pageSize=4&page=2')).json();
      expect(small.pagination).toEqual({
        page: 2,
        pageSize: 4,
        totalPage: Math.ceil(total / 4),
        totalItems: total,
      });
      expect(small.data).toHaveLength(4);

      const past = (await list('?page=99')).json();
      expect(past.data).toEqual([]);
      expect(past.pagination).toEqual({
        page: 99,
        pageSize: 10,
        totalPage: Math.ceil(total / 10),
        totalItems: total,
      });

      // Newest first: the last inserted account leads page 1.
      expect(first.data[0].name).toBe('Trang Số 11');
    });

    it('treats empty parameters as absent', async () => {
      const res = await list('?page=&pageSize=&search=&role=');
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination).toMatchObject({ page: 1, pageSize: 10 });
    });

    it.each([
      ['tran thu', ['support']],
      ['TRẦN THU', ['support']],
      ['hoang nam', ['clinic.hanoi']],
      ['  quân ', ['admin']],
      ['clinic.ha', ['clinic.hanoi']],
      ['CLINIC.HA', ['clinic.hanoi']],
      ['%', []],
      ['_', []],
      ['khong-ai-co-ten-nay', []],
    ])('search %j finds %j (name without diacritics, or username)', async (search, usernames) => {
      const res = await list(`?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .data.map((a: Account) => a.username)
          .sort(),
      ).toEqual(usernames);
      expect(res.json().pagination.totalItems).toBe(usernames.length);
    });

    it('filters by role, also with a search', async () => {
      const clinics = (await list('?role=CLINIC&pageSize=100')).json();
      expect(clinics.data.map((a: Account) => a.username).sort()).toEqual(
        [DEMO.clinicAdmin.username, ...DEMO_CLINICS.map((c) => c.admin.username)].sort(),
      );
      const admins = (await list('?role=ADMIN&pageSize=100')).json();
      expect(admins.data.every((a: Account) => a.role === 'ADMIN')).toBe(true);
      const supports = (await list('?role=SUPPORT&search=trang%20so&pageSize=100')).json();
      expect(supports.pagination.totalItems).toBe(12);
      expect(supports.data.every((a: Account) => a.role === 'SUPPORT' && a.name.startsWith('Trang Số'))).toBe(
        true,
      );
    });

    it.each([
      '?role=OWNER',
      '?page=0',
      '?page=abc',
      '?pageSize=101',
      '?pageSize=0',
      `?search=${'x'.repeat(101)}`,
    ])('400 for %s', async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });
  });

  describe('POST /admin/admin-accounts', () => {
    it('creates an account (201) that can sign in', async () => {
      const res = await create({
        name: '  Ngô Bảo Châu ',
        username: ' NV.Chau ',
        password: PASSWORD,
        rePassword: PASSWORD,
        role: 'SUPPORT',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Tạo tài khoản thành công',
        data: {
          name: 'Ngô Bảo Châu',
          username: 'nv.chau',
          role: 'SUPPORT',
          clinic: null,
          isActive: true,
          avatar: {
            url: `${TEST_PUBLIC_URL}/api/v1/avatars/default.svg?name=Ng%C3%B4%20B%E1%BA%A3o%20Ch%C3%A2u`,
            publicId: null,
          },
        },
      });
      expect(res.body).not.toMatch(/passwordHash|\$argon2/);
      const signedIn = await login('nv.chau', PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect((await list('?search=nv.chau')).json().data).toHaveLength(1);
    });

    it('starts a CLINIC account without a clinic, and accepts the reference spelling resPassword', async () => {
      const res = await create({
        name: 'Phòng Khám Mới',
        username: 'pk.moi',
        password: PASSWORD,
        resPassword: PASSWORD,
        role: 'CLINIC',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ role: 'CLINIC', clinic: null });
    });

    it('keeps an uploaded avatar usable when the username turns out to be taken', async () => {
      const body = await multipartBody(
        { purpose: 'avatar' },
        { data: await pngImage(32), filename: 'a.png', type: 'image/png' },
      );
      const up = await injectAs(t.app, admin, { method: 'POST', url: '/uploads', ...body });
      expect(up.statusCode).toBe(201);
      const avatar = { url: up.json().data.url as string, publicId: up.json().data.publicId as string };

      expectFailure(
        await create({
          name: 'Có Ảnh Đại Diện',
          username: 'support',
          password: PASSWORD,
          role: 'SUPPORT',
          avatar,
        }),
        'USERNAME_TAKEN',
      );
      const res = await create({
        name: 'Có Ảnh Đại Diện',
        username: 'co.anh',
        password: PASSWORD,
        role: 'SUPPORT',
        avatar,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.avatar).toEqual(avatar);
      expect(existsSync(path.join(t.config.dataDir, 'uploads', `${avatar.publicId}.webp`))).toBe(true);
    });

    it('refuses an avatar uploaded by someone else: UPLOAD_INVALID, and creates nothing', async () => {
      const body = await multipartBody(
        { purpose: 'avatar' },
        { data: await pngImage(32), filename: 'a.png', type: 'image/png' },
      );
      const up = await injectAs(t.app, support, { method: 'POST', url: '/uploads', ...body });
      const avatar = { url: up.json().data.url as string, publicId: up.json().data.publicId as string };
      expectFailure(
        await create({
          name: 'Ảnh Người Khác',
          username: 'anh.khac',
          password: PASSWORD,
          role: 'SUPPORT',
          avatar,
        }),
        'UPLOAD_INVALID',
      );
      expect((await list('?search=anh.khac')).json().data).toEqual([]);
    });

    it.each(['admin', 'ADMIN', 'Clinic.Hanoi'])(
      'refuses a taken username %j: USERNAME_TAKEN 409',
      async (username) => {
        expectFailure(
          await create({ name: 'Trùng Tên', username, password: PASSWORD, role: 'SUPPORT' }),
          'USERNAME_TAKEN',
          'Tên đăng nhập đã tồn tại',
        );
      },
    );

    it.each([
      [{ username: 'nv.a', password: PASSWORD, role: 'SUPPORT' }, 'name', 'Vui lòng nhập họ và tên'],
      [
        { name: 'Ab', username: 'nv.a', password: PASSWORD, role: 'SUPPORT' },
        'name',
        'Họ và tên phải có ít nhất 3 ký tự',
      ],
      [{ name: 'Nhân Viên', password: PASSWORD, role: 'SUPPORT' }, 'username', 'Vui lòng nhập tên đăng nhập'],
      [
        { name: 'Nhân Viên', username: 'ab', password: PASSWORD, role: 'SUPPORT' },
        'username',
        'Tên đăng nhập từ 3–50 ký tự, chỉ gồm chữ thường, số và . _ -',
      ],
      [
        { name: 'Nhân Viên', username: 'nhân viên', password: PASSWORD, role: 'SUPPORT' },
        'username',
        'Tên đăng nhập từ 3–50 ký tự, chỉ gồm chữ thường, số và . _ -',
      ],
      [{ name: 'Nhân Viên', username: 'nv.a', role: 'SUPPORT' }, 'password', 'Vui lòng nhập mật khẩu'],
      [
        { name: 'Nhân Viên', username: 'nv.a', password: '12345', role: 'SUPPORT' },
        'password',
        'Mật khẩu phải có ít nhất 6 ký tự',
      ],
      [
        { name: 'Nhân Viên', username: 'nv.a', password: 'abc123', role: 'SUPPORT' },
        'password',
        'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
      ],
      [{ name: 'Nhân Viên', username: 'nv.a', password: PASSWORD }, 'role', 'Vui lòng chọn vai trò'],
      [
        { name: 'Nhân Viên', username: 'nv.a', password: PASSWORD, role: 'OWNER' },
        'role',
        'Vui lòng chọn vai trò',
      ],
      [
        { name: 'Nhân Viên', username: 'nv.a', password: PASSWORD, rePassword: 'khac', role: 'SUPPORT' },
        'rePassword',
        'Mật khẩu nhập lại không trùng khớp',
      ],
      [
        { name: 'Nhân Viên', username: 'nv.a', password: PASSWORD, resPassword: 'khac', role: 'SUPPORT' },
        'rePassword',
        'Mật khẩu nhập lại không trùng khớp',
      ],
    ])('400 for %j at %s: %s', async (body, where, message) => {
      expectValidation(await create(body), where, message);
    });
  });

  describe('PUT /admin/admin-accounts/{id}', () => {
    it('lets ADMIN change another account’s name, role and password without a current one; older tokens end', async () => {
      const row = await insertAccount('SUPPORT');
      const theirs = await loginAdmin(t.app, row.username, PASSWORD);
      const res = await update(row.id, {
        name: 'Tên Mới Nhé',
        role: 'CLINIC',
        password: 'mat-khau-moi-2026',
        username: 'doi-ten',
        email: 'x@y.vn',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Cập nhật tài khoản thành công',
        data: { _id: row.id, name: 'Tên Mới Nhé', role: 'CLINIC', username: row.username },
      });
      expectFailure(await me(theirs), 'AUTH_TOKEN_INVALID');
      expectFailure(await login(row.username, PASSWORD), 'AUTH_INVALID_CREDENTIALS');
      const again = await loginAdmin(t.app, row.username, 'mat-khau-moi-2026');
      expect((await me(again)).json().data.role).toBe('CLINIC');
    });

    it('disabling an account ends its session at once and blocks sign-in; enabling restores sign-in', async () => {
      const row = await insertAccount('SUPPORT');
      const theirs = await loginAdmin(t.app, row.username, PASSWORD);
      expect((await me(theirs)).statusCode).toBe(200);
      const res = await update(row.id, { isActive: false });
      expect(res.json().data.isActive).toBe(false);
      const next = await me(theirs);
      expect([401, 403]).toContain(next.statusCode);
      expect(['ACCOUNT_DISABLED', 'AUTH_TOKEN_INVALID']).toContain(next.json().code);
      expectFailure(await login(row.username, PASSWORD), 'ACCOUNT_DISABLED');
      expect((await update(row.id, { isActive: true })).json().data.isActive).toBe(true);
      expect((await login(row.username, PASSWORD)).statusCode).toBe(200);
    });

    it('an edit of name only keeps the sessions', async () => {
      const row = await insertAccount('SUPPORT');
      const theirs = await loginAdmin(t.app, row.username, PASSWORD);
      await update(row.id, { name: 'Chỉ Đổi Tên' });
      expect((await me(theirs)).json().data.name).toBe('Chỉ Đổi Tên');
    });

    it('refuses a change of one’s own role or status: FORBIDDEN 403; the same values pass', async () => {
      expectFailure(await update(adminId, { role: 'SUPPORT' }), 'FORBIDDEN');
      expectFailure(await update(adminId, { isActive: false }), 'FORBIDDEN');
      expect((await me(admin)).json().data).toMatchObject({ role: 'ADMIN', isActive: true });
      const same = await update(adminId, { role: 'ADMIN', isActive: true, name: DEMO.admin.name });
      expect(same.statusCode).toBe(200);
    });

    it('lets every role edit its own name; SUPPORT and CLINIC may not edit others (FORBIDDEN)', async () => {
      const supportId = jwtPayload(support.token).sub;
      const clinicId = jwtPayload(clinic.token).sub;
      expect((await update(supportId, { name: 'Trần Thu Hà' }, support)).statusCode).toBe(200);
      expect((await update(clinicId, { name: 'Lê Hoàng Nam' }, clinic)).statusCode).toBe(200);
      expectFailure(await update(adminId, { name: 'Bị Sửa' }, support), 'FORBIDDEN');
      expectFailure(await update(supportId, { name: 'Bị Sửa' }, clinic), 'FORBIDDEN');
      expectFailure(await update(supportId, { isActive: false }, support), 'FORBIDDEN');
      expect((await me(admin)).json().data.name).toBe(DEMO.admin.name);
    });

    it('needs the current password to change one’s own; answers a fresh token and ends the old one', async () => {
      const row = await insertAccount('CLINIC');
      const self = await loginAdmin(t.app, row.username, PASSWORD);
      expectFailure(
        await update(row.id, { password: 'mat-khau-moi-2026' }, self),
        'CURRENT_PASSWORD_REQUIRED',
      );
      expectFailure(
        await update(row.id, { password: 'mat-khau-moi-2026', currentPassword: 'doan-bua' }, self),
        'CURRENT_PASSWORD_WRONG',
      );
      expect((await me(self)).statusCode).toBe(200);

      const res = await update(
        row.id,
        { password: 'mat-khau-moi-2026', rePassword: 'mat-khau-moi-2026', currentPassword: PASSWORD },
        self,
      );
      expect(res.statusCode).toBe(200);
      const fresh = res.json().accessToken as string;
      expect(jwtPayload(fresh)).toMatchObject({ sub: row.id, aud: 'lumi:admin' });
      expectFailure(await me(self), 'AUTH_TOKEN_INVALID');
      expect((await me({ kind: 'admin', token: fresh })).statusCode).toBe(200);
      expect((await login(row.username, 'mat-khau-moi-2026')).statusCode).toBe(200);
    });

    it('answers ADMIN_NOT_FOUND 404 for an unknown id and 400 for a malformed one', async () => {
      expectFailure(
        await update('00000000-0000-4000-8000-000000000000', { name: 'Không Có' }),
        'ADMIN_NOT_FOUND',
        'Không tìm thấy tài khoản',
      );
      expectValidation(await update('123', { name: 'Không Có' }), 'id', 'Dữ liệu không hợp lệ');
    });
  });

  describe('DELETE /admin/admin-accounts/{id}', () => {
    it('refuses to delete oneself: ADMIN_DELETE_SELF 422', async () => {
      expectFailure(await remove(adminId), 'ADMIN_DELETE_SELF', 'Không thể xóa tài khoản của chính mình');
    });

    it('refuses to delete another ADMIN: ADMIN_DELETE_ADMIN 422', async () => {
      const other = await insertAccount('ADMIN');
      expectFailure(await remove(other.id), 'ADMIN_DELETE_ADMIN', 'Không thể xóa tài khoản ADMIN khác');
    });

    it('refuses to delete the owner of a clinic: ADMIN_HAS_CLINIC 409', async () => {
      const clinicId = jwtPayload(clinic.token).sub;
      expectFailure(
        await remove(clinicId),
        'ADMIN_HAS_CLINIC',
        'Tài khoản đang quản lý một phòng khám, hãy vô hiệu hóa thay vì xóa',
      );
      expect((await me(clinic)).statusCode).toBe(200);
    });

    it('deletes a SUPPORT account; it is then gone (ADMIN_NOT_FOUND) and its token dead', async () => {
      const row = await insertAccount('SUPPORT');
      const theirs = await loginAdmin(t.app, row.username, PASSWORD);
      const res = await remove(row.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Xóa tài khoản thành công',
        data: { _id: row.id },
      });
      expectFailure(await update(row.id, { name: 'Hồi Sinh' }), 'ADMIN_NOT_FOUND');
      expectFailure(await remove(row.id), 'ADMIN_NOT_FOUND');
      expectFailure(await me(theirs), 'AUTH_TOKEN_INVALID');
      expectFailure(await login(row.username, PASSWORD), 'AUTH_INVALID_CREDENTIALS');
    });

    it('deletes a CLINIC account that has no clinic yet', async () => {
      const row = await insertAccount('CLINIC');
      expect((await remove(row.id)).statusCode).toBe(200);
    });
  });
});

describe('the last ADMIN (ADR 0024)', () => {
  let t: TestApp;
  let demo: Principal;
  let passwordHash: string;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    [demo, passwordHash] = await Promise.all([
      loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password),
      hashPassword(PASSWORD),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (id: string, payload: object, principal: Principal) =>
    injectAs(t.app, principal, { method: 'PUT', url: `/admin/admin-accounts/${id}`, payload });
  const activeAdmins = async () =>
    (
      await t.database.db
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.role, 'ADMIN'), eq(admins.isActive, true)))
    ).map((a) => a.id);

  /** A signed-in ADMIN account, written straight to the database. */
  async function newAdmin(): Promise<{ id: string; principal: Principal }> {
    const row = await adminsRepository(t.database.db).insert({
      name: `Quản Trị ${++seq}`,
      username: `qt.cuoi.${seq}`,
      passwordHash,
      role: 'ADMIN',
    });
    if (!row) throw new Error('insert failed');
    return { id: row.id, principal: await loginAdmin(t.app, row.username, PASSWORD) };
  }

  /** The admins service as the routes use it, to replay a request that passed its guard before a change. */
  function service() {
    return createAdminsService({
      db: t.database.db,
      tokens: createTokenService(t.config.secrets, t.clock),
      uploads: createUploadsService({
        db: t.database.db,
        storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
        clock: t.clock,
      }),
    });
  }

  /**
   * Holds the roster lock in a transaction of its own until `release` is called, so that requests started meanwhile
   * reach it together (on PostgreSQL they wait on the lock; PGlite runs them after the transaction).
   */
  async function holdRoster(): Promise<{ release: () => Promise<void> }> {
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    const done = t.database.db.transaction(async (tx) => {
      await adminsRepository(tx).lockRoster();
      locked();
      await freed;
    });
    await isLocked;
    return {
      async release() {
        free();
        await done;
      },
    };
  }

  it('leaves two active ADMINs: the demo ADMIN is disabled by another', async () => {
    const x = await newAdmin();
    const demoId = jwtPayload(demo.token).sub;
    expect((await update(demoId, { isActive: false }, x.principal)).statusCode).toBe(200);
    const y = await newAdmin();
    expect((await activeAdmins()).sort()).toEqual([x.id, y.id].sort());

    // X demotes Y; Y's request, which passed its guard before that, then tries to demote or disable X.
    const staleY = await adminsRepository(t.database.db).findById(y.id);
    expect((await update(y.id, { role: 'SUPPORT' }, x.principal)).statusCode).toBe(200);
    await expect(service().update(staleY!, x.id, { role: 'SUPPORT' })).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      status: 422,
      message: 'Hệ thống phải còn ít nhất một tài khoản ADMIN đang hoạt động',
    });
    await expect(service().update(staleY!, x.id, { isActive: false })).rejects.toMatchObject({
      code: 'LAST_ADMIN',
    });
    await expect(service().update(staleY!, x.id, { role: 'CLINIC', isActive: false })).rejects.toMatchObject({
      code: 'LAST_ADMIN',
    });
    expect(await activeAdmins()).toEqual([x.id]);
    // Y's token ended with the demotion; X may still rename itself or change what is not ADMIN.
    expectFailure(await update(x.id, { role: 'SUPPORT' }, y.principal), 'AUTH_TOKEN_INVALID');
    expect((await update(x.id, { name: 'Quản Trị Cuối Cùng' }, x.principal)).statusCode).toBe(200);
    // A disabled ADMIN or a SUPPORT is not the last one: changing them needs no check.
    expect((await update(demoId, { role: 'SUPPORT' }, x.principal)).statusCode).toBe(200);
    expect((await update(y.id, { isActive: false }, x.principal)).statusCode).toBe(200);
    // Promoting again makes room: then Y may be demoted by X once more.
    expect((await update(y.id, { role: 'ADMIN', isActive: true }, x.principal)).statusCode).toBe(200);
    expect((await activeAdmins()).sort()).toEqual([x.id, y.id].sort());
    expect((await update(y.id, { isActive: false }, x.principal)).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([x.id]);
  });

  it.each([
    ['demote', { role: 'SUPPORT' }],
    ['disable', { isActive: false }],
  ] as const)('two ADMINs who %s each other at the same instant leave exactly one', async (_, change) => {
    for (const id of await activeAdmins())
      await t.database.db.update(admins).set({ isActive: false }).where(eq(admins.id, id));
    const a = await newAdmin();
    const b = await newAdmin();
    expect((await activeAdmins()).sort()).toEqual([a.id, b.id].sort());

    const roster = await holdRoster();
    const answers = Promise.all([update(b.id, change, a.principal), update(a.id, change, b.principal)]);
    // Both requests reach the lock (their guards and early checks both pass) before it is freed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await roster.release();
    const [byA, byB] = await answers;

    const statuses = [byA.statusCode, byB.statusCode].sort();
    expect(statuses[0]).toBe(200);
    const refused = byA.statusCode === 200 ? byB : byA;
    if (t.database.kind === 'postgres') expectFailure(refused, 'LAST_ADMIN');
    else expect(['LAST_ADMIN', 'AUTH_TOKEN_INVALID']).toContain(refused.json().code);
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    expect(left[0]).toBe(byA.statusCode === 200 ? a.id : b.id);
  });

  it('SUPPORT and CLINIC may not list, create, change or delete accounts: FORBIDDEN 403', async () => {
    const support = await loginAdmin(t.app, DEMO.support.username, DEMO.support.password);
    const clinic = await loginAdmin(t.app, DEMO.clinicAdmin.username, DEMO.clinicAdmin.password);
    const target = await adminsRepository(t.database.db).insert({
      name: 'Tài Khoản Đích',
      username: 'tk.dich',
      passwordHash,
      role: 'SUPPORT',
    });
    for (const principal of [support, clinic]) {
      expectFailure(
        await injectAs(t.app, principal, { method: 'GET', url: '/admin/admin-accounts' }),
        'FORBIDDEN',
      );
      expectFailure(
        await injectAs(t.app, principal, {
          method: 'POST',
          url: '/admin/admin-accounts',
          payload: { name: 'Không Được', username: 'khong.duoc', password: PASSWORD, role: 'ADMIN' },
        }),
        'FORBIDDEN',
      );
      expectFailure(await update(target!.id, { role: 'ADMIN' }, principal), 'FORBIDDEN');
      expectFailure(
        await injectAs(t.app, principal, { method: 'DELETE', url: `/admin/admin-accounts/${target!.id}` }),
        'FORBIDDEN',
      );
    }
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, target!.id));
    expect(row).toMatchObject({ role: 'SUPPORT', isActive: true });
  });

  it('an ADMIN is never deleted, by another ADMIN nor by itself', async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    const remove = (id: string, principal: Principal) =>
      injectAs(t.app, principal, { method: 'DELETE', url: `/admin/admin-accounts/${id}` });
    expectFailure(await remove(b.id, a.principal), 'ADMIN_DELETE_ADMIN');
    expectFailure(await remove(a.id, a.principal), 'ADMIN_DELETE_SELF');
    expect((await activeAdmins()).sort()).toEqual(expect.arrayContaining([a.id, b.id].sort()));
  });
});
