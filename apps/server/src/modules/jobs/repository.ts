import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, scheduleSlots } from '../../db/schema';
import { rowsOf } from '../../db/sql';

export type JobRow = typeof jobs.$inferSelect;
export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; createdAt: Date };

export function jobsRepository(db: Db) {
  return {
    async insert(values: { kind: string; payload: unknown }[], runAt: Date): Promise<void> {
      if (values.length) await db.insert(jobs).values(values.map((v) => ({ ...v, runAt, createdAt: runAt })));
    },

    /**
     * Claims up to `limit` due jobs in one statement: `FOR UPDATE SKIP LOCKED` lets two workers (two processes) claim
     * at once without ever taking the same row, and the claim moves `run_at` to the end of the lease, so the job is
     * not due again unless its worker dies before finishing it.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedJob[]> {
      const at = now.toISOString();
      const rows = await rowsOf<ClaimedJob>(
        db,
        sql`update jobs set attempts = attempts + 1, run_at = ${leaseUntil.toISOString()}::timestamptz
          where id in (
            select id from jobs where state = 'pending' and run_at <= ${at}::timestamptz
            order by run_at, id limit ${limit} for update skip locked)
          returning id::int as id, kind, payload, attempts, created_at as "createdAt"`,
      );
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
    },

    /** A finished job leaves the table. */
    /** Jobs done, in one statement. */
    async remove(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(jobs).where(inArray(jobs.id, ids));
    },

    async retryAt(id: number, runAt: Date, error: string): Promise<void> {
      await db.update(jobs).set({ runAt, lastError: error }).where(eq(jobs.id, id));
    },

    async bury(id: number, error: string): Promise<void> {
      await db.update(jobs).set({ state: 'dead', lastError: error }).where(eq(jobs.id, id));
    },

    /**
     * Takes a periodic task's tick: moves its slot forward to `slot` and writes its job, in one statement, unless the
     * slot is already there (another process took this tick) or the task's previous job is still waiting or running
     * (ticks never overlap). Of processes racing for a tick exactly one gets true: the upsert locks the task's row
     * and the others judge the row it wrote.
     */
    async claimTick(name: string, kind: string, slot: number, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const rows = await rowsOf<{ name: string }>(
        db,
        sql`with taken as (
            insert into ${scheduleSlots} (name, slot, claimed_at) values (${name}, ${slot}, ${at}::timestamptz)
            on conflict (name) do update set slot = excluded.slot, claimed_at = excluded.claimed_at
              where ${scheduleSlots}.slot < excluded.slot
                and not exists (select 1 from jobs where kind = ${kind} and state = 'pending')
            returning name)
          insert into jobs (kind, payload, run_at, created_at)
          select ${kind}, jsonb_build_object('slot', ${slot}::bigint), ${at}::timestamptz, ${at}::timestamptz from taken
          returning kind as name`,
      );
      return rows.length > 0;
    },

    /**
     * The queue's figures at `now` (metrics): jobs waiting, those due and not taken (a job being worked on has its
     * `run_at` at the end of its lease), how long the oldest due one has waited, and the dead.
     */
    async stats(now: Date): Promise<{ pending: number; due: number; oldestDueAgeSec: number; dead: number }> {
      const at = now.toISOString();
      const [row] = await rowsOf<{ pending: number; due: number; oldest: number | null; dead: number }>(
        db,
        sql`select count(*) filter (where state = 'pending')::int as pending,
            count(*) filter (where state = 'pending' and run_at <= ${at}::timestamptz)::int as due,
            extract(epoch from ${at}::timestamptz - min(run_at) filter (
              where state = 'pending' and run_at <= ${at}::timestamptz))::float8 as oldest,
            count(*) filter (where state = 'dead')::int as dead
          from jobs`,
      );
      return {
        pending: Number(row?.pending ?? 0),
        due: Number(row?.due ?? 0),
        oldestDueAgeSec: Math.max(0, Number(row?.oldest ?? 0)),
        dead: Number(row?.dead ?? 0),
      };
    },

    /** Jobs of a kind, oldest first (operations and tests). */
    async ofKind(kind: string): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind)))
        .orderBy(asc(jobs.id));
    },
  };
}
