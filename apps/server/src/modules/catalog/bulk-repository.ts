import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, productVariants, products } from '../../db/schema';
import { insertChunked } from '../../db/sql';
import { productsRepository } from './products/repository';

export type NewCategory = typeof categories.$inferInsert;
export type NewBrand = typeof brands.$inferInsert;
export type NewProduct = typeof products.$inferInsert;
export type NewVariant = typeof productVariants.$inferInsert;

/**
 * The catalogue's bulk writer (ADR 0047): how the demo data and the benches' generated catalogue are written, by the
 * module that owns the categories, brands, products and colours. Rows already there (a name or slug taken) are left
 * alone, so a second run adds nothing.
 */
export function catalogBulk(db: Db) {
  return {
    async categories(): Promise<{ id: string; name: string; slug: string; parentId: string | null }[]> {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
        })
        .from(categories);
    },

    /** The new category's id, or that of the category of the same name (case-insensitive) that exists. */
    async ensureCategory(values: NewCategory): Promise<{ id: string; created: boolean } | undefined> {
      const [row] = await db
        .insert(categories)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: categories.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = ${values.name.toLowerCase()}`)
        .limit(1);
      return existing && { id: existing.id, created: false };
    },

    async brands(): Promise<{ id: string; name: string; slug: string }[]> {
      return db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
    },

    async insertBrands(values: NewBrand[]): Promise<{ id: string; name: string }[]> {
      if (values.length === 0) return [];
      return db
        .insert(brands)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: brands.id, name: brands.name });
    },

    /** The products with these slugs, with what a promotion needs of them. */
    async productsBySlug(
      slugs: string[],
    ): Promise<{ id: string; slug: string; price: number; expiry: string }[]> {
      if (slugs.length === 0) return [];
      return db
        .select({ id: products.id, slug: products.slug, price: products.price, expiry: products.expiry })
        .from(products)
        .where(inArray(products.slug, slugs));
    },

    /** One product's main image, for generated products that share the demo pictures. */
    async anyMainImage(): Promise<NewProduct['mainImage'] | undefined> {
      const [row] = await db.select({ mainImage: products.mainImage }).from(products).limit(1);
      return row?.mainImage;
    },

    /**
     * Inserts products (those whose slug is taken are skipped) with their colours and their search text, as the
     * catalogue keeps it on every write; the ids of those inserted.
     */
    async insertProducts(
      values: NewProduct[],
      variantsOf: (slug: string) => Omit<NewVariant, 'productId'>[] = () => [],
    ): Promise<{ id: string; slug: string }[]> {
      const inserted: { id: string; slug: string }[] = [];
      for (let i = 0; i < values.length; i += 500) {
        inserted.push(
          ...(await db
            .insert(products)
            .values(values.slice(i, i + 500))
            .onConflictDoNothing()
            .returning({ id: products.id, slug: products.slug })),
        );
      }
      const variantRows = inserted.flatMap((p) => variantsOf(p.slug).map((v) => ({ ...v, productId: p.id })));
      await insertChunked(db, productVariants, variantRows);
      const insertedSlugs = new Set(inserted.map((p) => p.slug));
      const brandIds = new Set(values.filter((v) => insertedSlugs.has(v.slug)).map((v) => v.brandId));
      for (const brandId of brandIds) await productsRepository(db).refreshSearchText({ brandId });
      return inserted;
    },

    /** Adds a tag to these products (those that have it keep it once). */
    async addTag(productIds: string[], tag: string): Promise<void> {
      if (productIds.length === 0) return;
      await db
        .update(products)
        .set({ tags: sql`array_append(${products.tags}, ${tag})` })
        .where(and(inArray(products.id, productIds), sql`not (${tag} = any(${products.tags}))`));
    },
  };
}
