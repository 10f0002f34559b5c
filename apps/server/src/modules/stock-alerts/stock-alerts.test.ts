import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminStockAlertRow, type ShippingAddress, type StockAlert } from '@lumi/shared';
import { expectFailure } from '../../../test/assertions';
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
import { drainJobs } from '../jobs/test-helpers';

/** 'Báo khi có hàng' (issue 31 item 3, ADR 0064): waiting, being told exactly once, and the admin's view. */

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
/** A product without colours, and a product with colours. */
let plain: { id: string; name: string };
let coloured: { id: string; name: string; variants: { id: string; name: string }[] };

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

const subscribe = (who: Principal | null, productId: string, variantId?: string) =>
  injectAs(t.app, who, { method: 'POST', url: '/stock-alerts', payload: { productId, variantId } });

/** The bell notifications and mails about a product, per customer. */
async function toldAbout(name: string): Promise<{ bells: string[]; mails: string[] }> {
  const bells = await q<{ recipient_id: string }>(
    sql`select recipient_id from notifications where title = 'Sản phẩm bạn chờ đã có hàng'
           and content like ${`${name}%`}`,
  );
  const mails = await q<{ to: string }>(
    sql`select "to" from mail_outbox where subject like ${`%Sản phẩm bạn chờ đã có hàng: ${name}`}`,
  );
  return { bells: bells.map((b) => b.recipient_id).sort(), mails: mails.map((m) => m.to).sort() };
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  [plain] = (await q<{ id: string; name: string }>(
    sql`select id, name from products p where p.stock is not null and p.enable and p.expiry > current_date + 30
         and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
         and not exists (select 1 from stock_alerts a where a.product_id = p.id) order by id limit 1`,
  )) as [{ id: string; name: string }];
  const [withColours] = await q<{ id: string; name: string }>(
    sql`select p.id, p.name from products p where p.stock is null and p.enable and p.expiry > current_date + 30
         and (select count(*) from product_variants v where v.product_id = p.id) >= 2
         and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
         and not exists (select 1 from stock_alerts a where a.product_id = p.id) order by id limit 1`,
  );
  const variants = await q<{ id: string; name: string }>(
    sql`select id, name from product_variants where product_id = ${withColours!.id} order by position, id`,
  );
  coloured = { ...withColours!, variants };
});

afterAll(() => t.close());

describe('waiting for a product', () => {
  it('is for sold-out products or colours only, for signed-in customers, and refuses in Vietnamese', async () => {
    await t.database.db.execute(sql`update products set stock = 5 where id = ${plain.id}`);
    expectFailure(await subscribe(p.user, plain.id), 'STOCK_ALERT_IN_STOCK');
    expectFailure(await subscribe(null, plain.id), 'AUTH_REQUIRED');
    expectFailure(await subscribe(p.user, '00000000-0000-4000-8000-000000000000'), 'PRODUCT_NOT_FOUND');
    expectFailure(await subscribe(p.user, coloured.id), 'PRODUCT_COLOR_REQUIRED');
    // A colour of another product.
    expectFailure(await subscribe(p.user, coloured.id, plain.id), 'PRODUCT_NOT_FOUND');
    const bad = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/stock-alerts',
      payload: { productId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    // Told within 5 minutes: the sweep's period is at most that, a minute by default.
    expect(t.config.stockAlerts.sweepMs).toBe(60_000);
  });

  it('each waiting customer is told exactly once (bell and mail) when the stock comes back, however many sweeps run', async () => {
    await t.database.db.execute(sql`update products set stock = 0 where id = ${plain.id}`);
    const crowd = await manyCustomers(t, 5, 'cho-hang');
    for (const who of crowd) expect((await subscribe(who, plain.id)).statusCode).toBe(201);
    // Asking twice keeps one alert.
    const again = await subscribe(crowd[0]!, plain.id);
    expect(again.statusCode).toBe(201);
    const mine = await injectAs(t.app, crowd[0]!, { method: 'GET', url: '/stock-alerts' });
    const alerts = mine.json<{ data: StockAlert[] }>().data;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ product: { _id: plain.id, name: plain.name }, variant: null });
    expect(again.json<{ data: StockAlert }>().data._id).toBe(alerts[0]!._id);
    // One changes their mind.
    const left = await injectAs(t.app, crowd[4]!, { method: 'GET', url: '/stock-alerts' });
    const leftId = left.json<{ data: StockAlert[] }>().data[0]!._id;
    expect(
      (await injectAs(t.app, crowd[4]!, { method: 'DELETE', url: `/stock-alerts/${leftId}` })).statusCode,
    ).toBe(200);
    expectFailure(
      await injectAs(t.app, crowd[0]!, { method: 'DELETE', url: `/stock-alerts/${leftId}` }),
      'STOCK_ALERT_NOT_FOUND',
    );

    // Still sold out: nobody is told.
    expect(await t.app.stockAlerts.sweep()).toBe(0);
    await t.database.db.execute(sql`update products set stock = 10 where id = ${plain.id}`);
    // Three sweeps at once and one after (several processes): four customers told, once each.
    const counts = await Promise.all([
      t.app.stockAlerts.sweep(),
      t.app.stockAlerts.sweep(),
      t.app.stockAlerts.sweep(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await t.app.stockAlerts.sweep()).toBe(0);
    await drainJobs(t.app);
    await drainJobs(t.app);
    const told = await toldAbout(plain.name);
    expect(told.bells).toEqual(
      crowd
        .slice(0, 4)
        .map((c) => c.id)
        .sort(),
    );
    expect(told.mails).toHaveLength(4);
    expect(
      (await injectAs(t.app, crowd[0]!, { method: 'GET', url: '/stock-alerts' })).json<{
        data: StockAlert[];
      }>().data,
    ).toEqual([]);

    // One of them buys it; the admin sees who waited, who was told and who bought.
    const bought = await injectAs(t.app, crowd[1]!, {
      method: 'POST',
      url: '/orders/cod',
      payload: { ...address, products: [{ productId: plain.id, quantity: 1 }] },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const summary = await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/stock-alerts' });
    expect(summary.statusCode).toBe(200);
    const row = summary.json<{ data: AdminStockAlertRow[] }>().data.find((r) => r.product._id === plain.id);
    expect(row).toMatchObject({ waiting: 0, notified: 4, bought: 1, stock: 9, variant: null });
    expect(row!.lastNotifiedAt).not.toBeNull();
    expectFailure(
      await injectAs(t.app, p.support, { method: 'GET', url: '/admin/stock-alerts' }),
      'FORBIDDEN',
    );
  });

  it('a colour: only that colour coming back tells its customers', async () => {
    const [first, second] = coloured.variants;
    await t.database.db.execute(
      sql`update product_variants set stock = 0 where id in (${first!.id}, ${second!.id})`,
    );
    const [who] = await manyCustomers(t, 1, 'cho-mau');
    const made = await subscribe(who!, coloured.id, first!.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ data: StockAlert }>().data.variant).toEqual({ _id: first!.id, name: first!.name });
    // The admin's product edit (the colours sent whole, as the form does) restocks one colour, then the other: the
    // colours keep their rows, so the alert still waits and only its colour tells.
    const all = await q<{ name: string; code: string; stock: number }>(
      sql`select name, code, stock from product_variants where product_id = ${coloured.id} order by position, id`,
    );
    const restock = async (name: string) => {
      const at = all.findIndex((v) => v.name === name);
      all[at] = { ...all[at]!, stock: 3 };
      const res = await injectAs(t.app, p.admin, {
        method: 'PUT',
        url: `/admin/products/${coloured.id}`,
        payload: { variants: all.map((v) => ({ name: v.name, code: v.code, stock: v.stock })) },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await restock(second!.name);
    expect(await t.app.stockAlerts.sweep()).toBe(0);
    const [kept] = await q<{ id: string }>(sql`select id from product_variants where id = ${first!.id}`);
    expect(kept?.id).toBe(first!.id);
    await restock(first!.name);
    expect(await t.app.stockAlerts.sweep()).toBe(1);
    await drainJobs(t.app);
    const [bell] = await q<{ content: string; link: string }>(
      sql`select content, link from notifications where recipient_id = ${who!.id}`,
    );
    expect(bell!.content).toBe(
      `${coloured.name} (màu ${first!.name}) đã có hàng trở lại. Đặt mua ngay trước khi hết hàng!`,
    );
    expect(bell!.link).toMatch(/^\/detail\//);
  });
});
