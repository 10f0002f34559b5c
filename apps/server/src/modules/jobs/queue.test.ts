import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { openPostgres, type Database } from '../../db/client';
import { fakeClock } from '../../lib/clock';
import { createJobQueue } from './queue';
import { jobsRepository } from './repository';

let database: Database & { url?: string };
/** A second connection pool on the same database, as a second server process has (PostgreSQL only). */
let other: Database | undefined;
const clock = fakeClock(new Date('2030-03-01T01:00:00Z'));

function recordingLog() {
  const entries: { level: 'warn' | 'error'; msg: string | undefined; obj: unknown }[] = [];
  return {
    entries,
    warn: (obj: unknown, msg?: string) => entries.push({ level: 'warn', msg, obj }),
    error: (obj: unknown, msg?: string) => entries.push({ level: 'error', msg, obj }),
  };
}

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  if (database.url) other = await openPostgres(database.url, 8);
}, 120_000);

afterAll(async () => {
  await other?.close();
  await database?.close();
});

describe('job queue', () => {
  it('two workers (two connection pools on PostgreSQL) draining at once run every job exactly once', async () => {
    const ran: number[] = [];
    const byWorker = [0, 0];
    const workers = [database, other ?? database].map((db, w) => {
      const queue = createJobQueue({ db: db.db, clock, log: recordingLog(), options: { batchSize: 3 } });
      queue.define('test.count', async (payload) => {
        // A round trip while holding the job, so that the two workers' claims overlap.
        await db.db.execute(sql`select 1`);
        ran.push((payload as { n: number }).n);
        byWorker[w] = (byWorker[w] ?? 0) + 1;
      });
      return queue;
    });
    const [first] = workers;
    if (!first) throw new Error('no worker');
    for (let n = 0; n < 60; n++) await first.enqueue(database.db, { kind: 'test.count', payload: { n } });

    const claimed = await Promise.all(workers.map((q) => q.drain()));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(60);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(byWorker[0]! + byWorker[1]!).toBe(60);
    expect(await jobsRepository(database.db).ofKind('test.count')).toEqual([]);
  });

  it('a job whose worker died after claiming it runs again once its lease is over, not before', async () => {
    const ran: string[] = [];
    const queue = createJobQueue({
      db: database.db,
      clock,
      log: recordingLog(),
      options: { leaseMs: 60_000 },
    });
    queue.define('test.lease', async (payload) => {
      ran.push((payload as { id: string }).id);
    });
    await queue.enqueue(database.db, { kind: 'test.lease', payload: { id: 'a' } });
    // Another process claimed it and died.
    const now = clock.now();
    const [taken] = await jobsRepository(database.db).claim(now, new Date(now.getTime() + 60_000), 10);
    expect(taken).toMatchObject({ kind: 'test.lease', attempts: 1 });
    expect(await queue.drain()).toBe(0);
    clock.advance(60_000);
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual(['a']);
  });

  it('a job that keeps failing is retried with backoff, then dead after the last attempt and logged at error', async () => {
    const log = recordingLog();
    const queue = createJobQueue({ db: database.db, clock, log, options: { maxAttempts: 3 } });
    let tries = 0;
    queue.define('test.fail', async () => {
      tries += 1;
      throw new Error(`refused ${tries}`);
    });
    await queue.enqueue(database.db, { kind: 'test.fail', payload: {} });
    expect(await queue.drain()).toBe(1);
    clock.advance(999);
    expect(await queue.drain()).toBe(0);
    clock.advance(1);
    expect(await queue.drain()).toBe(1);
    clock.advance(4000);
    expect(await queue.drain()).toBe(1);
    clock.advance(24 * 60 * 60_000);
    expect(await queue.drain()).toBe(0);
    expect(tries).toBe(3);
    const [dead] = await jobsRepository(database.db).ofKind('test.fail');
    expect(dead).toMatchObject({ state: 'dead', attempts: 3, lastError: 'refused 3' });
    expect(log.entries.map((e) => `${e.level} ${e.msg}`)).toEqual([
      'warn job failed: retried later',
      'warn job failed: retried later',
      'error job failed for the last time: dead',
    ]);
  });

  it('a job of a kind without a handler fails like any other (never silently dropped)', async () => {
    const queue = createJobQueue({ db: database.db, clock, log: recordingLog() });
    await queue.enqueue(database.db, { kind: 'test.unknown', payload: {} });
    expect(await queue.drain()).toBe(1);
    const [row] = await jobsRepository(database.db).ofKind('test.unknown');
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'no handler for job kind test.unknown',
    });
  });

  it('stop waits for the running pass, records its jobs’ ends, and claims nothing more (the database closes next)', async () => {
    const log = recordingLog();
    const queue = createJobQueue({
      db: database.db,
      clock,
      log,
      options: { batchSize: 2, pollMs: 60_000 },
    });
    const started: number[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstStarted: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (firstStarted = resolve));
    queue.define('test.stop', async (payload) => {
      started.push((payload as { n: number }).n);
      firstStarted();
      await held;
    });
    for (let n = 0; n < 6; n++) await queue.enqueue(database.db, { kind: 'test.stop', payload: { n } });

    queue.start();
    await running;
    const stopped = queue.stop();
    release();
    await stopped;
    // The first pass's two jobs ran and were removed; the four others wait, never claimed, for the next start.
    expect(started).toHaveLength(2);
    const left = await jobsRepository(database.db).ofKind('test.stop');
    expect(left).toHaveLength(4);
    expect(left.every((job) => job.state === 'pending' && job.attempts === 0)).toBe(true);
    expect(log.entries).toEqual([]);
    expect(await queue.drain()).toBe(4);
    expect(started).toHaveLength(6);
  });
});
