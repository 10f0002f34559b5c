import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Image } from '@lumi/shared';
import type { Db } from '../../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../../db/pg-errors';
import { brands, products } from '../../../db/schema';
import { escapeLike, foldedMatch, rowsOf } from '../../../db/sql';
import { AppError } from '../../../lib/app-error';

export type BrandRow = typeof brands.$inferSelect;
export type BrandWithCount = BrandRow & { productCount: number };

// Written out: inside a one-table select the ORM leaves column names unqualified, which the subquery would misread.
const productCount = sql<number>`(select count(*) from products p where p.brand_id = "brands"."id")`.mapWith(
  Number,
);

/** Brands are listed by name as Vietnamese readers expect it: letters first, diacritics only to break ties. */
export function brandsRepository(db: Db) {
  return {
    async findById(id: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },

    async findBySlug(slug: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
      return row;
    },

    async findByIds(ids: string[]): Promise<BrandRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(brands)
        .where(inArray(brands.id, ids))
        .orderBy(sql`lumi_fold(${brands.name})`, brands.name, brands.id);
    },

    /** Every brand by name. */
    async all(options: { withCounts: boolean }): Promise<(BrandRow & { productCount?: number })[]> {
      if (!options.withCounts)
        return db
          .select()
          .from(brands)
          .orderBy(sql`lumi_fold(${brands.name})`, brands.name, brands.id);
      const rows = await db
        .select({ brand: brands, productCount })
        .from(brands)
        .orderBy(sql`lumi_fold(${brands.name})`, brands.name, brands.id);
      return rows.map((r) => ({ ...r.brand, productCount: r.productCount }));
    },

    /** A page of brands by name, with product counts; `name` matches without diacritics and with small typos. */
    async page(query: {
      page: number;
      pageSize: number;
      name?: string | undefined;
    }): Promise<{ items: BrandWithCount[]; total: number }> {
      const where = query.name ? foldedMatch(sql`lumi_fold(${brands.name})`, query.name) : undefined;
      const rows = await db
        .select({ brand: brands, productCount, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(brands)
        .where(where)
        .orderBy(sql`lumi_fold(${brands.name})`, brands.name, brands.id)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      let total = rows[0]?.total;
      if (total === undefined) {
        const [row] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${brands} ${where ? sql`where ${where}` : sql``}`,
        );
        total = row?.n ?? 0;
      }
      return { items: rows.map((r) => ({ ...r.brand, productCount: r.productCount })), total };
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from brands where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
      );
      return rows.length > 0;
    },

    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: brands.slug })
        .from(brands)
        .where(or(eq(brands.slug, base), like(brands.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async hasProducts(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.brandId, id))
        .limit(1);
      return row !== undefined;
    },

    /** Undefined when the name or slug is taken (the unique indexes decide). */
    async insert(values: {
      name: string;
      slug: string;
      logo: Image | null;
      description: string;
    }): Promise<BrandRow | undefined> {
      const [row] = await db.insert(brands).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A name (or its slug) that a concurrent write took since it was checked is BRAND_NAME_TAKEN. */
    async update(
      id: string,
      values: { name?: string; slug?: string; logo?: Image | null; description?: string },
    ): Promise<void> {
      try {
        await db
          .update(brands)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(brands.id, id));
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION)) throw new AppError('BRAND_NAME_TAKEN');
        throw error;
      }
    },

    /** A product filed under the brand since it was checked makes the foreign key refuse: BRAND_HAS_PRODUCTS. */
    async remove(id: string): Promise<void> {
      try {
        await db.delete(brands).where(eq(brands.id, id));
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw new AppError('BRAND_HAS_PRODUCTS');
        throw error;
      }
    },
  };
}
