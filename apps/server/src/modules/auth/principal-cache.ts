import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from './repository';

/** How long a cached account row is trusted at most, should an invalidation ever be missed (issue 14). */
export const PRINCIPAL_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The customer accounts that authenticated requests resolved, kept in memory by id (issue 14, ADR 0002): a token is
 * checked against the cached row's token version, so `GET /auth/account` and every other user route need no
 * database read while the account is unchanged. Every write to an account calls `forget(id)` after it commits.
 *
 * With Redis (several processes), `forget` publishes the id on `<prefix>principals`, and every process drops its
 * copy when the message arrives. Pub/sub was chosen over a version key read from Redis per request: no round trip
 * on the hot path, and the publish is awaited before the write answers, so the other processes have the message
 * before any later request can reach them (the per-IP limiter's own Redis call on that request is answered after
 * it). While the subscription is not in place (start, lost connection) nothing is cached, and everything cached is
 * dropped when it comes back, since messages may have been missed meanwhile.
 */
export function createPrincipalCache(options: {
  redis?: Redis | null;
  redisPrefix?: string;
  log?: FastifyBaseLogger;
  now?: () => number;
  ttlMs?: number;
}) {
  const now = options.now ?? (() => performance.now());
  const ttlMs = options.ttlMs ?? PRINCIPAL_CACHE_TTL_MS;
  const entries = new Map<string, { row: UserRow; at: number }>();
  // Bumped by every forget: a load that began before it must not store what it read (it may predate the write).
  let generation = 0;
  const channel = `${options.redisPrefix ?? 'lumi:'}principals`;
  const pub = options.redis ?? null;
  const sub = pub ? pub.duplicate() : null;
  // Without Redis this process is the only writer; with it, only while subscribed.
  let trusted = sub === null;

  function dropAll(): void {
    generation += 1;
    entries.clear();
  }

  function dropLocal(id: string): void {
    generation += 1;
    entries.delete(id);
  }

  if (sub) {
    sub.on('error', (err: Error) => options.log?.warn({ err }, 'principal cache redis connection error'));
    sub.on('message', (from: string, id: string) => {
      if (from === channel) dropLocal(id);
    });
    sub.on('close', () => {
      trusted = false;
      dropAll();
    });
    // ioredis subscribes again by itself after a reconnect; `subscribe` resolves once Redis confirmed it.
    sub.on('ready', () => {
      sub
        .subscribe(channel)
        .then(() => {
          dropAll();
          trusted = true;
        })
        .catch((err: unknown) => options.log?.warn({ err }, 'principal cache subscribe failed'));
    });
  }

  return {
    /** The cached row of this account, while fresh. */
    get(id: string): UserRow | undefined {
      const hit = entries.get(id);
      if (!hit) return undefined;
      if (now() - hit.at < ttlMs) return hit.row;
      entries.delete(id);
      return undefined;
    },

    /** Reads the row through `load` and keeps it, unless an account changed meanwhile or caching is off. */
    async load(id: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
      const started = generation;
      const row = await load();
      if (row && trusted && started === generation) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(id, { row, at: now() });
      }
      return row;
    },

    /** After a committed write to the account: dropped here at once, and in every other process before this resolves. */
    async forget(id: string): Promise<void> {
      dropLocal(id);
      if (!pub) return;
      try {
        await pub.publish(channel, id);
      } catch (err) {
        options.log?.error({ err, userId: id }, 'principal cache invalidation not published');
      }
    },

    /** Resolves once the subscription is in place (caching starts then). */
    async ready(): Promise<void> {
      if (!sub || trusted) return;
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (trusted) {
            clearInterval(check);
            resolve();
          }
        }, 10);
        check.unref();
        // Redis down at start: the server starts and caches nothing until it is back.
        setTimeout(() => {
          clearInterval(check);
          resolve();
        }, 2_000).unref();
      });
    },

    async close(): Promise<void> {
      trusted = false;
      dropAll();
      await sub?.quit().catch(() => undefined);
    },
  };
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
