import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { jobsRepository, type ClaimedJob } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job worker of this process: `drain()` runs every due job now, `tick()` takes the periodic tasks' due ticks
     * (tests, operations).
     */
    jobs: {
      drain(): Promise<number>;
      tick(): Promise<string[]>;
      /** Holds the worker still (its pass in progress ends) and lets it go again: a test looks between the steps. */
      stop(): Promise<void>;
      start(): void;
    };
  }
}

/** Runs one job (`enqueuedAt`: the instant of the change that wrote it); a throw is a failed attempt. */
export type JobHandler = (payload: unknown, job: { enqueuedAt: Date }) => Promise<void>;

type Log = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export type JobQueueOptions = {
  /** Jobs claimed per statement; small on PGlite, whose single connection every request shares. */
  batchSize: number;
  /** How often the worker looks for due jobs written by other processes or due for a retry. */
  pollMs: number;
  /** How long a claimed job is the claimer's before another worker may take it (its process died). */
  leaseMs: number;
  /** Attempts before a job is dead. */
  maxAttempts: number;
  /** The wait after the n-th failed attempt (n from 1). */
  backoffMs: (attempt: number) => number;
  /** Whether each poll also takes the periodic tasks' due ticks (not under the tests, which call `tick()`). */
  periodic: boolean;
};

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  batchSize: 10,
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  maxAttempts: 5,
  // 1 s, 4 s, 16 s, 64 s: an SMTP server that restarts is waited for about a minute and a half.
  backoffMs: (attempt) => 1000 * 4 ** (attempt - 1),
  periodic: true,
};

/** The job kind of a periodic task's ticks. */
export const periodicKind = (name: string) => `every.${name}`;

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * The job table's queue and its worker in this process. A change writes its jobs inside its own transaction
 * (`enqueue(tx, …)`), so an acknowledged change never loses them; after the commit `wake()` starts a drain at once, and
 * a poll catches retries and other processes' jobs. Jobs run at least once: one whose process dies mid-run runs again
 * after its lease; two workers never hold the same job at the same time (`FOR UPDATE SKIP LOCKED`).
 */
export function createJobQueue(deps: { db: Db; clock: Clock; log: Log; options?: Partial<JobQueueOptions> }) {
  const options: JobQueueOptions = { ...DEFAULT_JOB_OPTIONS, ...deps.options };
  const handlers = new Map<string, JobHandler>();
  const periodicTasks = new Map<string, number>();
  /** The tick each task was last tried at by this process: a tick is asked of the database once per process. */
  const triedSlots = new Map<string, number>();
  const repo = () => jobsRepository(deps.db);
  // Every pass of this process runs after the previous one: a drain asked by a test waits for a background pass.
  let chain: Promise<unknown> = Promise.resolve();
  let started = false;
  let scheduled = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeAgain = false;
  /** The background drain in progress, which `stop` waits for. */
  let backgroundDrain: Promise<void> = Promise.resolve();

  /** Runs a claimed job; answers its id when it is done (removed with the others of its pass), null when not. */
  async function runJob(job: ClaimedJob): Promise<number | null> {
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { enqueuedAt: job.createdAt });
      return job.id;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const context = { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts };
      if (job.attempts >= options.maxAttempts) {
        await repo().bury(job.id, message);
        deps.log.error(context, 'job failed for the last time: dead');
      } else {
        const runAt = new Date(deps.clock.now().getTime() + options.backoffMs(job.attempts));
        await repo().retryAt(job.id, runAt, message);
        deps.log.warn({ ...context, retryAt: runAt.toISOString() }, 'job failed: retried later');
      }
      return null;
    }
  }

  async function pass(): Promise<number> {
    const now = deps.clock.now();
    const claimed = await repo().claim(now, new Date(now.getTime() + options.leaseMs), options.batchSize);
    // A failure to record an attempt's end leaves the job to its lease (it runs again then).
    const ends = await Promise.allSettled(claimed.map(runJob));
    const done: number[] = [];
    for (const end of ends) {
      if (end.status === 'rejected') deps.log.error({ err: end.reason }, 'job end could not be recorded');
      else if (end.value !== null) done.push(end.value);
    }
    await repo()
      .remove(done)
      .catch((error: unknown) => deps.log.error({ err: error }, 'job end could not be recorded'));
    return claimed.length;
  }

  /** One claim of due jobs and their runs, after any pass already running; answers how many were claimed. */
  function runOnce(): Promise<number> {
    const next = chain.then(pass);
    chain = next.catch(() => undefined);
    return next;
  }

  /** Passes until one finds nothing due; the background's drains also end at `stop` (the database closes next). */
  async function drain(endsAtStop = false): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runOnce();
      total += n;
      if (n === 0 || (endsAtStop && !started)) return total;
    }
  }

  /**
   * Takes every periodic task's current tick that no process took yet (its job is written in the same statement,
   * then drained like any job); answers the names of the tasks ticked.
   */
  async function tick(): Promise<string[]> {
    const now = deps.clock.now();
    const ticked: string[] = [];
    for (const [name, everyMs] of periodicTasks) {
      const slot = Math.floor(now.getTime() / everyMs);
      if (triedSlots.get(name) === slot) continue;
      triedSlots.set(name, slot);
      if (await repo().claimTick(name, periodicKind(name), slot, now)) ticked.push(name);
    }
    return ticked;
  }

  /** The poll: the periodic ticks due, then the jobs due (this process's and the others'). */
  function poll(): void {
    if (!options.periodic || periodicTasks.size === 0) return background();
    tick()
      .catch((error: unknown) => deps.log.error({ err: error }, 'periodic tick failed'))
      .finally(() => {
        if (started) background();
      });
  }

  let backgroundRunning = false;
  /** A drain off every caller's path; a wake or a tick during one adds nothing (it loops until nothing is due). */
  function background(): void {
    if (backgroundRunning) {
      wakeAgain = true;
      return;
    }
    backgroundRunning = true;
    wakeAgain = false;
    backgroundDrain = drain(true)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'job worker pass failed'))
      .finally(() => {
        backgroundRunning = false;
        // Jobs committed after the drain's last claim found nothing.
        if (wakeAgain && started) background();
      });
  }

  return {
    /** The handler of a kind of job (registered once, before `start`). */
    define(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Writes jobs due now in the caller's transaction (or on their own outside one), in one statement. */
    async enqueue(db: Db, ...entries: { kind: string; payload: unknown }[]): Promise<void> {
      await jobsRepository(db).insert(entries, deps.clock.now());
    },

    /** The queue's figures now (metrics): waiting, due and not taken, the oldest due one's wait, dead. */
    stats: () => jobsRepository(deps.db).stats(deps.clock.now()),

    /** After a commit that wrote jobs: drain soon, off the caller's path. */
    wake(): void {
      if (!started || scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (started) background();
      });
    },

    /**
     * Periodic work (ADR 0043): `run` once per `everyMs` across all processes, as a job of kind `every.<name>` (the
     * same retries, back-off and dead jobs as any job); a tick is skipped while the previous one's job still waits or
     * runs. Declared once, before `start`; `run` is told its tick's number (`floor(tick instant / everyMs)`).
     */
    every(name: string, everyMs: number, run: (tick: { slot: number }) => Promise<unknown>): void {
      periodicTasks.set(name, everyMs);
      handlers.set(periodicKind(name), async (payload) => {
        const slot = (payload as { slot?: unknown } | null)?.slot;
        await run({ slot: typeof slot === 'number' ? slot : Number(slot) });
      });
    },

    drain: () => drain(),
    tick,

    start(): void {
      if (started) return;
      started = true;
      timer = setInterval(poll, options.pollMs);
      timer.unref();
      poll();
    },

    /**
     * Stops polling and waits for the pass in progress (before the database closes): its jobs' ends are recorded and
     * no further pass claims anything; jobs still due wait in the table for the next start.
     */
    async stop(): Promise<void> {
      started = false;
      clearInterval(timer);
      await backgroundDrain;
      await chain;
    },
  };
}
