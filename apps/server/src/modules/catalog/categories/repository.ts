import { and, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError, UNIQUE_VIOLATION } from '../../../db/pg-errors';
import { categories, products } from '../../../db/schema';
import type { CategoryLevel, CategoryRecord } from '../category-tree';
import { escapeLike, foldedMatch, rowsOf } from '../../../db/sql';
import { AppError } from '../../../lib/app-error';

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

    /** A name (or its slug) that a concurrent write took since it was checked is CATEGORY_NAME_TAKEN. */
    async update(id: string, values: Partial<NewCategory> & { position?: number }): Promise<void> {
      try {
        await db
          .update(categories)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(categories.id, id));
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION)) throw new AppError('CATEGORY_NAME_TAKEN');
        throw error;
      }
    },

    /** Moves whole subtrees down or up: every listed category's level changes by `delta`. */
    async shiftLevels(ids: string[], delta: number): Promise<void> {
      if (ids.length === 0 || delta === 0) return;
      await db
        .update(categories)
        .set({ level: sql`${categories.level} + ${delta}`, updatedAt: sql`now()` })
        .where(inArray(categories.id, ids));
    },

    /** A product or a child added since the category was checked makes a foreign key refuse; its name says which. */
    async remove(id: string): Promise<void> {
      try {
        await db.delete(categories).where(eq(categories.id, id));
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION, 'products_category_id_categories_id_fk'))
          throw new AppError('CATEGORY_HAS_PRODUCTS');
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw new AppError('CATEGORY_HAS_CHILDREN');
        throw error;
      }
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
