import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openPgliteThread, type PgliteLike } from './pglite-thread';
import * as schema from './schema';

export { openPglite, PGLITE_EXTENSIONS } from './pglite-open';

export type Schema = typeof schema;
/** The database handle every repository takes: a pool-backed or an embedded PostgreSQL, or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a `listen` hears: each notice's payload, and (PostgreSQL) that notices may have been lost meanwhile. */
export type NoticeHandlers = { notice(payload: string): void; lost(): void };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Hears the notices of `channel` (`pg_notify`, delivered at commit) until the returned function is called or the
   * database closes. On PostgreSQL a connection of its own listens, and comes back after a drop, calling `lost`.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding the deployment-wide lock `key` (ADR 0052): on PostgreSQL a session advisory lock on a
   * connection of its own, which other processes wait for (and which a killed process's connection gives back); the
   * embedded database has one process per folder, so it just runs.
   */
  exclusively<T>(key: readonly [number, number], work: () => Promise<T>): Promise<T>;
  /** The pool's connections (metrics); null for the embedded database, which has none. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
};

/** An embedded database (PGlite itself, or PGlite on its own thread) as the `Database` the server uses. */
export function wrapPglite(client: PgliteLike): Database {
  // drizzle reads only query, exec and transaction of its client, which the thread answers as PGlite does.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    exclusively: (_key, work) => work(),
    poolStats: () => null,
    async listen(channel, handlers) {
      // The embedded database runs in this process (or on its thread, in order with its answers): no notice is lost.
      return client.listen(channel, (payload) => handlers.notice(payload));
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) => console.error('[db] idle connection lost:', error.message),
): Promise<Database> {
  // The driver is loaded only with DATABASE_URL: a start on the embedded database never pays for it.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose connection the server ends (restart, failover, a forced drop) emits 'error' on the pool;
  // without a listener Node would throw it and end the process. The pool drops that client and opens a new one.
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // The health check's own connection, opened at its first use: a ping never waits behind the pool's queue of heavy
  // queries, so `/health` says whether PostgreSQL answers, not how busy the pool is (issue 28).
  const pings = new pg.Pool({ connectionString: url, max: 1 });
  pings.on('error', onIdleError);
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pings.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusively(key, work) {
      const client = await pool.connect();
      // A connection whose lock or unlock failed is closed instead of going back to the pool (its lock goes with it).
      let broken: Error | undefined;
      const lockCall = async (sqlText: string) =>
        client.query(sqlText, [key[0], key[1]]).catch((error: Error) => {
          broken = error;
          throw error;
        });
      try {
        await lockCall('select pg_advisory_lock($1, $2)');
        try {
          return await work();
        } finally {
          await lockCall('select pg_advisory_unlock($1, $2)').catch(() => undefined);
        }
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, handlers) {
      let client: InstanceType<typeof pg.Client> | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel) handlers.notice(message.payload ?? '');
        });
        // An error ends the connection; its 'end' below listens again.
        next.on('error', () => undefined);
        try {
          await next.connect();
          await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) return void (await next.end());
        client = next;
        // A dropped connection: notices sent while nobody listened are gone, so say so and listen again.
        next.once('end', () => {
          if (stopped) return;
          client = undefined;
          handlers.lost();
          again();
        });
      };
      const again = () => {
        retry = setTimeout(() => void connect().catch(again), 500);
      };
      await connect();
      const stop = async () => {
        stopped = true;
        clearTimeout(retry);
        listeners.delete(stop);
        await client?.end().catch(() => undefined);
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await Promise.all([pool.end(), pings.end()]);
    },
  };
}

/**
 * DATABASE_URL → a pg pool; otherwise the embedded PGlite in DATA_DIR/db, on a thread of its own (ADR 0049) so that a
 * long query never holds the server's event loop.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return wrapPglite(await openPgliteThread(path.join(config.dataDir, 'db')));
}
