import { slugify, startOfLocalDay, toLocalDate, type Image } from '@lumi/shared';
import type { Db } from '../db/client';
import { sanitizeRichText } from '../lib/html';
import { baseSlug, pickSlug } from '../lib/slug';
import { catalogBulk } from '../modules/catalog/bulk-repository';
import { promotionsBulk } from '../modules/promotions/bulk-repository';
import { importUploads, type NewUpload } from '../modules/uploads/bulk-repository';
import type { FileStorage } from '../providers/storage';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  type DemoCategory,
  type DemoProduct,
} from './catalog-data';
import { skinColumnsOf } from './skin-data';
import { renderBanner, renderBrandLogo, renderProductImage } from './product-images';

/*
 * The demo shop: the category tree, brands with logos, products with generated photos, and two promotions (one
 * running, one starting in ten days). Idempotent: what exists (by name or slug) is left alone, so a second run
 * renders nothing and adds nothing.
 */

const DAY_MS = 86_400_000;
/** Images are rendered a few at a time: sharp already uses several threads per image. */
const RENDER_CONCURRENCY = 4;
/** Accent colours of the extra product photos (another angle of the same package). */
const ANGLE_ACCENTS = ['#f4b6c2', '#f6d186', '#a7d7c5', '#b8c0ff', '#ffd6a5', '#caffbf'];
const ANGLE_LABELS = ['Chính hãng', 'Mẫu mới'];

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A stable small number from a text, to vary demo values without randomness. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type CatalogSeedOptions = {
  /** The admin the demo files belong to. */
  ownerId: string;
  /** The seeding moment: expiry dates and promotion periods count from its local day. */
  now?: Date;
};

export async function seedCatalog(
  db: Db,
  storage: FileStorage,
  options: CatalogSeedOptions,
): Promise<string[]> {
  const created: string[] = [];
  const now = options.now ?? new Date();
  const today = toLocalDate(now);
  const dayOffset = (days: number) =>
    toLocalDate(startOfLocalDay(today).getTime() + days * DAY_MS + 12 * 3600_000);
  const pendingUploads: NewUpload[] = [];

  /** Writes a demo file and remembers its upload record (attached: the demo objects use it). */
  async function store(publicId: string, data: Buffer, purpose: 'product' | 'promotion'): Promise<Image> {
    const url = await storage.put(`${publicId}.webp`, data);
    pendingUploads.push({
      publicId,
      url,
      type: 'image',
      purpose,
      ownerKind: 'admin',
      ownerId: options.ownerId,
      size: data.length,
      width: null,
      height: null,
      attachedAt: now,
    });
    return { url, publicId };
  }

  async function flushUploads(): Promise<void> {
    await importUploads(db, pendingUploads);
    pendingUploads.length = 0;
  }

  // ── categories: three levels, position = order in the data ────────────────────
  const catalog = catalogBulk(db);
  const categoryRows = await catalog.categories();
  const categoryByName = new Map(categoryRows.map((c) => [c.name.toLowerCase(), c.id]));
  const categorySlugs = new Set(categoryRows.map((c) => c.slug));
  let newCategories = 0;

  async function ensureCategory(
    node: DemoCategory,
    parentId: string | null,
    level: number,
    position: number,
  ) {
    let id = categoryByName.get(node.name.toLowerCase());
    if (!id) {
      const slug = pickSlug(node.name, categorySlugs, 'danh-muc');
      const row = await catalog.ensureCategory({ name: node.name, slug, parentId, level, position });
      if (row?.created) newCategories++;
      id = row?.id;
      if (!id) throw new Error(`demo category ${node.name} could not be created`);
      categoryByName.set(node.name.toLowerCase(), id);
      categorySlugs.add(slug);
    }
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i++) await ensureCategory(children[i]!, id, level + 1, i);
  }
  for (let i = 0; i < DEMO_CATEGORIES.length; i++) await ensureCategory(DEMO_CATEGORIES[i]!, null, 0, i);
  if (newCategories) created.push(`categories: ${newCategories}`);

  // ── brands, with generated logos ──────────────────────────────────────────────
  const brandRows = await catalog.brands();
  const brandByName = new Map(brandRows.map((b) => [b.name.toLowerCase(), b.id]));
  const brandSlugs = new Set(brandRows.map((b) => b.slug));
  const missingBrands = DEMO_BRANDS.filter((b) => !brandByName.has(b.name.toLowerCase()));
  if (missingBrands.length) {
    const logos = await mapLimited(missingBrands, RENDER_CONCURRENCY, async (b) =>
      store(
        `seed/brands/${slugify(b.name)}`,
        await renderBrandLogo({ name: b.name, color: b.color }),
        'product',
      ),
    );
    const values = missingBrands.map((b, i) => {
      const slug = pickSlug(b.name, brandSlugs, 'thuong-hieu');
      brandSlugs.add(slug);
      return { name: b.name, slug, description: b.description, logo: logos[i]! };
    });
    const inserted = await catalog.insertBrands(values);
    for (const b of inserted) brandByName.set(b.name.toLowerCase(), b.id);
    await flushUploads();
    if (inserted.length) created.push(`brands: ${inserted.length}`);
  }
  const brandColor = new Map(DEMO_BRANDS.map((b) => [b.name.toLowerCase(), b.color]));

  // ── products, with a main photo, one or two more (shared) angles and a photo per colour ──
  const slugOf = (p: DemoProduct) => baseSlug(p.name, 'san-pham');
  const existingSlugs = new Set((await catalog.productsBySlug(DEMO_PRODUCTS.map(slugOf))).map((r) => r.slug));
  const missingProducts = DEMO_PRODUCTS.filter((p) => !existingSlugs.has(slugOf(p)));
  if (missingProducts.length) {
    /*
     * The extra photos show the package from the back (brand and a short line, no product name), so that one
     * rendering serves every product of a brand in that package shape: fewer images to draw, a faster seed. Each
     * product still gets its own file, since deleting or editing one product removes the files it drops.
     */
    const angles = new Map<string, Promise<Buffer>>();
    const angleShot = (p: DemoProduct, color: string, a: number): Promise<Buffer> => {
      const key = `${p.shape}|${p.brand}|${a}`;
      let shot = angles.get(key);
      if (!shot) {
        shot = renderProductImage({
          shape: p.shape,
          name: '',
          brand: p.brand,
          color,
          accent: ANGLE_ACCENTS[(hashOf(key) + a) % ANGLE_ACCENTS.length]!,
          label: ANGLE_LABELS[a % ANGLE_LABELS.length]!,
        });
        angles.set(key, shot);
      }
      return shot;
    };
    const pictures = await mapLimited(missingProducts, RENDER_CONCURRENCY, async (p) => {
      const slug = slugOf(p);
      const color = brandColor.get(p.brand.toLowerCase()) ?? '#d9668f';
      const base = { shape: p.shape, name: p.name, brand: p.brand, color };
      const h = hashOf(p.name);
      const mainImage = await store(
        `seed/products/${slug}`,
        await renderProductImage({ ...base, ...(p.capacity ? { label: p.capacity } : {}) }),
        'product',
      );
      const images: Image[] = [];
      for (let a = 0; a < 1 + (h % 2); a++) {
        images.push(await store(`seed/products/${slug}-${a + 2}`, await angleShot(p, color, a), 'product'));
      }
      const variantImages: Image[] = [];
      for (const [v, variant] of (p.variants ?? []).entries()) {
        variantImages.push(
          await store(
            `seed/products/${slug}-mau-${v + 1}`,
            await renderProductImage({ ...base, variant: { name: variant.name, code: variant.code } }),
            'product',
          ),
        );
      }
      return { mainImage, images, variantImages };
    });

    const leafOf = (p: DemoProduct) => {
      const leaf = p.category[p.category.length - 1];
      const id = leaf ? categoryByName.get(leaf.toLowerCase()) : undefined;
      if (!id) throw new Error(`demo product ${p.name}: unknown category ${p.category.join(' > ')}`);
      return id;
    };
    const brandOf = (p: DemoProduct) => {
      const id = brandByName.get(p.brand.toLowerCase());
      if (!id) throw new Error(`demo product ${p.name}: unknown brand ${p.brand}`);
      return id;
    };
    const pictureOf = new Map(missingProducts.map((p, i) => [slugOf(p), { p, picture: pictures[i]! }]));
    const inserted = await catalog.insertProducts(
      missingProducts.map((p, i) => ({
        name: p.name,
        slug: slugOf(p),
        brandId: brandOf(p),
        categoryId: leafOf(p),
        price: p.price,
        cost: p.cost,
        capacity: p.capacity,
        weight: p.weight,
        expiry: dayOffset(p.expiryInDays),
        // SALE is given below to the products of the running promotion: the tag follows a real discount.
        tags: p.tags.filter((t) => t !== 'SALE'),
        mainImage: pictures[i]!.mainImage,
        images: pictures[i]!.images,
        description: sanitizeRichText(p.description),
        ...skinColumnsOf(p),
        enable: true,
        stock: p.variants?.length ? null : (p.stock ?? 0),
        averageRating: p.rating?.average ?? 0,
        totalReviews: p.rating?.count ?? 0,
        sold: p.sold,
      })),
      (slug) => {
        const { p, picture } = pictureOf.get(slug)!;
        return (p.variants ?? []).map((v, position) => ({
          name: v.name,
          code: v.code,
          image: picture.variantImages[position] ?? null,
          stock: v.stock,
          position,
        }));
      },
    );
    await flushUploads();
    if (inserted.length) created.push(`products: ${inserted.length}`);
  }

  // ── promotions: one running now, one starting in ten days ─────────────────────
  const productRows = await catalog.productsBySlug(DEMO_PRODUCTS.map(slugOf));
  const productBySlug = new Map(productRows.map((r) => [r.slug, r]));
  /**
   * Demo products of these top-level categories that will not expire during the promotion; those the data marks for
   * sale first (a stable sort keeps the data's order within each group).
   */
  const productsOf = (roots: string[], lastDay: string) =>
    DEMO_PRODUCTS.filter((p) => roots.includes(p.category[0] ?? ''))
      .sort((a, b) => Number(b.tags.includes('SALE')) - Number(a.tags.includes('SALE')))
      .map((p) => productBySlug.get(slugOf(p)))
      .filter((r): r is NonNullable<typeof r> => r !== undefined && r.expiry >= lastDay);

  const demoPromotions = [
    {
      name: 'Siêu sale chăm sóc da mùa lễ hội',
      description:
        'Ưu đãi lớn nhất mùa lễ hội cho các sản phẩm chăm sóc da mặt và dược mỹ phẩm: giảm đến 40%, số lượng có hạn.',
      banner: {
        title: 'Siêu sale chăm sóc da mùa lễ hội',
        subtitle: 'Giảm đến 40% cho các sản phẩm dưỡng da chính hãng',
        color: '#d9467a',
        accent: '#7c3aed',
      },
      startDay: -2,
      endDay: 12,
      roots: ['Chăm sóc da mặt', 'Dược mỹ phẩm'],
      count: 24,
      percentages: [10, 15, 20, 25, 30, 35, 40],
    },
    {
      name: 'Tuần lễ trang điểm rạng rỡ',
      description:
        'Son môi, phấn nền và phụ kiện trang điểm giảm giá trong một tuần, mở bán sau mười ngày nữa.',
      banner: {
        title: 'Tuần lễ trang điểm rạng rỡ',
        subtitle: 'Son môi, cushion, phấn mắt giảm đến 30%',
        color: '#c2410c',
        accent: '#db2777',
      },
      startDay: 10,
      endDay: 17,
      roots: ['Trang điểm'],
      count: 15,
      percentages: [10, 15, 20, 30],
    },
  ];

  for (const demo of demoPromotions) {
    const slug = baseSlug(demo.name, 'khuyen-mai');
    if (await promotionsBulk(db).exists(slug)) continue;
    const startsAt = startOfLocalDay(dayOffset(demo.startDay));
    const endsAt = new Date(startOfLocalDay(dayOffset(demo.endDay)).getTime() + DAY_MS - 1);
    const candidates = productsOf(demo.roots, dayOffset(demo.endDay));
    // A product another active promotion already covers then is left out (one active promotion per product).
    const busy = await promotionsBulk(db).busyProducts(
      candidates.map((c) => c.id),
      startsAt,
      endsAt,
    );
    const chosen = candidates.filter((c) => !busy.has(c.id)).slice(0, demo.count);
    if (chosen.length === 0) continue;
    const banner = await store(`seed/promotions/${slug}`, await renderBanner(demo.banner), 'promotion');
    await db.transaction(async (tx) => {
      const inserted = await promotionsBulk(tx).insert(
        {
          name: demo.name,
          slug,
          description: demo.description,
          banner,
          startsAt,
          endsAt,
          isActive: true,
        },
        chosen.map((product, i) => {
          // Every fourth product has a per-unit cap, every fifth a limited number of promotional units.
          const pct = demo.percentages[i % demo.percentages.length]!;
          const cap =
            i % 4 === 3 ? Math.max(10_000, Math.round((product.price * pct) / 200 / 1000) * 1000) : null;
          const maxQty = i % 5 === 2 ? 30 : null;
          return {
            productId: product.id,
            discountPercentage: pct,
            maxDiscountAmount: cap,
            maxQty,
            usedQty: maxQty && demo.startDay <= 0 ? 12 : 0,
            startsAt,
            endsAt,
            isActive: true,
            position: i,
          };
        }),
      );
      if (!inserted) return;
      // The running promotion's products carry the SALE tag (and only they: it was left off at insert).
      if (demo.startDay <= 0)
        await catalogBulk(tx).addTag(
          chosen.map((c) => c.id),
          'SALE',
        );
      created.push(`promotion ${demo.name}`);
    });
  }
  await flushUploads();
  return created;
}
