import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';

export type SitemapEntry = { slug: string; updatedAt: Date };

/**
 * The public pages of the catalogue a crawler should know (the sitemap, read by the seo module): every category and
 * brand, every product a visitor may buy.
 */
export function sitemapRepository(db: Db) {
  return {
    categories: (): Promise<SitemapEntry[]> =>
      db
        .select({ slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.slug)),

    brands: (): Promise<SitemapEntry[]> =>
      db.select({ slug: brands.slug, updatedAt: brands.updatedAt }).from(brands).orderBy(asc(brands.slug)),

    /** Enabled products whose expiry is today or later, most recently changed first. */
    products: (today: string, limit: number): Promise<SitemapEntry[]> =>
      db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(and(eq(products.enable, true), gte(products.expiry, today)))
        .orderBy(desc(products.updatedAt), asc(products.slug))
        .limit(limit),
  };
}
