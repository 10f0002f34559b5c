import type { Redis } from 'ioredis';

/**
 * How many client events an account may send (SOCKET_RATE_LIMIT, ADR 0031): a sliding window counted per account
 * (`{kind}:{id}`) over all its sockets, in this process's memory or, with REDIS_URL, in Redis for every process.
 * A refused event is not counted, so an account that slows down gets through again once its window has moved on.
 */
export interface EventLimiter {
  /** Counts one event of `account` and answers true, or answers false when its window is full. */
  take(account: string): Promise<boolean>;
}

export type EventLimit = { events: number; windowMs: number };

/** One process alone (no REDIS_URL); on the monotonic clock. */
export function memoryEventLimiter(
  limit: EventLimit,
  now: () => number = () => performance.now(),
): EventLimiter {
  const windows = new Map<string, number[]>();
  let lastSweep = now();
  return {
    async take(account) {
      const at = now();
      if (at - lastSweep >= limit.windowMs * 6) {
        for (const [key, times] of windows)
          if (times.length === 0 || at - (times[times.length - 1] ?? 0) >= limit.windowMs)
            windows.delete(key);
        lastSweep = at;
      }
      let times = windows.get(account);
      if (!times) {
        times = [];
        windows.set(account, times);
      }
      while (times.length > 0 && at - (times[0] ?? 0) >= limit.windowMs) times.shift();
      if (times.length >= limit.events) return false;
      times.push(at);
      return true;
    },
  };
}

// A sorted set per account of the events in the window (score: Redis's time in ms), trimmed, checked and added to
// in one atomic step, so processes racing for the last places never pass the limit together.
// KEYS[1] = the account's key; ARGV = the limit, the window (ms), a member unique to this event.
const TAKE = `
local key, limit, window, id = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, id)
redis.call('PEXPIRE', key, window)
return 1
`;

/**
 * Shared by every process through Redis. Should Redis fail, this process counts on its own until it answers again
 * (logged), so neither the chat stops nor the limit goes.
 */
export function redisEventLimiter(options: {
  redis: Redis;
  prefix: string;
  nodeId: string;
  limit: EventLimit;
  log: { warn(obj: unknown, msg?: string): void };
}): EventLimiter {
  const { redis, prefix, nodeId, limit, log } = options;
  const fallback = memoryEventLimiter(limit);
  let seq = 0;
  return {
    async take(account) {
      try {
        const taken = await redis.eval(
          TAKE,
          1,
          `${prefix}events:${account}`,
          String(limit.events),
          String(limit.windowMs),
          `${nodeId}:${++seq}`,
        );
        return Number(taken) === 1;
      } catch (err) {
        log.warn({ err }, 'socket event limit: redis failed, counting in this process');
        return fallback.take(account);
      }
    },
  };
}
