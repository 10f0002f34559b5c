declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once this process has heard every change committed before the call (`ChangeVersions.sync`): for a
     * write made behind the app's back (a test's or an operator's direct update) before the app's next read.
     */
    changesHeard(): Promise<void>;
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from './client';
import type { TableName } from './owners';

/** The channel the tables' triggers notify at commit (migration 0019, ADR 0048). */
export const CHANGES_CHANNEL = 'lumi_changes';
/** A notice a process sends itself to know it has heard everything committed before (`sync`). */
const SYNC_PREFIX = '~sync:';
/** The longest a write's answer waits for its own notice (`sync`). */
const SYNC_BOUND_MS = 2000;

/** What a watcher of some notices is told: each notice (without its prefix), and that some may have been lost. */
export type NoticeWatcher = { notice(rest: string): void; lost(): void };

/**
 * Which tables changed, as this process has heard (ADR 0048): a version per table, bumped by each committed change's
 * notice, and an epoch bumped when notices may have been lost (the listening connection dropped), which changes
 * every stamp at once. Listening starts with the first `ready()`: a process that caches nothing opens no connection.
 */
export function createChangeVersions(database: Pick<Database, 'listen' | 'kind' | 'db'>) {
  const versions = new Map<string, number>();
  let epoch = 0;
  let syncs = 0;
  const waiting = new Map<string, () => void>();
  /** Notices that are not a table's name: `<prefix><rest>`, handed to whoever watches the prefix. */
  const watchers = new Map<string, NoticeWatcher>();
  let listening: Promise<unknown> | undefined;
  /** Syncs waiting for the next notice, and whether one is being sent. */
  let queued: (() => void)[] = [];
  let sending = false;
  let stop: (() => Promise<void>) | undefined;

  /** One notice for every sync queued before it is sent, until none is queued; each released once it is heard. */
  async function sendSyncs(): Promise<void> {
    sending = true;
    try {
      while (queued.length) {
        const callers = queued;
        queued = [];
        const token = `${SYNC_PREFIX}${process.pid}:${++syncs}`;
        const release = () => {
          for (const resolve of callers) resolve();
        };
        // Never hold an answer long: past this bound the stamps catch up a moment later instead.
        const bound = setTimeout(() => {
          waiting.delete(token);
          release();
        }, SYNC_BOUND_MS);
        waiting.set(token, () => {
          clearTimeout(bound);
          release();
        });
        try {
          await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${token})`);
        } catch {
          // The notice was not sent: its writers answer now (their write stands; the stamps catch up later).
          waiting.delete(token);
          clearTimeout(bound);
          release();
        }
      }
    } finally {
      sending = false;
    }
  }

  return {
    /** Resolves once this process hears every change (at once after the first call). */
    ready(): Promise<unknown> {
      listening ??= database
        .listen(CHANGES_CHANNEL, {
          notice(table) {
            if (table.startsWith(SYNC_PREFIX)) {
              waiting.get(table)?.();
              waiting.delete(table);
              return;
            }
            for (const [prefix, watcher] of watchers) {
              if (table.startsWith(prefix)) {
                watcher.notice(table.slice(prefix.length));
                return;
              }
            }
            // A watched kind nobody here watches (no table's name holds a colon).
            if (table.includes(':')) return;
            versions.set(table, (versions.get(table) ?? 0) + 1);
          },
          lost() {
            epoch += 1;
            // A sync sent before the drop may never come back: let its writer answer (the epoch moved anyway).
            for (const release of waiting.values()) release();
            waiting.clear();
            for (const watcher of watchers.values()) watcher.lost();
          },
        })
        .then((unlisten) => {
          stop = unlisten;
        })
        .catch((error: unknown) => {
          // Not listening: the next ready() tries again, and nothing is cached meanwhile.
          listening = undefined;
          throw error;
        });
      return listening;
    },

    /**
     * Resolves once every change committed before the call has been heard (PostgreSQL delivers notices in commit
     * order, so hearing one sent now is enough). On PGlite a notice is heard before its commit returns: nothing to
     * wait for. A process calls it after a write and before answering it, so that its own next read sees the write.
     */
    async sync(): Promise<void> {
      if (database.kind === 'pglite' || !listening) return;
      await listening;
      // Calls that arrive while a notice is being sent share the next one: a notice sent after a call covers it, so
      // a crowd of writes answering at once sends a few notices, not one each.
      const heard = new Promise<void>((resolve) => queued.push(resolve));
      if (!sending) void sendSyncs();
      await heard;
    },

    /**
     * Hands the notices that start with `prefix` (sent by a trigger of their own, as the stock's, migration 0021) to
     * `watcher`, and tells it when notices may have been lost. Listening starts at the next `ready()`.
     */
    watch(prefix: string, watcher: NoticeWatcher): void {
      watchers.set(prefix, watcher);
    },

    /** The versions of these tables as one string: equal stamps mean none of them changed in between. */
    stamp(tables: readonly TableName[]): string {
      let stamp = String(epoch);
      for (const table of tables) stamp += `.${versions.get(table) ?? 0}`;
      return stamp;
    },

    async close(): Promise<void> {
      for (const release of waiting.values()) release();
      waiting.clear();
      await stop?.();
    },
  };
}

export type ChangeVersions = ReturnType<typeof createChangeVersions>;

/**
 * Answers kept in memory until one of the tables they were read from changes (ADR 0048). An answer is stored under
 * the stamp taken before it was computed: a change committed meanwhile moves the stamp on, so that answer is never
 * served — the cache can be fresher than its stamp, never staler. An answer that also moves with time says until
 * when it holds (`until`, ms since the epoch, read from the loaded value; null: as long as its tables are
 * unchanged): from that instant on it is loaded again. At most `maxEntries` keys, the oldest dropped first.
 */
export function createFreshCache<T>(
  changes: ChangeVersions,
  options: { maxEntries: number; until?: (value: T) => number | null; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const entries = new Map<
    string,
    { stamp: string; value: Promise<T>; until: number | null; settled?: { value: T } }
  >();

  return {
    /**
     * The value kept for `key` when it is loaded and still holds (its tables' stamp unchanged, its `until` ahead);
     * else nothing, and nothing is loaded. An entry exists only once changes were heard, and a lost connection moves
     * every stamp, so this needs no `ready()`: a request can be answered from it before any other work.
     */
    peek(key: string, tables: readonly TableName[]): T | undefined {
      const hit = entries.get(key);
      if (!hit?.settled || hit.stamp !== changes.stamp(tables)) return undefined;
      return hit.until === null || now() < hit.until ? hit.settled.value : undefined;
    },

    async get(key: string, tables: readonly TableName[], load: () => Promise<T>): Promise<T> {
      try {
        await changes.ready();
      } catch {
        // Not hearing changes (the listening connection could not open): answer from the database, keep nothing.
        return load();
      }
      const stamp = changes.stamp(tables);
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp && (hit.until === null || now() < hit.until)) return hit.value;
      const value = load();
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const entry: { stamp: string; value: Promise<T>; until: number | null; settled?: { value: T } } = {
        stamp,
        value,
        until: null,
      };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          entry.until = options.until?.(loaded) ?? null;
          entry.settled = { value: loaded };
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },

    get size(): number {
      return entries.size;
    },
  };
}
