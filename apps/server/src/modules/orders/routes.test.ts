import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  ORDER_EVENT_NOTES,
  ORDER_STATUSES,
  SUCCESS,
  VALIDATION,
  type Order,
  type OrderQuote,
  type OrderStatus,
  type ShippingAddress,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  buildTestApp,
  demoPrincipals,
  injectAs,
  manyCustomers,
  type Principal,
  type TestApp,
  demoAddress,
} from '../../../test/helpers';
import { catalogFixtures, type Principals } from '../catalog/test-fixtures';
import { rowsOf } from '../../db/sql';

let t: TestApp;
let p: Principals;
let other: Principal;
let address: ShippingAddress;
/** Products picked from the demo catalogue: single stock, no promotion. */
let plain: { id: string; price: number };
let promo: { id: string; price: number };
let spare: { id: string; price: number };
let rush: { id: string; price: number };
let cheap: { id: string; price: number };
let colored: { id: string; price: number; color: { name: string; code: string }; variantId: string };

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

function body(lines: { productId: string; quantity: number; color?: unknown }[], extra: object = {}) {
  return { ...address, products: lines, note: 'Giao giờ hành chính', ...extra };
}

async function cod(who: Principal, lines: { productId: string; quantity: number; color?: unknown }[]) {
  const res = await injectAs(t.app, who, { method: 'POST', url: '/orders/cod', payload: body(lines) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await q<{ stock: number }>(sql`select stock from products where id = ${productId}`);
  return row?.stock ?? -1;
}

async function adminMove(who: Principal, id: string, status: OrderStatus, cancelReason?: string) {
  return injectAs(t.app, who, {
    method: 'PUT',
    url: `/admin/orders/status/${id}`,
    payload: { status, ...(cancelReason ? { cancelReason } : {}) },
  });
}

/** A complete address in a province (its first district and ward). */
async function addressIn(province: { id: number; name: string }): Promise<ShippingAddress> {
  const district = (
    await injectAs(t.app, null, { method: 'GET', url: `/shipping/districts?province_id=${province.id}` })
  ).json<{ data: { id: number; name: string }[] }>().data[0];
  const ward = district
    ? (
        await injectAs(t.app, null, { method: 'GET', url: `/shipping/wards?district_id=${district.id}` })
      ).json<{ data: { id: string; name: string }[] }>().data[0]
    : undefined;
  if (!district || !ward) throw new Error(`no district or ward in ${province.name}`);
  return { ...address, province, district, ward };
}

/** An address whose fee for one unit of `productId` differs from the fee to the default address. */
async function addressWithOtherFee(productId: string): Promise<ShippingAddress> {
  const feeTo = async (a: ShippingAddress) =>
    (
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/shipping/fee',
        payload: {
          province: a.province,
          district: a.district,
          ward: a.ward,
          products: [{ productId, quantity: 1 }],
        },
      })
    ).json<{ data: { fee: number } }>().data.fee;
  const base = await feeTo(address);
  const provinces = (await injectAs(t.app, null, { method: 'GET', url: '/shipping/provinces' })).json<{
    data: { id: number; name: string }[];
  }>().data;
  for (const province of [...provinces].reverse().slice(0, 20)) {
    const candidate = await addressIn(province);
    if ((await feeTo(candidate)) !== base) return candidate;
  }
  throw new Error('every province has the same fee');
}

/** An order of `plain` brought to `status` by the ADMIN account. */
async function orderIn(status: OrderStatus): Promise<Order> {
  const order = await cod(p.user, [{ productId: plain.id, quantity: 1 }]);
  if (status === 'pending') return order;
  const res =
    status === 'cancelled'
      ? await adminMove(p.admin, order._id, 'cancelled', 'Khách hàng yêu cầu hủy đơn hàng')
      : await adminMove(p.admin, order._id, status);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  const [someone] = await manyCustomers(t, 1, 'khac');
  if (!someone) throw new Error('no user');
  other = someone;
  address = await demoAddress(t.app);

  const singles = await q<{ id: string; price: number }>(
    sql`select p.id, p.price from products p
      where p.stock is not null and p.enable and p.expiry > current_date + 30
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 4`,
  );
  const [a, b, c, d] = singles;
  if (!a || !b || !c || !d) throw new Error('not enough plain products');
  [plain, promo, spare, rush] = [a, b, c, d];
  await t.database.db.execute(
    sql`update products set stock = 100000 where id in (${plain.id}, ${promo.id}, ${spare.id})`,
  );
  await t.database.db.execute(sql`update products set stock = 100 where id = ${rush.id}`);
  const [c1] = await q<{ id: string; price: number }>(
    sql`select p.id, p.price from products p
      where p.stock is not null and p.enable and p.expiry > current_date + 30 and p.price < 200000
        and p.id not in (${plain.id}, ${promo.id}, ${spare.id}, ${rush.id})
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.price limit 1`,
  );
  if (!c1) throw new Error('no cheap product');
  cheap = c1;
  await t.database.db.execute(sql`update products set stock = 100000 where id = ${cheap.id}`);
  const [v] = await q<{ id: string; price: number; name: string; code: string; variant_id: string }>(
    sql`select p.id, p.price, v.name, v.code, v.id as variant_id from products p
      join product_variants v on v.product_id = p.id
      where p.enable and p.expiry > current_date + 30
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug, v.position limit 1`,
  );
  if (!v) throw new Error('no product with variants');
  colored = { id: v.id, price: v.price, color: { name: v.name, code: v.code }, variantId: v.variant_id };
  await t.database.db.execute(sql`update product_variants set stock = 50 where id = ${colored.variantId}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /orders/quote', () => {
  it('reprices from the database, merges lines of one product and colour, quotes the fee once the address is complete', async () => {
    const lines = [
      { productId: plain.id, quantity: 2, price: 1, name: 'x', image: 'y', brand: 'z' },
      { productId: plain.id, quantity: 3, color: {} },
    ];
    const noAddress = await injectAs(t.app, null, {
      method: 'POST',
      url: '/orders/quote',
      payload: { products: lines, totalAmount: 1 },
    });
    expect(noAddress.statusCode, noAddress.body).toBe(200);
    const q1 = noAddress.json<{ data: OrderQuote }>().data;
    expect(q1.products).toHaveLength(1);
    expect(q1.products[0]).toMatchObject({
      productId: plain.id,
      quantity: 5,
      price: plain.price,
      originalPrice: plain.price,
      promoQty: 0,
      lineTotal: plain.price * 5,
      color: null,
    });
    expect(q1).toMatchObject({ subtotal: plain.price * 5, discountTotal: 0, shippingFee: null, issues: [] });
    expect(q1.totalAmount).toBe(plain.price * 5);

    const withAddress = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/quote',
      payload: body(lines),
    });
    const q2 = withAddress.json<{ data: OrderQuote }>().data;
    expect(q2.shippingFee).not.toBeNull();
    expect(q2.totalAmount).toBe(q2.subtotal + (q2.shippingFee ?? 0));
  });

  it('never fails on stock or availability: issues name each line', async () => {
    await t.database.db.execute(sql`update products set enable = false where id = ${spare.id}`);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/orders/quote',
      payload: {
        products: [
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
          { productId: colored.id, quantity: 1 },
          { productId: colored.id, quantity: 99, color: colored.color },
          { productId: spare.id, quantity: 1 },
          { productId: plain.id, quantity: 1 },
        ],
      },
    });
    await t.database.db.execute(sql`update products set enable = true where id = ${spare.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<{ data: OrderQuote }>().data;
    expect(quote.issues).toEqual([
      {
        index: 0,
        productId: '00000000-0000-4000-8000-000000000000',
        code: 'PRODUCT_UNAVAILABLE',
        message: ERRORS.PRODUCT_UNAVAILABLE.message,
      },
      {
        index: 1,
        productId: colored.id,
        code: 'PRODUCT_COLOR_REQUIRED',
        message: ERRORS.PRODUCT_COLOR_REQUIRED.message,
      },
      {
        index: 2,
        productId: colored.id,
        code: 'OUT_OF_STOCK',
        message: 'Không đủ số lượng trong kho (Yêu cầu: 99, Còn lại: 50)',
      },
      {
        index: 3,
        productId: spare.id,
        code: 'PRODUCT_UNAVAILABLE',
        message: ERRORS.PRODUCT_UNAVAILABLE.message,
      },
    ]);
    expect(quote.products.find((l) => l.quantity === 99)).toMatchObject({
      available: 50,
      color: colored.color,
    });
    // Totals count only the lines that can be ordered.
    expect(quote.subtotal).toBe(plain.price);
  });

  it('discounts only the promotion’s remaining units and shares them between lines of one product', async () => {
    const fx = catalogFixtures(t, p.admin, 'orders');
    await fx.promotion([{ product: promo.id, discountPercentage: 20, maxQty: 3 }]);
    const unit = Math.round(promo.price - (promo.price * 20) / 100);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/orders/quote',
      payload: { products: [{ productId: promo.id, quantity: 5 }] },
    });
    const line = res.json<{ data: OrderQuote }>().data.products[0];
    expect(line).toMatchObject({
      promoQty: 3,
      quantity: 5,
      originalPrice: promo.price,
      lineTotal: 3 * unit + 2 * promo.price,
      price: Math.round((3 * unit + 2 * promo.price) / 5),
    });
    expect(res.json<{ data: OrderQuote }>().data.discountTotal).toBe(3 * (promo.price - unit));
  });
});

describe('POST /orders/cod', () => {
  it('places a pending, unpaid order with its first event, reserves stock and consumes promotional units', async () => {
    const before = await stockOf(promo.id);
    const quote = (
      await injectAs(t.app, p.user, {
        method: 'POST',
        url: '/orders/quote',
        payload: body([{ productId: promo.id, quantity: 4 }]),
      })
    ).json<{ data: OrderQuote }>().data;
    const res = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: promo.id, quantity: 4 }], {
        quoteTotal: quote.totalAmount,
        paymentMethod: 'COD',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json<{ data: Order; message: string }>();
    expect(json.message).toBe(SUCCESS.orderCreated);
    const order = json.data;
    expect(order.code).toMatch(/^OD[A-Z0-9]{10}$/);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'COD',
      payment: { status: 'unpaid', paidAt: null, paymentUrl: null },
      totalAmount: quote.totalAmount,
      subtotal: quote.subtotal,
      shippingFee: quote.shippingFee,
      note: 'Giao giờ hành chính',
      province: address.province,
      ward: address.ward,
    });
    expect(order.products[0]).toMatchObject({ promoQty: 3, quantity: 4, isReviewed: false });
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ prevStatus: null, status: 'pending', updatedByModel: 'User', note: null }),
    ]);
    expect(await stockOf(promo.id)).toBe(before - 4);
    const [item] = await q<{ used_qty: number }>(
      sql`select used_qty from promotion_items where product_id = ${promo.id}`,
    );
    expect(item?.used_qty).toBe(3);

    // The promotional units are gone: the same cart now costs the list price.
    const again = (
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/orders/quote',
        payload: { products: [{ productId: promo.id, quantity: 1 }] },
      })
    ).json<{ data: OrderQuote }>().data;
    expect(again.products[0]).toMatchObject({ promoQty: 0, price: promo.price });

    // Cancelling gives the stock and the promotional units back.
    const cancel = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'cancelled', cancelReason: 'Tôi muốn thay đổi địa chỉ giao hàng' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<{ message: string }>().message).toBe(SUCCESS.orderCancelled);
    expect(cancel.json<{ data: Order }>().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Tôi muốn thay đổi địa chỉ giao hàng',
      cancelledBy: 'User',
    });
    expect(await stockOf(promo.id)).toBe(before);
    const [back] = await q<{ used_qty: number }>(
      sql`select used_qty from promotion_items where product_id = ${promo.id}`,
    );
    expect(back?.used_qty).toBe(0);
  });

  it('refuses a changed total, a missing colour, missing stock and a bad address', async () => {
    const changed = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: plain.id, quantity: 1 }], { quoteTotal: 1 }),
    });
    expectFailure(changed, 'ORDER_PRICE_CHANGED');

    const color = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: colored.id, quantity: 1 }]),
    });
    expectFailure(color, 'PRODUCT_COLOR_REQUIRED');
    expect(color.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'products.0.color', message: ERRORS.PRODUCT_COLOR_REQUIRED.message },
    ]);

    const stock = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([
        { productId: plain.id, quantity: 1 },
        { productId: colored.id, quantity: 60, color: colored.color },
      ]),
    });
    expectFailure(stock, 'OUT_OF_STOCK');
    expect(stock.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'products.1.quantity', message: 'Không đủ số lượng trong kho (Yêu cầu: 60, Còn lại: 50)' },
    ]);

    const missing = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: 'khong-ton-tai', quantity: 1 }]),
    });
    expectFailure(missing, 'PRODUCT_UNAVAILABLE');

    const badWard = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: plain.id, quantity: 1 }], { ward: { id: 'khong-co' } }),
    });
    expectFailure(badWard, 'SHIPPING_ADDRESS_INVALID');

    const wrongMethod = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: body([{ productId: plain.id, quantity: 1 }], { paymentMethod: 'VNPAY' }),
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json<{ message: string }>().message).toBe(VALIDATION.paymentMethodMismatch);
  });

  it('reserves a variant’s stock and gives it back on cancellation', async () => {
    const [before] = await q<{ stock: number }>(
      sql`select stock from product_variants where id = ${colored.variantId}`,
    );
    const order = await cod(p.user, [{ productId: colored.id, quantity: 2, color: colored.color }]);
    expect(order.products[0]?.color).toEqual(colored.color);
    const [during] = await q<{ stock: number }>(
      sql`select stock from product_variants where id = ${colored.variantId}`,
    );
    expect(during?.stock).toBe((before?.stock ?? 0) - 2);
    const res = await adminMove(p.support, order._id, 'cancelled', 'Hết hàng trong kho');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Order }>().data.cancelledBy).toBe('Admin');
    const [after] = await q<{ stock: number }>(
      sql`select stock from product_variants where id = ${colored.variantId}`,
    );
    expect(after?.stock).toBe(before?.stock);
  });
});

describe('order status machine', () => {
  const targets = ORDER_STATUSES;
  const customerAllowed: Record<OrderStatus, OrderStatus[]> = {
    pending: ['cancelled'],
    processing: ['cancelled'],
    shipping: ['delivered'],
    delivered: [],
    cancelled: [],
  };
  const adminAllowed: Record<OrderStatus, OrderStatus[]> = {
    pending: ['processing', 'shipping', 'delivered', 'cancelled'],
    processing: ['shipping', 'delivered', 'cancelled'],
    shipping: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  };

  it('lets the customer cancel while pending or processing and confirm receipt while shipping, nothing else', async () => {
    for (const from of targets) {
      for (const to of ['cancelled', 'delivered'] as const) {
        const order = await orderIn(from);
        const res = await injectAs(t.app, p.user, {
          method: 'PUT',
          url: `/orders/status/${order._id}`,
          payload: to === 'cancelled' ? { status: to, cancelReason: 'Đổi ý' } : { status: to },
        });
        if (customerAllowed[from].includes(to)) {
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          const data = res.json<{ data: Order }>().data;
          expect(data.status).toBe(to);
          expect(data.statusHistory.at(-1)).toMatchObject({
            prevStatus: from,
            status: to,
            updatedByModel: 'User',
          });
        } else {
          expectFailure(res, 'ORDER_STATUS_INVALID');
        }
      }
    }
    const order = await orderIn('pending');
    for (const status of ['processing', 'shipping', 'pending']) {
      const res = await injectAs(t.app, p.user, {
        method: 'PUT',
        url: `/orders/status/${order._id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(400);
    }
    const noReason = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'cancelled', cancelReason: ' ' },
    });
    expect(noReason.json<{ message: string }>().message).toBe(VALIDATION.cancelReasonRequired);
  });

  it('moves orders forward only (skipping allowed) or cancels before delivery, for ADMIN and SUPPORT', async () => {
    let n = 0;
    for (const from of targets) {
      for (const to of targets) {
        const who = n++ % 2 === 0 ? p.admin : p.support;
        const order = await orderIn(from);
        const res = await adminMove(
          who,
          order._id,
          to,
          to === 'cancelled' ? 'Thông tin giao hàng không chính xác' : undefined,
        );
        if (adminAllowed[from].includes(to)) {
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          const data = res.json<{ data: Order }>().data;
          expect(data.statusHistory.at(-1)).toMatchObject({
            prevStatus: from,
            status: to,
            updatedByModel: 'Admin',
          });
          expect(data.statusHistory.at(-1)?.updatedBy?.name).toBeTruthy();
        } else {
          expectFailure(res, 'ORDER_STATUS_INVALID');
        }
      }
    }
    const order = await orderIn('pending');
    const noReason = await adminMove(p.admin, order._id, 'cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toBe(VALIDATION.cancelReasonRequired);
  });

  it('delivery marks cash on delivery paid and counts the units as sold', async () => {
    const [before] = await q<{ sold: number }>(sql`select sold from products where id = ${spare.id}`);
    const order = await cod(p.user, [{ productId: spare.id, quantity: 3 }]);
    expect((await adminMove(p.admin, order._id, 'shipping')).statusCode).toBe(200);
    const res = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'delivered' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(SUCCESS.orderReceived);
    const data = res.json<{ data: Order }>().data;
    expect(data.payment.status).toBe('paid');
    expect(data.payment.paidAt).not.toBeNull();
    const [after] = await q<{ sold: number }>(sql`select sold from products where id = ${spare.id}`);
    expect(after?.sold).toBe((before?.sold ?? 0) + 3);
  });

  it('an online order must be paid before it leaves pending; a paid order cancelled awaits its refund', async () => {
    const order = await cod(p.user, [{ productId: plain.id, quantity: 1 }]);
    await t.database.db.execute(
      sql`update orders set payment_method = 'VNPAY', payment_status = 'pending' where id = ${order._id}`,
    );
    expectFailure(await adminMove(p.admin, order._id, 'processing'), 'ORDER_NOT_PAID');
    await t.database.db.execute(sql`update orders set payment_status = 'paid' where id = ${order._id}`);
    expect((await adminMove(p.admin, order._id, 'processing')).statusCode).toBe(200);

    const notYet = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/orders/${order._id}`,
      payload: { paymentStatus: 'refunded' },
    });
    expectFailure(notYet, 'ORDER_STATUS_INVALID');

    const cancel = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/status/${order._id}`,
      payload: { status: 'cancelled', cancelReason: 'Tôi muốn đổi sản phẩm khác' },
    });
    expect(cancel.json<{ data: Order }>().data.payment.status).toBe('refund_pending');
    const supportRefund = await injectAs(t.app, p.support, {
      method: 'PUT',
      url: `/admin/orders/${order._id}`,
      payload: { paymentStatus: 'refunded' },
    });
    expectFailure(supportRefund, 'FORBIDDEN');
    const refund = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/orders/${order._id}`,
      payload: { paymentStatus: 'refunded' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<{ data: Order }>().data.payment.status).toBe('refunded');
  });
});

describe('reading, editing and archiving orders', () => {
  it('lists the customer’s own orders with status counts; another customer gets 404', async () => {
    // The fake clock stands still: the newest order is the one placed after it moves on.
    t.clock.advance(1000);
    const order = await cod(p.user, [{ productId: plain.id, quantity: 1 }]);
    const list = await injectAs(t.app, p.user, { method: 'GET', url: '/orders?status=pending&pageSize=5' });
    expect(list.statusCode, list.body).toBe(200);
    const json = list.json<{
      data: Order[];
      statusCounts: Record<OrderStatus, number>;
      pagination: { totalItems: number };
    }>();
    expect(json.data[0]?._id).toBe(order._id);
    expect(json.data.every((o) => o.status === 'pending')).toBe(true);
    expect(json.statusCounts.pending).toBe(json.pagination.totalItems);
    expect(json.statusCounts.cancelled).toBeGreaterThan(0);

    expectFailure(
      await injectAs(t.app, other, { method: 'GET', url: `/orders/detail/${order._id}` }),
      'ORDER_NOT_FOUND',
    );
    expectFailure(
      await injectAs(t.app, other, {
        method: 'PUT',
        url: `/orders/status/${order._id}`,
        payload: { status: 'cancelled', cancelReason: 'x' },
      }),
      'ORDER_NOT_FOUND',
    );
    expectFailure(
      await injectAs(t.app, other, { method: 'PUT', url: `/orders/${order._id}`, payload: { note: 'x' } }),
      'ORDER_NOT_FOUND',
    );
    const mine = await injectAs(t.app, other, { method: 'GET', url: '/orders' });
    expect(mine.json<{ data: Order[] }>().data).toEqual([]);
    const detail = await injectAs(t.app, p.user, { method: 'GET', url: `/orders/detail/${order._id}` });
    expect(detail.json<{ data: Order }>().data.code).toBe(order.code);
  });

  it('edits address and note while pending or processing; the COD totals follow the fee', async () => {
    const order = await cod(p.user, [{ productId: cheap.id, quantity: 1 }]);
    const moved = await addressWithOtherFee(cheap.id);
    const res = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/${order._id}`,
      payload: {
        note: 'Gọi trước khi giao',
        province: { id: moved.province.id },
        district: { id: moved.district.id },
        ward: { id: moved.ward.id },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Order }>().data;
    expect(data).toMatchObject({
      note: 'Gọi trước khi giao',
      province: moved.province,
      district: moved.district,
      ward: moved.ward,
      subtotal: order.subtotal,
    });
    expect(data.shippingFee).not.toBe(order.shippingFee);
    expect(data.totalAmount).toBe(data.subtotal + data.shippingFee);
    expect(data.statusHistory.at(-1)).toMatchObject({
      prevStatus: 'pending',
      status: 'pending',
      updatedByModel: 'User',
    });

    expect((await adminMove(p.admin, order._id, 'shipping')).statusCode).toBe(200);
    expectFailure(
      await injectAs(t.app, p.user, { method: 'PUT', url: `/orders/${order._id}`, payload: { note: 'x' } }),
      'ORDER_NOT_EDITABLE',
    );
  });

  it("quotes a new address by the edit's own rule and changes nothing (POST /orders/{id}/shipping-quote)", async () => {
    const order = await cod(p.user, [{ productId: cheap.id, quantity: 1 }]);
    const moved = await addressWithOtherFee(cheap.id);
    const parts = { province: moved.province, district: moved.district, ward: moved.ward };
    const quote = (who: typeof p.user, id = order._id) =>
      injectAs(t.app, who, { method: 'POST', url: `/orders/${id}/shipping-quote`, payload: parts });

    const res = await quote(p.user);
    expect(res.statusCode, res.body).toBe(200);
    const quoted = res.json<{ data: { shippingFee: number; totalAmount: number } }>().data;
    expect(quoted.shippingFee).not.toBe(order.shippingFee);
    expect(quoted.totalAmount).toBe(order.subtotal + quoted.shippingFee);
    const unchanged = (
      await injectAs(t.app, p.user, { method: 'GET', url: `/orders/detail/${order._id}` })
    ).json<{ data: Order }>().data;
    expect(unchanged).toMatchObject({ shippingFee: order.shippingFee, province: order.province });
    expect(unchanged.statusHistory).toHaveLength(order.statusHistory.length);

    // The edit itself lands on the quoted figures.
    const edited = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/${order._id}`,
      payload: parts,
    });
    expect(edited.json<{ data: Order }>().data).toMatchObject(quoted);

    expectFailure(await quote(other), 'ORDER_NOT_FOUND');
    const bad = await injectAs(t.app, p.user, {
      method: 'POST',
      url: `/orders/${order._id}/shipping-quote`,
      payload: { province: moved.province },
    });
    expectValidation(bad, 'district', VALIDATION.districtRequired);
    expect((await adminMove(p.admin, order._id, 'shipping')).statusCode).toBe(200);
    expectFailure(await quote(p.user), 'ORDER_NOT_EDITABLE');

    // A paid online order keeps its amount: the quote says so before the customer saves.
    const paid = await cod(p.user, [{ productId: cheap.id, quantity: 1 }]);
    await t.database.db.execute(
      sql`update orders set payment_method = 'VNPAY', payment_status = 'paid' where id = ${paid._id}`,
    );
    expectFailure(await quote(p.user, paid._id), 'ORDER_FEE_CHANGED');
  });

  it('refuses an address whose fee would change the amount of a paid online order', async () => {
    const order = await cod(p.user, [{ productId: cheap.id, quantity: 1 }]);
    await t.database.db.execute(
      sql`update orders set payment_method = 'STRIPE', payment_status = 'paid' where id = ${order._id}`,
    );
    const moved = await addressWithOtherFee(cheap.id);
    const res = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/orders/${order._id}`,
      payload: { province: moved.province, district: moved.district, ward: moved.ward },
    });
    expectFailure(res, 'ORDER_FEE_CHANGED');
    const sameFee = await injectAs(t.app, p.user, {
      method: 'PUT',
      url: `/orders/${order._id}`,
      payload: { name: 'Trần Văn Bình', phone: '0912345678', address: '5 Nguyễn Huệ' },
    });
    expect(sameFee.statusCode, sameFee.body).toBe(200);
    expect(sameFee.json<{ data: Order }>().data).toMatchObject({
      name: 'Trần Văn Bình',
      phone: '0912345678',
      address: '5 Nguyễn Huệ',
      totalAmount: order.totalAmount,
    });
  });

  it('lists, searches and filters for ADMIN and SUPPORT; archives only cancelled orders', async () => {
    const order = await cod(p.user, [{ productId: plain.id, quantity: 1 }]);
    for (const who of [p.admin, p.support]) {
      const res = await injectAs(t.app, who, {
        method: 'GET',
        url: `/admin/orders?search=${order.code.toLowerCase()}&paymentMethod=COD`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json<{ data: Order[]; statusCounts: Record<OrderStatus, number> }>();
      expect(json.data.map((o) => o._id)).toEqual([order._id]);
      expect(json.statusCounts).toEqual({
        pending: 1,
        processing: 0,
        shipping: 0,
        delivered: 0,
        cancelled: 0,
      });
    }
    const byName = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: '/admin/orders?search=vu ngoc lan&pageSize=100',
    });
    expect(byName.json<{ data: Order[] }>().data.some((o) => o._id === order._id)).toBe(true);
    const byEmail = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: '/admin/orders?search=KHACHHANG@lumi&pageSize=100',
    });
    expect(byEmail.json<{ data: Order[] }>().data.some((o) => o._id === order._id)).toBe(true);
    const today = new Date(t.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const inDay = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: `/admin/orders?fromDate=${today}&toDate=${today}&pageSize=100`,
    });
    expect(inDay.json<{ data: Order[] }>().data.some((o) => o._id === order._id)).toBe(true);
    const before = await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/orders?toDate=2020-01-01' });
    expect(before.json<{ data: Order[] }>().data).toEqual([]);

    expectFailure(
      await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/orders/${order._id}` }),
      'ORDER_NOT_DELETABLE',
    );
    expect((await adminMove(p.admin, order._id, 'cancelled', 'Khách không nhận')).statusCode).toBe(200);
    expectFailure(
      await injectAs(t.app, p.support, { method: 'DELETE', url: `/admin/orders/${order._id}` }),
      'FORBIDDEN',
    );
    const del = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/orders/${order._id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<{ data: unknown }>().data).toEqual({ _id: order._id });
    const gone = await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/orders?search=${order.code}` });
    expect(gone.json<{ data: Order[] }>().data).toEqual([]);
    const detail = await injectAs(t.app, p.support, { method: 'GET', url: `/admin/orders/${order._id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: Order }>().data.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      updatedByModel: 'Admin',
      note: ORDER_EVENT_NOTES.archived,
    });
    expectFailure(
      await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/orders/${order._id}` }),
      'ORDER_NOT_FOUND',
    );
  });

  it('guards every route by principal and role', async () => {
    const order = await cod(p.user, [{ productId: plain.id, quantity: 1 }]);
    const userRoutes = [
      { method: 'POST' as const, url: '/orders/cod', payload: body([{ productId: plain.id, quantity: 1 }]) },
      { method: 'GET' as const, url: '/orders' },
      { method: 'GET' as const, url: `/orders/detail/${order._id}` },
      { method: 'PUT' as const, url: `/orders/${order._id}`, payload: { note: 'x' } },
      { method: 'PUT' as const, url: `/orders/status/${order._id}`, payload: { status: 'delivered' } },
      {
        method: 'POST' as const,
        url: `/orders/${order._id}/shipping-quote`,
        payload: { province: order.province, district: order.district, ward: order.ward },
      },
    ];
    for (const route of userRoutes) {
      expectFailure(await injectAs(t.app, null, route), 'AUTH_REQUIRED');
      expectFailure(await injectAs(t.app, p.admin, route), 'AUTH_REQUIRED');
      expectFailure(await injectAs(t.app, p.doctor, route), 'AUTH_REQUIRED');
    }
    // The quote is public; a user token is optional.
    const quote = {
      method: 'POST' as const,
      url: '/orders/quote',
      payload: { products: [{ productId: plain.id, quantity: 1 }] },
    };
    expect((await injectAs(t.app, null, quote)).statusCode).toBe(200);
    expect((await injectAs(t.app, p.user, quote)).statusCode).toBe(200);
    const adminRead = [
      { method: 'GET' as const, url: '/admin/orders' },
      { method: 'GET' as const, url: `/admin/orders/${order._id}` },
    ];
    const adminOnly = [
      { method: 'PUT' as const, url: `/admin/orders/${order._id}`, payload: { note: 'x' } },
      { method: 'DELETE' as const, url: `/admin/orders/${order._id}` },
    ];
    const statusRoute = {
      method: 'PUT' as const,
      url: `/admin/orders/status/${order._id}`,
      payload: { status: 'processing' },
    };
    for (const route of [...adminRead, ...adminOnly, statusRoute]) {
      expectFailure(await injectAs(t.app, null, route), 'AUTH_REQUIRED');
      expectFailure(await injectAs(t.app, p.user, route), 'AUTH_REQUIRED');
      expectFailure(await injectAs(t.app, p.clinic, route), 'FORBIDDEN');
    }
    for (const route of adminOnly) expectFailure(await injectAs(t.app, p.support, route), 'FORBIDDEN');
    for (const route of adminRead) expect((await injectAs(t.app, p.support, route)).statusCode).toBe(200);
    expect((await injectAs(t.app, p.support, statusRoute)).statusCode).toBe(200);
    const edit = await injectAs(t.app, p.admin, { ...adminOnly[0]! });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ data: Order }>().data.statusHistory.at(-1)?.updatedByModel).toBe('Admin');
    expectFailure(
      await injectAs(t.app, p.admin, {
        method: 'GET',
        url: '/admin/orders/00000000-0000-4000-8000-000000000000',
      }),
      'ORDER_NOT_FOUND',
    );
  });
});

describe('products referenced by orders', () => {
  it('are hidden instead of deleted', async () => {
    const res = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/products/${spare.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown; message: string }>()).toMatchObject({
      data: { _id: spare.id, deleted: false },
      message: SUCCESS.productHidden,
    });
    const [row] = await q<{ enable: boolean }>(sql`select enable from products where id = ${spare.id}`);
    expect(row?.enable).toBe(false);
  });
});

describe('contention', () => {
  it('300 concurrent cash-on-delivery orders for 100 units: exactly 100 succeed, stock ends at 0', async () => {
    const buyers = await manyCustomers(t, 10, 'tranh-mua');
    const [before] = await q<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = ${rush.id}`,
    );
    const linesBefore = before?.n ?? 0;
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        injectAs(t.app, buyers[i % buyers.length] ?? null, {
          method: 'POST',
          url: '/orders/cod',
          payload: body([{ productId: rush.id, quantity: 1 }]),
        }),
      ),
    );
    const wall = Date.now() - started;
    const statuses = results.map((r) => r.statusCode);
    const created = statuses.filter((s) => s === 201).length;
    const refused = results.filter(
      (r) => r.statusCode === 409 && r.json<{ code: string }>().code === 'OUT_OF_STOCK',
    );
    console.info(`[contention ${t.database.kind}] 201: ${created}, 409: ${refused.length}, wall ${wall} ms`);
    expect(created).toBe(100);
    expect(refused).toHaveLength(200);
    expect(await stockOf(rush.id)).toBe(0);
    const [lines] = await q<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = ${rush.id}`,
    );
    // The demo data's delivered orders may already hold units of this product.
    expect((lines?.n ?? 0) - linesBefore).toBe(100);
  }, 120_000);
});
