import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS } from '@lumi/shared';
import { DEMO, buildTestApp, injectAs, loginUser, type TestApp } from '../../../test/helpers';
import { DAY_SECONDS, expectFailure, expectValidation, jwtPayload } from '../../../test/assertions';
import { startSmtpSink } from '../../../test/smtp-sink';
import { hashPassword } from '../../lib/password';
import { usersRepository } from './repository';

const PASSWORD = 'hoa-mai-2026';
const MINUTE = 60_000;

describe('auth (api-contract §3.1, decisions 1–5)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** One argon2 hash of PASSWORD, reused for accounts written straight to the database. */
  let passwordHash: string;
  let seq = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const post = (url: string, payload: unknown) =>
    injectAs(t.app, null, { method: 'POST', url, payload: payload as object });
  const uniqueEmail = (label: string) => `${label}.${++seq}@example.com`;
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));

  /** An account written directly (no mail), verified unless told otherwise. */
  async function createUser(options: { isVerified?: boolean; isActive?: boolean; label?: string } = {}) {
    const email = uniqueEmail(options.label ?? 'khach');
    const row = await usersRepository(t.database.db).insert({
      name: 'Khách Thử',
      email,
      passwordHash,
      isVerified: options.isVerified ?? true,
      isActive: options.isActive ?? true,
    });
    if (!row) throw new Error('insert failed');
    return row;
  }

  /** Lets the 60-second resend rule pass for every address. */
  const afterResendWindow = () => t.clock.advance(61_000);

  /** A code that is certainly not `code`. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('register → OTP over SMTP → verify → login', () => {
    it('registers, mails a code, verifies it and signs in', async () => {
      const email = 'moi.dangky@example.com';
      const reg = await post('/auth/register', { name: 'Hoàng Mai', email, password: PASSWORD });
      expect(reg.statusCode).toBe(201);
      expect(reg.json()).toEqual({
        success: true,
        message: 'Đăng ký thành công, vui lòng kiểm tra email để lấy mã OTP',
        data: { email },
      });

      const early = await post('/auth/login', { email, password: PASSWORD });
      expect(early.statusCode).toBe(200);
      expect(early.json()).toEqual({
        success: true,
        message: 'Vui lòng xác thực tài khoản',
        data: { verify: false, email },
      });

      const code = sink.lastOtp(email);
      const verify = await post('/auth/verify-otp', { email, otp: Number(code) });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({
        success: true,
        message: 'Xác thực thành công',
        data: { email, verified: true, purpose: 'verify' },
      });
      expect(verify.json().data.resetToken).toBeUndefined();

      const user = await loginUser(t.app, email, PASSWORD);
      const account = await injectAs(t.app, user, { method: 'GET', url: '/auth/account' });
      expect(account.json().data).toMatchObject({
        email,
        name: 'Hoàng Mai',
        isVerified: true,
        hasPassword: true,
        googleId: null,
      });
    });

    it('mails a Vietnamese HTML message holding the code', async () => {
      const email = uniqueEmail('thu');
      expect((await post('/auth/register', { name: 'Trần Thư', email, password: PASSWORD })).statusCode).toBe(
        201,
      );
      const [mail] = mailsTo(email);
      expect(mail?.subject).toBe('[Lumi] Mã OTP xác thực tài khoản');
      const code = sink.lastOtp(email);
      expect(mail?.html).toContain(code);
      expect(mail?.html).toContain('Xin chào <strong>Trần Thư</strong>');
      expect(mail?.html).toContain('5 phút');
      expect(mail?.text).toContain(`Mã OTP để xác thực tài khoản của bạn là: ${code}`);
    });

    it('stores the name trimmed and the email trimmed and lower-cased', async () => {
      const email = uniqueEmail('hoa');
      const res = await post('/auth/register', {
        name: '   Lê Hoa  ',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({ email });
      const row = await usersRepository(t.database.db).findByEmail(email);
      expect(row).toMatchObject({ name: 'Lê Hoa', email, isVerified: false });
    });
  });

  describe('POST /auth/register', () => {
    it.each([
      ['the same email', DEMO.customer.email],
      ['the same email in another case', 'KhachHang@LUMI.vn'],
      ['the same email with spaces around it', `  ${DEMO.customer.email}  `],
    ])('answers EMAIL_TAKEN 409 for %s', async (_label, email) => {
      const res = await post('/auth/register', { name: 'Người Khác', email, password: PASSWORD });
      expectFailure(res, 'EMAIL_TAKEN', 'Email đăng ký đã tồn tại');
    });

    it('keeps one account when the same email registers twice at once (one 201, one 409)', async () => {
      const email = uniqueEmail('doi');
      const results = await Promise.all(
        [1, 2].map(() => post('/auth/register', { name: 'Song Sinh', email, password: PASSWORD })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it.each([
      ['name', { email: 'a1@example.com', password: PASSWORD }, 'Vui lòng nhập họ và tên'],
      ['name', { name: '  ', email: 'a2@example.com', password: PASSWORD }, 'Vui lòng nhập họ và tên'],
      ['email', { name: 'Hoàng Mai', password: PASSWORD }, 'Vui lòng nhập email'],
      ['email', { name: 'Hoàng Mai', email: 'khong-phai-email', password: PASSWORD }, 'Email không hợp lệ'],
      ['password', { name: 'Hoàng Mai', email: 'a3@example.com' }, 'Vui lòng nhập mật khẩu'],
      [
        'password',
        { name: 'Hoàng Mai', email: 'a4@example.com', password: '12ab' },
        'Mật khẩu phải có ít nhất 6 ký tự',
      ],
      [
        'password',
        { name: 'Hoàng Mai', email: 'a5@example.com', password: 'password1' },
        'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
      ],
      [
        'password',
        { name: 'Hoàng Mai', email: 'a6@example.com', password: 'QWERTY' },
        'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
      ],
      [
        'rePassword',
        { name: 'Hoàng Mai', email: 'a7@example.com', password: PASSWORD, rePassword: 'hoa-mai-2025' },
        'Mật khẩu nhập lại không trùng khớp',
      ],
    ])('400 at %s: %j → %s, and nothing is mailed', async (path, body, message) => {
      const res = await post('/auth/register', body);
      expectValidation(res, path, message);
      const email = (body as { email?: string }).email;
      if (email) expect(mailsTo(email)).toHaveLength(0);
    });

    it('accepts a matching rePassword', async () => {
      const res = await post('/auth/register', {
        name: 'Hoàng Mai',
        email: uniqueEmail('re'),
        password: PASSWORD,
        rePassword: PASSWORD,
      });
      expect(res.statusCode).toBe(201);
    });

    it('does not keep the registration when the SMTP server refuses the mail (OTP_SEND_FAILED 502); registering again works', async () => {
      const email = uniqueEmail('tuchoi');
      sink.setRejectAll(true);
      try {
        const res = await post('/auth/register', { name: 'Bị Từ Chối', email, password: PASSWORD });
        expectFailure(res, 'OTP_SEND_FAILED', 'Gửi OTP thất bại. Vui lòng thử lại.');
      } finally {
        sink.setRejectAll(false);
      }
      expect(await usersRepository(t.database.db).findByEmail(email)).toBeUndefined();
      expectFailure(await post('/auth/login', { email, password: PASSWORD }), 'AUTH_INVALID_CREDENTIALS');

      const again = await post('/auth/register', { name: 'Bị Từ Chối', email, password: PASSWORD });
      expect(again.statusCode).toBe(201);
      expect(sink.lastOtp(email)).toMatch(/^\d{6}$/);
    });
  });

  describe('POST /auth/login', () => {
    it('answers a token and the user, never the password hash', async () => {
      const res = await post('/auth/login', { email: DEMO.customer.email, password: DEMO.customer.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Đăng nhập thành công',
        data: { verify: true, email: DEMO.customer.email },
        user: {
          email: DEMO.customer.email,
          name: DEMO.customer.name,
          isVerified: true,
          hasPassword: true,
          isActive: true,
        },
      });
      expect(typeof body.accessToken).toBe('string');
      expect(res.body).not.toMatch(/passwordHash|password_hash|argon2|tokenVersion/);
      expect(Object.keys(body.user).sort()).toEqual(
        [
          '_id',
          'avatar',
          'createdAt',
          'email',
          'googleId',
          'hasPassword',
          'isActive',
          'isVerified',
          'name',
          'phone',
          'updatedAt',
        ].sort(),
      );
      const claims = jwtPayload(body.accessToken);
      expect(claims.sub).toBe(body.user._id);
      expect(claims.aud).toBe('lumi:user');
    });

    it('reads the email in any case', async () => {
      const res = await post('/auth/login', {
        email: ' KhachHang@Lumi.VN ',
        password: DEMO.customer.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().accessToken).toEqual(expect.any(String));
    });

    it('answers an unverified account 200 with data.verify false and no token', async () => {
      const user = await createUser({ isVerified: false });
      const res = await post('/auth/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'Vui lòng xác thực tài khoản',
        data: { verify: false, email: user.email },
      });
      expect(body.accessToken).toBeUndefined();
      expect(body.user).toBeUndefined();
    });

    it('says nothing about verification before the password matched', async () => {
      const user = await createUser({ isVerified: false });
      expectFailure(
        await post('/auth/login', { email: user.email, password: 'sai-mat-khau' }),
        'AUTH_INVALID_CREDENTIALS',
      );
    });

    it('answers a wrong password and an unknown email alike: AUTH_INVALID_CREDENTIALS 401', async () => {
      const wrong = await post('/auth/login', { email: DEMO.customer.email, password: 'sai-mat-khau' });
      const unknown = await post('/auth/login', {
        email: 'khong-ton-tai@example.com',
        password: 'sai-mat-khau',
      });
      expectFailure(wrong, 'AUTH_INVALID_CREDENTIALS', 'Thông tin đăng nhập không chính xác');
      expectFailure(unknown, 'AUTH_INVALID_CREDENTIALS', 'Thông tin đăng nhập không chính xác');
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('refuses a disabled account with ACCOUNT_DISABLED 403 (right password)', async () => {
      const user = await createUser({ isActive: false });
      expectFailure(
        await post('/auth/login', { email: user.email, password: PASSWORD }),
        'ACCOUNT_DISABLED',
        'Tài khoản đã bị vô hiệu hóa',
      );
    });

    it('tells a Google-only account to use Google: AUTH_USE_GOOGLE 422', async () => {
      const email = uniqueEmail('google');
      await usersRepository(t.database.db).insert({
        name: 'Người Google',
        email,
        googleId: `google-${seq}`,
        isVerified: true,
      });
      const res = await post('/auth/login', { email, password: 'bat-ky-mat-khau' });
      expectFailure(
        res,
        'AUTH_USE_GOOGLE',
        'Tài khoản này được tạo bằng Google, vui lòng đăng nhập với Google',
      );
    });

    it('gives a 30-day token with remember: true and a 7-day one otherwise (decision 5)', async () => {
      const short = await post('/auth/login', {
        email: DEMO.customer.email,
        password: DEMO.customer.password,
      });
      const long = await post('/auth/login', {
        email: DEMO.customer.email,
        password: DEMO.customer.password,
        remember: true,
      });
      const shortClaims = jwtPayload(short.json().accessToken);
      const longClaims = jwtPayload(long.json().accessToken);
      expect(shortClaims.exp - shortClaims.iat).toBe(7 * DAY_SECONDS);
      expect(longClaims.exp - longClaims.iat).toBe(30 * DAY_SECONDS);
      expect(shortClaims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
    });

    it.each([
      [{ password: 'x' }, 'email', 'Vui lòng nhập email'],
      [{ email: 'abc', password: 'x' }, 'email', 'Email không hợp lệ'],
      [{ email: DEMO.customer.email }, 'password', 'Vui lòng nhập mật khẩu'],
      [{ email: DEMO.customer.email, password: '' }, 'password', 'Vui lòng nhập mật khẩu'],
    ])('400 for %j at %s: %s', async (body, path, message) => {
      expectValidation(await post('/auth/login', body), path, message);
    });
  });

  describe('POST /auth/send-otp', () => {
    it('in reset mode, answers an unknown email exactly as a known one and mails only the real account (no enumeration)', async () => {
      const known = await createUser();
      const unknown = uniqueEmail('chua-dang-ky');
      const before = sink.messages.length;
      for (const body of [(email: string) => ({ email, purpose: 'reset' }), (email: string) => ({ email })]) {
        afterResendWindow();
        const a = await post('/auth/send-otp', body(known.email));
        const b = await post('/auth/send-otp', body(unknown));
        expect(a.statusCode).toBe(200);
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.json()).toEqual({ ...a.json(), data: { ...a.json().data, email: unknown } });
        expect(b.json()).toEqual({
          success: true,
          message: 'Mã OTP đã được gửi đến email của bạn',
          data: { email: unknown, purpose: 'reset', expiresIn: 300, resendAfter: 60 },
        });
      }
      expect(sink.messages.length - before).toBe(2);
      expect(mailsTo(unknown)).toHaveLength(0);
      expect(mailsTo(known.email)).toHaveLength(2);

      // The 60-second rule and the wrong-code answer are the same too.
      const knownAgain = await post('/auth/send-otp', { email: known.email });
      const unknownAgain = await post('/auth/send-otp', { email: unknown });
      expectFailure(knownAgain, 'OTP_RESEND_TOO_SOON');
      expect(unknownAgain.json()).toEqual(knownAgain.json());
      expect(unknownAgain.headers['retry-after']).toBe(knownAgain.headers['retry-after']);
      const wrong = wrongCode(sink.lastOtp(known.email));
      const verifyKnown = await post('/auth/verify-otp', { email: known.email, otp: wrong });
      const verifyUnknown = await post('/auth/verify-otp', { email: unknown, otp: wrong });
      expectFailure(verifyKnown, 'OTP_INVALID', 'Mã OTP không hợp lệ');
      expect(verifyUnknown.statusCode).toBe(verifyKnown.statusCode);
      expect(verifyUnknown.json()).toEqual(verifyKnown.json());
    });

    it('an address asked about in reset mode can still register at once', async () => {
      const email = uniqueEmail('sau-khi-hoi');
      expect((await post('/auth/send-otp', { email, purpose: 'reset' })).statusCode).toBe(200);
      const reg = await post('/auth/register', { name: 'Đăng Ký Sau', email, password: PASSWORD });
      expect(reg.statusCode, reg.body).toBe(201);
      const verify = await post('/auth/verify-otp', { email, otp: sink.lastOtp(email) });
      expect(verify.json().data).toMatchObject({ verified: true, purpose: 'verify' });
    });

    it('answers EMAIL_NOT_FOUND 404 to an explicit verify request for an unknown email', async () => {
      expectFailure(
        await post('/auth/send-otp', { email: 'chua-dang-ky@example.com', purpose: 'verify' }),
        'EMAIL_NOT_FOUND',
        'Email không tồn tại trong hệ thống',
      );
    });

    it('defaults to verify for an unverified account and to reset for a verified one', async () => {
      const unverified = await createUser({ isVerified: false });
      const verified = await createUser();
      const a = await post('/auth/send-otp', { email: unverified.email });
      const b = await post('/auth/send-otp', { email: verified.email });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual({
        success: true,
        message: 'Mã OTP đã được gửi đến email của bạn',
        data: { email: unverified.email, purpose: 'verify', expiresIn: 300, resendAfter: 60 },
      });
      expect(b.json().data).toEqual({
        email: verified.email,
        purpose: 'reset',
        expiresIn: 300,
        resendAfter: 60,
      });
      expect(mailsTo(unverified.email)[0]?.subject).toBe('[Lumi] Mã OTP xác thực tài khoản');
      expect(mailsTo(verified.email)[0]?.subject).toBe('[Lumi] Mã OTP đặt lại mật khẩu');
    });

    it('allows one code per 60 s (OTP_RESEND_TOO_SOON 429 with Retry-After), keeps the earlier code, then replaces it', async () => {
      const user = await createUser();
      expect((await post('/auth/send-otp', { email: user.email })).statusCode).toBe(200);
      const first = sink.lastOtp(user.email);

      t.clock.advance(20_000);
      const tooSoon = await post('/auth/send-otp', { email: user.email });
      expectFailure(tooSoon, 'OTP_RESEND_TOO_SOON', 'Vui lòng chờ 60 giây trước khi yêu cầu mã OTP mới');
      expect(Number(tooSoon.headers['retry-after'])).toBe(40);
      expect(mailsTo(user.email)).toHaveLength(1);

      t.clock.advance(41_000);
      expect((await post('/auth/send-otp', { email: user.email })).statusCode).toBe(200);
      const second = sink.lastOtp(user.email);
      expect(mailsTo(user.email)).toHaveLength(2);

      // The new code replaced the old one.
      if (first !== second)
        expectFailure(await post('/auth/verify-otp', { email: user.email, otp: first }), 'OTP_INVALID');
      expect((await post('/auth/verify-otp', { email: user.email, otp: second })).statusCode).toBe(200);
    });

    it('the earlier code stays valid while a resend is refused', async () => {
      const user = await createUser({ isVerified: false });
      await post('/auth/send-otp', { email: user.email });
      const code = sink.lastOtp(user.email);
      t.clock.advance(59_000);
      const refused = await post('/auth/send-otp', { email: user.email });
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const ok = await post('/auth/verify-otp', { email: user.email, otp: code });
      expect(ok.statusCode).toBe(200);
    });

    it('answers OTP_SEND_FAILED 502 when the SMTP server refuses, and then allows an immediate retry', async () => {
      const user = await createUser();
      sink.setRejectAll(true);
      try {
        expectFailure(await post('/auth/send-otp', { email: user.email }), 'OTP_SEND_FAILED');
      } finally {
        sink.setRejectAll(false);
      }
      // The undelivered code was dropped, so the 60-second rule does not block the retry.
      expect((await post('/auth/send-otp', { email: user.email })).statusCode).toBe(200);
      expect(
        (await post('/auth/verify-otp', { email: user.email, otp: sink.lastOtp(user.email) })).statusCode,
      ).toBe(200);
    });

    it('lets exactly one of two simultaneous requests through', async () => {
      const user = await createUser();
      const results = await Promise.all([1, 2].map(() => post('/auth/send-otp', { email: user.email })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    it('honours an explicit purpose', async () => {
      const user = await createUser();
      const res = await post('/auth/send-otp', { email: user.email, purpose: 'verify' });
      expect(res.json().data.purpose).toBe('verify');
      const bad = await post('/auth/send-otp', { email: user.email, purpose: 'login' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        errors: [{ path: 'purpose' }],
      });
    });
  });

  describe('POST /auth/verify-otp', () => {
    it('reads a code sent as a number with its leading zero lost (012345 → 12345)', async () => {
      const user = await createUser({ isVerified: false });
      // Ask for codes until one starts with 0 (each try has a one-in-ten chance).
      let code = '';
      for (let i = 0; i < 100; i += 1) {
        afterResendWindow();
        expect((await post('/auth/send-otp', { email: user.email })).statusCode).toBe(200);
        code = sink.lastOtp(user.email);
        if (code.startsWith('0')) break;
      }
      expect(code.startsWith('0')).toBe(true);
      const res = await post('/auth/verify-otp', { email: user.email, otp: Number(code) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ verified: true, purpose: 'verify' });
    });

    it('accepts the code as a 6-digit string', async () => {
      const user = await createUser();
      await post('/auth/send-otp', { email: user.email });
      const res = await post('/auth/verify-otp', { email: user.email, otp: sink.lastOtp(user.email) });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['12345', 'Vui lòng nhập đủ 6 số OTP'],
      ['', 'Vui lòng nhập đủ 6 số OTP'],
      ['12a456', 'OTP không hợp lệ. Vui lòng chỉ nhập số.'],
      [null, 'Vui lòng nhập đủ 6 số OTP'],
    ])('400 for otp %j: %s', async (otp, message) => {
      expectValidation(await post('/auth/verify-otp', { email: DEMO.customer.email, otp }), 'otp', message);
    });

    it('answers OTP_INVALID for an unknown email (no enumeration) and when no code was asked for', async () => {
      expectFailure(
        await post('/auth/verify-otp', { email: 'ai-do@example.com', otp: '123456' }),
        'OTP_INVALID',
        'Mã OTP không hợp lệ',
      );
      const user = await createUser();
      expectFailure(
        await post('/auth/verify-otp', { email: user.email, otp: '123456' }),
        'OTP_INVALID',
        'Mã OTP không hợp lệ',
      );
    });

    it('answers OTP_INVALID for a wrong code', async () => {
      const user = await createUser();
      await post('/auth/send-otp', { email: user.email });
      const code = sink.lastOtp(user.email);
      expectFailure(
        await post('/auth/verify-otp', { email: user.email, otp: wrongCode(code) }),
        'OTP_INVALID',
      );
    });

    it('keeps a code for 5 minutes: valid at 4:59, OTP_EXPIRED after 5:00', async () => {
      const early = await createUser({ isVerified: false });
      const late = await createUser({ isVerified: false });
      await post('/auth/send-otp', { email: early.email });
      await post('/auth/send-otp', { email: late.email });
      const earlyCode = sink.lastOtp(early.email);
      const lateCode = sink.lastOtp(late.email);

      t.clock.advance(5 * MINUTE - 1_000);
      expect((await post('/auth/verify-otp', { email: early.email, otp: earlyCode })).statusCode).toBe(200);
      t.clock.advance(2_000);
      expectFailure(
        await post('/auth/verify-otp', { email: late.email, otp: lateCode }),
        'OTP_EXPIRED',
        'Mã OTP đã hết hạn',
      );
      expect((await usersRepository(t.database.db).findById(late.id))?.isVerified).toBe(false);
    });

    it('locks a code after 5 wrong tries, even against the right code (OTP_ATTEMPTS_EXCEEDED); a new code works', async () => {
      const user = await createUser({ isVerified: false });
      await post('/auth/send-otp', { email: user.email });
      const code = sink.lastOtp(user.email);
      for (let i = 0; i < 5; i += 1) {
        expectFailure(
          await post('/auth/verify-otp', { email: user.email, otp: wrongCode(code) }),
          'OTP_INVALID',
        );
      }
      const locked = await post('/auth/verify-otp', { email: user.email, otp: code });
      expectFailure(
        locked,
        'OTP_ATTEMPTS_EXCEEDED',
        'Bạn đã nhập sai OTP quá 5 lần, vui lòng yêu cầu mã mới',
      );
      expect((await usersRepository(t.database.db).findById(user.id))?.isVerified).toBe(false);

      afterResendWindow();
      await post('/auth/send-otp', { email: user.email });
      expect(
        (await post('/auth/verify-otp', { email: user.email, otp: sink.lastOtp(user.email) })).statusCode,
      ).toBe(200);
    });

    it('accepts a code once only', async () => {
      const user = await createUser();
      await post('/auth/send-otp', { email: user.email, purpose: 'verify' });
      const code = sink.lastOtp(user.email);
      expect((await post('/auth/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
      expectFailure(await post('/auth/verify-otp', { email: user.email, otp: code }), 'OTP_INVALID');
    });

    it('lets exactly one of two simultaneous right answers win', async () => {
      const user = await createUser();
      await post('/auth/send-otp', { email: user.email });
      const code = sink.lastOtp(user.email);
      const results = await Promise.all(
        [1, 2].map(() => post('/auth/verify-otp', { email: user.email, otp: code })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(results.filter((r) => r.json().data?.resetToken)).toHaveLength(1);
    });

    it('marks the account verified, after which login gives a token', async () => {
      const user = await createUser({ isVerified: false });
      expect((await post('/auth/login', { email: user.email, password: PASSWORD })).json().data.verify).toBe(
        false,
      );
      await post('/auth/send-otp', { email: user.email });
      await post('/auth/verify-otp', { email: user.email, otp: sink.lastOtp(user.email) });
      expect((await usersRepository(t.database.db).findById(user.id))?.isVerified).toBe(true);
      const login = await post('/auth/login', { email: user.email, password: PASSWORD });
      expect(login.json()).toMatchObject({ data: { verify: true }, accessToken: expect.any(String) });
    });
  });

  describe('POST /auth/reset-password (decision 3)', () => {
    /** send-otp (reset) → verify-otp → the reset token. */
    async function resetTokenFor(email: string): Promise<string> {
      afterResendWindow();
      const sent = await post('/auth/send-otp', { email, purpose: 'reset' });
      expect(sent.statusCode).toBe(200);
      const verified = await post('/auth/verify-otp', { email, otp: sink.lastOtp(email) });
      expect(verified.statusCode).toBe(200);
      const data = verified.json().data;
      expect(data).toMatchObject({ email, verified: true, purpose: 'reset', resetTokenExpiresIn: 600 });
      expect(typeof data.resetToken).toBe('string');
      return data.resetToken as string;
    }

    const NEW_PASSWORD = 'mat-khau-moi-2026';

    it('requires a resetToken: missing → 400', async () => {
      const res = await post('/auth/reset-password', {
        email: DEMO.customer.email,
        password: NEW_PASSWORD,
        rePassword: NEW_PASSWORD,
      });
      expectValidation(res, 'resetToken', 'Vui lòng nhập đầy đủ thông tin');
    });

    it('checks the repeat with the reset step’s own text (with "!")', async () => {
      const res = await post('/auth/reset-password', {
        email: DEMO.customer.email,
        password: NEW_PASSWORD,
        rePassword: 'khac-han',
        resetToken: 'x',
      });
      expectValidation(res, 'rePassword', 'Mật khẩu nhập lại không trùng khớp!');
    });

    it('refuses an unknown token with RESET_TOKEN_INVALID 422', async () => {
      const res = await post('/auth/reset-password', {
        email: DEMO.customer.email,
        password: NEW_PASSWORD,
        resetToken: 'khong-phai-token-that',
      });
      expectFailure(
        res,
        'RESET_TOKEN_INVALID',
        'Phiên đặt lại mật khẩu không hợp lệ hoặc đã hết hạn, vui lòng xác thực OTP lại',
      );
    });

    it('refuses a token for another email, and the token still works for its own', async () => {
      const user = await createUser();
      const token = await resetTokenFor(user.email);
      expectFailure(
        await post('/auth/reset-password', {
          email: DEMO.customer.email,
          password: NEW_PASSWORD,
          resetToken: token,
        }),
        'RESET_TOKEN_INVALID',
      );
      expect(
        (await post('/auth/reset-password', { email: user.email, password: NEW_PASSWORD, resetToken: token }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a token older than 10 minutes', async () => {
      const user = await createUser();
      const token = await resetTokenFor(user.email);
      t.clock.advance(10 * MINUTE + 1_000);
      expectFailure(
        await post('/auth/reset-password', { email: user.email, password: NEW_PASSWORD, resetToken: token }),
        'RESET_TOKEN_INVALID',
      );
      expect((await post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('sets the new password, revokes older tokens, and the token is single use', async () => {
      const user = await createUser();
      const before = await loginUser(t.app, user.email, PASSWORD);
      expect((await injectAs(t.app, before, { method: 'GET', url: '/auth/account' })).statusCode).toBe(200);

      const token = await resetTokenFor(user.email);
      const res = await post('/auth/reset-password', {
        email: user.email,
        password: NEW_PASSWORD,
        rePassword: NEW_PASSWORD,
        resetToken: token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Đặt lại mật khẩu thành công', data: null });

      expectFailure(
        await injectAs(t.app, before, { method: 'GET', url: '/auth/account' }),
        'AUTH_TOKEN_INVALID',
      );
      expectFailure(
        await post('/auth/login', { email: user.email, password: PASSWORD }),
        'AUTH_INVALID_CREDENTIALS',
      );
      const after = await loginUser(t.app, user.email, NEW_PASSWORD);
      expect((await injectAs(t.app, after, { method: 'GET', url: '/auth/account' })).statusCode).toBe(200);

      expectFailure(
        await post('/auth/reset-password', {
          email: user.email,
          password: 'lan-thu-ba-2026',
          resetToken: token,
        }),
        'RESET_TOKEN_INVALID',
      );
    });

    it('lets exactly one of two simultaneous resets with one token succeed', async () => {
      const user = await createUser();
      const token = await resetTokenFor(user.email);
      const results = await Promise.all(
        ['song-song-mot-2026', 'song-song-hai-2026'].map((password) =>
          post('/auth/reset-password', { email: user.email, password, resetToken: token }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      const password = winner === 0 ? 'song-song-mot-2026' : 'song-song-hai-2026';
      expect((await post('/auth/login', { email: user.email, password })).statusCode).toBe(200);
    });

    it('a verify code yields no reset token', async () => {
      const user = await createUser({ isVerified: false });
      await post('/auth/send-otp', { email: user.email });
      const res = await post('/auth/verify-otp', { email: user.email, otp: sink.lastOtp(user.email) });
      expect(res.json().data.purpose).toBe('verify');
      expect(res.json().data).not.toHaveProperty('resetToken');
    });
  });

  it('sends tokens in the X-User-Header (and Authorization: Bearer)', async () => {
    const user = await loginUser(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/account',
      headers: { [AUTH_HEADERS.user]: user.token },
    });
    const prefixed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/account',
      headers: { [AUTH_HEADERS.user]: `Bearer ${user.token}` },
    });
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/account',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect([own.statusCode, prefixed.statusCode, bearer.statusCode]).toEqual([200, 200, 200]);
  });
});
