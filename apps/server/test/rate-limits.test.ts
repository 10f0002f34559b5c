import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { usersRepository } from '../src/modules/auth/repository';
import { DEMO, buildTestApp, clientAddresses, injectAs, type TestApp } from './helpers';
import { expectFailure } from './assertions';
import { multipartBody, pngImage } from './multipart';

/**
 * Rate limits (api-contract §1.10) with small limits. Every test speaks from its own client address, random per run,
 * so that counters never meet — not even in a Redis shared with other test files and earlier runs.
 * With REDIS_URL the counters expire on Redis's real clock, so the "window resets" checks run on the memory store only.
 */
describe('rate limits', () => {
  let t: TestApp;
  const onRedis = Boolean(process.env.REDIS_URL);
  const newAddress = clientAddresses();

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        RATE_LIMIT_LOGIN_PER_15_MIN: '3',
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '6',
        RATE_LIMIT_OTP_PER_HOUR: '2',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '20',
        RATE_LIMIT_UPLOADS_PER_MINUTE: '2',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (remoteAddress: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, null, { method, url, remoteAddress, ...(payload ? { payload } : {}) });

  function expectLimited(res: LightMyRequestResponse, maxWaitSeconds: number) {
    expectFailure(res, 'RATE_LIMITED', 'Bạn thao tác quá nhanh, vui lòng thử lại sau');
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  }

  describe('login: 3 per 15 minutes per address and identifier', () => {
    it('refuses the 4th try for one email — even with the right password — but not another email or address', async () => {
      const ip = newAddress();
      const login = (email: string, password: string, address = ip) =>
        from(address, 'POST', '/auth/login', { email, password });
      for (let i = 0; i < 3; i += 1)
        expectFailure(await login(DEMO.customer.email, 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
      expectLimited(await login(DEMO.customer.email, DEMO.customer.password), 15 * 60);
      // The same email in another case is the same identifier.
      expectLimited(await login('KhachHang@Lumi.VN', DEMO.customer.password), 15 * 60);

      expectFailure(await login('nguoi-khac@example.com', 'sai-mat-khau'), 'AUTH_INVALID_CREDENTIALS');
      expect((await login(DEMO.customer.email, DEMO.customer.password, newAddress())).statusCode).toBe(200);
    });

    it.skipIf(onRedis)('opens again once the 15-minute window has passed', async () => {
      const ip = newAddress();
      const login = (password: string) =>
        from(ip, 'POST', '/auth/login', { email: DEMO.customer.email, password });
      for (let i = 0; i < 3; i += 1) await login('sai-mat-khau');
      const limited = await login(DEMO.customer.password);
      expectLimited(limited, 15 * 60);
      expect(Number(limited.headers['retry-after'])).toBe(15 * 60);

      t.clock.advance(10 * 60_000);
      const later = await login(DEMO.customer.password);
      expectLimited(later, 5 * 60);
      t.clock.advance(5 * 60_000 + 1_000);
      expect((await login(DEMO.customer.password)).statusCode).toBe(200);
    });

    it('counts the admin and doctor logins separately, per route', async () => {
      const ip = newAddress();
      for (let i = 0; i < 3; i += 1) {
        expectFailure(
          await from(ip, 'POST', '/admin/auth/login', { username: 'admin', password: 'sai-mat-khau' }),
          'AUTH_INVALID_CREDENTIALS',
        );
      }
      expectLimited(
        await from(ip, 'POST', '/admin/auth/login', { username: 'ADMIN', password: DEMO.admin.password }),
        15 * 60,
      );
      expect(
        (
          await from(ip, 'POST', '/admin/auth/login', {
            username: 'support',
            password: DEMO.support.password,
          })
        ).statusCode,
      ).toBe(200);

      for (let i = 0; i < 3; i += 1) {
        expectFailure(
          await from(ip, 'POST', '/auth/login-doctor', {
            email: DEMO.doctor.email,
            password: 'sai-mat-khau',
          }),
          'AUTH_INVALID_CREDENTIALS',
        );
      }
      expectLimited(
        await from(ip, 'POST', '/auth/login-doctor', {
          email: DEMO.doctor.email,
          password: DEMO.doctor.password,
        }),
        15 * 60,
      );
    });
  });

  describe('password spraying: 6 sign-in tries per 15 minutes per address and kind, across identifiers', () => {
    it.each([
      ['/auth/login', (i: number) => ({ email: `phun.${i}@example.com`, password: 'sai-mat-khau' })],
      ['/admin/auth/login', (i: number) => ({ username: `phun.${i}`, password: 'sai-mat-khau' })],
      [
        '/auth/login-doctor',
        (i: number) => ({ email: `bs.phun.${i}@example.com`, password: 'sai-mat-khau' }),
      ],
    ] as const)('%s: 6 different identifiers → 401 each, the 7th → 429', async (url, body) => {
      const ip = newAddress();
      for (let i = 0; i < 6; i += 1)
        expectFailure(await from(ip, 'POST', url, body(i)), 'AUTH_INVALID_CREDENTIALS');
      expectLimited(await from(ip, 'POST', url, body(6)), 15 * 60);
      // Another address is not affected.
      expectFailure(await from(newAddress(), 'POST', url, body(7)), 'AUTH_INVALID_CREDENTIALS');
    });

    it('counts each kind of sign-in on its own', async () => {
      const ip = newAddress();
      for (let i = 0; i < 6; i += 1)
        await from(ip, 'POST', '/auth/login', { email: `rieng.${i}@example.com`, password: 'sai' });
      expectLimited(
        await from(ip, 'POST', '/auth/login', { email: 'rieng.x@example.com', password: 'sai' }),
        900,
      );
      expect(
        (
          await from(ip, 'POST', '/admin/auth/login', {
            username: 'support',
            password: DEMO.support.password,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('guards verify-otp the same way: 6 guesses across addresses, then 429', async () => {
      const ip = newAddress();
      for (let i = 0; i < 6; i += 1)
        expectFailure(
          await from(ip, 'POST', '/auth/verify-otp', { email: `doan.${i}@example.com`, otp: '123456' }),
          'OTP_INVALID',
        );
      expectLimited(
        await from(ip, 'POST', '/auth/verify-otp', { email: 'doan.x@example.com', otp: '123456' }),
        15 * 60,
      );
    });

    it.skipIf(onRedis)('opens again once the 15-minute window has passed', async () => {
      const ip = newAddress();
      for (let i = 0; i < 6; i += 1)
        await from(ip, 'POST', '/auth/login', { email: `lai.${i}@example.com`, password: 'sai' });
      expectLimited(
        await from(ip, 'POST', '/auth/login', { email: 'lai.x@example.com', password: 'sai' }),
        900,
      );
      t.clock.advance(15 * 60_000 + 1_000);
      expect(
        (
          await from(ip, 'POST', '/auth/login', {
            email: DEMO.customer.email,
            password: DEMO.customer.password,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('mail-sending calls: 2 per hour per address', () => {
    it('counts register and send-otp together and refuses the 3rd', async () => {
      const ip = newAddress();
      const reg = await from(ip, 'POST', '/auth/register', {
        name: 'Giới Hạn',
        email: `gioi-han.${ip}@example.com`,
        password: 'gioi-han-2026',
      });
      expect(reg.statusCode).toBe(201);
      expect(
        (await from(ip, 'POST', '/auth/send-otp', { email: `khong-co.${ip}@example.com` })).statusCode,
      ).toBe(200);
      expectLimited(await from(ip, 'POST', '/auth/send-otp', { email: DEMO.customer.email }), 3600);
      expectLimited(
        await from(ip, 'POST', '/auth/register', {
          name: 'Giới Hạn',
          email: `gioi-han-2.${ip}@example.com`,
          password: 'gioi-han-2026',
        }),
        3600,
      );
      expect(
        (await from(newAddress(), 'POST', '/auth/send-otp', { email: DEMO.customer.email })).statusCode,
      ).toBe(200);
    });

    it.skipIf(onRedis)('opens again after an hour', async () => {
      const ip = newAddress();
      const send = () =>
        from(ip, 'POST', '/auth/send-otp', { email: 'khong-co@example.com', purpose: 'verify' });
      await send();
      await send();
      expectLimited(await send(), 3600);
      t.clock.advance(3600_000 + 1_000);
      expectFailure(await send(), 'EMAIL_NOT_FOUND');
    });
  });

  describe('uploads: 2 per minute per principal', () => {
    it('refuses the 3rd upload of one principal, from any address, but not another principal’s', async () => {
      // A principal of this file only: in a shared Redis, the demo accounts' counters see other files' uploads.
      const email = `tai-len.${newAddress()}@example.com`;
      await usersRepository(t.database.db).insert({
        name: 'Tải Lên',
        email,
        passwordHash: await hashPassword('tai-len-2026'),
        isVerified: true,
      });
      const login = await from(newAddress(), 'POST', '/auth/login', { email, password: 'tai-len-2026' });
      const user = { kind: 'user' as const, token: login.json().accessToken as string };
      const upload = async () => {
        const body = await multipartBody(
          { purpose: 'avatar' },
          { data: await pngImage(16), filename: 'a.png', type: 'image/png' },
        );
        return injectAs(t.app, user, {
          method: 'POST',
          url: '/uploads',
          remoteAddress: newAddress(),
          ...body,
        });
      };
      expect((await upload()).statusCode).toBe(201);
      expect((await upload()).statusCode).toBe(201);
      expectLimited(await upload(), 60);
    });
  });

  describe('public reads: 20 per minute per address', () => {
    it('refuses the 21st call from one address with Retry-After, not another address', async () => {
      const ip = newAddress();
      for (let i = 0; i < 20; i += 1) expect((await from(ip, 'GET', '/health')).statusCode).toBe(200);
      const limited = await from(ip, 'GET', '/config');
      expectLimited(limited, 60);
      expect(limited.headers['x-request-id']).toBeDefined();
      expect((await from(newAddress(), 'GET', '/health')).statusCode).toBe(200);
    });

    it('counts every API call of the address, signed-in or not', async () => {
      const ip = newAddress();
      for (let i = 0; i < 20; i += 1) await from(ip, 'GET', '/auth/account');
      expectLimited(await from(ip, 'GET', '/health'), 60);
    });

    it.skipIf(onRedis)('opens again after a minute', async () => {
      const ip = newAddress();
      for (let i = 0; i < 20; i += 1) await from(ip, 'GET', '/health');
      expectLimited(await from(ip, 'GET', '/health'), 60);
      t.clock.advance(61_000);
      expect((await from(ip, 'GET', '/health')).statusCode).toBe(200);
    });
  });
});
