import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

const ALLOWED = 'https://app.lumi.vn';
const ALSO_ALLOWED = 'http://localhost:5173';
const REFUSED = 'https://evil.example.com';

/** Other origins (api-contract §1.1): only those listed in CORS_ORIGINS, without credentials. */
describe('CORS', () => {
  describe('with CORS_ORIGINS set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { CORS_ORIGINS: ` ${ALLOWED}, ${ALSO_ALLOWED}/ ` } });
    });
    afterAll(async () => {
      await t.close();
    });

    const preflight = (origin: string, url = '/api/v1/auth/account') =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type,x-user-header,idempotency-key',
        },
      });

    it.each([ALLOWED, ALSO_ALLOWED])('answers the preflight of an allowed origin (%s)', async (origin) => {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
      const allowed = String(res.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/\s*,\s*/);
      for (const header of [
        'content-type',
        'authorization',
        'x-user-header',
        'x-admin-header',
        'x-doctor-header',
        'idempotency-key',
      ])
        expect(allowed, header).toContain(header);
      expect(String(res.headers.vary).toLowerCase()).toContain('origin');
    });

    it('gives a refused origin no CORS answer', async () => {
      const res = await preflight(REFUSED);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    });

    it('marks a simple GET for an allowed origin, exposing the request id, and not for a refused one', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: ALLOWED } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(ok.headers['access-control-expose-headers']).toLowerCase()).toContain('x-request-id');

      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { origin: REFUSED },
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('marks failures too (a 401), so the client can read the envelope', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/account',
        headers: { origin: ALLOWED },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    });
  });

  describe('by default (same origin only)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('allows no other origin', async () => {
      const pre = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/health',
        headers: { origin: ALLOWED, 'access-control-request-method': 'GET' },
      });
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: ALLOWED } });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
