import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalDate } from '@lumi/shared';
import { brands, categories, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers';

/** The <loc> and <lastmod> of every <url> of a sitemap. */
function entries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>(?:\s*<lastmod>([^<]*)<\/lastmod>)?\s*<\/url>/g)].map(
    (m) => ({
      loc: m[1]!,
      lastmod: m[2],
    }),
  );
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let web: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    // With the web app served, these two stay ours (not index.html, not a file of the build).
    const dist = await mkdtemp(path.join(os.tmpdir(), 'lumi-seo-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /');
    web = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://lumi.example.vn/shop&co/' } });
  });
  afterAll(async () => {
    await t.close();
    await web.close();
  });

  it('lists home, promotions, every category and brand, and every enabled product not expired', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = entries(res.body);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.slice(0, 2)).toEqual(['http://localhost:3000/', 'http://localhost:3000/promotions']);

    const db = t.database.db;
    const categorySlugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    const brandSlugs = (await db.select({ slug: brands.slug }).from(brands)).map((b) => b.slug);
    expect(categorySlugs.length).toBeGreaterThan(0);
    for (const slug of categorySlugs) expect(locs).toContain(`http://localhost:3000/categories/${slug}`);
    for (const slug of brandSlugs) expect(locs).toContain(`http://localhost:3000/brands/${slug}`);

    const today = toLocalDate(t.clock.now());
    const listed = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.enable, true), gte(products.expiry, today)));
    expect(listed.length).toBeGreaterThan(0);
    const productUrls = urls.filter((u) => u.loc.includes('/detail/'));
    expect(productUrls).toHaveLength(listed.length);
    for (const p of listed) {
      expect(productUrls).toContainEqual({
        loc: `http://localhost:3000/detail/${p.slug}`,
        lastmod: p.updatedAt.toISOString(),
      });
    }
    // The demo data holds expired products: they are left out.
    const expired = await db.select({ slug: products.slug }).from(products).where(lt(products.expiry, today));
    expect(expired.length).toBeGreaterThan(0);
    for (const p of expired) expect(locs).not.toContain(`http://localhost:3000/detail/${p.slug}`);
    expect(locs).toHaveLength(2 + categorySlugs.length + brandSlugs.length + listed.length);
  });

  it('drops a hidden product once the cached sitemap is a few minutes old', async () => {
    const db = t.database.db;
    const today = toLocalDate(t.clock.now());
    const [victim] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.enable, true), gte(products.expiry, today)))
      .orderBy(asc(products.slug))
      .limit(1);
    const loc = `http://localhost:3000/detail/${victim!.slug}`;
    expect(
      entries((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map((u) => u.loc),
    ).toContain(loc);
    await db.update(products).set({ enable: false }).where(eq(products.id, victim!.id));
    t.clock.advance(6 * 60_000);
    const after = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(entries(after.body).map((u) => u.loc)).not.toContain(loc);
    await db.update(products).set({ enable: true }).where(eq(products.id, victim!.id));
  });

  it('builds absolute, XML-escaped URLs from PUBLIC_URL, before the web app fallback', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = entries(res.body).map((u) => u.loc);
    expect(locs[0]).toBe('https://lumi.example.vn/shop&amp;co/');
    expect(locs.every((l) => l.startsWith('https://lumi.example.vn/shop&amp;co/'))).toBe(true);
    // No bare ampersand anywhere: every & starts an entity.
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    const head = await web.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('robots.txt allows everything but the private areas and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /order-',
      'Disallow: /api/',
      'Disallow: /dev/',
      '',
      'Sitemap: http://localhost:3000/sitemap.xml',
      '',
    ]);
    const served = await web.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Sitemap: https://lumi.example.vn/shop&co/sitemap.xml');
    expect(served.body).not.toContain('Disallow: /\n');
  });
});
