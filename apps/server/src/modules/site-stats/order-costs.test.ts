import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus, RevenueOrderStats, SiteOverview } from '@lumi/shared';
import { buildTestApp, demoAddress, demoPrincipals, injectAs, type TestApp } from '../../../test/helpers';
import { rowsOf } from '../../db/sql';

/**
 * The columns behind the site statistics, written by the real order flow (ADR 0024): placing an order keeps each
 * product's cost of that moment on its line and their sum on the order; moving it to `delivered` (the ADMIN's status
 * route) keeps the instant, and revenue is counted by it with the cost of the placing moment.
 */
describe('order costs and delivery instant (ADR 0024)', () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof demoPrincipals>>;
  /** Two plain demo products (one stock number, no promotion), given known prices and costs. */
  let p1: string;
  let p2: string;

  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(new Date('2031-03-31T23:00:00+07:00'));
    who = await demoPrincipals(t.app);
    // Only this file's order counts in the statistics below.
    await t.database.db.execute(sql`delete from reviews`);
    await t.database.db.execute(sql`delete from orders`);
    const picked = await q<{ id: string }>(
      sql`select p.id from products p
        where p.stock is not null and p.enable
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.slug limit 2`,
    );
    [p1, p2] = picked.map((p) => p.id) as [string, string];
    await t.database.db.execute(
      sql`update products set price = 250000, cost = 100000, stock = 100, expiry = '2099-12-31' where id = ${p1}`,
    );
    await t.database.db.execute(
      sql`update products set price = 80000, cost = 30000, stock = 100, expiry = '2099-12-31' where id = ${p2}`,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('placing keeps the costs; delivering keeps the instant; revenue uses the cost of the placing moment', async () => {
    const address = await demoAddress(t.app);
    const placed = await injectAs(t.app, who.user, {
      method: 'POST',
      url: '/orders/cod',
      payload: {
        ...address,
        products: [
          { productId: p1, quantity: 2 },
          { productId: p2, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;

    const lines = await q<{ product_id: string; unit_cost: number; quantity: number }>(
      sql`select product_id, unit_cost, quantity from order_lines where order_id = ${order._id} order by position`,
    );
    expect(lines).toEqual([
      { product_id: p1, unit_cost: 100_000, quantity: 2 },
      { product_id: p2, unit_cost: 30_000, quantity: 1 },
    ]);
    const [stored] = await q<{ subtotal: number; cost_total: number; delivered_at: string | null }>(
      sql`select subtotal, cost_total, delivered_at from orders where id = ${order._id}`,
    );
    expect(stored).toEqual({ subtotal: 580_000, cost_total: 230_000, delivered_at: null });

    // The first product's cost rises above its price after the order: the order keeps 100 000.
    await t.database.db.execute(sql`update products set cost = 400000 where id = ${p1}`);

    const move = async (status: OrderStatus, at: string) => {
      t.clock.set(new Date(`${at}+07:00`));
      const res = await injectAs(t.app, who.admin, {
        method: 'PUT',
        url: `/admin/orders/status/${order._id}`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move('processing', '2031-03-31T23:10:00');
    await move('shipping', '2031-03-31T23:20:00');
    const [before] = await q<{ delivered_at: string | null }>(
      sql`select delivered_at from orders where id = ${order._id}`,
    );
    expect(before?.delivered_at).toBeNull();
    // 23:30 on 31 March in Vietnam is 16:30 UTC: March's revenue.
    await move('delivered', '2031-03-31T23:30:00');
    const [after] = await q<{ delivered_at: string; cost_total: number }>(
      sql`select to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as delivered_at, cost_total
        from orders where id = ${order._id}`,
    );
    expect(after).toEqual({ delivered_at: '2031-03-31T16:30:00Z', cost_total: 230_000 });

    const days = await injectAs(t.app, who.admin, {
      method: 'GET',
      url: '/admin/statistical/revenue-order?year=2031&month=3&type=date',
    });
    expect(days.statusCode, days.body).toBe(200);
    const stats = days.json<{ data: RevenueOrderStats }>().data.stats;
    expect(stats.find((b) => b.name === '31/03')).toMatchObject({
      revenue: 350_000,
      totalAmount: 580_000,
      totalOrders: 1,
      delivered: 1,
    });
    expect(stats.filter((b) => b.revenue !== 0).map((b) => b.name)).toEqual(['31/03']);

    const overview = async (month: number) => {
      const res = await injectAs(t.app, who.admin, {
        method: 'GET',
        url: `/admin/statistical/overview?year=2031&month=${month}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: SiteOverview }>().data;
    };
    expect((await overview(3)).order).toMatchObject({ revenue: 350_000, totalAmount: 580_000, total: 1 });
    expect((await overview(4)).order).toMatchObject({ revenue: 0, totalAmount: 0, total: 0 });
    expect((await overview(4)).previous.order).toEqual({
      revenue: 350_000,
      totalAmount: 580_000,
      total: 1,
      delivered: 1,
    });
  });
});
