import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { CHANGES_CHANNEL, createChangeVersions, createFreshCache, type ChangeVersions } from './changes';
import { openPostgres, type Database } from './client';

/*
 * ADR 0048: the tables' triggers notify at commit, each process keeps a version per table, and a fresh cache serves
 * an answer only while the tables it was read from have not changed. On PGlite the notice is heard before the
 * committing query returns; on PostgreSQL it arrives on the listening connection a moment later, so those checks
 * wait for it (expect.poll), and never assert a duration.
 */
describe('change notices and the fresh cache (ADR 0048)', () => {
  let database: Database & { url?: string };
  let changes: ChangeVersions;
  const touchBrands = () => database.db.execute(sql`update brands set name = name where false`);
  const touchOrders = () => database.db.execute(sql`update orders set note = note where false`);

  beforeAll(async () => {
    database = await createTestDatabase();
    changes = createChangeVersions(database);
    await changes.ready();
  });
  afterAll(async () => {
    await changes.close();
    await database.close();
  });

  it('moves a table’s stamp once a change to it commits, and no other table’s', async () => {
    const brands = changes.stamp(['brands']);
    const orders = changes.stamp(['orders']);
    await touchBrands();
    await expect.poll(() => changes.stamp(['brands'])).not.toBe(brands);
    expect(changes.stamp(['orders'])).toBe(orders);
  });

  it('says nothing while the transaction is open, and nothing at all when it rolls back', async () => {
    const before = changes.stamp(['brands']);
    const ordersBefore = changes.stamp(['orders']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update brands set name = name where false`);
        // Give a notice every chance to arrive if it were sent before the commit.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(changes.stamp(['brands'])).toBe(before);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await touchOrders();
    // The orders' notice arrived, so the rolled-back brands notice, had there been one, would have too.
    await expect.poll(() => changes.stamp(['orders'])).not.toBe(ordersBefore);
    expect(changes.stamp(['brands'])).toBe(before);
  });

  it('serves an answer until a table it was read from changes; a change elsewhere keeps it', async () => {
    const cache = createFreshCache<number>(changes, { maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('brands-page', ['brands', 'products'], load)).toBe(1);
    expect(await cache.get('brands-page', ['brands', 'products'], load)).toBe(1);
    const ordersStamp = changes.stamp(['orders']);
    await touchOrders();
    await expect.poll(() => changes.stamp(['orders'])).not.toBe(ordersStamp);
    expect(await cache.get('brands-page', ['brands', 'products'], load)).toBe(1);
    const brandsStamp = changes.stamp(['brands']);
    await touchBrands();
    await expect.poll(() => changes.stamp(['brands'])).not.toBe(brandsStamp);
    expect(await cache.get('brands-page', ['brands', 'products'], load)).toBe(2);
  });

  it('peeks at a kept answer only once it is loaded, while its tables and its time hold (an early answer)', async () => {
    let clock = 1_000;
    const cache = createFreshCache<{ at: number }>(changes, {
      maxEntries: 10,
      until: (v) => v.at + 500,
      now: () => clock,
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loading = cache.get('page', ['brands'], async () => {
      await gate;
      return { at: clock };
    });
    expect(cache.peek('page', ['brands'])).toBeUndefined();
    release();
    const loaded = await loading;
    expect(cache.peek('page', ['brands'])).toBe(loaded);
    expect(cache.peek('other', ['brands'])).toBeUndefined();
    clock += 500;
    expect(cache.peek('page', ['brands'])).toBeUndefined();
    clock -= 500;
    const before = changes.stamp(['brands']);
    await touchBrands();
    await expect.poll(() => changes.stamp(['brands'])).not.toBe(before);
    expect(cache.peek('page', ['brands'])).toBeUndefined();
  });

  it('never serves an answer computed while a change committed: the next read computes it again', async () => {
    const cache = createFreshCache<string>(changes, { maxEntries: 10 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('slow', ['brands'], async () => {
      await gate;
      return 'read before the change';
    });
    const before = changes.stamp(['brands']);
    await touchBrands();
    await expect.poll(() => changes.stamp(['brands'])).not.toBe(before);
    release();
    expect(await slow).toBe('read before the change');
    expect(await cache.get('slow', ['brands'], async () => 'read after the change')).toBe(
      'read after the change',
    );
  });

  it('shares one load between requests that miss together, and keeps no failed load', async () => {
    const cache = createFreshCache<number>(changes, { maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    expect(await Promise.all([cache.get('k', ['brands'], load), cache.get('k', ['brands'], load)])).toEqual([
      1, 1,
    ]);
    await expect(
      cache.get('broken', ['brands'], async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await cache.get('broken', ['brands'], async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createFreshCache<string>(changes, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, ['brands'], async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', ['brands'], async () => 'again')).toBe('again');
  });

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, across processes', () => {
    it('hears a change another process commits', async () => {
      const other = await openPostgres(database.url!, 1);
      try {
        const before = changes.stamp(['brands']);
        await other.db.execute(sql`update brands set name = name where false`);
        await expect.poll(() => changes.stamp(['brands'])).not.toBe(before);
      } finally {
        await other.close();
      }
    });

    it('sync(): once it resolves, every change committed before it has been heard — no waiting after', async () => {
      const before = changes.stamp(['brands']);
      await touchBrands();
      await changes.sync();
      expect(changes.stamp(['brands'])).not.toBe(before);
    });

    it('sync() called by many writers at once: each hears its own write, and they share a few notices', async () => {
      // Another listener counts the sync notices this process sends.
      const listener = new pg.Client({ connectionString: database.url });
      await listener.connect();
      let notices = 0;
      listener.on('notification', (message) => {
        if (message.payload?.startsWith('~sync:')) notices += 1;
      });
      await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
      try {
        const tables = ['brands', 'categories', 'promotions'] as const;
        const writers = Array.from({ length: 30 }, async (_, i) => {
          const table = tables[i % tables.length]!;
          const before = changes.stamp([table]);
          await database.db.execute(sql.raw(`update ${table} set name = name where false`));
          await changes.sync();
          return changes.stamp([table]) !== before;
        });
        expect(await Promise.all(writers)).toEqual(Array.from({ length: 30 }, () => true));
        await expect.poll(() => notices).toBeGreaterThan(0);
        expect(notices).toBeLessThan(30);
      } finally {
        await listener.end();
      }
    });

    it('after its listening connection drops, moves every stamp and hears changes again', async () => {
      const before = changes.stamp(['brands', 'orders']);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
        );
      } finally {
        await admin.end();
      }
      await expect.poll(() => changes.stamp(['brands', 'orders'])).not.toBe(before);
      // Listening again: a change after the drop is heard.
      const afterDrop = changes.stamp(['brands']);
      await expect
        .poll(
          async () => {
            await touchBrands();
            return changes.stamp(['brands']);
          },
          { timeout: 10_000 },
        )
        .not.toBe(afterDrop);
    });
  });
});
