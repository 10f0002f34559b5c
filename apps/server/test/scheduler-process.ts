/**
 * A process of the scheduler test (src/modules/jobs/scheduler.test.ts): its own pool on the test's PostgreSQL
 * database, one job worker with one periodic task that records each run (the tick's slot and this process's id),
 * polling fast; stopped by SIGTERM. Started with `node --import tsx`.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createJobQueue } from '../src/modules/jobs/queue';

const url = process.env.DATABASE_URL;
const everyMs = Number(process.env.EVERY_MS ?? 200);
if (!url) throw new Error('DATABASE_URL is required');

const database = await openPostgres(url, 4);
const log = { warn: (obj: unknown) => console.error(obj), error: (obj: unknown) => console.error(obj) };
const queue = createJobQueue({ db: database.db, clock: systemClock, log, options: { pollMs: 20 } });
queue.every('probe', everyMs, async ({ slot }) => {
  await database.db.execute(sql`insert into scheduler_probe (slot, pid) values (${slot}, ${process.pid})`);
});
queue.start();
console.log('ready');

process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
