import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, wrapPglite, type Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { rowsOf } from '../../db/sql';

/**
 * Migration 0015 on a database holding orders from before it (ADR 0024): the lines get their product's cost of
 * today, the orders the sum, and a delivered order its latest move to 'delivered' (else its last update). On an
 * empty PostgreSQL database when DATABASE_URL is set, else on an embedded one.
 */
describe('migration 0015: order costs and delivery instants backfilled', () => {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  let before: string;

  async function migrate(folder: string): Promise<void> {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  }

  const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `lumi_m15_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      database = await openPostgres(target.toString(), 2);
      dropDatabase = async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      };
    } else {
      database = wrapPglite(await openPglite());
    }
    // The migrations up to 0014: the same folder with a journal that stops there.
    before = await mkdtemp(path.join(os.tmpdir(), 'lumi-m15-'));
    await cp(migrationsFolder(), before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0015');
    await writeFile(journalPath, JSON.stringify(journal));
    await migrate(before);
  });

  afterAll(async () => {
    await database?.close();
    await dropDatabase?.();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('fills unit_cost, cost_total and delivered_at, then keeps them checked', async () => {
    await exec(
      sql`insert into brands (id, name, slug) values ('00000000-0000-4000-8000-0000000000b1', 'Lumi', 'lumi')`,
    );
    await exec(
      sql`insert into categories (id, name, slug, level) values ('00000000-0000-4000-8000-0000000000c1', 'Da mặt', 'da-mat', 0)`,
    );
    for (const [n, cost] of [
      [1, 120000],
      [2, 45000],
    ] as const) {
      await exec(
        sql`insert into products (id, name, slug, brand_id, category_id, price, cost, expiry, main_image)
          values (${`00000000-0000-4000-8000-00000000000${n}`}, ${`Sản phẩm ${n}`}, ${`san-pham-${n}`},
            '00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000c1', 200000, ${cost},
            '2099-12-31', '{"url":"/x.webp","publicId":"x"}'::jsonb)`,
      );
    }
    await exec(
      sql`insert into users (id, name, email, password_hash) values ('00000000-0000-4000-8000-0000000000a1', 'Lan', 'lan@lumi.test', 'x')`,
    );
    const order = (n: number, status: string, updatedAt: string) =>
      exec(
        sql`insert into orders (id, code, user_id, name, phone, address, province_id, province_name, district_id,
            district_name, ward_id, ward_name, subtotal, shipping_fee, total_amount, payment_method, payment_status,
            status, created_at, updated_at)
          values (${`00000000-0000-4000-8000-00000000001${n}`}, ${`ODMIGRATE00${n}`}, '00000000-0000-4000-8000-0000000000a1',
            'Lan', '0901234567', '1 Hàng Bài', 1, 'Hà Nội', 1, 'Hoàn Kiếm', '1', 'Hàng Bài', 440000, 30000, 470000,
            'COD', 'paid', ${status}, '2026-01-01T00:00:00Z', ${updatedAt}::timestamptz)`,
      );
    const line = (n: number, product: number, quantity: number) =>
      exec(
        sql`insert into order_lines (order_id, product_id, name, slug, image, original_price, price, quantity, line_total)
          values (${`00000000-0000-4000-8000-00000000001${n}`}, ${`00000000-0000-4000-8000-00000000000${product}`},
            'x', 'x', '/x.webp', 200000, 200000, ${quantity}, ${200000 * quantity})`,
      );
    const event = (n: number, status: string, at: string) =>
      exec(
        sql`insert into order_events (order_id, status, updated_by_model, created_at)
          values (${`00000000-0000-4000-8000-00000000001${n}`}, ${status}, 'Admin', ${at}::timestamptz)`,
      );
    // 1: delivered twice in its timeline (the latest counts); 2: delivered without a delivery event; 3: shipping.
    await order(1, 'delivered', '2026-01-09T00:00:00Z');
    await line(1, 1, 2);
    await line(1, 2, 1);
    await event(1, 'pending', '2026-01-01T00:00:00Z');
    await event(1, 'delivered', '2026-01-03T05:00:00Z');
    await event(1, 'delivered', '2026-01-04T06:00:00Z');
    await order(2, 'delivered', '2026-01-05T07:00:00Z');
    await line(2, 2, 3);
    await order(3, 'shipping', '2026-01-06T00:00:00Z');
    await line(3, 1, 1);
    await event(3, 'shipping', '2026-01-06T00:00:00Z');

    await migrate(migrationsFolder());

    const lines = await q<{ order: string; unit_cost: number }>(
      sql`select right(order_id::text, 1) as order, unit_cost from order_lines order by order_id, unit_cost desc`,
    );
    expect(lines).toEqual([
      { order: '1', unit_cost: 120_000 },
      { order: '1', unit_cost: 45_000 },
      { order: '2', unit_cost: 45_000 },
      { order: '3', unit_cost: 120_000 },
    ]);
    const orders = await q<{ code: string; cost_total: number; delivered_at: string | null }>(
      sql`select code, cost_total,
          to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as delivered_at
        from orders order by code`,
    );
    expect(orders).toEqual([
      { code: 'ODMIGRATE001', cost_total: 285_000, delivered_at: '2026-01-04T06:00:00Z' },
      { code: 'ODMIGRATE002', cost_total: 135_000, delivered_at: '2026-01-05T07:00:00Z' },
      { code: 'ODMIGRATE003', cost_total: 120_000, delivered_at: null },
    ]);
    await expect(exec(sql`update orders set cost_total = -1 where code = 'ODMIGRATE001'`)).rejects.toThrow();
    await expect(exec(sql`update order_lines set unit_cost = -1`)).rejects.toThrow();
  });
});
