import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, Product, PromotionCandidate } from '@lumi/shared';
import { buildTestApp, demoAddress, demoPrincipals, injectAs, type TestApp } from '../../../../test/helpers';
import { expectFailure, expectValidation } from '../../../../test/assertions';
import { products as productsTable } from '../../../db/schema';
import { catalogFixtures, expectAdminOnly, type Principals } from '../test-fixtures';

const M = 'Adm';

describe('products back office (api-contract §3.3, decisions 11–12)', () => {
  let t: TestApp;
  let who: Principals;
  let fx: ReturnType<typeof catalogFixtures>;
  let root: Category;
  let mid: Category;
  let leaf: Category;
  let otherLeaf: Category;
  let brand: Brand;

  beforeAll(async () => {
    t = await buildTestApp();
    who = await demoPrincipals(t.app);
    fx = catalogFixtures(t, who.admin, M);
    root = await fx.category('Chăm sóc');
    mid = await fx.category('Chống nắng', root._id);
    leaf = await fx.category('Kem chống nắng', mid._id);
    otherLeaf = await fx.category('Xịt chống nắng', mid._id);
    brand = await fx.brand('Mặt Trời');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'POST', url: '/admin/products', payload: payload as object });
  const update = (id: string, payload: unknown) =>
    injectAs(t.app, who.admin, { method: 'PUT', url: `/admin/products/${id}`, payload: payload as object });
  const remove = (id: string) =>
    injectAs(t.app, who.admin, { method: 'DELETE', url: `/admin/products/${id}` });
  const adminList = async (query: string) => {
    const res = await injectAs(t.app, who.admin, { method: 'GET', url: `/admin/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Product[]; pagination: { totalItems: number; totalPage: number } }>();
  };
  // Answers carry absolute urls (ADR 0030): the file is under the url's path.
  const fileOf = (url: string) => path.join(t.config.dataDir, new URL(url, t.config.assetBaseUrl).pathname);
  const body = (fields: Record<string, unknown> = {}) =>
    fx.productBody({ brand: brand._id, category: leaf._id, ...fields });

  describe('POST /admin/products', () => {
    it('creates a product with one stock number: the whole Product answer, with cost', async () => {
      const payload = await body({
        name: `Kem chống nắng Vàng Nhạt ${M}`,
        price: 350_000,
        cost: 200_000,
        capacity: '50ml',
        weight: 120,
        tags: ['NEW', 'HOT'],
        description:
          '<p>Bảo vệ <strong>da</strong><script>alert(1)</script> <a href="https://lumi.vn">xem</a></p>',
        stock: 25,
      });
      const extra = await fx.upload();
      payload.images = [extra];
      const res = await create(payload);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Tạo mới thành công');
      const product = res.json<{ data: Product }>().data;
      expect(product).toMatchObject({
        name: `Kem chống nắng Vàng Nhạt ${M}`,
        slug: 'kem-chong-nang-vang-nhat-adm',
        brand: { _id: brand._id, name: brand.name, slug: brand.slug },
        categories: [
          { _id: root._id, level: 0, name: root.name, slug: root.slug },
          { _id: mid._id, level: 1 },
          { _id: leaf._id, level: 2 },
        ],
        price: 350_000,
        finalPrice: 350_000,
        promotion: null,
        cost: 200_000,
        capacity: '50ml',
        weight: 120,
        expiry: payload.expiry,
        isAlmostExpired: false,
        isExpired: false,
        tags: ['HOT', 'NEW'],
        mainImage: payload.mainImage,
        images: [extra],
        enable: true,
        stock: 25,
        variants: [],
        totalQuantity: 25,
        averageRating: 0,
        totalReviews: 0,
        sold: 0,
      });
      expect(product.description).toBe(
        '<p>Bảo vệ <strong>da</strong> <a href="https://lumi.vn" rel="noopener nofollow" target="_blank">xem</a></p>',
      );
    });

    it('creates a product with colour variants: stock per colour, images claimed', async () => {
      const image = await fx.upload();
      const res = await create(
        await body({
          name: `Son môi Nhung ${M}`,
          stock: undefined,
          variants: [
            { name: 'Hồng đào', code: '#ff8899', image, stock: 4 },
            { name: 'Đỏ gạch', code: '#AA3322', stock: 0 },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: Product }>().data).toMatchObject({
        stock: null,
        totalQuantity: 4,
        variants: [
          { _id: expect.any(String), name: 'Hồng đào', code: '#FF8899', image, stock: 4 },
          { _id: expect.any(String), name: 'Đỏ gạch', code: '#AA3322', image: null, stock: 0 },
        ],
      });
    });

    it('accepts the reference client’s spellings: categories path, totalQuantity, variants with color/quantity', async () => {
      const plain = await body({ category: undefined, stock: undefined });
      const res = await create({ ...plain, categories: [root._id, mid._id, leaf._id], totalQuantity: 7 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: Product }>().data).toMatchObject({
        stock: 7,
        categories: [{}, {}, { _id: leaf._id }],
      });

      const withColours = await body({ stock: undefined });
      const res2 = await create({
        ...withColours,
        variants: [{ color: { name: 'Cam', code: '#ff9900', image: null }, quantity: 3 }],
      });
      expect(res2.statusCode, res2.body).toBe(201);
      expect(res2.json<{ data: Product }>().data).toMatchObject({
        stock: null,
        variants: [{ name: 'Cam', code: '#FF9900', stock: 3 }],
      });
    });

    it('gives a second product of the same name the next slug', async () => {
      const a = await create(await body({ name: `Nước hoa hồng ${M}` }));
      const b = await create(await body({ name: `Nước hoa hồng ${M}` }));
      expect(a.json().data.slug).toBe('nuoc-hoa-hong-adm');
      expect(b.json().data.slug).toBe('nuoc-hoa-hong-adm-2');
    });

    it('explains invalid forms in Vietnamese', async () => {
      expectValidation(await create(await body({ name: undefined })), 'name', 'Vui lòng nhập tên sản phẩm');
      expectValidation(await create(await body({ name: 'A' })), 'name', 'Tên sản phẩm từ 2 đến 200 ký tự');
      expectValidation(
        await create(await body({ variants: [{ name: 'Xanh', code: '#00FF00', stock: 1 }] })),
        'stock',
        'Nhập số lượng tồn kho hoặc thêm ít nhất một màu sắc (không cả hai)',
      );
      expectValidation(
        await create(await body({ stock: undefined })),
        'stock',
        'Nhập số lượng tồn kho hoặc thêm ít nhất một màu sắc (không cả hai)',
      );
      expectValidation(
        await create(
          await body({
            stock: undefined,
            variants: [
              { name: 'Xanh', code: '#00FF00', stock: 1 },
              { name: 'xanh', code: '#0000FF', stock: 1 },
            ],
          }),
        ),
        'variants.1.name',
        'Tên hoặc mã màu bị trùng',
      );
      expectValidation(
        await create(await body({ price: 0 })),
        'price',
        'Giá bán phải là số nguyên lớn hơn 0',
      );
      expectValidation(await create(await body({ brand: undefined })), 'brand', 'Vui lòng chọn thương hiệu');
      expectValidation(
        await create(await body({ expiry: fx.day(-1) })),
        'expiry',
        'Hạn sử dụng phải từ hôm nay trở đi',
      );
      expectValidation(
        await create(await body({ mainImage: undefined })),
        'mainImage',
        'Vui lòng nhập đầy đủ thông tin',
      );
    });

    it('refuses a category that is not a leaf, an unknown brand or category (404)', async () => {
      expectFailure(await create(await body({ category: mid._id })), 'CATEGORY_NOT_LEAF');
      expectFailure(
        await create(await body({ brand: '00000000-0000-4000-8000-000000000000' })),
        'BRAND_NOT_FOUND',
      );
      expectFailure(
        await create(await body({ category: '00000000-0000-4000-8000-000000000000' })),
        'CATEGORY_NOT_FOUND',
      );
    });

    it('refuses an image that is not the caller’s unattached upload, and gives back the ones it took', async () => {
      const payload = await body();
      const foreign = await fx.upload(who.support);
      expectFailure(await create({ ...payload, images: [foreign] }), 'UPLOAD_INVALID');
      expectFailure(
        await create({ ...payload, images: [{ url: '/uploads/product/x.webp', publicId: 'product/x' }] }),
        'UPLOAD_INVALID',
      );
      // The main image claimed before the refusal is free again.
      expect((await create(payload)).statusCode).toBe(201);
      // …and now belongs to that product: another product cannot take it.
      expectFailure(await create({ ...(await body()), mainImage: payload.mainImage }), 'UPLOAD_INVALID');
    });
  });

  describe('PUT /admin/products/{id}', () => {
    it('changes only the fields sent', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id, price: 120_000 });
      const res = await update(product._id, { price: 99_000, enable: false, tags: ['SALE'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Cập nhật thành công',
        data: {
          ...product,
          price: 99_000,
          finalPrice: 99_000,
          enable: false,
          tags: ['SALE'],
          updatedAt: expect.any(String),
        },
      });
    });

    it('switches from one stock number to colour variants and back', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id, stock: 9 });
      const toVariants = await update(product._id, {
        variants: [
          { name: 'Be', code: '#EEDDCC', stock: 2 },
          { name: 'Nâu', code: '#775533', stock: 5 },
        ],
      });
      expect(toVariants.json<{ data: Product }>().data).toMatchObject({ stock: null, totalQuantity: 7 });
      const [be] = toVariants.json<{ data: Product }>().data.variants;

      // Editing the colours keeps the id of a colour that stays.
      const edited = await update(product._id, {
        variants: [
          { name: 'be', code: '#EEDDCC', stock: 3 },
          { name: 'Đen', code: '#000000', stock: 1 },
        ],
      });
      expect(edited.json<{ data: Product }>().data.variants).toMatchObject([
        { _id: be?._id, name: 'be', stock: 3 },
        { name: 'Đen', stock: 1 },
      ]);

      const toStock = await update(product._id, { stock: 4 });
      expect(toStock.json<{ data: Product }>().data).toMatchObject({
        stock: 4,
        variants: [],
        totalQuantity: 4,
      });
    });

    it('an edit keeps the colours’ rows: an order placed before still names its colour, and its cancel puts the units back on it', async () => {
      const product = await fx.product({
        brand: brand._id,
        category: leaf._id,
        stock: null,
        variants: [
          { name: 'Hồng', code: '#FFC0CB', stock: 5 },
          { name: 'Cam', code: '#FF9900', stock: 5 },
        ],
      });
      const [hong] = product.variants;
      const placed = await injectAs(t.app, who.user, {
        method: 'POST',
        url: '/orders/cod',
        payload: {
          ...(await demoAddress(t.app)),
          products: [{ productId: product._id, quantity: 2, color: { name: 'Hồng', code: '#FFC0CB' } }],
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const edited = await update(product._id, {
        variants: [
          { name: 'Hồng', code: '#FFC0CB', stock: 10 },
          { name: 'Đỏ', code: '#CC0000', stock: 1 },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const orderId = placed.json<{ data: { _id: string } }>().data._id;
      const cancelled = await injectAs(t.app, who.user, {
        method: 'PUT',
        url: `/orders/status/${orderId}`,
        payload: { status: 'cancelled', cancelReason: 'Đổi màu khác' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await adminList(`search=${encodeURIComponent(product.name)}`);
      const variants = after.data.find((x) => x._id === product._id)?.variants ?? [];
      expect(variants.map((v) => [v._id === hong?._id, v.name, v.stock])).toEqual([
        [true, 'Hồng', 12],
        [false, 'Đỏ', 1],
      ]);
    });

    it('refuses to end with neither stock nor variants, or with both', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id });
      const message = 'Nhập số lượng tồn kho hoặc thêm ít nhất một màu sắc (không cả hai)';
      expectValidation(await update(product._id, { stock: null }), 'stock', message);
      expectValidation(
        await update(product._id, { stock: 1, variants: [{ name: 'Tím', code: '#AA00AA', stock: 1 }] }),
        'stock',
        message,
      );
      expect((await update(product._id, { variants: [] })).statusCode).toBe(200);
    });

    it('deletes image files the product no longer uses', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id });
      const extra = await fx.upload();
      const withExtra = await update(product._id, { images: [extra] });
      expect(withExtra.json<{ data: Product }>().data.images).toEqual([extra]);
      const main2 = await fx.upload();
      const res = await update(product._id, { mainImage: main2, images: [] });
      expect(res.statusCode, res.body).toBe(200);
      expect(existsSync(fileOf(product.mainImage.url))).toBe(false);
      expect(existsSync(fileOf(extra.url))).toBe(false);
      expect(existsSync(fileOf(main2.url))).toBe(true);
      // Sending back the images it already has is fine.
      expect((await update(product._id, { mainImage: main2, images: [] })).statusCode).toBe(200);
    });

    it('renaming changes the slug and what search finds', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id });
      const res = await update(product._id, { name: `Tinh dầu Bưởi Quyzen ${M}` });
      expect(res.json().data.slug).toBe('tinh-dau-buoi-quyzen-adm');
      const found = await adminList(`brand=${brand._id}&name=${encodeURIComponent('tinh dau buoi quyzen')}`);
      expect(found.data.map((p) => p._id)).toEqual([product._id]);
    });

    it('applies the POST rules: leaf category, known brand, expiry not in the past', async () => {
      const product = await fx.product({ brand: brand._id, category: leaf._id });
      expectFailure(await update(product._id, { category: mid._id }), 'CATEGORY_NOT_LEAF');
      expectFailure(
        await update(product._id, { brand: '00000000-0000-4000-8000-000000000000' }),
        'BRAND_NOT_FOUND',
      );
      expectValidation(
        await update(product._id, { expiry: fx.day(-3) }),
        'expiry',
        'Hạn sử dụng phải từ hôm nay trở đi',
      );
      const moved = await update(product._id, { category: otherLeaf._id });
      expect(moved.json<{ data: Product }>().data.categories.map((c) => c._id)).toEqual([
        root._id,
        mid._id,
        otherLeaf._id,
      ]);
      expectFailure(
        await update('00000000-0000-4000-8000-000000000000', { price: 1000 }),
        'PRODUCT_NOT_FOUND',
      );
    });
  });

  describe('DELETE /admin/products/{id}', () => {
    it('deletes the product and its files: { _id, deleted: true }', async () => {
      const image = await fx.upload();
      const product = await fx.product({
        brand: brand._id,
        category: leaf._id,
        stock: undefined,
        variants: [{ name: 'Trắng', code: '#FFFFFF', image, stock: 1 }],
      });
      const res = await remove(product._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Xóa thành công',
        data: { _id: product._id, deleted: true },
      });
      expect(existsSync(fileOf(product.mainImage.url))).toBe(false);
      expect(existsSync(fileOf(image.url))).toBe(false);
      expectFailure(await remove(product._id), 'PRODUCT_NOT_FOUND');
    });
  });

  describe('GET /admin/products', () => {
    let listBrand: Brand;
    let ids: Record<string, string>;

    beforeAll(async () => {
      listBrand = await fx.brand('Danh Sách');
      const make = async (name: string, category: string, price: number, tags: string[], enable = true) =>
        (await fx.product({ brand: listBrand._id, category, name: `${name} ${M}`, price, tags, enable }))._id;
      ids = {
        kem: await make('Kem chống nắng Thạch Lựu', leaf._id, 300_000, ['HOT']),
        xit: await make('Xịt chống nắng Biển Xanh', otherLeaf._id, 150_000, ['NEW']),
        serum: await make('Serum Vitamin C Sáng Da', leaf._id, 450_000, ['HOT', 'SALE'], false),
      };
    });

    it('filters by brand, sorts by price ascending by default, descending on demand, with cost', async () => {
      const asc = await adminList(`brand=${listBrand._id}`);
      expect(asc.data.map((p) => p._id)).toEqual([ids.xit, ids.kem, ids.serum]);
      expect(asc.data[0]).toMatchObject({ cost: 60_000, description: '<p>Mô tả sản phẩm</p>' });
      expect(asc.pagination).toEqual({ page: 1, pageSize: 10, totalPage: 1, totalItems: 3 });
      const desc = await adminList(`brand=${listBrand._id}&sort=desc`);
      expect(desc.data.map((p) => p._id)).toEqual([ids.serum, ids.kem, ids.xit]);
    });

    it('filters by category with its descendants, and by tag', async () => {
      expect((await adminList(`brand=${listBrand._id}&category=${leaf._id}`)).data.map((p) => p._id)).toEqual(
        [ids.kem, ids.serum],
      );
      expect((await adminList(`brand=${listBrand._id}&category=${root._id}`)).pagination.totalItems).toBe(3);
      expect((await adminList(`brand=${listBrand._id}&tag=HOT`)).data.map((p) => p._id)).toEqual([
        ids.kem,
        ids.serum,
      ]);
      expect((await adminList(`brand=${listBrand._id}&tag=TREND`)).data).toEqual([]);
    });

    it('finds names without diacritics and with a typo; hidden products included', async () => {
      const folded = await adminList(`brand=${listBrand._id}&name=${encodeURIComponent('kem chong nang')}`);
      expect(folded.data.map((p) => p._id)).toEqual([ids.kem]);
      const typo = await adminList(`brand=${listBrand._id}&name=${encodeURIComponent('serum vitamn c')}`);
      expect(typo.data.map((p) => p._id)).toEqual([ids.serum]);
      expect(typo.data[0]?.enable).toBe(false);
    });

    it('paginates; a page past the end is empty', async () => {
      const page2 = await adminList(`brand=${listBrand._id}&page=2&pageSize=2`);
      expect(page2.data.map((p) => p._id)).toEqual([ids.serum]);
      expect(page2.pagination).toEqual({ page: 2, pageSize: 2, totalPage: 2, totalItems: 3 });
      const past = await adminList(`brand=${listBrand._id}&page=5&pageSize=2`);
      expect(past).toMatchObject({ data: [], pagination: { page: 5, totalPage: 2, totalItems: 3 } });
    });
  });

  describe('GET /admin/products/almost-expired', () => {
    it('lists products expiring within the window (90 days) or expired, soonest first, with the flags', async () => {
      const soonBrand = await fx.brand('Hạn Dùng');
      const mk = async (days: number) => {
        const p = await fx.product({ brand: soonBrand._id, category: leaf._id });
        await t.database.db
          .update(productsTable)
          .set({ expiry: fx.day(days) })
          .where(eq(productsTable.id, p._id));
        return p._id;
      };
      const in80 = await mk(80);
      const expired = await mk(-2);
      const in100 = await mk(100);
      const in10 = await mk(10);
      const res = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: '/admin/products/almost-expired?pageSize=100',
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ data: Product[] }>().data;
      const mine = list.filter((p) => p.brand._id === soonBrand._id);
      expect(mine.map((p) => p._id)).toEqual([expired, in10, in80]);
      expect(mine.map((p) => [p.isExpired, p.isAlmostExpired])).toEqual([
        [true, false],
        [false, true],
        [false, true],
      ]);
      expect(list.map((p) => p._id)).not.toContain(in100);
      const expiries = list.map((p) => p.expiry);
      expect([...expiries].sort()).toEqual(expiries);
    });
  });

  describe('GET /admin/products/promotion-create', () => {
    it('lists shop-visible products with expiry, cost, the running and the next promotion', async () => {
      const promoBrand = await fx.brand('Ưu Đãi Zephyr');
      const a = await fx.product({
        brand: promoBrand._id,
        category: leaf._id,
        name: `Mặt nạ Zephyr ${M}`,
        price: 200_000,
      });
      const hidden = await fx.product({
        brand: promoBrand._id,
        category: leaf._id,
        name: `Mặt nạ ẩn Zephyr ${M}`,
        enable: false,
      });
      const now = t.clock.now().getTime();
      const running = await fx.promotion([{ product: a._id, discountPercentage: 10 }]);
      const next = await fx.promotion([{ product: a._id, discountPercentage: 30, maxQty: 5 }], {
        startsAt: new Date(now + 10 * 86_400_000),
        endsAt: new Date(now + 20 * 86_400_000),
      });
      const res = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: `/admin/products/promotion-create?name=zephyr&pageSize=50`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ data: PromotionCandidate[] }>().data;
      expect(list.map((p) => p._id)).toContain(a._id);
      expect(list.map((p) => p._id)).not.toContain(hidden._id);
      expect(list.find((p) => p._id === a._id)).toMatchObject({
        expiry: a.expiry,
        cost: 60_000,
        price: 200_000,
        finalPrice: 180_000,
        promotion: { _id: running.id, discountPercentage: 10, remainingQty: null },
        upcomingPromotion: { _id: next.id, name: next.name, discountPercentage: 30, remainingQty: 5 },
      });
    });
  });

  describe('access (decision 8): ADMIN only on /admin/products*', () => {
    it.each([
      ['GET', '/admin/products'],
      ['GET', '/admin/products/almost-expired'],
      ['GET', '/admin/products/promotion-create'],
      ['POST', '/admin/products'],
      ['PUT', '/admin/products/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/products/00000000-0000-4000-8000-000000000000'],
    ] as const)('%s %s', async (method, url) => {
      await expectAdminOnly(t, who, {
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: await body() } : {}),
      });
    });
  });
});
