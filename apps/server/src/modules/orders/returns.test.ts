import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_EVENT_NOTES,
  VALIDATION,
  formatVnd,
  type Image,
  type Order,
  type OrderReturn,
  type ShippingAddress,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  anotherCustomer,
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { pngImage, postUpload } from '../../../test/multipart';
import { payOnVnpaySandbox } from '../../../test/vnpay-sandbox';
import { rowsOf } from '../../db/sql';
import { drainJobs } from '../jobs/test-helpers';
import type { Principals } from '../catalog/test-fixtures';

/** Returns and refunds (issue 31 item 4, ADR 0065). */

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
/** Two products with stock and no promotion. */
let a: { id: string; price: number };
let b: { id: string; price: number };
/** The demo customer's id. */
let userId: string;

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const DAY = 24 * 60 * 60 * 1000;

async function stockAndSold(id: string): Promise<{ stock: number; sold: number }> {
  const [row] = await q<{ stock: number; sold: number }>(
    sql`select stock, sold from products where id = ${id}`,
  );
  return row!;
}

async function place(
  who: Principal,
  method: 'cod' | 'vnpay' | 'stripe',
  extra: Record<string, unknown> = {},
): Promise<{ order: Order; paymentUrl?: string; stripeSessionId?: string }> {
  const res = await injectAs(t.app, who, {
    method: 'POST',
    url: `/orders/${method}`,
    payload: {
      ...address,
      products: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json<{ data: Order | { order: Order; paymentUrl: string; stripeSessionId?: string } }>()
    .data;
  return 'order' in data ? data : { order: data };
}

async function deliver(id: string): Promise<void> {
  for (const status of ['processing', 'delivered']) {
    const res = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/orders/status/${id}`,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A delivered order of `who`, paid by `method` (through the gateways' sandboxes). */
async function delivered(who: Principal, method: 'cod' | 'vnpay' | 'stripe', extra = {}): Promise<Order> {
  const placed = await place(who, method, extra);
  if (method === 'vnpay') {
    const params = await payOnVnpaySandbox(t.app, placed.paymentUrl!, 'pay', '/order-return');
    // VNPay's server-to-server call settles it.
    const ipn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params).toString()}`,
    });
    expect(ipn.json()).toMatchObject({ RspCode: '00' });
  }
  if (method === 'stripe') {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${placed.stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = await injectAs(t.app, who, {
      method: 'GET',
      url: `/orders/stripe-return?stripeSessionId=${placed.stripeSessionId}`,
    });
    expect(back.statusCode, back.body).toBe(200);
  }
  await deliver(placed.order._id);
  const res = await injectAs(t.app, who, { method: 'GET', url: `/orders/detail/${placed.order._id}` });
  return res.json<{ data: Order }>().data;
}

async function photo(who: Principal): Promise<Image> {
  const res = await postUpload(t.app, who, 'return', {
    data: await pngImage(),
    filename: 'hong.png',
    type: 'image/png',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Image }>().data;
}

const ask = (who: Principal, order: Order, body: Record<string, unknown>) =>
  injectAs(t.app, who, { method: 'POST', url: `/orders/${order._id}/return`, payload: body });

async function asked(who: Principal, order: Order, body: Record<string, unknown>): Promise<OrderReturn> {
  const res = await ask(who, order, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: OrderReturn }>().data;
}

const decide = (id: string, body: Record<string, unknown>, who: Principal = p.admin) =>
  injectAs(t.app, who, { method: 'PUT', url: `/admin/returns/${id}/decision`, payload: body });

async function adminReturn(id: string): Promise<OrderReturn> {
  const res = await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/returns/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OrderReturn }>().data;
}

const bank = { bankName: 'Vietcombank', accountNumber: '0071001234567', accountName: 'NGUYEN VAN A' };
const lineOf = (order: Order, productId: string) => order.products.find((l) => l.productId === productId)!;

beforeAll(async () => {
  t = await buildTestApp({ env: { STRIPE_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/webhook' } });
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  userId = (await q<{ id: string }>(sql`select id from users where email = 'khachhang@lumi.vn'`))[0]!.id;
  const rows = await q<{ id: string; price: number }>(
    sql`select p.id, p.price from products p
         where p.stock is not null and p.enable and p.expiry > current_date + 30 and p.price between 100000 and 900000
           and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
           and not exists (select 1 from product_variants v where v.product_id = p.id)
         order by p.price desc, p.id limit 2`,
  );
  [a, b] = [rows[0]!, rows[1]!];
  await t.database.db.execute(sql`update products set stock = 10000 where id in (${a.id}, ${b.id})`);
});

afterAll(() => t.close());

describe('returns', () => {
  it('a cash order: asked with photos and a bank account, refused requests change nothing, accepted puts the units back and the transfer refunds it', async () => {
    const order = await delivered(p.user, 'cod');
    const line = lineOf(order, a.id);
    const image = await photo(p.user);
    // Refusals, each in Vietnamese, and nothing kept.
    expectValidation(
      await ask(p.user, order, { lines: [], reason: 'damaged', images: [image] }),
      'lines',
      VALIDATION.returnLinesRequired,
    );
    expectValidation(
      await ask(p.user, order, { lines: [{ lineId: line._id, quantity: 1 }], reason: 'damaged', images: [] }),
      'images',
      VALIDATION.returnImagesRequired,
    );
    expectValidation(
      await ask(p.user, order, {
        lines: [{ lineId: line._id, quantity: 1 }],
        reason: 'other',
        images: [image],
      }),
      'description',
      VALIDATION.returnDescriptionRequired,
    );
    expectValidation(
      await ask(p.user, order, {
        lines: [{ lineId: line._id, quantity: 1 }],
        reason: 'damaged',
        images: [image],
      }),
      'bank',
      VALIDATION.returnBankRequired,
    );
    expectFailure(
      await ask(p.user, order, {
        lines: [{ lineId: line._id, quantity: 3 }],
        reason: 'damaged',
        images: [image],
        bank,
      }),
      'RETURN_LINES_INVALID',
    );
    const stranger = await anotherCustomer(t, 'tra-hang-la');
    expectFailure(
      await ask(stranger, order, {
        lines: [{ lineId: line._id, quantity: 1 }],
        reason: 'damaged',
        images: [image],
        bank,
      }),
      'ORDER_NOT_FOUND',
    );
    // Another customer's photo is not theirs to attach.
    const theirs = await photo(stranger);
    expectFailure(
      await ask(p.user, order, {
        lines: [{ lineId: line._id, quantity: 1 }],
        reason: 'damaged',
        images: [theirs],
        bank,
      }),
      'UPLOAD_INVALID',
    );
    expect(
      (await injectAs(t.app, p.user, { method: 'GET', url: `/orders/${order._id}/return` })).json().data,
    ).toBe(null);

    const before = await stockAndSold(a.id);
    const ret = await asked(p.user, order, {
      lines: [{ lineId: line._id, quantity: 1 }],
      reason: 'damaged',
      description: 'Vỏ chai bị nứt',
      images: [image],
      bank,
    });
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      refundMethod: 'BANK_TRANSFER',
      bank,
      goodsValue: a.price,
      refundAmount: a.price,
      voucherBack: false,
      lines: [{ lineId: line._id, quantity: 1, price: a.price }],
    });
    expect(ret.code).toMatch(/^RT[A-Z0-9]{10}$/);
    expectFailure(
      await ask(p.user, order, {
        lines: [{ lineId: line._id, quantity: 1 }],
        reason: 'damaged',
        images: [image],
        bank,
      }),
      'RETURN_EXISTS',
    );
    // Nothing moves before the shop accepts.
    expect(await stockAndSold(a.id)).toEqual(before);
    const customerView = (
      await injectAs(t.app, p.user, { method: 'GET', url: `/orders/${order._id}/return` })
    ).json<{
      data: OrderReturn;
    }>().data;
    expect(customerView._id).toBe(ret._id);

    // The shop: a transfer before acceptance, SUPPORT deciding, a refusal without a reason — refused.
    expectFailure(
      await injectAs(t.app, p.admin, {
        method: 'PUT',
        url: `/admin/returns/${ret._id}/transfer`,
        payload: { reference: 'FT26120100001' },
      }),
      'RETURN_STATUS_INVALID',
    );
    expectFailure(await decide(ret._id, { decision: 'accept' }, p.support), 'FORBIDDEN');
    expectValidation(
      await decide(ret._id, { decision: 'refuse' }),
      'note',
      VALIDATION.returnDecisionNoteRequired,
    );

    const accepted = await decide(ret._id, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: OrderReturn }>().data).toMatchObject({
      status: 'accepted',
      refundedAt: null,
    });
    expectFailure(await decide(ret._id, { decision: 'refuse', note: 'Muộn' }), 'RETURN_STATUS_INVALID');
    expect(await stockAndSold(a.id)).toEqual({ stock: before.stock + 1, sold: before.sold - 1 });

    const transfer = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/returns/${ret._id}/transfer`,
      payload: { reference: 'FT26120100001' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json<{ data: OrderReturn }>().data).toMatchObject({
      status: 'refunded',
      refundReference: 'FT26120100001',
    });
    // The order's timeline tells each step; the customer's bell each step.
    const detail = (
      await injectAs(t.app, p.user, { method: 'GET', url: `/orders/detail/${order._id}` })
    ).json<{
      data: Order;
    }>().data;
    const notes = detail.statusHistory.map((e) => e.note);
    expect(notes).toEqual(
      expect.arrayContaining([
        ORDER_EVENT_NOTES.returnRequested(ret.code),
        ORDER_EVENT_NOTES.returnAccepted(ret.code),
        ORDER_EVENT_NOTES.returnRefunded(ret.code, formatVnd(a.price)),
      ]),
    );
    expect(detail.status).toBe('delivered');
    await drainJobs(t.app);
    const bells = await q<{ title: string }>(
      sql`select title from notifications where order_id = ${order._id} and title like '%trả hàng%' order by created_at`,
    );
    expect(bells.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Đã nhận yêu cầu trả hàng',
        'Yêu cầu trả hàng được chấp nhận',
        'Đã hoàn tiền trả hàng',
      ]),
    );
    // The order's figures lose what was refunded and gain back the units' cost.
    const [figures] = await q<{ returned_amount: number; returned_cost: number; cost_total: number }>(
      sql`select returned_amount, returned_cost, cost_total from orders where id = ${order._id}`,
    );
    expect(figures!.returned_amount).toBe(a.price);
    expect(figures!.returned_cost).toBeGreaterThanOrEqual(0);
  });

  it('only within 7 days of the delivery, and only a delivered order', async () => {
    const order = await delivered(p.user, 'cod');
    const image = await photo(p.user);
    const body = {
      lines: [{ lineId: order.products[0]!._id, quantity: 1 }],
      reason: 'damaged',
      images: [image],
      bank,
    };
    await t.database.db.execute(
      sql`update orders set delivered_at = ${new Date(Date.now() - 8 * DAY).toISOString()}::timestamptz where id = ${order._id}`,
    );
    expectFailure(await ask(p.user, order, body), 'RETURN_WINDOW_CLOSED');
    const pending = (await place(p.user, 'cod')).order;
    expectFailure(await ask(p.user, pending, body), 'RETURN_NOT_ALLOWED');
  });

  it('a VNPay order with a voucher and points, returned whole: refunded through the sandbox, the voucher use and the points back, the earned points taken back', async () => {
    // Points to spend, and a voucher.
    await t.database.db.execute(
      sql`insert into point_balances (user_id, balance, updated_at) values (${userId}, 0, now()) on conflict do nothing`,
    );
    const seedOrder = await delivered(p.user, 'cod');
    void seedOrder;
    const voucher = await injectAs(t.app, p.admin, {
      method: 'POST',
      url: '/admin/vouchers',
      payload: {
        code: 'TRAHANG10',
        name: 'Giảm 10% thử trả hàng',
        kind: 'percent',
        value: 10,
        maxDiscount: 100_000,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        totalLimit: 5,
      },
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
    const balanceOf = async () =>
      (await q<{ balance: number }>(sql`select balance from point_balances where user_id = ${userId}`))[0]
        ?.balance ?? 0;
    const points = Math.min(await balanceOf(), 1000);
    expect(points).toBeGreaterThan(0);
    const order = await delivered(p.user, 'vnpay', { voucherCode: 'TRAHANG10', points });
    expect(order.voucher?.code).toBe('TRAHANG10');
    expect(order.points?.used).toBe(points);
    const usedBefore = (
      await q<{ used_count: number }>(sql`select used_count from vouchers where code = 'TRAHANG10'`)
    )[0]!.used_count;
    const balanceBefore = await balanceOf();
    const [earn] = await q<{ points: number }>(
      sql`select points from point_entries where order_id = ${order._id} and kind = 'earn'`,
    );
    expect(earn!.points).toBeGreaterThan(0);

    const image = await photo(p.user);
    const ret = await asked(p.user, order, {
      lines: order.products.map((l) => ({ lineId: l._id, quantity: l.quantity })),
      reason: 'wrong_item',
      images: [image],
      bank,
    });
    expect(ret).toMatchObject({
      refundMethod: 'VNPAY',
      bank: null,
      voucherBack: true,
      pointsBack: points,
      pointsRevoked: earn!.points,
      refundAmount: order.subtotal - order.voucher!.discount - order.points!.discount,
    });
    const accepted = await decide(ret._id, { decision: 'accept', note: 'Giao nhầm hàng' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await drainJobs(t.app);
    const done = await adminReturn(ret._id);
    expect(done).toMatchObject({ status: 'refunded', refundError: null });
    expect(done.refundReference).toMatch(/^VNPay /);
    expect(
      (await q<{ used_count: number }>(sql`select used_count from vouchers where code = 'TRAHANG10'`))[0]!
        .used_count,
    ).toBe(usedBefore - 1);
    expect(await balanceOf()).toBe(Math.max(0, balanceBefore + points - earn!.points));
    // The ledger: its balance is Σ of its entries.
    const [sum] = await q<{ total: number }>(
      sql`select coalesce(sum(points), 0)::int as total from point_entries where user_id = ${userId}`,
    );
    expect(sum!.total).toBe(await balanceOf());
  });

  it('a Stripe order, one line returned: refunded through the sandbox’s refund call', async () => {
    const order = await delivered(p.user, 'stripe');
    const line = lineOf(order, b.id);
    const ret = await asked(p.user, order, {
      lines: [{ lineId: line._id, quantity: 1 }],
      reason: 'allergy',
      images: [await photo(p.user)],
    });
    expect(ret).toMatchObject({ refundMethod: 'STRIPE', refundAmount: b.price, goodsValue: b.price });
    const accepted = await decide(ret._id, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await drainJobs(t.app);
    const done = await adminReturn(ret._id);
    expect(done.status).toBe('refunded');
    expect(done.refundReference).toMatch(/^re_/);
  });

  it('a refusal says why and changes nothing; of decisions at once exactly one is written', async () => {
    const order = await delivered(p.user, 'cod');
    const line = lineOf(order, a.id);
    const ret = await asked(p.user, order, {
      lines: [{ lineId: line._id, quantity: 2 }],
      reason: 'not_as_described',
      images: [await photo(p.user)],
      bank,
    });
    const before = await stockAndSold(a.id);
    const answers = await Promise.all([
      decide(ret._id, { decision: 'accept' }),
      decide(ret._id, { decision: 'accept' }),
      decide(ret._id, { decision: 'refuse', note: 'Sản phẩm đã qua sử dụng' }),
      decide(ret._id, { decision: 'accept' }),
    ]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectFailure(r, 'RETURN_STATUS_INVALID');
    const final = await adminReturn(ret._id);
    const after = await stockAndSold(a.id);
    if (final.status === 'accepted')
      expect(after).toEqual({ stock: before.stock + 2, sold: before.sold - 2 });
    else {
      expect(final).toMatchObject({ status: 'refused', note: 'Sản phẩm đã qua sử dụng' });
      expect(after).toEqual(before);
    }
    // The shop's list finds it by the order's code.
    const list = await injectAs(t.app, p.support, {
      method: 'GET',
      url: `/admin/returns?search=${order.code}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: OrderReturn[] }>().data.map((r) => r._id)).toEqual([ret._id]);
  });
});
