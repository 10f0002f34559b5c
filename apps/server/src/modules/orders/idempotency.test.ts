import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Order, type ShippingAddress } from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  buildTestApp,
  DEMO,
  demoPrincipals,
  injectAs,
  loginUser,
  type TestApp,
  demoAddress,
} from '../../../test/helpers';
import { DEMO_REVIEWERS } from '../../seed/reviews';
import { rowsOf } from '../../db/sql';
import type { Principals } from '../catalog/test-fixtures';

/** `Idempotency-Key` on the three order-creating calls (api-contract §1.1, ADR 0013). */

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
let product: { id: string };

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

async function ordersOfCustomer(): Promise<number> {
  const [row] = await q<{ n: number }>(
    sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email = 'khachhang@lumi.vn'`,
  );
  return row?.n ?? -1;
}

const orderBody = (quantity = 1, note = 'Giao giờ hành chính') => ({
  ...address,
  note,
  products: [{ productId: product.id, quantity }],
});

const place = (url: string, key: string | null, payload: object = orderBody()) =>
  injectAs(t.app, p.user, {
    method: 'POST',
    url,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  const [found] = await q<{ id: string }>(
    sql`select p.id from products p
      where p.stock is not null and p.enable and p.expiry > current_date + 30
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  if (!found) throw new Error('no product');
  product = found;
  await t.database.db.execute(sql`update products set stock = 1000 where id = ${product.id}`);
});

afterAll(() => t.close());

describe('Idempotency-Key', () => {
  for (const url of ['/orders/cod', '/orders/vnpay', '/orders/stripe']) {
    it(`${url}: five concurrent requests with one key place exactly one order and answer alike`, async () => {
      const before = await ordersOfCustomer();
      const key = `checkout-${url.slice(8)}-0001`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => place(url, key)));
      expect(await ordersOfCustomer()).toBe(before + 1);
      const done = answers.filter((a) => a.statusCode === 201);
      expect(done.length).toBeGreaterThanOrEqual(1);
      for (const a of answers) {
        if (a.statusCode === 201) expect(a.body).toBe(done[0]?.body);
        else expectFailure(a, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
      }
      // A later retry (the client's time-out) answers the first result again, status and body.
      const again = await place(url, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(done[0]?.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await ordersOfCustomer()).toBe(before + 1);
    });
  }

  it('the same key with another body is refused with 422 and places nothing', async () => {
    const first = await place('/orders/cod', 'key-other-body-1');
    expect(first.statusCode).toBe(201);
    const before = await ordersOfCustomer();
    expectFailure(await place('/orders/cod', 'key-other-body-1', orderBody(2)), 'IDEMPOTENCY_KEY_REUSED');
    // Another order-creating call with that key is another request too.
    expectFailure(await place('/orders/vnpay', 'key-other-body-1'), 'IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOfCustomer()).toBe(before);
  });

  it('keys are per customer: another customer may use the same key', async () => {
    expect((await place('/orders/cod', 'shared-key-0001')).statusCode).toBe(201);
    const other = await loginUser(t.app, DEMO_REVIEWERS[0]?.email, DEMO.customer.password);
    const res = await injectAs(t.app, other, {
      method: 'POST',
      url: '/orders/cod',
      headers: { 'idempotency-key': 'shared-key-0001' },
      payload: orderBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refused request does not keep its key: the corrected retry is placed', async () => {
    await t.database.db.execute(sql`update products set stock = 3 where id = ${product.id}`);
    const before = await ordersOfCustomer();
    const tooMany = await place('/orders/cod', 'key-after-error-1', orderBody(5));
    expectFailure(tooMany, 'OUT_OF_STOCK', tooMany.json<{ message: string }>().message);
    expect((await place('/orders/cod', 'key-after-error-1', orderBody(5))).statusCode).toBe(409);
    expect(await ordersOfCustomer()).toBe(before);
    expect((await place('/orders/cod', 'key-after-error-1', orderBody(1))).statusCode).toBe(201);
    expect(await ordersOfCustomer()).toBe(before + 1);
    await t.database.db.execute(sql`update products set stock = 1000 where id = ${product.id}`);
  });

  it('a key is remembered for 24 hours', async () => {
    const first = await place('/orders/cod', 'key-expires-0001');
    const before = await ordersOfCustomer();
    t.clock.advance(23 * 3_600_000);
    expect((await place('/orders/cod', 'key-expires-0001')).body).toBe(first.body);
    expect(await ordersOfCustomer()).toBe(before);
    t.clock.advance(2 * 3_600_000);
    const later = await place('/orders/cod', 'key-expires-0001');
    expect(later.statusCode).toBe(201);
    expect(later.json<{ data: Order }>().data._id).not.toBe(first.json<{ data: Order }>().data._id);
    expect(await ordersOfCustomer()).toBe(before + 1);
  });

  it('refuses a malformed key (not 8–128 visible ASCII characters) with 400', async () => {
    const before = await ordersOfCustomer();
    for (const key of ['short', 'x'.repeat(129), 'has space 123', 'khóa-đơn-hàng-1']) {
      expectValidation(await place('/orders/cod', key), 'Idempotency-Key', VALIDATION.idempotencyKeyInvalid);
    }
    expect(await ordersOfCustomer()).toBe(before);
  });

  it('without a key every request places an order, as before', async () => {
    const before = await ordersOfCustomer();
    const [a, b] = await Promise.all([place('/orders/cod', null), place('/orders/cod', null)]);
    expect(a?.statusCode).toBe(201);
    expect(b?.statusCode).toBe(201);
    expect(await ordersOfCustomer()).toBe(before + 2);
  });
});
