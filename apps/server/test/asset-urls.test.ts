import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Avatar, ClinicSummary, Image, ProductSummary } from '@lumi/shared';
import { users } from '../src/db/schema';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from './helpers';
import { multipartBody, pngImage } from './multipart';

/**
 * Issue 24, ADR 0030: a client on another origin (CORS_ORIGINS) shows the pictures and avatars the API answers — they
 * are absolute on ASSET_BASE_URL, served to other origins, allowed by the pages' CSP — and a url sent back is
 * stored host-relative again.
 */
const ASSETS = 'https://anh.lumi.example.vn';

describe('absolute picture and avatar urls (ADR 0030)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ASSET_BASE_URL: `${ASSETS}/`, CORS_ORIGINS: 'https://doi-tac.example.vn' },
    });
    who = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string, principal = null as Parameters<typeof injectAs>[1]) => {
    const res = await injectAs(t.app, principal, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const pathOf = (url: string) => {
    expect(url.startsWith(`${ASSETS}/`), url).toBe(true);
    return url.slice(ASSETS.length);
  };

  it('answers pictures on ASSET_BASE_URL (its trailing slash dropped), and they are served there to any origin', async () => {
    const clinics = await get<ClinicSummary[]>('/clinics/by-customer');
    expect(clinics.length).toBeGreaterThan(0);
    for (const clinic of clinics) {
      expect(clinic.logo.url).toMatch(new RegExp(`^${ASSETS}/uploads/[^/]`));
      for (const banner of clinic.banners) expect(banner.url).toMatch(new RegExp(`^${ASSETS}/uploads/`));
    }
    const [product] = await get<ProductSummary[]>('/products/search?search=kem&pageSize=1');
    const picture = product!.images[0]!;
    const served = await t.app.inject({
      method: 'GET',
      url: pathOf(picture.url),
      headers: { origin: 'https://doi-tac.example.vn' },
    });
    expect(served.statusCode).toBe(200);
    // Helmet's same-origin default would hide it from a page on another origin.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers the generated avatars absolute too, served to any origin', async () => {
    const account = await get<{ avatar: Avatar }>('/auth/account', who.user);
    expect(account.avatar.publicId).toBeNull();
    expect(account.avatar.url).toMatch(new RegExp(`^${ASSETS}/api/v1/avatars/default\\.svg\\?name=`));
    const svg = await t.app.inject({ method: 'GET', url: pathOf(account.avatar.url) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets the pages show pictures and play voice notes from the asset address (CSP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${ASSETS}(;|$)`));
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${ASSETS}(;|$)`));
  });

  it('stores an absolute url a client sends back host-relative, and answers it absolute again', async () => {
    const form = await multipartBody(
      { purpose: 'avatar' },
      { data: await pngImage(48), filename: 'anh.png', type: 'image/png' },
    );
    const uploaded = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/uploads',
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json<{ data: Image }>().data;
    expect(picture.url).toBe(`${ASSETS}/uploads/${picture.publicId}.webp`);

    const saved = await injectAs(t.app, who.user, {
      method: 'PUT',
      url: '/auth/account',
      payload: { avatar: { url: picture.url, publicId: picture.publicId } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: { avatar: Avatar } }>().data.avatar).toEqual({
      url: picture.url,
      publicId: picture.publicId,
    });
    const [row] = await t.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.email, 'khachhang@lumi.vn'));
    expect(row?.avatar).toEqual({ url: `/uploads/${picture.publicId}.webp`, publicId: picture.publicId });
  });
});

describe('without ASSET_BASE_URL', () => {
  it('answers pictures on PUBLIC_URL', async () => {
    const t = await buildTestApp();
    try {
      const res = await injectAs(t.app, null, { method: 'GET', url: '/clinics/by-customer?pageSize=1' });
      const [clinic] = res.json<{ data: ClinicSummary[] }>().data;
      expect(clinic?.logo.url).toMatch(/^http:\/\/localhost:3000\/uploads\//);
      const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: http://localhost:3000");
    } finally {
      await t.close();
    }
  });
});
