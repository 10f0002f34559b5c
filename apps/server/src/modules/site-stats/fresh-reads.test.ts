import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalDate, type Order, type ShopStatistical } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../test/helpers';

type Principals = Awaited<ReturnType<typeof demoPrincipals>>;

/*
 * ADR 0048: the ADMIN's statistics are answered from memory (`x-cache: HIT`) until a table they sum changes or the
 * local day turns; a change made through the product is in the very next read.
 */
describe("the ADMIN's statistics stay current while cached (issue 28, ADR 0048)", () => {
  let t: TestApp;
  let p: Principals;

  const read = async (url: string) => {
    const res = await injectAs(t.app, p.admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { hit: res.headers['x-cache'] === 'HIT', data: res.json<{ data: ShopStatistical }>().data };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a year's figures: cached, and an order the shop moves on is counted under its new status in the next read", async () => {
    const pending = await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/orders?status=pending' });
    const order = pending.json<{ data: Order[] }>().data[0]!;
    const year = toLocalDate(order.createdAt).slice(0, 4);
    const url = `/admin/statistical?year=${year}`;
    const first = await read(url);
    expect((await read(url)).hit).toBe(true);
    const moved = await injectAs(t.app, p.admin, {
      method: 'PUT',
      url: `/admin/orders/status/${order._id}`,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = await read(url);
    expect(next.hit).toBe(false);
    expect(next.data.orderStatuses.pending).toBe(first.data.orderStatuses.pending - 1);
    expect(next.data.orderStatuses.processing).toBe(first.data.orderStatuses.processing + 1);
    expect((await read(url)).hit).toBe(true);
  });

  it('is computed again when the local day turns, and is never served to a SUPPORT account', async () => {
    const url = '/admin/statistical/overview';
    await read(url);
    expect((await read(url)).hit).toBe(true);
    t.clock.advance(24 * 3_600_000);
    p = await demoPrincipals(t.app);
    expect((await read(url)).hit).toBe(false);
    const support = await injectAs(t.app, p.support, { method: 'GET', url });
    expect(support.statusCode).toBe(403);
  });
});
