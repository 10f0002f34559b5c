import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computePriceBands,
  discountedUnitPrice,
  type Brand,
  type Category,
  type FilterOptions,
  type HomeCollection,
  type Product,
  type ProductSummary,
} from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../../test/helpers';
import { expectFailure, expectValidation } from '../../../../test/assertions';
import { products as productsTable } from '../../../db/schema';
import { catalogFixtures, type Principals } from '../test-fixtures';

const M = 'Pub';
const DAY = 86_400_000;

type ListBody = {
  data: ProductSummary[];
  pagination: { page: number; pageSize: number; totalPage: number; totalItems: number };
};
type CategoryBody = ListBody & {
  category: Category;
  filters: { priceRanges: unknown[]; brands: Brand[]; subcategories: Category[]; tags: string[] };
};

describe('shop product reads (api-contract §3.3, decisions 11, 13, 14)', () => {
  let t: TestApp;
  let who: Principals;
  let fx: ReturnType<typeof catalogFixtures>;
  // Tree: root → a (a1, a2), root → b (b1).
  let root: Category;
  let a: Category;
  let a1: Category;
  let a2: Category;
  let b: Category;
  let b1: Category;
  let x: Brand;
  let y: Brand;
  let z: Brand;
  let promotion: { id: string; name: string };
  /** name → product */
  const p: Record<string, Product> = {};

  async function setStats(
    id: string,
    stats: { averageRating?: number; totalReviews?: number; sold?: number },
  ) {
    await t.database.db.update(productsTable).set(stats).where(eq(productsTable.id, id));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    who = await demoPrincipals(t.app);
    fx = catalogFixtures(t, who.admin, M);
    root = await fx.category('Mỹ phẩm');
    a = await fx.category('Chăm sóc da', root._id);
    a1 = await fx.category('Kem dưỡng', a._id);
    a2 = await fx.category('Serum', a._id);
    b = await fx.category('Trang điểm', root._id);
    b1 = await fx.category('Son môi', b._id);
    x = await fx.brand('Hoa Sen');
    y = await fx.brand('Mây Trắng');
    z = await fx.brand('Núi Đá');
    const make = async (
      key: string,
      fields: { brand: string; category: string } & Record<string, unknown>,
    ) => {
      p[key] = await fx.product({ name: `${key} ${M}`, ...fields });
    };
    // Created in this order: createdAt ascending.
    await make('Kem dưỡng ẩm Lúa Mạch', { brand: x._id, category: a1._id, price: 150_000, tags: ['HOT'] });
    await make('Kem chống nắng Cà Rốt', {
      brand: y._id,
      category: a1._id,
      price: 320_000,
      tags: ['NEW', 'SALE'],
    });
    await make('Serum Vitamin C Cam Ngọt', {
      brand: x._id,
      category: a2._id,
      price: 480_000,
      tags: ['HOT', 'TREND'],
    });
    await make('Serum phục hồi Rau Má', { brand: z._id, category: a2._id, price: 260_000, tags: [] });
    await make('Son kem Đỏ Mận', {
      brand: y._id,
      category: b1._id,
      price: 210_000,
      tags: ['HOT'],
      stock: undefined,
      variants: [
        { name: 'Đỏ mận', code: '#7A1F3D', stock: 0 },
        { name: 'Hồng đất', code: '#B5651D', stock: 0 },
      ],
    });
    await make('Son dưỡng Bơ Hạt', { brand: z._id, category: b1._id, price: 95_000, tags: ['SELLING'] });
    await make('Kem mắt Ẩn', {
      brand: x._id,
      category: a1._id,
      price: 200_000,
      enable: false,
      tags: ['HOT'],
    });

    await setStats(p['Kem dưỡng ẩm Lúa Mạch']!._id, { averageRating: 4.6, totalReviews: 5, sold: 40 });
    await setStats(p['Kem chống nắng Cà Rốt']!._id, { averageRating: 3.4, totalReviews: 3, sold: 90 });
    await setStats(p['Serum Vitamin C Cam Ngọt']!._id, { averageRating: 4.9, totalReviews: 8, sold: 10 });
    await setStats(p['Serum phục hồi Rau Má']!._id, { averageRating: 2.2, totalReviews: 1, sold: 5 });
    await setStats(p['Son dưỡng Bơ Hạt']!._id, { averageRating: 4.0, totalReviews: 2, sold: 60 });

    // 50 % off the 480 000 serum, capped at 200 000 → 280 000; 10 % off the sunscreen → 288 000.
    promotion = await fx.promotion([
      { product: p['Serum Vitamin C Cam Ngọt']!._id, discountPercentage: 50, maxDiscountAmount: 200_000 },
      { product: p['Kem chống nắng Cà Rốt']!._id, discountPercentage: 10, maxQty: 20, usedQty: 5 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string) => {
    const res = await injectAs(t.app, null, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const names = (list: { name: string }[]) => list.map((q) => q.name.replace(` ${M}`, ''));
  const category = (query = '', slug = root.slug) =>
    get<CategoryBody>(`/products/categories/${slug}${query}`);

  describe('effective price (decision 14)', () => {
    it('carries the running promotion and finalPrice = discountedUnitPrice', async () => {
      const serum = await get<{ data: Product }>(`/products/detail/${p['Serum Vitamin C Cam Ngọt']!.slug}`);
      expect(serum.data).toMatchObject({
        price: 480_000,
        finalPrice: 280_000,
        promotion: { discountPercentage: 50, maxDiscountAmount: 200_000, remainingQty: null },
      });
      expect(serum.data.finalPrice).toBe(
        discountedUnitPrice(480_000, {
          discountPercentage: 50,
          maxDiscountAmount: 200_000,
          remainingQty: null,
        }),
      );
      const sunscreen = await get<{ data: Product }>(`/products/detail/${p['Kem chống nắng Cà Rốt']!._id}`);
      expect(sunscreen.data).toMatchObject({
        finalPrice: 288_000,
        promotion: { discountPercentage: 10, maxDiscountAmount: null, remainingQty: 15 },
      });
      expect(sunscreen.data.promotion?.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it('ignores promotions not started, ended, inactive or sold out', async () => {
      const now = t.clock.now().getTime();
      const brand = await fx.brand('Giá Gốc');
      const shelf = await fx.category('Giá gốc');
      const make = async () => fx.product({ brand: brand._id, category: shelf._id, price: 100_000 });
      const [future, past, inactive, soldOut, rounding] = [
        await make(),
        await make(),
        await make(),
        await make(),
        await make(),
      ];
      await fx.promotion([{ product: future._id, discountPercentage: 20 }], {
        startsAt: new Date(now + DAY),
        endsAt: new Date(now + 2 * DAY),
      });
      await fx.promotion([{ product: past._id, discountPercentage: 20 }], {
        startsAt: new Date(now - 3 * DAY),
        endsAt: new Date(now - DAY),
      });
      await fx.promotion([{ product: inactive._id, discountPercentage: 20 }], { isActive: false });
      await fx.promotion([{ product: soldOut._id, discountPercentage: 20, maxQty: 3, usedQty: 3 }]);
      // 33 % of 100 000 = 33 000 → 67 000; an odd price rounds half up like Math.round.
      await fx.promotion([{ product: rounding._id, discountPercentage: 33 }]);
      const list = await get<ListBody>(`/products/brands/${brand.slug}?sortOrder=newest`);
      const byId = new Map(list.data.map((q) => [q._id, q]));
      for (const id of [future._id, past._id, inactive._id, soldOut._id]) {
        expect(byId.get(id)).toMatchObject({ price: 100_000, finalPrice: 100_000, promotion: null });
      }
      expect(byId.get(rounding._id)).toMatchObject({
        finalPrice: 67_000,
        promotion: { discountPercentage: 33 },
      });
      const odd = await fx.product({ brand: brand._id, category: shelf._id, price: 12_345 });
      await fx.promotion([{ product: odd._id, discountPercentage: 15 }]);
      const oddAnswer = await get<{ data: Product }>(`/products/detail/${odd._id}`);
      expect(oddAnswer.data.finalPrice).toBe(
        discountedUnitPrice(12_345, { discountPercentage: 15, maxDiscountAmount: null, remainingQty: null }),
      );
    });
  });

  describe('GET /products/categories/{slug}', () => {
    it('lists the shop-visible products of the subtree, by effective price ascending, 12 a page', async () => {
      const body = await category();
      expect(names(body.data)).toEqual([
        'Son dưỡng Bơ Hạt', // 95 000
        'Kem dưỡng ẩm Lúa Mạch', // 150 000
        'Son kem Đỏ Mận', // 210 000
        'Serum phục hồi Rau Má', // 260 000
        'Serum Vitamin C Cam Ngọt', // 280 000 (480 000 list)
        'Kem chống nắng Cà Rốt', // 288 000 (320 000 list)
      ]);
      expect(body.pagination).toEqual({ page: 1, pageSize: 12, totalPage: 1, totalItems: 6 });
      expect(body.category).toEqual({
        _id: root._id,
        name: root.name,
        slug: root.slug,
        level: 0,
        parent: null,
      });
      expect(body.data[2]).toMatchObject({
        variants: [{ name: 'Đỏ mận' }, { name: 'Hồng đất' }],
        totalQuantity: 0,
      });
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        [
          '_id',
          'name',
          'slug',
          'brand',
          'mainImage',
          'images',
          'price',
          'finalPrice',
          'promotion',
          'tags',
          'variants',
          'totalQuantity',
          'averageRating',
          'totalReviews',
          'sold',
          'skinTypes',
          'concerns',
          'ingredientFlags',
        ].sort(),
      );
    });

    it('answers the filter block of the scope, whatever the request filters', async () => {
      const expected = {
        priceRanges: computePriceBands([95_000, 150_000, 210_000, 260_000, 280_000, 288_000]),
        // The contract's Brand in a filter block: no logo, no description.
        brands: [x, y, z].map(({ _id, name, slug }) => ({ _id, name, slug })),
        subcategories: [a, a1, a2, b, b1].map(({ productCount: _c, ...c }) => c),
        tags: ['HOT', 'NEW', 'SALE', 'SELLING', 'TREND'],
        // No product of these says what skin it suits.
        skinTypes: [],
        concerns: [],
      };
      expect((await category()).filters).toEqual({
        ...expected,
        brands: expect.arrayContaining(expected.brands),
      });
      const filtered = await category(`?brands=${x._id}&tags=TREND`);
      expect(filtered.filters).toEqual((await category()).filters);
      const inner = await category('', a.slug);
      expect(inner.category).toMatchObject({ level: 1, parent: { _id: root._id } });
      expect(inner.filters.subcategories.map((c) => c._id)).toEqual([a1._id, a2._id]);
      expect(inner.filters.tags).toEqual(['HOT', 'NEW', 'SALE', 'TREND']);
    });

    it('filters by price range on the effective price', async () => {
      expect(names((await category('?priceRange=200000-285000')).data)).toEqual([
        'Son kem Đỏ Mận',
        'Serum phục hồi Rau Má',
        'Serum Vitamin C Cam Ngọt',
      ]);
      expect(names((await category('?priceRange=280000-')).data)).toEqual([
        'Serum Vitamin C Cam Ngọt',
        'Kem chống nắng Cà Rốt',
      ]);
      expect(names((await category('?priceRange=-100000')).data)).toEqual(['Son dưỡng Bơ Hạt']);
    });

    it('filters by brands (any of), rating (at least) and tags (any of)', async () => {
      expect(names((await category(`?brands=${y._id},${z._id}`)).data)).toEqual([
        'Son dưỡng Bơ Hạt',
        'Son kem Đỏ Mận',
        'Serum phục hồi Rau Má',
        'Kem chống nắng Cà Rốt',
      ]);
      expect(names((await category(`?brands=${y._id}&brands=${z._id}`)).data)).toHaveLength(4);
      expect(names((await category('?rating=4')).data)).toEqual([
        'Son dưỡng Bơ Hạt',
        'Kem dưỡng ẩm Lúa Mạch',
        'Serum Vitamin C Cam Ngọt',
      ]);
      expect(names((await category('?tags=NEW,SELLING')).data)).toEqual([
        'Son dưỡng Bơ Hạt',
        'Kem chống nắng Cà Rốt',
      ]);
    });

    it('filters by categories and subcategoriesList: the union of their subtrees', async () => {
      expect(names((await category(`?categories=${a._id}`)).data)).toHaveLength(4);
      expect(names((await category(`?subcategoriesList=${a2._id}`)).data)).toEqual([
        'Serum phục hồi Rau Má',
        'Serum Vitamin C Cam Ngọt',
      ]);
      expect(names((await category(`?categories=${a2._id}&subcategoriesList=${b1._id}`)).data)).toEqual([
        'Son dưỡng Bơ Hạt',
        'Son kem Đỏ Mận',
        'Serum phục hồi Rau Má',
        'Serum Vitamin C Cam Ngọt',
      ]);
      // A category outside the page's subtree narrows to nothing.
      expect((await category(`?categories=${b1._id}`, a.slug)).data).toEqual([]);
    });

    it('combines every filter', async () => {
      const body = await category(
        `?brands=${x._id},${y._id}&priceRange=100000-300000&rating=3&tags=HOT,NEW&categories=${a._id}&sortOrder=desc`,
      );
      expect(names(body.data)).toEqual([
        'Kem chống nắng Cà Rốt',
        'Serum Vitamin C Cam Ngọt',
        'Kem dưỡng ẩm Lúa Mạch',
      ]);
      expect(body.pagination.totalItems).toBe(3);
    });

    it('sorts by price descending, newest, best selling and rating', async () => {
      expect(names((await category('?sortOrder=desc')).data)[0]).toBe('Kem chống nắng Cà Rốt');
      expect(names((await category('?sortOrder=newest')).data)).toEqual([
        'Son dưỡng Bơ Hạt',
        'Son kem Đỏ Mận',
        'Serum phục hồi Rau Má',
        'Serum Vitamin C Cam Ngọt',
        'Kem chống nắng Cà Rốt',
        'Kem dưỡng ẩm Lúa Mạch',
      ]);
      expect(names((await category('?sortOrder=bestSelling')).data).slice(0, 3)).toEqual([
        'Kem chống nắng Cà Rốt',
        'Son dưỡng Bơ Hạt',
        'Kem dưỡng ẩm Lúa Mạch',
      ]);
      expect(names((await category('?sortOrder=rating')).data).slice(0, 3)).toEqual([
        'Serum Vitamin C Cam Ngọt',
        'Kem dưỡng ẩm Lúa Mạch',
        'Son dưỡng Bơ Hạt',
      ]);
    });

    it('paginates; a page past the end is empty with the totals', async () => {
      const page2 = await category('?page=2&pageSize=4');
      expect(names(page2.data)).toEqual(['Serum Vitamin C Cam Ngọt', 'Kem chống nắng Cà Rốt']);
      expect(page2.pagination).toEqual({ page: 2, pageSize: 4, totalPage: 2, totalItems: 6 });
      const past = await category('?page=9&pageSize=4');
      expect(past.data).toEqual([]);
      expect(past.pagination).toEqual({ page: 9, pageSize: 4, totalPage: 2, totalItems: 6 });
    });

    it('answers 404 for an unknown slug and 400 for bad filters', async () => {
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: '/products/categories/khong-co-danh-muc-nay' }),
        'CATEGORY_NOT_FOUND',
      );
      expectValidation(
        await injectAs(t.app, null, {
          method: 'GET',
          url: `/products/categories/${root.slug}?priceRange=abc`,
        }),
        'priceRange',
        'Khoảng giá không hợp lệ',
      );
      expectValidation(
        await injectAs(t.app, null, { method: 'GET', url: `/products/categories/${root.slug}?rating=6` }),
        'rating',
        'Điểm đánh giá từ 0 đến 5',
      );
      expectValidation(
        await injectAs(t.app, null, {
          method: 'GET',
          url: `/products/categories/${root.slug}?sortOrder=cheap`,
        }),
        'sortOrder',
        'Dữ liệu không hợp lệ',
      );
    });
  });

  describe('GET /products/brands/{slug}', () => {
    it('lists the brand’s products with its filter block; categoriesList narrows by subtrees', async () => {
      const body = await get<
        ListBody & {
          brand: Brand;
          filters: { priceRanges: unknown[]; categories: Category[]; tags: string[] };
        }
      >(`/products/brands/${x.slug}`);
      expect(names(body.data)).toEqual(['Kem dưỡng ẩm Lúa Mạch', 'Serum Vitamin C Cam Ngọt']);
      expect(body.brand).toEqual(x);
      expect(body.filters).toEqual({
        priceRanges: computePriceBands([150_000, 280_000]),
        categories: [root, a, a1, a2].map(({ productCount: _c, ...c }) => c),
        tags: ['HOT', 'TREND'],
        skinTypes: [],
        concerns: [],
      });
      const narrowed = await get<ListBody>(`/products/brands/${x.slug}?categoriesList=${a2._id}`);
      expect(names(narrowed.data)).toEqual(['Serum Vitamin C Cam Ngọt']);
      const synonyms = await get<ListBody>(
        `/products/brands/${x.slug}?categories=${a1._id}&subcategoriesList=${a2._id}`,
      );
      expect(synonyms.data).toHaveLength(2);
      const rated = await get<ListBody>(`/products/brands/${x.slug}?rating=4.7&sortOrder=rating`);
      expect(names(rated.data)).toEqual(['Serum Vitamin C Cam Ngọt']);
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: '/products/brands/khong-co' }),
        'BRAND_NOT_FOUND',
      );
    });
  });

  describe('GET /products/promotions', () => {
    it('lists products with a running promotion, their best discount and filter block', async () => {
      const body = await get<
        ListBody & { maxDiscountPercentage: number; filters: { brands: Brand[]; categories: Category[] } }
      >(`/products/promotions?brands=${x._id},${y._id},${z._id}&pageSize=50`);
      expect(names(body.data)).toEqual(['Serum Vitamin C Cam Ngọt', 'Kem chống nắng Cà Rốt']);
      expect(body.maxDiscountPercentage).toBeGreaterThanOrEqual(50);
      expect(body.filters.brands.map((q) => q._id)).toEqual(expect.arrayContaining([x._id, y._id]));
      expect(body.filters.brands.map((q) => q._id)).not.toContain(z._id);
      expect(body.filters.categories.map((c) => c._id)).toEqual(
        expect.arrayContaining([root._id, a._id, a1._id]),
      );
      const narrowed = await get<ListBody>(`/products/promotions?categoriesList=${a2._id}&brands=${x._id}`);
      expect(names(narrowed.data)).toEqual(['Serum Vitamin C Cam Ngọt']);
    });
  });

  describe('GET /products/detail/{id or slug}', () => {
    it('answers an enabled product by id or slug, without cost', async () => {
      const product = p['Kem dưỡng ẩm Lúa Mạch']!;
      const byId = await get<{ data: Product }>(`/products/detail/${product._id}`);
      const bySlug = await get<{ data: Product }>(`/products/detail/${product.slug}`);
      expect(byId.data).toEqual(bySlug.data);
      expect(byId.data).not.toHaveProperty('cost');
      expect(byId.data).toMatchObject({
        averageRating: 4.6,
        totalReviews: 5,
        sold: 40,
        categories: [{ _id: root._id }, { _id: a._id }, { _id: a1._id }],
        description: '<p>Mô tả sản phẩm</p>',
      });
    });

    it('answers 404 for a disabled or unknown product', async () => {
      for (const key of [
        p['Kem mắt Ẩn']!._id,
        p['Kem mắt Ẩn']!.slug,
        'khong-co-san-pham',
        '00000000-0000-4000-8000-000000000000',
      ]) {
        expectFailure(
          await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${key}` }),
          'PRODUCT_NOT_FOUND',
        );
      }
    });
  });

  describe('GET /products/home', () => {
    it('answers HOT, NEW and SALE by default: in stock first, then newest, at most 12', async () => {
      const body = await get<{ data: HomeCollection[] }>('/products/home');
      expect(body.data.map((c) => c.tag)).toEqual(['HOT', 'NEW', 'SALE']);
      const hot = body.data[0]!.products;
      expect(hot.length).toBeLessThanOrEqual(12);
      // The newest products in stock lead; the sold-out lipstick, though newer, comes after every product in stock;
      // the hidden cream never shows.
      expect(names(hot.slice(0, 2))).toEqual(['Serum Vitamin C Cam Ngọt', 'Kem dưỡng ẩm Lúa Mạch']);
      expect(names(hot)).not.toContain('Kem mắt Ẩn');
      const firstOut = hot.findIndex((q) => q.totalQuantity === 0);
      if (firstOut >= 0) expect(hot.slice(firstOut).every((q) => q.totalQuantity === 0)).toBe(true);
    });

    it('answers the tags asked for, in that order', async () => {
      const body = await get<{ data: HomeCollection[] }>('/products/home?tags=TREND,SELLING');
      expect(body.data.map((c) => c.tag)).toEqual(['TREND', 'SELLING']);
      expect(names(body.data[0]!.products)).toContain('Serum Vitamin C Cam Ngọt');
      expect(body.data[0]!.products.find((q) => q.name.endsWith(M))?.finalPrice).toBe(280_000);
    });
  });

  describe('search (decision 13)', () => {
    it('GET /products/search suggests without diacritics and with a typo, at most 10', async () => {
      const folded = await get<{ data: ProductSummary[] }>(
        `/products/search?search=${encodeURIComponent('kem chong nang ca rot')}`,
      );
      expect(names(folded.data)[0]).toBe('Kem chống nắng Cà Rốt');
      const typo = await get<{ data: ProductSummary[] }>(
        `/products/search?search=${encodeURIComponent('serum vitamn c cam ngot')}`,
      );
      expect(names(typo.data)).toContain('Serum Vitamin C Cam Ngọt');
      expect(names(typo.data)).not.toContain('Serum phục hồi Rau Má');
      const broad = await get<{ data: ProductSummary[] }>('/products/search?search=kem');
      expect(broad.data.length).toBeLessThanOrEqual(10);
      expectValidation(
        await injectAs(t.app, null, { method: 'GET', url: '/products/search?search=' }),
        'search',
        'Vui lòng nhập từ khóa tìm kiếm',
      );
    });

    it('matches the examples of the issue, not unrelated products', async () => {
      const search = async (text: string) =>
        names(
          (
            await get<ListBody>(`/search?type=products&pageSize=100&search=${encodeURIComponent(text)}`)
          ).data.filter((q) => q.name.endsWith(M)),
        );
      expect(await search('kem chong nang')).toEqual(['Kem chống nắng Cà Rốt']);
      expect(await search('serum vitamn c')).toEqual(['Serum Vitamin C Cam Ngọt']);
      expect(await search('son kem do man')).toEqual(['Son kem Đỏ Mận']);
      // The brand's name is part of what search reads; equal matches go by units sold.
      expect(await search('hoa sen')).toEqual(['Kem dưỡng ẩm Lúa Mạch', 'Serum Vitamin C Cam Ngọt']);
    });
  });

  describe('GET /products/all-other', () => {
    it('lists shop-visible products newest first, 12 a page', async () => {
      const shelf = await fx.category('Mới về');
      const newest = await fx.product({ brand: z._id, category: shelf._id, name: `Mới nhất ${M}` });
      const body = await get<ListBody>('/products/all-other');
      expect(body.pagination.pageSize).toBe(12);
      expect(body.data[0]?._id).toBe(newest._id);
      expect(names(body.data)).not.toContain('Kem mắt Ẩn');
    });
  });

  describe('GET /products/filter-options', () => {
    it('answers categories, brands, price bands, tags, ratings and running promotions', async () => {
      const body = await get<{ data: FilterOptions }>('/products/filter-options');
      expect(body.data.categories).toEqual(
        expect.arrayContaining([
          {
            _id: a1._id,
            name: a1.name,
            slug: a1.slug,
            level: 2,
            parent: { _id: a._id, name: a.name, slug: a.slug },
          },
        ]),
      );
      expect(body.data.brands.map((q) => q._id)).toEqual(expect.arrayContaining([x._id, y._id, z._id]));
      expect(body.data.priceRanges.length).toBeGreaterThan(0);
      expect(body.data.priceRanges.length).toBeLessThanOrEqual(5);
      expect(body.data.tags).toEqual(expect.arrayContaining(['HOT', 'NEW', 'SALE', 'SELLING', 'TREND']));
      expect(body.data.ratings.map((r) => r.rate)).toEqual([5, 4, 3, 2, 1]);
      // Mine: 4.6 → 5, 3.4 → 3, 4.9 → 5, 2.2 → 2, 4.0 → 4.
      const count = (rate: number) => body.data.ratings.find((r) => r.rate === rate)?.count ?? 0;
      expect(count(5)).toBeGreaterThanOrEqual(2);
      expect(count(2)).toBeGreaterThanOrEqual(1);
      expect(body.data.promotions).toContainEqual({
        _id: promotion.id,
        name: promotion.name,
        productsCount: 2,
      });
    });
  });

  describe('expiry (the shop hides expired products by itself)', () => {
    it('shows a product until its expiry day, then hides it everywhere', async () => {
      const brand = await fx.brand('Hạn Gần');
      const product = await fx.product({
        brand: brand._id,
        category: b1._id,
        name: `Son hạn gần Vyrel ${M}`,
        expiry: fx.day(1),
        tags: ['HOT'],
      });
      const list = () => get<ListBody>(`/products/brands/${brand.slug}`);
      expect((await list()).data).toHaveLength(1);
      expect((await get<{ data: Product }>(`/products/detail/${product.slug}`)).data).toMatchObject({
        isExpired: false,
        isAlmostExpired: true,
      });

      t.clock.advance(2 * DAY);
      expect((await list()).data).toEqual([]);
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${product.slug}` }),
        'PRODUCT_NOT_FOUND',
      );
      expect((await get<{ data: ProductSummary[] }>('/products/search?search=vyrel')).data).toEqual([]);
      const filters = await get<CategoryBody>(`/products/categories/${b1.slug}`);
      expect(names(filters.data)).not.toContain('Son hạn gần Vyrel');
      // The admin still sees it, flagged.
      const admin = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: `/admin/products?brand=${brand._id}`,
      });
      expect(admin.json<{ data: Product[] }>().data[0]).toMatchObject({
        isExpired: true,
        isAlmostExpired: false,
      });
    });
  });
  describe('shared answers (ADR 0008)', () => {
    it('answers a repeated listing from the stored JSON until a catalogue write', async () => {
      const url = `/api/v1/products/categories/${root.slug}?sortOrder=desc`;
      const first = await t.app.inject({ method: 'GET', url });
      const second = await t.app.inject({ method: 'GET', url });
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);

      // A write through the API drops every stored answer: the next request sees the new price.
      const target = first.json<CategoryBody>().data[0];
      if (!target) throw new Error('the listing is empty');
      const put = await injectAs(t.app, who.admin, {
        method: 'PUT',
        url: `/admin/products/${target._id}`,
        payload: { price: 5_000_000 },
      });
      expect(put.statusCode).toBe(200);
      const third = await t.app.inject({ method: 'GET', url });
      expect(third.headers['x-cache']).toBeUndefined();
      expect(third.json<CategoryBody>().data[0]).toMatchObject({ _id: target._id, price: 5_000_000 });

      // Stored answers also end with their time to live.
      expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
      t.clock.advance(11_000);
      expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
    });

    it('never stores a refusal', async () => {
      const url = '/api/v1/products/categories/khong-ton-tai';
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(404);
      expect(again.headers['x-cache']).toBeUndefined();
    });
  });
});
