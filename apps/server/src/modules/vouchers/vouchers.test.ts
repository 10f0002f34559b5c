import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  VALIDATION,
  toLocalDate,
  type Order,
  type OrderQuote,
  type ShippingAddress,
  type Voucher,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  manyCustomers,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { rowsOf } from '../../db/sql';
import type { Principals } from '../catalog/test-fixtures';

/** Vouchers (issue 31 item 1, ADR 0062): the admin's codes, the quote, the order, the cancel, and a crowd at once. */

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
/** Two products with stock, no promotion, in different top categories. */
let skin: { id: string; price: number; category: string };
let other: { id: string; price: number };
let today: string;

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const plusDays = (n: number) => toLocalDate(new Date(t.clock.now().getTime() + n * 86_400_000));

async function createVoucher(over: Record<string, unknown> = {}): Promise<Voucher> {
  const res = await injectAs(t.app, p.admin, {
    method: 'POST',
    url: '/admin/vouchers',
    payload: {
      code: `GIAM${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      name: 'Giảm 50.000 ₫ cho đơn đầu',
      kind: 'amount',
      value: 50_000,
      startDate: today,
      endDate: plusDays(30),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Voucher }>().data;
}

const order = (who: Principal, voucherCode: string | null, productId = skin.id, quantity = 1) =>
  injectAs(t.app, who, {
    method: 'POST',
    url: '/orders/cod',
    payload: { ...address, products: [{ productId, quantity }], voucherCode },
  });

const quote = (voucherCode: string, lines = [{ productId: skin.id, quantity: 1 }], withAddress = true) =>
  injectAs(t.app, null, {
    method: 'POST',
    url: '/orders/quote',
    payload: { ...(withAddress ? address : {}), products: lines, voucherCode },
  });

const voucherRow = async (id: string) =>
  (await q<{ used_count: number }>(sql`select used_count from vouchers where id = ${id}`))[0]?.used_count;

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  today = toLocalDate(t.clock.now());
  const picked = await q<{ id: string; price: number; root: string }>(
    sql`with recursive up as (
          select p.id, p.price, c.id as cat, c.parent_id from products p join categories c on c.id = p.category_id
           where p.stock is not null and p.enable and p.expiry > current_date + 30
             and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
          union all select up.id, up.price, c.id, c.parent_id from up join categories c on c.id = up.parent_id)
        select id, price, cat as root from up where parent_id is null order by root, id`,
  );
  const first = picked[0]!;
  const second = picked.find((r) => r.root !== first.root)!;
  skin = { id: first.id, price: first.price, category: first.root };
  other = { id: second.id, price: second.price };
  await t.database.db.execute(sql`update products set stock = 5000 where id in (${skin.id}, ${other.id})`);
});

afterAll(() => t.close());

describe('the admin’s vouchers', () => {
  it('creates, lists with use and cost, edits, refuses bad input in Vietnamese, and deletes only an unused one', async () => {
    const created = await createVoucher({
      code: ' thu10 ',
      name: 'Giảm 10%',
      kind: 'percent',
      value: 10,
      maxDiscount: 30_000,
      minOrder: 100_000,
      totalLimit: 3,
    });
    expect(created).toMatchObject({
      code: 'THU10',
      kind: 'percent',
      value: 10,
      maxDiscount: 30_000,
      usedCount: 0,
      cost: 0,
      status: 'running',
      isActive: true,
      perCustomerLimit: 1,
    });

    const post = (payload: object) =>
      injectAs(t.app, p.admin, { method: 'POST', url: '/admin/vouchers', payload });
    const base = {
      code: 'MOIMOI',
      name: 'Mã mới',
      kind: 'amount',
      value: 20_000,
      startDate: today,
      endDate: plusDays(3),
    };
    expectFailure(await post({ ...base, code: 'THU10' }), 'VOUCHER_CODE_TAKEN');
    expectValidation(await post({ ...base, code: 'mã-sai' }), 'code', VALIDATION.voucherCodeFormat);
    expectValidation(
      await post({ ...base, kind: 'percent', value: 10 }),
      'maxDiscount',
      VALIDATION.voucherPercentCapRequired,
    );
    expectValidation(await post({ ...base, value: 500 }), 'value', VALIDATION.voucherAmountInvalid);
    expectValidation(await post({ ...base, endDate: plusDays(-1) }), 'endDate', VALIDATION.endBeforeStart);
    expectValidation(await post({ ...base, categories: [skin.id] }), 'categories.0', VALIDATION.invalid);
    // The support account cannot manage vouchers.
    expectFailure(
      await injectAs(t.app, p.support, { method: 'POST', url: '/admin/vouchers', payload: base }),
      'FORBIDDEN',
    );
    expect(
      (await q<{ n: number }>(sql`select count(*)::int as n from vouchers where code = 'MOIMOI'`))[0]?.n,
    ).toBe(0);

    const buyer = (await manyCustomers(t, 1, 'admin-list'))[0]!;
    const placed = await order(buyer, 'thu10', skin.id, Math.ceil(400_000 / skin.price));
    expect(placed.statusCode, placed.body).toBe(201);
    const list = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: '/admin/vouchers?search=thu10&status=running',
    });
    const [listed] = list.json<{ data: Voucher[] }>().data;
    expect(listed).toMatchObject({ code: 'THU10', usedCount: 1, cost: 30_000 });

    const put = (payload: object) =>
      injectAs(t.app, p.admin, { method: 'PUT', url: `/admin/vouchers/${created._id}`, payload });
    expectValidation(await put({ kind: 'amount', value: 100 }), 'value', VALIDATION.voucherAmountInvalid);
    const edited = await put({ totalLimit: 5, isActive: false });
    expect(edited.json<{ data: Voucher }>().data).toMatchObject({ totalLimit: 5, status: 'inactive' });
    expectFailure(
      await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/vouchers/${created._id}` }),
      'VOUCHER_IN_USE',
    );
    const unused = await createVoucher();
    const gone = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/vouchers/${unused._id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expectFailure(
      await injectAs(t.app, p.admin, { method: 'GET', url: `/admin/vouchers/${unused._id}` }),
      'VOUCHER_NOT_FOUND',
    );
  });
});

describe('a voucher in the quote and the order', () => {
  it('the quote shows the saving or why not; the order keeps it; a cancel gives the use back', async () => {
    const v = await createVoucher({ value: 40_000, minOrder: skin.price + 1 });
    const short = (await quote(v.code)).json<{ data: OrderQuote }>().data;
    expect(short.voucher).toBeNull();
    expect(short.voucherIssue?.code).toBe('VOUCHER_MIN_ORDER');
    expect(short.voucherIssue?.message).toContain('cần thêm 1 ₫');
    expect((await quote('KHONGCO')).json<{ data: OrderQuote }>().data.voucherIssue).toEqual({
      code: 'VOUCHER_INVALID',
      message: ERRORS.VOUCHER_INVALID.message,
    });
    const two = (await quote(v.code, [{ productId: skin.id, quantity: 2 }])).json<{ data: OrderQuote }>()
      .data;
    expect(two.voucher).toMatchObject({
      code: v.code,
      discount: 40_000,
      shippingDiscount: 0,
      summary: expect.stringContaining('Giảm 40.000 ₫'),
    });
    expect(two.totalAmount).toBe(two.subtotal + (two.shippingFee ?? 0) - 40_000);

    const [buyer] = await manyCustomers(t, 1, 'dung-ma');
    expectFailure(await order(buyer!, v.code), 'VOUCHER_MIN_ORDER', short.voucherIssue!.message);
    const placed = await injectAs(t.app, buyer!, {
      method: 'POST',
      url: '/orders/cod',
      payload: {
        ...address,
        products: [{ productId: skin.id, quantity: 2 }],
        voucherCode: v.code.toLowerCase(),
        quoteTotal: two.totalAmount,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const made = placed.json<{ data: Order }>().data;
    expect(made.voucher).toEqual({ code: v.code, discount: 40_000, shippingDiscount: 0 });
    expect(made.totalAmount).toBe(two.totalAmount);
    expect(await voucherRow(v._id)).toBe(1);
    // Once per customer by default.
    expectFailure(await order(buyer!, v.code, skin.id, 2), 'VOUCHER_CUSTOMER_LIMIT');

    const cancelled = await injectAs(t.app, buyer!, {
      method: 'PUT',
      url: `/orders/status/${made._id}`,
      payload: { status: 'cancelled', cancelReason: 'Đổi ý' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await voucherRow(v._id)).toBe(0);
    expect((await order(buyer!, v.code, skin.id, 2)).statusCode).toBe(201);
  });

  it('a voucher of one category covers only its lines; free shipping takes the fee up to its cap', async () => {
    const scoped = await createVoucher({
      kind: 'percent',
      value: 10,
      maxDiscount: 1_000_000,
      categories: [skin.category],
    });
    const outside = (await quote(scoped.code, [{ productId: other.id, quantity: 1 }])).json<{
      data: OrderQuote;
    }>().data;
    expect(outside.voucherIssue?.code).toBe('VOUCHER_NOT_APPLICABLE');
    const mixed = (
      await quote(scoped.code, [
        { productId: skin.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ])
    ).json<{ data: OrderQuote }>().data;
    expect(mixed.voucher?.discount).toBe(Math.floor(skin.price / 10));

    const free = await createVoucher({ kind: 'free_shipping', value: 0, maxDiscount: 10_000 });
    const withFee = (await quote(free.code)).json<{ data: OrderQuote }>().data;
    expect(withFee.voucher).toMatchObject({
      discount: 0,
      shippingDiscount: Math.min(10_000, withFee.shippingFee ?? 0),
    });
    const noAddress = (await quote(free.code, undefined, false)).json<{ data: OrderQuote }>().data;
    expect(noAddress.voucher?.shippingDiscount).toBe(0);
  });

  it('one customer placing two orders at once with a once-only code: exactly one uses it', async () => {
    const v = await createVoucher();
    const [buyer] = await manyCustomers(t, 1, 'hai-don');
    const both = await Promise.all([order(buyer!, v.code), order(buyer!, v.code)]);
    expect(both.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expectFailure(
      both.find((r) => r.statusCode !== 201)!,
      'VOUCHER_CUSTOMER_LIMIT',
    );
    expect(await voucherRow(v._id)).toBe(1);
  });

  it('1,000 customers at once on a code with 500 uses: exactly 500 orders use it, the others are told it ran out', async () => {
    const v = await createVoucher({ totalLimit: 500 });
    const crowd = await manyCustomers(t, 1000, 'dam-dong');
    const started = Date.now();
    const answers = await Promise.all(crowd.map((who) => order(who, v.code)));
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    console.info(
      `[vouchers ${t.database.kind}] 1000 orders at once: ${created.length} with the code, wall ${Date.now() - started} ms`,
    );
    expect(created).toHaveLength(500);
    for (const r of refused) expectFailure(r, 'VOUCHER_USED_UP');
    expect(await voucherRow(v._id)).toBe(500);
    const [uses] = await q<{ n: number; orders: number }>(
      sql`select count(*)::int as n, count(distinct o.id)::int as orders from voucher_uses u join orders o on o.id = u.order_id
           where u.voucher_id = ${v._id} and u.returned_at is null and o.voucher_code = ${v.code}`,
    );
    expect(uses).toEqual({ n: 500, orders: 500 });
  }, 180_000);
});
