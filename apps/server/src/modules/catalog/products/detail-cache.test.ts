import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, Order, Product, ShippingAddress } from '@lumi/shared';
import {
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../../test/helpers';
import { catalogFixtures, type Principals } from '../test-fixtures';

/**
 * The product detail is a shared answer like the listings (ADR 0008): a repeated request is answered from the stored
 * JSON, and every write that changes what the page shows drops it on this server at once.
 */
describe('GET /products/detail/{slug}: shared answer, dropped by the same writes as the listings', () => {
  let t: TestApp;
  let who: Principals & { user: Principal };
  let fx: ReturnType<typeof catalogFixtures>;
  let address: ShippingAddress;
  let root: Category;
  let leaf: Category;
  let brand: Brand;

  beforeAll(async () => {
    t = await buildTestApp();
    who = await demoPrincipals(t.app);
    fx = catalogFixtures(t, who.admin, 'ChiTiet');
    address = await demoAddress(t.app);
    root = await fx.category('Chăm sóc tóc');
    leaf = await fx.category('Dầu gội', root._id);
    brand = await fx.brand('Bồ Kết');
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (product: Product) => `/api/v1/products/detail/${product.slug}`;

  /** The answer twice: the first computed, the second from the store, byte for byte the same. */
  async function twice(product: Product): Promise<Product> {
    const first = await t.app.inject({ method: 'GET', url: url(product) });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: url(product) });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    return first.json<{ data: Product }>().data;
  }

  /** The next answer is computed afresh (not the stored one). */
  async function fresh(product: Product): Promise<Product> {
    const res = await t.app.inject({ method: 'GET', url: url(product) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    return res.json<{ data: Product }>().data;
  }

  async function placeCod(productId: string, quantity: number): Promise<Order> {
    const res = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: { ...address, products: [{ productId, quantity }], note: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Order }>().data;
  }

  it('answers the same Product by id and by slug, and the second request from the store', async () => {
    const product = await fx.product({ brand: brand._id, category: leaf._id, price: 210_000, stock: 30 });
    const bySlug = await twice(product);
    const byId = await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${product._id}` });
    expect(byId.json<{ data: Product }>().data).toEqual(bySlug);
    expect(bySlug).toMatchObject({ _id: product._id, price: 210_000, stock: 30, totalQuantity: 30 });
    expect(bySlug).not.toHaveProperty('cost');
    expect(bySlug.categories.map((c) => c._id)).toEqual([root._id, leaf._id]);
  });

  it('is dropped by an admin edit of the product, its brand and its category', async () => {
    const product = await fx.product({ brand: brand._id, category: leaf._id, price: 300_000, stock: 10 });
    await twice(product);
    const put = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/products/${product._id}`,
      payload: { price: 350_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await fresh(product)).toMatchObject({ price: 350_000, finalPrice: 350_000 });

    await twice(product);
    const renamed = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/brands/${brand._id}`,
      payload: { name: 'Vườn Bồ Kết Chi Tiết' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await fresh(product)).brand.name).toBe('Vườn Bồ Kết Chi Tiết');

    await twice(product);
    const category = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/categories/${leaf._id}`,
      payload: { name: 'Dầu gội thảo mộc' },
    });
    expect(category.statusCode, category.body).toBe(200);
    expect((await fresh(product)).categories.at(-1)?.name).toBe('Dầu gội thảo mộc');
  });

  it('is dropped when an order takes stock, and when its cancellation gives it back', async () => {
    const product = await fx.product({ brand: brand._id, category: leaf._id, price: 120_000, stock: 20 });
    expect(await twice(product)).toMatchObject({ stock: 20, totalQuantity: 20, sold: 0 });
    const order = await placeCod(product._id, 3);
    expect(await fresh(product)).toMatchObject({ stock: 17, totalQuantity: 17 });

    await twice(product);
    const cancelled = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/orders/status/${order._id}`,
      payload: { status: 'cancelled', cancelReason: 'Khách đổi ý không mua nữa' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await fresh(product)).toMatchObject({ stock: 20, totalQuantity: 20 });
  });

  it('is dropped when a review moves the rating', async () => {
    const product = await fx.product({ brand: brand._id, category: leaf._id, price: 90_000, stock: 5 });
    const order = await placeCod(product._id, 1);
    const delivered = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/orders/status/${order._id}`,
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await twice(product)).toMatchObject({ averageRating: 0, totalReviews: 0 });

    const review = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/reviews',
      payload: { order: order._id, product: product._id, rate: 4, comment: 'Gội rất sạch, tóc mềm hẳn' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(await fresh(product)).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it('never stores a refusal, and a product hidden by an admin is gone at once', async () => {
    const product = await fx.product({ brand: brand._id, category: leaf._id, stock: 3 });
    await twice(product);
    const hide = await injectAs(t.app, who.admin, {
      method: 'PUT',
      url: `/admin/products/${product._id}`,
      payload: { enable: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: url(product) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });
});
