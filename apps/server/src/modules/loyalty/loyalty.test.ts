import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALIDATION,
  pointsCapMessage,
  type LoyaltyProgram,
  type LoyaltySummary,
  type Order,
  type OrderQuote,
  type PointEntry,
  type ShippingAddress,
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
import { pointsLedger } from './ledger-repository';
import type { Principals } from '../catalog/test-fixtures';

/** Points and tiers (issue 31 item 2, ADR 0063): the programme, earning, paying, giving back, and an exact ledger. */

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
/** A product with stock and no promotion. */
let product: { id: string; price: number };
let defaults: LoyaltyProgram;

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

const order = (who: Principal, quantity: number, points?: number, method = 'cod') =>
  injectAs(t.app, who, {
    method: 'POST',
    url: `/orders/${method}`,
    payload: { ...address, products: [{ productId: product.id, quantity }], points },
  });

async function placed(who: Principal, quantity: number, points?: number): Promise<Order> {
  const res = await order(who, quantity, points);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

async function deliver(id: string): Promise<void> {
  const res = await injectAs(t.app, p.admin, {
    method: 'PUT',
    url: `/admin/orders/status/${id}`,
    payload: { status: 'delivered' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function cancel(who: Principal, id: string) {
  return injectAs(t.app, who, {
    method: 'PUT',
    url: `/orders/status/${id}`,
    payload: { status: 'cancelled', cancelReason: 'Đổi ý' },
  });
}

async function summary(who: Principal): Promise<LoyaltySummary> {
  const res = await injectAs(t.app, who, { method: 'GET', url: '/loyalty/me' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: LoyaltySummary }>().data;
}

async function entries(who: Principal): Promise<PointEntry[]> {
  const res = await injectAs(t.app, who, { method: 'GET', url: '/loyalty/me/entries?pageSize=100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PointEntry[] }>().data;
}

const putProgram = (program: LoyaltyProgram, who: Principal = p.admin) =>
  injectAs(t.app, who, {
    method: 'PUT',
    url: '/admin/loyalty/program',
    payload: {
      earnStep: program.earnStep,
      pointValue: program.pointValue,
      maxSharePercent: program.maxSharePercent,
      tiers: program.tiers.map(({ key, minSpend, earnPercent }) => ({ key, minSpend, earnPercent })),
    },
  });

/** Customers whose balance differs from Σ of their entries: none, ever (ADR 0063). */
const ledgerBreaks = () =>
  q<{ user_id: string }>(
    sql`select u.id as user_id from users u
          left join point_balances b on b.user_id = u.id
         where coalesce(b.balance, 0) <> coalesce((select sum(points) from point_entries e where e.user_id = u.id), 0)`,
  );

/** The base points of an order of `quantity` units (no voucher, no points). */
const basePoints = (quantity: number) => Math.floor((product.price * quantity) / defaults.earnStep);

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  const [row] = await q<{ id: string; price: number }>(
    sql`select p.id, p.price from products p
         where p.stock is not null and p.enable and p.expiry > current_date + 30 and p.price between 100000 and 900000
           and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
         order by p.price desc, p.id limit 1`,
  );
  product = row!;
  await t.database.db.execute(sql`update products set stock = 100000 where id = ${product.id}`);
  defaults = (await injectAs(t.app, null, { method: 'GET', url: '/loyalty/program' })).json<{
    data: LoyaltyProgram;
  }>().data;
});

afterAll(() => t.close());

describe('the programme', () => {
  it('is public; the admin alone changes it, and bad settings are refused in Vietnamese', async () => {
    expect(defaults).toMatchObject({ earnStep: 1000, pointValue: 10, maxSharePercent: 50 });
    expect(defaults.tiers.map((x) => [x.key, x.name, x.minSpend, x.earnPercent])).toEqual([
      ['member', 'Thành viên', 0, 100],
      ['silver', 'Bạc', 3_000_000, 150],
      ['gold', 'Vàng', 8_000_000, 200],
      ['diamond', 'Kim cương', 15_000_000, 300],
    ]);
    const tiers = defaults.tiers;
    const bad: [LoyaltyProgram, string, string][] = [
      [{ ...defaults, earnStep: 50 }, 'earnStep', VALIDATION.loyaltyEarnStepInvalid],
      [{ ...defaults, pointValue: 0 }, 'pointValue', VALIDATION.loyaltyPointValueInvalid],
      [{ ...defaults, maxSharePercent: 101 }, 'maxSharePercent', VALIDATION.loyaltyMaxShareInvalid],
      [
        { ...defaults, tiers: [{ ...tiers[0]!, minSpend: 10 }, ...tiers.slice(1)] },
        'tiers.0.minSpend',
        VALIDATION.loyaltyMemberSpend,
      ],
      [
        { ...defaults, tiers: [tiers[0]!, tiers[1]!, { ...tiers[2]!, minSpend: 3_000_000 }, tiers[3]!] },
        'tiers.2.minSpend',
        VALIDATION.loyaltyTierOrder,
      ],
      [
        { ...defaults, tiers: [tiers[0]!, { ...tiers[1]!, earnPercent: 50 }, tiers[2]!, tiers[3]!] },
        'tiers.1.earnPercent',
        VALIDATION.loyaltyTierEarnInvalid,
      ],
      [{ ...defaults, tiers: tiers.slice(0, 3) }, 'tiers', VALIDATION.loyaltyTiersInvalid],
    ];
    for (const [program, path, message] of bad) expectValidation(await putProgram(program), path, message);
    expect((await putProgram(defaults, p.support)).statusCode).toBe(403);
    expect((await putProgram(defaults, p.user)).statusCode).toBe(401);

    const changed = await putProgram({ ...defaults, pointValue: 20 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await injectAs(t.app, null, { method: 'GET', url: '/loyalty/program' })).json<{
        data: LoyaltyProgram;
      }>().data.pointValue,
    ).toBe(20);
    expect((await putProgram(defaults)).statusCode).toBe(200);
  });
});

describe('earning, paying and giving back', () => {
  it('a delivered order earns its points once; points pay part of the next order up to the cap; a cancel gives them back', async () => {
    const [buyer] = await manyCustomers(t, 1, 'diem');
    expect(await summary(buyer!)).toMatchObject({ balance: 0, spend12Months: 0, tier: { key: 'member' } });
    expectFailure(await order(buyer!, 1, 10), 'POINTS_NOT_ENOUGH');

    const first = await placed(buyer!, 3);
    expect(first.points).toBeNull();
    await deliver(first._id);
    const earned = basePoints(3);
    const after = await summary(buyer!);
    expect(after.balance).toBe(earned);
    expect(after.spend12Months).toBe(product.price * 3);
    expect(await entries(buyer!)).toEqual([
      expect.objectContaining({
        kind: 'earn',
        points: earned,
        balanceAfter: earned,
        order: { _id: first._id, code: first.code },
      }),
    ]);

    // The quote answers what the points pay and their cap (half of the goods at 10 ₫ a point).
    const quoted = await injectAs(t.app, null, {
      method: 'POST',
      url: '/orders/quote',
      payload: { ...address, products: [{ productId: product.id, quantity: 1 }], points: 1_000_000 },
    });
    const qd = quoted.json<{ data: OrderQuote }>().data;
    const max = Math.floor(Math.floor(product.price / 2) / defaults.pointValue);
    expect(qd.points).toEqual({ asked: 1_000_000, used: max, discount: max * defaults.pointValue, max });
    expect(qd.totalAmount).toBe(qd.subtotal + (qd.shippingFee ?? 0) - max * defaults.pointValue);

    expectFailure(await order(buyer!, 1, max + 1), 'POINTS_OVER_CAP', pointsCapMessage(max));
    const use = Math.min(earned, max);
    const paid = await placed(buyer!, 1, use);
    expect(paid.points).toEqual({ used: use, discount: use * defaults.pointValue });
    expect(paid.totalAmount).toBe(paid.subtotal + paid.shippingFee - use * defaults.pointValue);
    expect((await summary(buyer!)).balance).toBe(earned - use);

    expect((await cancel(buyer!, paid._id)).statusCode).toBe(200);
    expect((await summary(buyer!)).balance).toBe(earned);
    expect((await entries(buyer!)).map((e) => [e.kind, e.points, e.balanceAfter])).toEqual([
      ['refund', use, earned],
      ['spend', -use, earned - use],
      ['earn', earned, earned],
    ]);
    // A cancelled order earns nothing, and a cancel once more changes nothing.
    expectFailure(await cancel(buyer!, paid._id), 'ORDER_STATUS_INVALID');
    expect((await summary(buyer!)).balance).toBe(earned);

    // Points paid part of a delivered order: it earns on what was paid for the goods.
    const partly = await placed(buyer!, 1, 100);
    await deliver(partly._id);
    const paidGoods = product.price - 100 * defaults.pointValue;
    expect((await entries(buyer!))[0]).toMatchObject({
      kind: 'earn',
      points: Math.floor(paidGoods / defaults.earnStep),
    });
    expect(await ledgerBreaks()).toEqual([]);
  });

  it('tiers by 12-month spend: the next delivery earns at the tier reached, and the customer sees the way to the next', async () => {
    const [buyer] = await manyCustomers(t, 1, 'hang');
    // Thresholds the product reaches in a few units: Bạc from two units' worth.
    const tiers = defaults.tiers.map((x, i) => ({ ...x, minSpend: i === 0 ? 0 : product.price * (i * 2) }));
    expect((await putProgram({ ...defaults, tiers })).statusCode).toBe(200);
    try {
      const first = await placed(buyer!, 2);
      await deliver(first._id);
      const silver = await summary(buyer!);
      expect(silver).toMatchObject({
        tier: { key: 'silver', name: 'Bạc' },
        nextTier: { key: 'gold' },
        toNextTier: product.price * 2,
        spend12Months: product.price * 2,
      });
      const second = await placed(buyer!, 1);
      await deliver(second._id);
      const [latest] = await entries(buyer!);
      expect(latest).toMatchObject({ kind: 'earn', points: Math.floor((basePoints(1) * 150) / 100) });
      // A year and a day later the spend has lapsed: back to Thành viên.
      const later = new Date(t.clock.now().getTime() + 366 * 86_400_000);
      expect(await pointsLedger(t.database.db).spend12Months(buyer!.id, later)).toBe(0);
    } finally {
      expect((await putProgram(defaults)).statusCode).toBe(200);
    }
  });

  it('an online order that points and a voucher bring to 0 ₫ is not sent to the gateway', async () => {
    const [buyer] = await manyCustomers(t, 1, 'khong-dong');
    const first = await placed(buyer!, 10);
    await deliver(first._id);
    // Points worth 1.000 ₫ each may pay all of the goods; the demo prices are whole thousands.
    expect(product.price % 1000).toBe(0);
    expect((await putProgram({ ...defaults, maxSharePercent: 100, pointValue: 1000 })).statusCode).toBe(200);
    try {
      const code = `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const v = await injectAs(t.app, p.admin, {
        method: 'POST',
        url: '/admin/vouchers',
        payload: {
          code,
          name: 'Miễn phí vận chuyển',
          kind: 'free_shipping',
          value: 0,
          startDate: '2000-01-01',
          endDate: '2999-12-31',
        },
      });
      expect(v.statusCode, v.body).toBe(201);
      const points = product.price / 1000;
      const payload = {
        ...address,
        products: [{ productId: product.id, quantity: 1 }],
        points,
        voucherCode: code,
      };
      expectFailure(
        await injectAs(t.app, buyer!, { method: 'POST', url: '/orders/vnpay', payload }),
        'ORDER_NOTHING_TO_PAY',
      );
      const cod = await injectAs(t.app, buyer!, { method: 'POST', url: '/orders/cod', payload });
      expect(cod.statusCode, cod.body).toBe(201);
      expect(cod.json<{ data: Order }>().data.totalAmount).toBe(0);
    } finally {
      expect((await putProgram(defaults)).statusCode).toBe(200);
    }
  });
});

describe('the ledger is exact under concurrent orders', () => {
  it('20 orders at once spending more than the balance: as many as it covers, never below 0, balance = Σ entries', async () => {
    const [buyer] = await manyCustomers(t, 1, 'dong-thoi');
    const first = await placed(buyer!, 20);
    await deliver(first._id);
    const balance = (await summary(buyer!)).balance;
    const each = Math.floor(balance / 7) || 1;
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(buyer!, 1, each)));
    const created = answers.filter((r) => r.statusCode === 201).map((r) => r.json<{ data: Order }>().data);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expectFailure(r, 'POINTS_NOT_ENOUGH');
    expect(created).toHaveLength(Math.min(20, Math.floor(balance / each)));
    expect((await summary(buyer!)).balance).toBe(balance - created.length * each);

    // Cancels, deliveries and new spends at once: the balance stays Σ of the entries.
    const [a, b, ...rest] = created;
    await Promise.all([
      cancel(buyer!, a!._id),
      cancel(buyer!, a!._id),
      deliver(b!._id),
      ...rest.slice(0, 3).map((o) => cancel(buyer!, o._id)),
      ...rest.slice(3).map((o) => deliver(o._id)),
      ...Array.from({ length: 6 }, () => order(buyer!, 1, 1)),
    ]);
    expect(await ledgerBreaks()).toEqual([]);
    const [sums] = await q<{ balance: number; sum: number; refunds: number }>(
      sql`select (select balance from point_balances where user_id = ${buyer!.id}) as balance,
                 (select sum(points)::int from point_entries where user_id = ${buyer!.id}) as sum,
                 (select count(*)::int from point_entries where user_id = ${buyer!.id} and kind = 'refund') as refunds`,
    );
    expect(sums!.balance).toBe(sums!.sum);
    expect(sums!.balance).toBeGreaterThanOrEqual(0);
    expect(sums!.refunds).toBe(4);
  }, 120_000);
});
