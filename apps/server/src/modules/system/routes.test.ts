import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@lumi/shared';
import { DEMO, buildTestApp, injectAs, type TestApp } from '../../../test/helpers';
import { expectFailure } from '../../../test/assertions';

type Mail = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: unknown[];
  createdAt: string;
};

/** Operations (api-contract §4.11–4.12) on an app with no SMTP_URL and no Google credentials. */
describe('health, config and the captured outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => injectAs(t.app, null, { method: 'GET', url });

  describe('GET /health', () => {
    it('reports the database, and Redis when REDIS_URL is set', async () => {
      const res = await get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          status: 'ok',
          version: expect.any(String),
          uptimeSec: expect.any(Number),
          db: 'ok',
          redis: process.env.REDIS_URL ? 'ok' : 'absent',
        },
      });
    });

    it('counts uptime on the app clock', async () => {
      const before = (await get('/health')).json().data.uptimeSec as number;
      t.clock.advance(90_000);
      expect((await get('/health')).json().data.uptimeSec).toBe(before + 90);
    });

    it('answers SERVICE_UNAVAILABLE 503 when the database does not answer', async () => {
      const ping = t.database.ping;
      t.database.ping = async () => {
        throw new Error('connection refused');
      };
      try {
        // Dependencies are checked at most once a second: move past the last check.
        t.clock.advance(1000);
        expectFailure(await get('/health'), 'SERVICE_UNAVAILABLE', 'Hệ thống đang bận, vui lòng thử lại sau');
      } finally {
        t.database.ping = ping;
      }
      // A failed check is not kept: the next call checks again and the database answers.
      expect((await get('/health')).statusCode).toBe(200);
    });
  });

  describe('GET /config', () => {
    it('says Google sign-in is off without credentials, and gives the upload limit', async () => {
      const res = await get('/config');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        googleSignIn: false,
        payments: { COD: true },
        uploads: { maxBytes: UPLOAD_MAX_BYTES },
        iceServers: expect.any(Array),
      });
    });

    it('GET /auth/google without credentials sends the browser to /auth?error=google_not_configured', async () => {
      for (const url of [
        '/auth/google',
        '/auth/google?remember=true',
        '/auth/google/callback?code=x&state=y',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('http://localhost:3000/auth?error=google_not_configured');
      }
    });
  });

  describe('the captured outbox (no SMTP_URL)', () => {
    const messages = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Mail[]>();
    };

    it('keeps every mail, newest first, with the real code', async () => {
      const email = 'hop.thu@example.com';
      const reg = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/register',
        payload: { name: 'Hộp Thư', email, password: 'hop-thu-2026' },
      });
      expect(reg.statusCode).toBe(201);
      const reset = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/send-otp',
        payload: { email: DEMO.customer.email },
      });
      expect(reset.statusCode).toBe(200);

      const all = await messages();
      expect(all.length).toBeGreaterThanOrEqual(2);
      const [newest, previous] = all;
      expect(Object.keys(newest ?? {}).sort()).toEqual([
        '_id',
        'attachments',
        'createdAt',
        'html',
        'subject',
        'text',
        'to',
      ]);
      // An OTP mail has no file.
      expect(newest?.attachments).toEqual([]);
      expect(newest).toMatchObject({ to: DEMO.customer.email, subject: '[Lumi] Mã OTP đặt lại mật khẩu' });
      expect(previous).toMatchObject({ to: email, subject: '[Lumi] Mã OTP xác thực tài khoản' });
      expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(previous!.createdAt));
      expect(newest!.html).toContain('<html lang="vi">');

      // The captured code is the one the server checks.
      const code = previous!.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toBeDefined();
      const verify = await injectAs(t.app, null, {
        method: 'POST',
        url: '/auth/verify-otp',
        payload: { email, otp: code },
      });
      expect(verify.statusCode).toBe(200);

      const mine = await messages(`?to=${encodeURIComponent(email.toUpperCase())}`);
      expect(mine.map((m) => m.to)).toEqual([email]);
      expect(await messages('?limit=1')).toHaveLength(1);
    });

    it('shows the outbox as a page, with the subjects escaped into sandboxed frames', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Hộp thư phát triển');
      expect(res.body).toContain('[Lumi] Mã OTP đặt lại mật khẩu');
      expect(res.body).toContain('<iframe sandbox srcdoc="&lt;!doctype html&gt;');
      expect(res.body).not.toMatch(/<iframe sandbox srcdoc="<!doctype/);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    });

    it('refuses a bad limit with a JSON 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?limit=abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('answers loopback clients only, whatever X-Forwarded-For says', async () => {
      for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(200);
      }
      for (const url of ['/dev/mailbox/messages', '/dev/mailbox', '/dev/mailbox/messages?to=a@b.vn']) {
        for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            remoteAddress,
            headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost:3000' },
          });
          expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
          expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
          expect(res.body).not.toContain('OTP');
        }
      }
    });

    // Over real sockets: a server listening on every interface still keeps the mailbox to this machine.
    const lanAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    it.skipIf(!lanAddress)('listening on 0.0.0.0, refuses the mailbox to a LAN address', async () => {
      const listening = await buildTestApp();
      try {
        await listening.app.listen({ host: '0.0.0.0', port: 0 });
        const { port } = listening.app.server.address() as AddressInfo;
        const status = async (host: string, p: string) =>
          (await fetch(`http://${host}:${port}${p}`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status;
        expect(await status(lanAddress!, '/api/v1/health')).toBe(200);
        expect(await status(lanAddress!, '/dev/mailbox/messages')).toBe(404);
        expect(await status(lanAddress!, '/dev/mailbox')).toBe(404);
        expect(await status('127.0.0.1', '/dev/mailbox/messages')).toBe(200);
      } finally {
        await listening.close();
      }
    });
  });
});
