import { escapeHtml, toLocalDate } from '@lumi/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { memoizeFor } from '../../lib/memoize';
import { sitemapRepository, type SitemapEntry } from '../catalog/sitemap-repository';

/** A sitemap file holds at most 50 000 URLs (sitemaps.org); the fixed pages and the taxonomy come first. */
const SITEMAP_MAX_URLS = 50_000;
/** Crawlers read these rarely: one build serves every request for a few minutes. */
const SITEMAP_TTL_MS = 5 * 60_000;

/** Paths the shop's router serves (apps/web/src/config/paths.ts). */
const PAGE = {
  home: '/',
  promotions: '/promotions',
  category: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  brand: (slug: string) => `/brands/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/detail/${encodeURIComponent(slug)}`,
};

/** Areas that are private or not pages; `/order-` covers /order-return and /order-detail/{id}. */
const DISALLOWED = ['/admin', '/account', '/cart', '/order-', '/api/', '/dev/'];

export type SeoService = ReturnType<typeof createSeoService>;

export function createSeoService(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const repo = () => sitemapRepository(deps.db);
  const origin = deps.publicUrl.replace(/\/+$/, '');

  function url(path: string, lastmod?: Date): string {
    const loc = `    <loc>${escapeHtml(`${origin}${path}`)}</loc>`;
    const mod = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url>\n${loc}${mod}\n  </url>`;
  }

  async function buildSitemap(): Promise<string> {
    const today = toLocalDate(deps.clock.now());
    const [categories, brands] = await Promise.all([repo().categories(), repo().brands()]);
    const fixed = 2;
    const room = Math.max(0, SITEMAP_MAX_URLS - fixed - categories.length - brands.length);
    const products = room > 0 ? await repo().products(today, room) : [];
    const entries = (list: SitemapEntry[], path: (slug: string) => string) =>
      list.map((e) => url(path(e.slug), e.updatedAt));
    const urls = [
      url(PAGE.home),
      url(PAGE.promotions),
      ...entries(categories, PAGE.category),
      ...entries(brands, PAGE.brand),
      ...entries(products, PAGE.product),
    ].slice(0, SITEMAP_MAX_URLS);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  const sitemap = memoizeFor(SITEMAP_TTL_MS, () => deps.clock.now().getTime(), buildSitemap);

  return {
    /** `sitemap.xml`: the fixed shop pages, categories, brands and products, with absolute URLs. */
    sitemap,

    /** `robots.txt`: everything may be crawled except private areas; points at the sitemap. */
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
