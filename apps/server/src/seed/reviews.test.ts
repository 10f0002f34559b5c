import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { createLocalStorage } from '../providers/storage';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql';
import { DEMO_PRODUCTS } from './catalog-data';
import { DEMO, seedDemoData } from './index';
import { DEMO_REVIEWERS, ratesFor } from './reviews';

describe('demo reviews', () => {
  let database: Database;
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each([
    [4.3, 1],
    [4.7, 3],
    [3.8, 14],
    [5, 2],
    [4.1, 9],
  ])('picks star values averaging %s from %s reviews up', (average, wanted) => {
    let seed = 7;
    const rng = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const rates = ratesFor(average, wanted, rng);
    expect(rates.length).toBeGreaterThanOrEqual(wanted);
    expect(rates.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)).toBe(true);
    const sum = rates.reduce((a, b) => a + b, 0);
    expect(Math.round((sum * 10) / rates.length) / 10).toBe(average);
  });

  it('backs every product rating with review rows of delivered orders, keeping the catalogue averages', async () => {
    const products = await q<{
      name: string;
      avg: number;
      total: number;
      rowAvg: number | null;
      rowCount: number;
    }>(
      sql`select p.name, p.average_rating::float8 as avg, p.total_reviews as total,
          (select round(avg(rate)::numeric, 1)::float8 from reviews r where r.product_id = p.id and r.display) as "rowAvg",
          (select count(*)::int from reviews r where r.product_id = p.id and r.display) as "rowCount"
        from products p`,
    );
    const byName = new Map(products.map((p) => [p.name, p]));
    let rated = 0;
    for (const demo of DEMO_PRODUCTS) {
      const p = byName.get(demo.name);
      expect(p, demo.name).toBeDefined();
      expect(p!.avg, demo.name).toBe(demo.rating?.average ?? 0);
      expect(p!.total, demo.name).toBe(p!.rowCount);
      expect(p!.avg, demo.name).toBe(p!.rowAvg ?? 0);
      if (demo.rating) {
        rated += 1;
        expect(p!.rowCount, demo.name).toBeGreaterThan(0);
      }
    }
    expect(rated).toBeGreaterThan(100);

    // Every review sits on a line of its product in a delivered order of its author, marked reviewed.
    const [wrong] = await q<{ n: number }>(
      sql`select count(*)::int as n from reviews r
        join order_lines l on l.id = r.line_id join orders o on o.id = r.order_id
        where l.order_id <> o.id or l.product_id <> r.product_id or o.user_id <> r.user_id
          or o.status <> 'delivered' or not l.is_reviewed
          or r.color_name is distinct from l.color_name`,
    );
    expect(wrong?.n).toBe(0);
    const [unmarked] = await q<{ n: number }>(
      sql`select count(*)::int as n from order_lines l
        where l.is_reviewed and not exists (select 1 from reviews r where r.line_id = l.id)`,
    );
    expect(unmarked?.n).toBe(0);
    // Order amounts hold together.
    const [badTotals] = await q<{ n: number }>(
      sql`select count(*)::int as n from orders o
        where o.subtotal <> (select sum(line_total) from order_lines l where l.order_id = o.id)`,
    );
    expect(badTotals?.n).toBe(0);
  });

  it('gives the demo customer delivered orders with reviewed lines and lines still to review', async () => {
    const lines = await q<{ isReviewed: boolean; status: string }>(
      sql`select l.is_reviewed as "isReviewed", o.status from order_lines l
        join orders o on o.id = l.order_id join users u on u.id = o.user_id
        where u.email = ${DEMO.customer.email}`,
    );
    expect(lines.every((l) => l.status === 'delivered')).toBe(true);
    expect(lines.filter((l) => l.isReviewed)).toHaveLength(3);
    expect(lines.filter((l) => !l.isReviewed)).toHaveLength(3);
    const reviewers = await q<{ n: number }>(
      sql`select count(*)::int as n from users u where u.email = any(${`{${DEMO_REVIEWERS.map((r) => r.email).join(',')}}`}::text[])
        and exists (select 1 from reviews r where r.user_id = u.id)`,
    );
    expect(reviewers[0]?.n).toBe(DEMO_REVIEWERS.length);
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      (
        await q<{ o: number; l: number; r: number; u: number }>(
          sql`select (select count(*)::int from orders) as o, (select count(*)::int from order_lines) as l,
            (select count(*)::int from reviews) as r, (select count(*)::int from users) as u`,
        )
      )[0];
    const before = await count();
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lumi-seed-reviews-')));
    expect(await seedDemoData(database.db, storage)).toEqual([]);
    expect(await count()).toEqual(before);
  });
});
