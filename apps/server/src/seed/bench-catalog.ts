/**
 * `tsx src/db/bench-catalog.ts <count>`: migrates and seeds the configured database (DATA_DIR or DATABASE_URL),
 * then adds <count> generated products spread over the demo brands and leaf categories, for the catalogue
 * benchmark (bench/catalog.ts). Images are shared with the demo products: the benchmark measures queries.
 */
import { sql } from 'drizzle-orm';
import { slugify } from '@lumi/shared';
import { loadConfig, loadDotEnv } from '../config';
import { createStorage } from '../providers/storage';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { rowsOf } from '../db/sql';
import { catalogBulk } from '../modules/catalog/bulk-repository';
import { seedDemoData } from './index';
import { generateBenchProducts } from './catalog-data';
import { skinColumnsOf } from './skin-data';
import { productView } from '../db/read/catalog';
import { viewAs } from '../db/views';

async function fill(count: number) {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const { db } = database;
  await runMigrations(database);
  await seedDemoData(db, await createStorage(config));

  const catalog = catalogBulk(db);
  const brandIds = new Map((await catalog.brands()).map((b) => [b.name, b.id]));
  const allCategories = await catalog.categories();
  const byId = new Map(allCategories.map((c) => [c.id, c]));
  const pathOf = (id: string): string => {
    const c = byId.get(id);
    return c ? (c.parentId ? `${pathOf(c.parentId)}/${c.name}` : c.name) : '';
  };
  const leafIds = new Map(allCategories.map((c) => [pathOf(c.id), c.id]));
  const mainImage = await catalog.anyMainImage();
  if (!mainImage) throw new Error('the demo catalogue is missing: seeding did not create products');

  const existing = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${viewAs(productView, 'products')} where slug like 'bench-%'`,
  );
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
        mainImage,
        description: p.description,
        ...skinColumnsOf(p),
        stock: p.variants?.length ? null : (p.stock ?? 0),
        sold: p.sold,
        averageRating: p.rating?.average ?? 0,
        totalReviews: p.rating?.count ?? 0,
      };
    });
    const variantsBySlug = new Map(rows.map((row, i) => [row.slug, batch[i]?.variants ?? []]));
    await catalog.insertProducts(rows, (slug) =>
      (variantsBySlug.get(slug) ?? []).map((v, position) => ({
        name: v.name,
        code: v.code,
        stock: v.stock,
        position,
      })),
    );
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
