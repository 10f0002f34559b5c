import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './helpers';

const FONT = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31) % 256));
const REACT_LIKE = Array.from({ length: 400 }, (_, i) => `export const c${i} = () => ${i * 7};`).join('\n');

/** The built web app served by the API process: SPA fallback, cache headers, and no page for missing files. */
describe('serving the web app', () => {
  let t: TestApp;
  let prod: TestApp;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'lumi-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="vi"><title>Lumi</title><div id="root"></div></html>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("lumi")'.repeat(200));
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
    await writeFile(path.join(dist, 'assets', 'inter-1a2b.woff2'), FONT);
    // As the build writes them: each asset's Brotli (quality 11) and gzip (level 9) forms beside it.
    await writeFile(path.join(dist, 'assets', 'react-777.js'), REACT_LIKE);
    await writeFile(
      path.join(dist, 'assets', 'react-777.js.br'),
      brotliCompressSync(REACT_LIKE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(path.join(dist, 'assets', 'react-777.js.gz'), gzipSync(REACT_LIKE, { level: 9 }));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    const secret = 'x'.repeat(40);
    prod = await buildTestApp({
      env: {
        WEB_DIST_DIR: dist,
        NODE_ENV: 'production',
        JWT_USER_SECRET: `u${secret}`,
        JWT_ADMIN_SECRET: `a${secret}`,
        JWT_DOCTOR_SECRET: `d${secret}`,
        RESET_TOKEN_SECRET: `r${secret}`,
      },
    });
    // A file added after start (a rebuild) is served too: files are looked up per request.
    await writeFile(path.join(dist, 'assets', 'late-def456.js'), 'export {}');
  });
  afterAll(async () => {
    await t.close();
    await prod.close();
  });

  it.each(['/', '/account', '/admin/accounts', '/doctor-owner', '/khong-co-trang-nay'])(
    'GET %s → the app page, not cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('hashed assets are cached for a year and compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s precompressed forms as they are, with an asset’s few headers (issue 26)', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/react-777.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(
      br.rawPayload.equals(
        brotliCompressSync(REACT_LIKE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ),
    ).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(REACT_LIKE);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    // A script is no document: none of the document's policies, no request id, no validators.
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-request-id',
      'etag',
      'last-modified',
    ])
      expect(br.headers[header], header).toBeUndefined();

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/react-777.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(REACT_LIKE);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/react-777.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(REACT_LIKE);
  });

  it('serves files added after start, and a missing asset is a 404, never the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/old-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('never answers a path out of the assets folder, and sends fonts as they are', async () => {
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/a%5C..%5Cindex.html',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const font = await t.app.inject({
      method: 'GET',
      url: '/assets/inter-1a2b.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(FONT)).toBe(true);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/react-777.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('unknown API paths stay JSON 404 even with the app served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/khong-ton-tai' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'Đường dẫn không tồn tại',
    });
  });

  it('the development mailbox exists outside production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(200);
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const inProd = await prod.app.inject({ method: 'GET', url });
      expect(inProd.statusCode).toBe(404);
      expect(inProd.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
  });
});
