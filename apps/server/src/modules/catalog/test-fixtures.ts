import { expect } from 'vitest';
import { toLocalDate, type Brand, type Category, type Image, type Product } from '@lumi/shared';
import { expectFailure } from '../../../test/assertions';
import { type demoPrincipals, injectAs, type Principal, type TestApp } from '../../../test/helpers';
import { multipartBody, pngImage } from '../../../test/multipart';
import { promotionItems, promotions } from '../../db/schema';

/**
 * Catalogue fixtures for tests, made through the API as an administrator would (uploads, categories, brands,
 * products), except promotions, which are written straight to the database (their API is another module's).
 * Names carry a per-file marker so that the demo catalogue, when seeded, never collides with them.
 */
export function catalogFixtures(t: TestApp, admin: Principal, marker: string) {
  let seq = 0;
  let png: Buffer | undefined;

  async function upload(principal: Principal = admin): Promise<Image> {
    png ??= await pngImage(32);
    const body = await multipartBody(
      { purpose: 'product' },
      { data: png, filename: 'anh.png', type: 'image/png' },
    );
    const res = await injectAs(t.app, principal, {
      method: 'POST',
      url: '/uploads',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url, publicId } = res.json<{ data: Image }>().data;
    return { url, publicId };
  }

  /** A local day `days` from the fake clock's today. */
  function day(days: number): string {
    const date = new Date(`${toLocalDate(t.clock.now())}T00:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }

  async function category(name: string, parent: string | null = null): Promise<Category> {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/admin/categories',
      payload: { name: `${name} ${marker}`, parent },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Category }>().data;
  }

  async function brand(name: string, extra: Record<string, unknown> = {}): Promise<Brand> {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/admin/brands',
      payload: { name: `${name} ${marker}`, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Brand }>().data;
  }

  /** A valid product form; `overrides` replace fields (a value of undefined removes one). */
  async function productBody(
    fields: { brand: string; category: string } & Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    seq += 1;
    const body: Record<string, unknown> = {
      name: `Sản phẩm ${seq} ${marker}`,
      price: 100_000,
      cost: 60_000,
      capacity: '50ml',
      expiry: day(400),
      tags: [],
      mainImage: await upload(),
      description: '<p>Mô tả sản phẩm</p>',
      stock: 10,
      ...fields,
    };
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
    return body;
  }

  async function product(
    fields: { brand: string; category: string } & Record<string, unknown>,
  ): Promise<Product> {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/admin/products',
      payload: await productBody(fields),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Product }>().data;
  }

  /** A promotion with one item per product, written directly (period around the fake clock's now by default). */
  async function promotion(
    items: {
      product: string;
      discountPercentage: number;
      maxDiscountAmount?: number | null;
      maxQty?: number | null;
      usedQty?: number;
    }[],
    options: { name?: string; startsAt?: Date; endsAt?: Date; isActive?: boolean } = {},
  ): Promise<{ id: string; name: string }> {
    seq += 1;
    const now = t.clock.now().getTime();
    const startsAt = options.startsAt ?? new Date(now - 3_600_000);
    const endsAt = options.endsAt ?? new Date(now + 7 * 86_400_000);
    const isActive = options.isActive ?? true;
    const name = options.name ?? `Khuyến mãi ${seq} ${marker}`;
    const [row] = await t.database.db
      .insert(promotions)
      .values({
        name,
        slug: `khuyen-mai-${seq}-${marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        description: 'Khuyến mãi thử',
        banner: { url: '/uploads/promotion/banner.webp', publicId: 'promotion/banner' },
        startsAt,
        endsAt,
        isActive,
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error('promotion insert failed');
    await t.database.db.insert(promotionItems).values(
      items.map((item, position) => ({
        promotionId: row.id,
        productId: item.product,
        discountPercentage: item.discountPercentage,
        maxDiscountAmount: item.maxDiscountAmount ?? null,
        maxQty: item.maxQty ?? null,
        usedQty: item.usedQty ?? 0,
        startsAt,
        endsAt,
        isActive,
        position,
      })),
    );
    return { id: row.id, name };
  }

  return { upload, day, category, brand, productBody, product, promotion };
}

export type Principals = Awaited<ReturnType<typeof demoPrincipals>>;

/**
 * The access matrix of an ADMIN-only route (api-contract §1.4): no token or a token of another kind → 401
 * AUTH_REQUIRED (the route reads the admin header only), SUPPORT and CLINIC → 403 FORBIDDEN.
 */
export async function expectAdminOnly(
  t: TestApp,
  who: Principals,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown },
): Promise<void> {
  const send = (principal: Principal | null) =>
    injectAs(t.app, principal, {
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
    });
  expectFailure(await send(null), 'AUTH_REQUIRED');
  expectFailure(await send(who.user), 'AUTH_REQUIRED');
  expectFailure(await send(who.doctor), 'AUTH_REQUIRED');
  expectFailure(await send(who.support), 'FORBIDDEN');
  expectFailure(await send(who.clinic), 'FORBIDDEN');
}
