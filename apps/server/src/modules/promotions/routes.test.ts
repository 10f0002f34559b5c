import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  SUCCESS,
  VALIDATION,
  discountedUnitPrice,
  toLocalDate,
  type Image,
  type Product,
  type Promotion,
  type PromotionInfo,
} from '@lumi/shared';
import { brands, categories, products, promotionItems, uploads } from '../../db/schema';
import {
  answered,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { AppError } from '../../lib/app-error';
import { promotionsRepository } from './repository';
import { multipartBody, pngImage } from '../../../test/multipart';

const DAY = 86_400_000;
const PLACEHOLDER: Image = { url: '/uploads/seed/khuyen-mai-test.webp', publicId: 'seed/khuyen-mai-test' };

type Fixture = { id: string; name: string; slug: string; price: number };

describe('promotions', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;
  /** Products of this file only, so that the seeded promotions never interfere. */
  const items: Fixture[] = [];
  let seq = 0;

  const day = (offset: number) => toLocalDate(new Date(t.clock.now().getTime() + offset * DAY));

  async function insertProduct(
    price: number,
    options: { enable?: boolean; expiry?: string } = {},
  ): Promise<Fixture> {
    const n = ++seq;
    const [brand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.slug, 'km-test'));
    const [leaf] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'km-test-la'));
    const name = `Sản phẩm khuyến mãi thử ${n}`;
    const [row] = await t.database.db
      .insert(products)
      .values({
        name,
        slug: `san-pham-khuyen-mai-thu-${n}`,
        brandId: brand!.id,
        categoryId: leaf!.id,
        price,
        cost: Math.round(price / 2),
        expiry: options.expiry ?? day(365),
        mainImage: PLACEHOLDER,
        stock: 50,
        enable: options.enable ?? true,
      })
      .returning();
    return { id: row!.id, name, slug: row!.slug, price };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
    const db = t.database.db;
    await db.insert(brands).values({ name: 'Thương hiệu KM thử', slug: 'km-test' });
    const [root] = await db
      .insert(categories)
      .values({ name: 'KM thử gốc', slug: 'km-test-goc', level: 0 })
      .returning();
    const [mid] = await db
      .insert(categories)
      .values({ name: 'KM thử giữa', slug: 'km-test-giua', level: 1, parentId: root!.id })
      .returning();
    await db
      .insert(categories)
      .values({ name: 'KM thử lá', slug: 'km-test-la', level: 2, parentId: mid!.id });
    for (let i = 0; i < 12; i++) items.push(await insertProduct(100_000 + i * 50_000));
  });
  afterAll(async () => {
    await t.close();
  });

  async function uploadBanner(who: Principal = p.admin): Promise<Image> {
    const body = await multipartBody(
      { purpose: 'promotion' },
      { data: await pngImage(32), filename: 'banner.png', type: 'image/png' },
    );
    const res = await injectAs(t.app, who, { method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const { url, publicId } = res.json<{ data: Image }>().data;
    return { url, publicId };
  }

  async function body(overrides: Record<string, unknown> = {}) {
    return {
      name: `Khuyến mãi ${++seq}`,
      description: 'Giảm giá các sản phẩm chăm sóc da',
      banner: await uploadBanner(),
      startDate: day(0),
      endDate: day(7),
      products: [{ product: items[0]!.id, discountPercentage: 20 }],
      ...overrides,
    };
  }

  const create = async (payload: Record<string, unknown>, who: Principal = p.admin) =>
    injectAs(t.app, who, { method: 'POST', url: '/admin/promotions', payload });
  const update = (id: string, payload: Record<string, unknown>) =>
    injectAs(t.app, p.admin, { method: 'PUT', url: `/admin/promotions/${id}`, payload });
  const remove = (id: string) =>
    injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/promotions/${id}` });
  const detail = async (slug: string) => {
    const res = await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Product }>().data;
  };
  const created = async (payload: Record<string, unknown>) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Promotion }>().data;
  };

  describe('create, read, list, update, delete', () => {
    it('creates a promotion: days become 00:00 and 23:59:59.999 local, products are summaries', async () => {
      const payload = await body({
        name: 'Tuần lễ làn da khỏe',
        startDate: day(1),
        endDate: day(3),
        products: [
          { product: items[1]!.id, discountPercentage: 25, maxQty: 10 },
          { product: items[2]!.id, discountPercentage: 10, maxDiscountAmount: 15_000 },
        ],
      });
      const res = await create(payload);
      expect(res.statusCode, res.body).toBe(201);
      const { message, data } = res.json<{ message: string; data: Promotion }>();
      expect(message).toBe(SUCCESS.created);
      expect(data).toMatchObject({
        name: 'Tuần lễ làn da khỏe',
        slug: 'tuan-le-lan-da-khoe',
        description: payload.description,
        banner: payload.banner,
        startDate: new Date(`${day(1)}T00:00:00.000+07:00`).toISOString(),
        endDate: new Date(`${day(3)}T23:59:59.999+07:00`).toISOString(),
        isActive: true,
        status: 'upcoming',
      });
      expect(data.products).toEqual([
        expect.objectContaining({ discountPercentage: 25, maxQty: 10, usedQty: 0, maxDiscountAmount: null }),
        expect.objectContaining({
          discountPercentage: 10,
          maxQty: null,
          usedQty: 0,
          maxDiscountAmount: 15_000,
        }),
      ]);
      expect(data.products.map((i) => i.product)).toEqual([
        expect.objectContaining({ _id: items[1]!.id, name: items[1]!.name, price: items[1]!.price }),
        expect.objectContaining({ _id: items[2]!.id, slug: items[2]!.slug }),
      ]);
      // The banner now belongs to the promotion.
      const [upload] = await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.publicId, data.banner.publicId));
      expect(upload?.attachedAt).not.toBeNull();

      const got = await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/promotions/${data._id}` });
      expect(got.statusCode).toBe(200);
      expect(got.json<{ data: Promotion }>().data).toEqual(data);
      await remove(data._id);
    });

    it('reads "YYYY-MM-DD HH:mm:ss" as local time, and a second promotion of one name gets its own slug', async () => {
      const a = await created(
        await body({
          name: 'Giờ vàng',
          startDate: `${day(2)} 09:30:00`,
          endDate: `${day(2)} 21:00:00`,
          products: [{ product: items[3]!.id, discountPercentage: 30 }],
        }),
      );
      expect(a.startDate).toBe(new Date(`${day(2)}T09:30:00.000+07:00`).toISOString());
      expect(a.endDate).toBe(new Date(`${day(2)}T21:00:00.999+07:00`).toISOString());
      const b = await created(
        await body({
          name: 'Giờ vàng',
          startDate: `${day(2)} 21:01:00`,
          endDate: day(2),
          products: [{ product: items[3]!.id, discountPercentage: 30 }],
        }),
      );
      expect(a.slug).toBe('gio-vang');
      expect(b.slug).toBe('gio-vang-2');
      await remove(a._id);
      await remove(b._id);
    });

    it('lists promotions overlapping the given days, newest first, paginated', async () => {
      const early = await created(
        await body({
          startDate: day(40),
          endDate: day(45),
          products: [{ product: items[4]!.id, discountPercentage: 5 }],
        }),
      );
      const late = await created(
        await body({
          startDate: day(50),
          endDate: day(55),
          products: [{ product: items[5]!.id, discountPercentage: 5 }],
        }),
      );
      const list = async (query: string) => {
        const res = await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/promotions?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: Promotion[]; pagination: { totalItems: number; totalPage: number } }>();
      };
      const ids = async (query: string) => (await list(query)).data.map((x) => x._id);
      expect(await ids(`startDate=${day(46)}&endDate=${day(49)}`)).toEqual([]);
      expect(await ids(`startDate=${day(45)}&endDate=${day(50)}`)).toEqual([late._id, early._id]);
      expect(await ids(`startDate=${day(44)}&endDate=${day(44)}`)).toEqual([early._id]);
      expect(await ids(`startDate=${day(56)}`)).toEqual([]);
      expect(await ids(`startDate=${day(51)}`)).toEqual([late._id]);
      const page = await list(`startDate=${day(40)}&pageSize=1&page=2`);
      expect(page.data.map((x) => x._id)).toEqual([early._id]);
      expect(page.pagination).toMatchObject({ totalItems: 2, totalPage: 2 });
      const all = await list('pageSize=100');
      expect(all.data.map((x) => x._id).slice(0, 2)).toEqual([late._id, early._id]);
      await remove(early._id);
      await remove(late._id);
    });

    it('updates fields, copies a new period and flag onto its items, and replaces the list keeping used quantities', async () => {
      const promo = await created(
        await body({
          startDate: day(60),
          endDate: day(62),
          products: [
            { product: items[6]!.id, discountPercentage: 10, maxQty: 20 },
            { product: items[7]!.id, discountPercentage: 15 },
          ],
        }),
      );
      const db = t.database.db;
      await db
        .update(promotionItems)
        .set({ usedQty: 4 })
        .where(and(eq(promotionItems.promotionId, promo._id), eq(promotionItems.productId, items[6]!.id)));

      const banner = await uploadBanner();
      const res = await update(promo._id, {
        name: 'Khuyến mãi đã đổi tên',
        banner,
        endDate: day(64),
        products: [
          { product: items[8]!.id, discountPercentage: 40, maxDiscountAmount: 50_000 },
          { product: items[6]!.id, discountPercentage: 12, maxQty: 30 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const { message, data } = res.json<{ message: string; data: Promotion }>();
      expect(message).toBe(SUCCESS.updated);
      expect(data).toMatchObject({
        name: 'Khuyến mãi đã đổi tên',
        slug: 'khuyen-mai-da-doi-ten',
        description: promo.description,
        banner,
        startDate: promo.startDate,
        endDate: new Date(`${day(64)}T23:59:59.999+07:00`).toISOString(),
      });
      expect(data.products.map((i) => [i.product._id, i.discountPercentage, i.maxQty, i.usedQty])).toEqual([
        [items[8]!.id, 40, null, 0],
        [items[6]!.id, 12, 30, 4],
      ]);
      // The old banner file is gone, the new one attached.
      expect(await db.select().from(uploads).where(eq(uploads.publicId, promo.banner.publicId))).toEqual([]);

      const off = await update(promo._id, { isActive: false });
      expect(off.json<{ data: Promotion }>().data).toMatchObject({ isActive: false, status: 'inactive' });
      const copies = await db
        .select({
          startsAt: promotionItems.startsAt,
          endsAt: promotionItems.endsAt,
          isActive: promotionItems.isActive,
        })
        .from(promotionItems)
        .where(eq(promotionItems.promotionId, promo._id));
      expect(copies).toHaveLength(2);
      for (const c of copies) {
        expect(c).toEqual({
          startsAt: new Date(promo.startDate),
          endsAt: new Date(`${day(64)}T23:59:59.999+07:00`),
          isActive: false,
        });
      }

      // A promotional quantity below what was already sold is refused.
      const below = await update(promo._id, {
        products: [{ product: items[6]!.id, discountPercentage: 12, maxQty: 3 }],
      });
      expectValidation(below, 'products.0.maxQty', 'Số lượng khuyến mãi không được nhỏ hơn số đã bán (4)');
      await remove(promo._id);
    });

    it('deletes a promotion and its banner file', async () => {
      const promo = await created(await body({ startDate: day(70), endDate: day(71) }));
      const res = await remove(promo._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: SUCCESS.deleted, data: { _id: promo._id } });
      expectFailure(
        await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/promotions/${promo._id}` }),
        'PROMOTION_NOT_FOUND',
      );
      expectFailure(await remove(promo._id), 'PROMOTION_NOT_FOUND');
      expectFailure(await update(promo._id, { name: 'Không còn' }), 'PROMOTION_NOT_FOUND');
      const rows = await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.publicId, promo.banner.publicId));
      expect(rows).toEqual([]);
      const left = await t.database.db
        .select()
        .from(promotionItems)
        .where(eq(promotionItems.promotionId, promo._id));
      expect(left).toEqual([]);
    });

    it('refuses products that do not exist and a banner uploaded by someone else', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      const res = await create(
        await body({
          products: [
            { product: items[0]!.id, discountPercentage: 5 },
            { product: missing, discountPercentage: 5 },
          ],
          startDate: day(80),
          endDate: day(81),
        }),
      );
      expectFailure(res, 'PRODUCT_NOT_FOUND');
      expect(res.json<{ errors: unknown[] }>().errors).toEqual([
        { path: 'products.1.product', message: ERRORS.PRODUCT_NOT_FOUND.message },
      ]);
      const foreign = await uploadBanner(p.support);
      expectFailure(
        await create(await body({ banner: foreign, startDate: day(80), endDate: day(81) })),
        'UPLOAD_INVALID',
      );
    });
  });

  describe('one active promotion per product at a time', () => {
    it('refuses an overlapping promotion on one product with 409 naming the product', async () => {
      const first = await created(
        await body({
          startDate: day(100),
          endDate: day(105),
          products: [{ product: items[9]!.id, discountPercentage: 10 }],
        }),
      );
      const banner = await uploadBanner();
      const res = await create(
        await body({
          banner,
          startDate: day(105),
          endDate: day(110),
          products: [
            { product: items[10]!.id, discountPercentage: 10 },
            { product: items[9]!.id, discountPercentage: 20 },
          ],
        }),
      );
      expectFailure(res, 'PROMOTION_PRODUCT_CONFLICT');
      expect(res.statusCode).toBe(409);
      expect(res.json<{ errors: unknown[] }>().errors).toEqual([
        {
          path: 'products.1.product',
          message: `Sản phẩm "${items[9]!.name}" đang có khuyến mãi khác trong thời gian này`,
        },
      ]);
      // The refused form kept its upload: it can be sent again once fixed.
      const ok = await create(
        await body({
          banner,
          startDate: day(106),
          endDate: day(110),
          products: [{ product: items[9]!.id, discountPercentage: 20 }],
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      const second = ok.json<{ data: Promotion }>().data;

      // Moving either period over the other is refused too, on update.
      const moved = await update(second._id, { startDate: day(104) });
      expectFailure(moved, 'PROMOTION_PRODUCT_CONFLICT');
      expect(moved.json<{ errors: unknown[] }>().errors).toEqual([
        {
          path: 'products.0.product',
          message: `Sản phẩm "${items[9]!.name}" đang có khuyến mãi khác trong thời gian này`,
        },
      ]);
      // Editing a promotion never conflicts with itself.
      expect((await update(second._id, { endDate: day(111) })).statusCode).toBe(200);
      await remove(first._id);
      await remove(second._id);
    });

    it('lets two concurrent creates for one product through exactly once', async () => {
      const payloads = await Promise.all(
        [0, 1].map(async () =>
          body({
            name: 'Khuyến mãi đồng thời',
            startDate: day(120),
            endDate: day(125),
            products: [{ product: items[11]!.id, discountPercentage: 15 }],
          }),
        ),
      );
      const results = await Promise.all(payloads.map((payload) => create(payload)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expectFailure(refused, 'PROMOTION_PRODUCT_CONFLICT');
      expect(refused.json<{ errors: unknown[] }>().errors).toEqual([
        {
          path: 'products.0.product',
          message: `Sản phẩm "${items[11]!.name}" đang có khuyến mãi khác trong thời gian này`,
        },
      ]);
      const rows = await t.database.db
        .select()
        .from(promotionItems)
        .where(eq(promotionItems.productId, items[11]!.id));
      expect(rows).toHaveLength(1);
      await remove(results.find((r) => r.statusCode === 201)!.json<{ data: Promotion }>().data._id);
    });

    it('is enforced by the database itself, whatever the checks before it', async () => {
      const repo = promotionsRepository(t.database.db);
      const product = items[11]!;
      const values = (startDay: number, endDay: number, isActive = true) => ({
        name: `Trực tiếp ${++seq}`,
        slug: `truc-tiep-${seq}`,
        description: 'Ghi thẳng vào cơ sở dữ liệu',
        banner: PLACEHOLDER,
        startsAt: new Date(`${day(startDay)}T00:00:00.000+07:00`),
        endsAt: new Date(`${day(endDay)}T23:59:59.999+07:00`),
        isActive,
      });
      const item = [{ productId: product.id, discountPercentage: 10, maxQty: null, maxDiscountAmount: null }];
      const first = await repo.insert(values(140, 142), item);
      const refused = await t.database.db
        .transaction((tx) => promotionsRepository(tx).insert(values(142, 144), item))
        .then(
          () => null,
          (error: unknown) => error,
        );
      // The repository names the exclusion constraint's refusal with the domain code.
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'PROMOTION_PRODUCT_CONFLICT' });
      // Inactive items and touching-but-disjoint periods pass.
      const inactive = await repo.insert(values(140, 142, false), item);
      const next = await repo.insert(values(143, 144), item);
      for (const id of [first.id, inactive.id, next.id]) await repo.remove(id);
    });

    it('allows back-to-back periods, and an inactive promotion never conflicts', async () => {
      const product = items[10]!;
      const a = await created(
        await body({
          startDate: day(130),
          endDate: day(131),
          products: [{ product: product.id, discountPercentage: 10 }],
        }),
      );
      const b = await created(
        await body({
          startDate: day(132),
          endDate: day(133),
          products: [{ product: product.id, discountPercentage: 10 }],
        }),
      );
      const off = await created(
        await body({
          isActive: false,
          startDate: day(130),
          endDate: day(133),
          products: [{ product: product.id, discountPercentage: 50 }],
        }),
      );
      expect(off.status).toBe('inactive');
      // Switching it on would overlap both.
      expectFailure(await update(off._id, { isActive: true }), 'PROMOTION_PRODUCT_CONFLICT');
      // Once the others are off, it may run.
      await update(a._id, { isActive: false });
      await update(b._id, { isActive: false });
      const on = await update(off._id, { isActive: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json<{ data: Promotion }>().data.status).toBe('upcoming');
      for (const x of [a, b, off]) await remove(x._id);
    });
  });

  describe('dates', () => {
    it('refuses a start in the past, an end before the start and a day that does not exist', async () => {
      expectValidation(
        await create(await body({ startDate: day(-1), endDate: day(3) })),
        'startDate',
        VALIDATION.startDateInPast,
      );
      expectValidation(
        await create(await body({ startDate: day(5), endDate: day(4) })),
        'endDate',
        VALIDATION.endBeforeStart,
      );
      expectValidation(
        await create(await body({ startDate: `${day(5)} 10:00:00`, endDate: `${day(5)} 09:00:00` })),
        'endDate',
        VALIDATION.endBeforeStart,
      );
      expectValidation(
        await create(await body({ startDate: '2099-02-30', endDate: '2099-03-02' })),
        'startDate',
        VALIDATION.dateInvalid,
      );
      expectValidation(
        await create(await body({ startDate: '01/03/2099' })),
        'startDate',
        VALIDATION.dateInvalid,
      );
      expectValidation(
        await create(await body({ startDate: undefined })),
        'startDate',
        VALIDATION.startDateRequired,
      );
      // Today is not the past, whatever the hour.
      const today = await create(
        await body({
          startDate: day(0),
          endDate: day(0),
          products: [{ product: items[4]!.id, discountPercentage: 5 }],
        }),
      );
      expect(today.statusCode, today.body).toBe(201);
      await remove(today.json<{ data: Promotion }>().data._id);
    });

    it('keeps an unchanged past start on update, and refuses moving the start into the past', async () => {
      const promo = await created(
        await body({
          startDate: day(0),
          endDate: day(4),
          products: [{ product: items[5]!.id, discountPercentage: 5 }],
        }),
      );
      // (Sessions last 7 days: the clock moves less than that.)
      t.clock.advance(3 * DAY);
      try {
        const renamed = await update(promo._id, { name: 'Đang chạy đổi tên', startDate: day(-3) });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(renamed.json<{ data: Promotion }>().data).toMatchObject({
          startDate: promo.startDate,
          status: 'running',
        });
        expectValidation(
          await update(promo._id, { startDate: day(-2) }),
          'startDate',
          VALIDATION.startDateInPast,
        );
        expectValidation(await update(promo._id, { endDate: day(-4) }), 'endDate', VALIDATION.endBeforeStart);
        t.clock.advance(2 * DAY);
        const ended = await injectAs(t.app, p.admin, {
          method: 'GET',
          url: `/admin/promotions/${promo._id}`,
        });
        expect(ended.json<{ data: Promotion }>().data.status).toBe('ended');
      } finally {
        t.clock.advance(-5 * DAY);
      }
      await remove(promo._id);
    });
  });

  describe('prices', () => {
    it('applies the percentage, the per-unit cap and the promotional quantity, and stops at the end by itself', async () => {
      const capped = await insertProduct(400_000);
      const limited = await insertProduct(200_000);
      const promo = await created(
        await body({
          startDate: day(0),
          endDate: day(2),
          products: [
            { product: capped.id, discountPercentage: 50, maxDiscountAmount: 30_000 },
            { product: limited.id, discountPercentage: 25, maxQty: 5 },
          ],
        }),
      );
      expect(promo.status).toBe('running');
      const a = await detail(capped.slug);
      expect(a.finalPrice).toBe(370_000);
      expect(a.promotion).toMatchObject({
        _id: promo._id,
        discountPercentage: 50,
        maxDiscountAmount: 30_000,
        remainingQty: null,
        endDate: promo.endDate,
      });
      const b = await detail(limited.slug);
      expect(b.finalPrice).toBe(150_000);
      expect(b.promotion).toMatchObject({ remainingQty: 5 });
      // In the admin view too, through the product summaries.
      const admin = await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/promotions/${promo._id}` });
      expect(admin.json<{ data: Promotion }>().data.products.map((i) => i.product.finalPrice)).toEqual([
        370_000, 150_000,
      ]);

      // Units sold at the promotional price count down; none left → the list price.
      await t.database.db
        .update(promotionItems)
        .set({ usedQty: 3 })
        .where(and(eq(promotionItems.promotionId, promo._id), eq(promotionItems.productId, limited.id)));
      await update(promo._id, { description: 'Làm mới bộ nhớ đệm' });
      expect((await detail(limited.slug)).promotion).toMatchObject({ remainingQty: 2 });
      await t.database.db
        .update(promotionItems)
        .set({ usedQty: 5 })
        .where(and(eq(promotionItems.promotionId, promo._id), eq(promotionItems.productId, limited.id)));
      await update(promo._id, { description: 'Làm mới bộ nhớ đệm' });
      const soldOut = await detail(limited.slug);
      expect(soldOut.finalPrice).toBe(200_000);
      expect(soldOut.promotion?.remainingQty ?? 0).toBe(0);

      // Past its end the promotion no longer applies, with no write at all.
      t.clock.advance(3 * DAY);
      try {
        const later = await detail(capped.slug);
        expect(later.finalPrice).toBe(400_000);
        expect(later.promotion).toBeNull();
      } finally {
        t.clock.advance(-3 * DAY);
      }
      await remove(promo._id);
      expect((await detail(capped.slug)).finalPrice).toBe(400_000);
    });
  });

  describe('promotions-info', () => {
    it('lists running promotions with at most 10 products the shop shows, their prices and the largest percentage', async () => {
      const own: Fixture[] = [];
      for (let i = 0; i < 12; i++) own.push(await insertProduct(100_000 + i * 10_000));
      const hidden = await insertProduct(90_000, { enable: false });
      const expired = await insertProduct(90_000, { expiry: day(-1) });
      const running = await created(
        await body({
          name: 'Pop-up đang chạy',
          startDate: day(0),
          endDate: day(4),
          products: [
            { product: hidden.id, discountPercentage: 90 },
            { product: expired.id, discountPercentage: 80 },
            ...own.map((x, i) => ({
              product: x.id,
              discountPercentage: 10 + i,
              ...(i === 0 ? { maxDiscountAmount: 5_000 } : {}),
            })),
          ],
        }),
      );
      const upcoming = await created(
        await body({
          startDate: day(20),
          endDate: day(21),
          products: [{ product: items[0]!.id, discountPercentage: 60 }],
        }),
      );
      const inactive = await created(
        await body({
          isActive: false,
          startDate: day(0),
          endDate: day(1),
          products: [{ product: items[1]!.id, discountPercentage: 70 }],
        }),
      );
      const res = await injectAs(t.app, null, { method: 'GET', url: '/products/promotions-info' });
      expect(res.statusCode).toBe(200);
      const infos = res.json<{ data: PromotionInfo[] }>().data;
      const ids = infos.map((i) => i._id);
      expect(ids).toContain(running._id);
      expect(ids).not.toContain(upcoming._id);
      expect(ids).not.toContain(inactive._id);
      const info = infos.find((i) => i._id === running._id)!;
      expect(info).toMatchObject({
        name: 'Pop-up đang chạy',
        slug: running.slug,
        endDate: running.endDate,
        banner: running.banner,
        maxDiscountPercentage: 21,
      });
      expect(info.products).toHaveLength(10);
      expect(info.products.map((x) => x.product._id)).toEqual(own.slice(0, 10).map((x) => x.id));
      expect(info.products[0]).toEqual({
        product: {
          _id: own[0]!.id,
          name: own[0]!.name,
          slug: own[0]!.slug,
          mainImage: answered(PLACEHOLDER),
          price: 100_000,
        },
        discountPercentage: 10,
        discountedPrice: 95_000,
      });
      expect(info.products[3]!.discountedPrice).toBe(
        discountedUnitPrice(130_000, { discountPercentage: 13, maxDiscountAmount: null, remainingQty: null }),
      );
      for (const x of [running, upcoming, inactive]) await remove(x._id);
    });
  });

  describe('access', () => {
    it('is ADMIN only; the pop-up data is public', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const payload = await body({ startDate: day(200), endDate: day(201) });
      const calls = [
        { method: 'GET' as const, url: '/admin/promotions' },
        { method: 'POST' as const, url: '/admin/promotions', payload },
        { method: 'GET' as const, url: `/admin/promotions/${id}` },
        { method: 'PUT' as const, url: `/admin/promotions/${id}`, payload: { name: 'Không được sửa' } },
        { method: 'DELETE' as const, url: `/admin/promotions/${id}` },
      ];
      for (const call of calls) {
        expectFailure(await injectAs(t.app, null, call), 'AUTH_REQUIRED');
        expectFailure(await injectAs(t.app, p.user, call), 'AUTH_REQUIRED');
        expectFailure(await injectAs(t.app, p.doctor, call), 'AUTH_REQUIRED');
        expectFailure(await injectAs(t.app, p.support, call), 'FORBIDDEN');
        expectFailure(await injectAs(t.app, p.clinic, call), 'FORBIDDEN');
      }
      expect(
        (await injectAs(t.app, null, { method: 'GET', url: '/products/promotions-info' })).statusCode,
      ).toBe(200);
      expect(
        (await injectAs(t.app, p.user, { method: 'GET', url: '/products/promotions-info' })).statusCode,
      ).toBe(200);
    });
  });
});
