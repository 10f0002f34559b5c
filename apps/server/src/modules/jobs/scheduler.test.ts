import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { openPostgres, type Database } from '../../db/client';
import { jobs, scheduleSlots } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { fakeClock } from '../../lib/clock';
import { createJobQueue, periodicKind } from './queue';
import { jobsRepository } from './repository';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
let database: Database & { url?: string };
/** A second pool on the same database, as a second process has (PostgreSQL only). */
let other: Database | undefined;
const T0 = new Date('2030-03-01T01:00:00Z');
const clock = fakeClock(T0);
const silentLog = { warn() {}, error() {} };

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  if (database.url) other = await openPostgres(database.url, 8);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await database?.close();
});
beforeEach(async () => {
  clock.set(T0);
  await database.db.delete(jobs);
  await database.db.delete(scheduleSlots);
});

/** Two workers of two "processes" (two pools on PostgreSQL), each declaring the task `name`. */
function twoWorkers(name: string, everyMs: number, run: () => Promise<void>) {
  return [database, other ?? database].map((db) => {
    const queue = createJobQueue({ db: db.db, clock, log: silentLog });
    queue.every(name, everyMs, run);
    return queue;
  });
}

describe('the scheduler (periodic tasks on the job queue, ADR 0043)', () => {
  it('runs each tick once across two workers ticking at the same time, and again at the next interval', async () => {
    let runs = 0;
    const [a, b] = twoWorkers('count', 60_000, async () => {
      runs += 1;
    });
    const ticked = await Promise.all([a!.tick(), b!.tick(), a!.tick(), b!.tick()]);
    expect(ticked.flat()).toEqual(['count']);
    await Promise.all([a!.drain(), b!.drain()]);
    expect(runs).toBe(1);
    // Later within the same minute: nothing; the next minute: once more.
    clock.advance(30_000);
    expect([...(await a!.tick()), ...(await b!.tick())]).toEqual([]);
    clock.advance(30_000);
    expect((await Promise.all([b!.tick(), a!.tick()])).flat()).toEqual(['count']);
    await Promise.all([a!.drain(), b!.drain()]);
    expect(runs).toBe(2);
    expect(await jobsRepository(database.db).ofKind(periodicKind('count'))).toEqual([]);
  });

  it("skips a tick while the previous tick's job still waits or runs (no overlap)", async () => {
    let runs = 0;
    const queue = createJobQueue({ db: database.db, clock, log: silentLog });
    queue.every('slow', 1000, async () => {
      runs += 1;
    });
    expect(await queue.tick()).toEqual(['slow']);
    // Not drained yet: its job still waits, so the next second's tick is skipped.
    clock.advance(1000);
    expect(await queue.tick()).toEqual([]);
    await queue.drain();
    expect(runs).toBe(1);
    clock.advance(1000);
    expect(await queue.tick()).toEqual(['slow']);
  });

  it('a failing run is retried with the back-off and is dead after 5 attempts; the next tick runs afresh', async () => {
    let fail = true;
    let runs = 0;
    const queue = createJobQueue({ db: database.db, clock, log: silentLog });
    queue.every('flaky', 24 * 3_600_000, async () => {
      runs += 1;
      if (fail) throw new Error('task failed');
    });
    expect(await queue.tick()).toEqual(['flaky']);
    expect(await queue.drain()).toBe(1);
    for (const wait of [1000, 4000, 16_000, 64_000]) {
      clock.advance(wait);
      expect(await queue.drain()).toBe(1);
    }
    const [dead] = await jobsRepository(database.db).ofKind(periodicKind('flaky'));
    expect(dead).toMatchObject({ state: 'dead', attempts: 5, lastError: 'task failed' });
    expect(runs).toBe(5);
    // A dead tick does not hold the task back: the next day's tick runs.
    fail = false;
    clock.advance(24 * 3_600_000);
    expect(await queue.tick()).toEqual(['flaky']);
    await queue.drain();
    expect(runs).toBe(6);
  });

  describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
    const children: ChildProcess[] = [];
    afterAll(() => {
      for (const child of children) child.kill('SIGKILL');
    });

    it('run every tick of a task exactly once between them', async () => {
      await database.db.execute(sql`create table scheduler_probe (slot bigint not null, pid int not null)`);
      const start = () => {
        // From the server's folder whatever the runner's (npm test runs it from the repository's root).
        const child = spawn(process.execPath, ['--import', 'tsx', 'test/scheduler-process.ts'], {
          cwd: SERVER_DIR,
          env: { ...process.env, DATABASE_URL: database.url, EVERY_MS: '200' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        return new Promise<ChildProcess>((resolve, reject) => {
          child.stdout!.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('ready')) resolve(child);
          });
          child.once('exit', (code) => reject(new Error(`scheduler process exited with ${code}`)));
        });
      };
      const processes = await Promise.all([start(), start()]);
      const count = async () =>
        (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from scheduler_probe`))[0]!.n;
      // About 5 ticks a second; at least 10 of them, whichever process took each (30 s at most).
      for (let waited = 0; (await count()) < 10 && waited < 30_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await Promise.all(
        processes.map(async (child) => {
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        }),
      );
      const rows = await rowsOf<{ slot: string; pid: number }>(
        database.db,
        sql`select slot::text as slot, pid from scheduler_probe`,
      );
      const slots = rows.map((r) => r.slot);
      expect(slots.length).toBeGreaterThanOrEqual(10);
      expect(new Set(slots).size).toBe(slots.length);
    }, 60_000);
  });
});
