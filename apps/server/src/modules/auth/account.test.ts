import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  buildTestApp,
  injectAs,
  loginAdmin,
  loginUser,
  TEST_PUBLIC_URL,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import { multipartBody, pngImage } from '../../../test/multipart';
import { startSmtpSink } from '../../../test/smtp-sink';
import { hashPassword } from '../../lib/password';
import { uploadsRepository } from '../uploads/repository';
import { usersRepository } from './repository';

const PASSWORD = 'hoa-mai-2026';

describe('GET/PUT /auth/account (decision 4)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let passwordHash: string;
  let seq = 0;
  let customer: Principal | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** A verified account and its signed-in principal. */
  async function newUser(): Promise<{ id: string; email: string; principal: Principal }> {
    const email = `tai-khoan.${++seq}@example.com`;
    const row = await usersRepository(t.database.db).insert({
      name: 'Khách Thử',
      email,
      passwordHash,
      isVerified: true,
      phone: null,
    });
    if (!row) throw new Error('insert failed');
    return { id: row.id, email, principal: await loginUser(t.app, email, PASSWORD) };
  }

  const put = (principal: Principal | null, payload: object) =>
    injectAs(t.app, principal, { method: 'PUT', url: '/auth/account', payload });
  const get = (principal: Principal | null) =>
    injectAs(t.app, principal, { method: 'GET', url: '/auth/account' });

  async function upload(principal: Principal, purpose = 'avatar') {
    const body = await multipartBody(
      { purpose },
      { data: await pngImage(32), filename: 'anh.png', type: 'image/png' },
    );
    const res = await injectAs(t.app, principal, { method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { url, publicId } = res.json().data as { url: string; publicId: string };
    return { url, publicId };
  }
  const fileOf = (publicId: string) => path.join(t.config.dataDir, 'uploads', `${publicId}.webp`);

  it('answers the token’s account, without the password hash', async () => {
    const customer = await loginUser(t.app);
    const res = await get(customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        email: DEMO.customer.email,
        name: DEMO.customer.name,
        phone: '0901234567',
        isVerified: true,
        hasPassword: true,
        isActive: true,
        // Never null (api-contract §2 Avatar): without a picture, the generated default.
        avatar: {
          url: `${TEST_PUBLIC_URL}/api/v1/avatars/default.svg?name=${encodeURIComponent(DEMO.customer.name)}`,
          publicId: null,
        },
      },
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });

  it('needs a token: AUTH_REQUIRED 401', async () => {
    expectFailure(await get(null), 'AUTH_REQUIRED', 'Vui lòng đăng nhập để tiếp tục');
    expectFailure(await put(null, { name: 'Ai Đó' }), 'AUTH_REQUIRED');
  });

  it('updates name and phone of the token’s account and ignores an email in the body', async () => {
    const me = await newUser();
    const res = await put(me.principal, {
      name: '  Phạm Thu  ',
      phone: '0912345678',
      email: DEMO.customer.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Cập nhật thông tin thành công',
      data: { _id: me.id, email: me.email, name: 'Phạm Thu', phone: '0912345678' },
    });
    expect(res.json().accessToken).toBeUndefined();

    const customer = await usersRepository(t.database.db).findByEmail(DEMO.customer.email);
    expect(customer).toMatchObject({ name: DEMO.customer.name, phone: '0901234567' });
    expect((await get(me.principal)).json().data).toMatchObject({
      email: me.email,
      name: 'Phạm Thu',
      phone: '0912345678',
    });
  });

  it('clears the phone with "" or null', async () => {
    const me = await newUser();
    await put(me.principal, { phone: '0987654321' });
    expect((await put(me.principal, { phone: '' })).json().data.phone).toBeNull();
    await put(me.principal, { phone: '+84987654321' });
    expect((await put(me.principal, { phone: null })).json().data.phone).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'phone', 'Số điện thoại không hợp lệ'],
    [{ phone: '0212345678' }, 'phone', 'Số điện thoại không hợp lệ'],
    [{ name: '' }, 'name', 'Vui lòng nhập họ và tên'],
    [{ name: 'A' }, 'name', 'Họ và tên phải có ít nhất 2 ký tự'],
    [{ password: 'mat-khau-moi-2026' }, 'rePassword', 'Vui lòng nhập lại mật khẩu'],
    [
      { password: 'mat-khau-moi-2026', rePassword: 'khac' },
      'rePassword',
      'Mật khẩu nhập lại không trùng khớp',
    ],
    [{ password: '123', rePassword: '123' }, 'password', 'Mật khẩu phải có ít nhất 6 ký tự'],
    [
      { password: 'iloveyou', rePassword: 'iloveyou', currentPassword: PASSWORD },
      'password',
      'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
    ],
  ])('400 for %j at %s: %s', async (body, where, message) => {
    customer ??= await loginUser(t.app);
    expectValidation(await put(customer, body), where, message);
  });

  describe('password change', () => {
    it('needs the current password: CURRENT_PASSWORD_REQUIRED 400, CURRENT_PASSWORD_WRONG 422', async () => {
      const me = await newUser();
      const missing = await put(me.principal, {
        password: 'mat-khau-moi-2026',
        rePassword: 'mat-khau-moi-2026',
      });
      expectFailure(missing, 'CURRENT_PASSWORD_REQUIRED', 'Vui lòng nhập mật khẩu hiện tại');
      const wrong = await put(me.principal, {
        password: 'mat-khau-moi-2026',
        rePassword: 'mat-khau-moi-2026',
        currentPassword: 'doan-bua',
      });
      expectFailure(wrong, 'CURRENT_PASSWORD_WRONG', 'Mật khẩu cũ không chính xác');
      // Nothing changed: the old password still signs in and the token still works.
      expect((await get(me.principal)).statusCode).toBe(200);
      await loginUser(t.app, me.email, PASSWORD);
    });

    it('answers a fresh accessToken; the old token stops working; the new password signs in', async () => {
      const me = await newUser();
      const res = await put(me.principal, {
        currentPassword: PASSWORD,
        password: 'mat-khau-moi-2026',
        rePassword: 'mat-khau-moi-2026',
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().accessToken as string;
      expect(typeof fresh).toBe('string');
      expect(jwtPayload(fresh).sub).toBe(me.id);
      expect(res.json().data).toMatchObject({ _id: me.id, hasPassword: true });

      expectFailure(
        await get(me.principal),
        'AUTH_TOKEN_INVALID',
        'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
      );
      expect((await get({ kind: 'user', token: fresh })).statusCode).toBe(200);
      expectFailure(
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/auth/login',
          payload: { email: me.email, password: PASSWORD },
        }),
        'AUTH_INVALID_CREDENTIALS',
      );
      await loginUser(t.app, me.email, 'mat-khau-moi-2026');
    });
  });

  it('refuses a token of a disabled account: ACCOUNT_DISABLED 403', async () => {
    const me = await newUser();
    await usersRepository(t.database.db).update(me.id, { isActive: false });
    expectFailure(await get(me.principal), 'ACCOUNT_DISABLED');
  });

  describe('avatar (api-contract §1.9)', () => {
    it('refuses an upload of another principal, and an unknown one: UPLOAD_INVALID 422', async () => {
      const me = await newUser();
      const other = await newUser();
      const admin = await loginAdmin(t.app, DEMO.admin.username, DEMO.admin.password);
      const theirs = await upload(other.principal);
      const adminsFile = await upload(admin);
      expectFailure(
        await put(me.principal, { avatar: theirs }),
        'UPLOAD_INVALID',
        'Tệp không hợp lệ hoặc đã bị xóa, vui lòng tải lên lại',
      );
      expectFailure(await put(me.principal, { avatar: adminsFile }), 'UPLOAD_INVALID');
      expectFailure(
        await put(me.principal, { avatar: { url: '/uploads/avatar/x.webp', publicId: 'avatar/khong-co' } }),
        'UPLOAD_INVALID',
      );
      expect((await get(me.principal)).json().data.avatar).toMatchObject({ publicId: null });
    });

    it('accepts an own upload, and replacing it deletes the old file and its row', async () => {
      const me = await newUser();
      const first = await upload(me.principal);
      const res = await put(me.principal, { avatar: first });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.avatar).toEqual(first);
      expect(
        (await uploadsRepository(t.database.db).findByPublicId(first.publicId))?.attachedAt,
      ).toBeInstanceOf(Date);

      // An attached upload cannot be placed on another account.
      const other = await newUser();
      expectFailure(await put(other.principal, { avatar: first }), 'UPLOAD_INVALID');

      const second = await upload(me.principal);
      expect(existsSync(fileOf(first.publicId))).toBe(true);
      const replaced = await put(me.principal, { avatar: second });
      expect(replaced.json().data.avatar).toEqual(second);
      expect(existsSync(fileOf(first.publicId))).toBe(false);
      expect(await uploadsRepository(t.database.db).findByPublicId(first.publicId)).toBeUndefined();
      expect(existsSync(fileOf(second.publicId))).toBe(true);

      // Sending the same avatar again changes nothing.
      expect((await put(me.principal, { avatar: second, name: 'Vẫn Ảnh Cũ' })).json().data.avatar).toEqual(
        second,
      );
      expect(existsSync(fileOf(second.publicId))).toBe(true);

      // Removing it deletes the file too.
      const removed = await put(me.principal, { avatar: null });
      expect(removed.json().data.avatar).toEqual({
        url: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/api/v1/avatars/default\\.svg\\?name=`)),
        publicId: null,
      });
      expect(existsSync(fileOf(second.publicId))).toBe(false);
      expect(await uploadsRepository(t.database.db).findByPublicId(second.publicId)).toBeUndefined();
    });

    it('uses the stored url, not the one the client sent', async () => {
      const me = await newUser();
      const mine = await upload(me.principal);
      const res = await put(me.principal, {
        avatar: { publicId: mine.publicId, url: 'https://evil.example.com/x.png' },
      });
      expect(res.json().data.avatar).toEqual(mine);
    });
  });
});
