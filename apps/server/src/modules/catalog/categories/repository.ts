import { and, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import type { CategoryLevel, CategoryRecord } from '../category-tree';
import { escapeLike, foldedMatch, rowsOf } from '../sql';

export type NewCategory = { name: string; slug: string; parentId: string | null; level: CategoryLevel };

export function categoriesRepository(db: Db) {
  return {
    async all(): Promise<CategoryRecord[]> {
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
          level: categories.level,
          position: categories.position,
        })
        .from(categories);
      return rows.map((r) => ({ ...r, level: r.level as CategoryLevel }));
    },

    /** Products filed directly under each category (only leaves hold any). */
    async directProductCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: products.categoryId, n: count() })
        .from(products)
        .groupBy(products.categoryId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The ids of the categories whose name matches a search (folded, typo-tolerant). */
    async idsMatching(search: string): Promise<Set<string>> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from categories where ${foldedMatch(sql`lumi_fold(name)`, search)}`,
      );
      return new Set(rows.map((r) => r.id));
    },

    async hasProducts(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, id))
        .limit(1);
      return row !== undefined;
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            sql`lower(${categories.name}) = lower(${name})`,
            exceptId ? sql`${categories.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Slugs equal to `base` or starting with `base-`, to pick a free one. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${escapeLike(base)}-%`)));
      return new Set(rows.map((r) => r.slug));
    },

    async nextPosition(parentId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)`.mapWith(Number) })
        .from(categories)
        .where(parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`);
      return row?.n ?? 0;
    },

    /** Undefined when the name or slug is taken (the unique indexes decide). */
    async insert(values: NewCategory & { position: number }): Promise<string | undefined> {
      const [row] = await db
        .insert(categories)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: categories.id });
      return row?.id;
    },

    async update(id: string, values: Partial<NewCategory> & { position?: number }): Promise<void> {
      await db
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
    },

    /** Moves whole subtrees down or up: every listed category's level changes by `delta`. */
    async shiftLevels(ids: string[], delta: number): Promise<void> {
      if (ids.length === 0 || delta === 0) return;
      await db
        .update(categories)
        .set({ level: sql`${categories.level} + ${delta}`, updatedAt: sql`now()` })
        .where(inArray(categories.id, ids));
    },

    async remove(id: string): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
