import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from './client';
import { runMigrations } from './migrate';
import { rowsOf } from './sql';
import { isPgError, UNIQUE_VIOLATION } from './pg-errors';
import { openPgliteThread } from './pglite-thread';
import { appState } from './schema';

/*
 * ADR 0049: the embedded database on a thread of its own answers as PGlite in this process does — the same values,
 * transactions, errors and notices — while this thread's event loop keeps running during a long query.
 */
describe('PGlite on its own thread (issue 28, ADR 0049)', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-pglite-thread-'));
    database = wrapPglite(await openPgliteThread(dir));
    await runMigrations(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('returns values as drizzle reads them from PGlite: text, numbers, json, dates, arrays, nulls', async () => {
    const [row] = await rowsOf<Record<string, unknown>>(
      database.db,
      sql`select 'Sữa rửa mặt' as name, 42::int as n, 12.5::numeric as price, '{"a":[1,2]}'::jsonb as doc,
        '2026-11-29T01:02:03.004Z'::timestamptz as at, '2026-11-29'::date as day, array[1,2,3] as list, null as none,
        ${new Date('2026-01-02T03:04:05.006Z')}::timestamptz as param`,
    );
    expect(row).toMatchObject({
      name: 'Sữa rửa mặt',
      n: 42,
      doc: { a: [1, 2] },
      list: [1, 2, 3],
      none: null,
    });
    expect(String(row!.price)).toBe('12.5');
    // drizzle asks timestamps and dates back as PostgreSQL's text; the schema's columns turn them into Dates.
    expect(new Date(String(row!.at)).toISOString()).toBe('2026-11-29T01:02:03.004Z');
    expect(new Date(String(row!.param)).toISOString()).toBe('2026-01-02T03:04:05.006Z');
    await database.db.insert(appState).values({ key: 'thread-probe', value: 'Đã lưu' });
    const [kept] = await database.db.select().from(appState).where(eq(appState.key, 'thread-probe'));
    expect(kept?.value).toBe('Đã lưu');
    expect(kept?.updatedAt).toBeInstanceOf(Date);
  });

  it('commits a transaction, rolls one back on a throw, and keeps PostgreSQL error fields', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(appState).values({ key: 'tx-kept', value: '1' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appState).values({ key: 'tx-dropped', value: '1' });
        throw new Error('thôi');
      }),
    ).rejects.toThrow('thôi');
    const keys = (await database.db.select({ key: appState.key }).from(appState)).map((r) => r.key);
    expect(keys).toContain('tx-kept');
    expect(keys).not.toContain('tx-dropped');
    const duplicate = await database.db
      .insert(appState)
      .values({ key: 'tx-kept', value: '2' })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isPgError(duplicate, UNIQUE_VIOLATION)).toBe(true);
  });

  it('makes a query outside a transaction wait for it, as PGlite does in one process', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.insert(appState).values({ key: 'tx-order', value: '1' });
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db
      .select()
      .from(appState)
      .where(eq(appState.key, 'tx-order'))
      .then((rows) => order.push(`outside read ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read 1']);
  });

  it('hears a notice before the statement that committed it answers', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thread_probe', {
      notice: (p) => heard.push(p),
      lost: () => undefined,
    });
    await database.db.execute(sql`select pg_notify('thread_probe', 'một')`);
    expect(heard).toEqual(['một']);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_probe', 'hai')`);
    expect(heard).toEqual(['một']);
  });

  it("keeps this thread's event loop free during a long query", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    await database.db.execute(
      sql`select count(*) from generate_series(1, 3000000) a join generate_series(1, 3) b on true`,
    );
    const took = performance.now() - started;
    clearInterval(timer);
    // On this thread the timer ran all along: about one tick per 10 ms of the query.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(took / 10 / 3);
  });
});
