/**
 * `tsx src/db/bench-catalog.ts <count>`: migrates and seeds the configured database (DATA_DIR or DATABASE_URL),
 * then adds <count> generated products spread over the demo brands and leaf categories, for the catalogue
 * benchmark (bench/catalog.ts). Images are shared with the demo products: the benchmark measures queries.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { slugify } from '@lumi/shared';
import { loadConfig, loadDotEnv } from '../config';
import { createLocalStorage } from '../providers/storage';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { brands, categories, productVariants, products } from '../db/schema';
import { seedDemoData } from './index';
import { generateBenchProducts } from './catalog-data';

async function fill(count: number) {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const { db } = database;
  await runMigrations(database);
  await seedDemoData(db, createLocalStorage(path.join(config.dataDir, 'uploads')));

  const brandIds = new Map(
    (await db.select({ id: brands.id, name: brands.name }).from(brands)).map((b) => [b.name, b.id]),
  );
  const allCategories = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
  const byId = new Map(allCategories.map((c) => [c.id, c]));
  const pathOf = (id: string): string => {
    const c = byId.get(id);
    return c ? (c.parentId ? `${pathOf(c.parentId)}/${c.name}` : c.name) : '';
  };
  const leafIds = new Map(allCategories.map((c) => [pathOf(c.id), c.id]));
  const [sample] = await db.select({ mainImage: products.mainImage }).from(products).limit(1);
  if (!sample) throw new Error('the demo catalogue is missing: seeding did not create products');

  const existing = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.slug} like 'bench-%'`);
  if ((existing[0]?.n ?? 0) >= count) {
    console.log(`[bench] ${existing[0]?.n} generated products already present`);
    await database.close();
    return;
  }

  const generated = generateBenchProducts(count);
  const today = new Date();
  const started = Date.now();
  for (let start = 0; start < generated.length; start += 500) {
    const batch = generated.slice(start, start + 500);
    const rows = batch.map((p, i) => {
      const brandId = brandIds.get(p.brand);
      const categoryId = leafIds.get(p.category.join('/'));
      if (!brandId || !categoryId) throw new Error(`unknown brand or category for ${p.name}`);
      const expiry = new Date(today.getTime() + p.expiryInDays * 86_400_000).toISOString().slice(0, 10);
      return {
        name: p.name,
        slug: `bench-${start + i + 1}-${slugify(p.name)}`.slice(0, 180),
        brandId,
        categoryId,
        price: p.price,
        cost: p.cost,
        capacity: p.capacity,
        weight: p.weight,
        expiry,
        tags: p.tags,
        mainImage: sample.mainImage,
        description: p.description,
        stock: p.variants?.length ? null : (p.stock ?? 0),
        searchText: sql`lumi_fold(${`${p.name} ${p.brand} ${p.capacity ?? ''}`})`,
        sold: p.sold,
        averageRating: p.rating?.average ?? 0,
        totalReviews: p.rating?.count ?? 0,
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, slug: products.slug });
    const variantRows = inserted.flatMap((row, i) =>
      (batch[i]?.variants ?? []).map((v, position) => ({
        productId: row.id,
        name: v.name,
        code: v.code,
        stock: v.stock,
        position,
      })),
    );
    if (variantRows.length) await db.insert(productVariants).values(variantRows);
  }
  await db.execute(sql`analyze`);
  console.log(
    `[bench] ${generated.length} products added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
}

const count = Number(process.argv[2] ?? 10_000);
fill(count).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
