import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A job waits (`pending`, its next try at `run_at`) or gave up after its last attempt (`dead`, kept to be read). */
export const JOB_STATES = ['pending', 'dead'] as const;
export const jobState = pgEnum('job_state', JOB_STATES);

/**
 * Work that follows a committed change and must not hold its request (order notifications and e-mails; modules/jobs/queue.ts):
 * written in the change's own transaction, drained by the in-process worker (modules/jobs). A claim moves `run_at`
 * ahead by the lease, so a job whose process died runs again once the lease is over; a finished job is deleted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: jobState('state').notNull().default('pending'),
    /** Claims made so far (a claim whose process died counts). */
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The worker's claim: the due pending jobs, oldest first.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    check('jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The last tick of each periodic task that some process took (modules/jobs/queue.ts `every`): a task's ticks are
 * numbered `floor(now / interval)`, and a process runs one only by moving `slot` forward in the statement that writes
 * the tick's job, so every tick runs once across all processes.
 */
export const scheduleSlots = pgTable('schedule_slots', {
  name: text('name').primaryKey(),
  slot: bigint('slot', { mode: 'number' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
