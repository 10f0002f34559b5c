import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

/** A fixed-window counter: how many hits a key has had in the current window, and when the window ends. */
export type CounterStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
};

export function memoryCounterStore(clock: Clock): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetAt: w.resetAt };
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Shared between server processes: INCR and a PEXPIRE set only on the first hit of a window. The window's end is
 * expressed on the limiter's clock (the TTL is what is left of it), so Retry-After never exceeds the window.
 */
export function redisCounterStore(redis: Redis, clock: Clock, prefix = 'lumi:rl:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const full = prefix + key;
      const results = await redis.multi().incr(full).pexpire(full, windowMs, 'NX').pttl(full).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: clock.now().getTime() + (ttl > 0 ? ttl : windowMs) };
    },
    async close() {},
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(
  store: CounterStore,
  clock: Clock,
  limits: {
    publicPerMinute: number;
    loginPer15Min: number;
    loginPerIpPer15Min: number;
    otpPerHour: number;
    uploadsPerMinute: number;
    contactPerHour: number;
  },
) {
  async function consume(key: string, max: number, windowMs: number): Promise<void> {
    const { count, resetAt } = await store.hit(key, windowMs);
    if (count > max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - clock.now().getTime()) / 1000));
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
    }
  }
  const normalise = (id: unknown) => (typeof id === 'string' ? id.trim().toLowerCase().slice(0, 254) : '');

  return {
    consume,
    /** Public reads: 300 per minute per IP (api-contract §1.10). */
    async perIp(request: FastifyRequest): Promise<void> {
      await consume(`ip:${request.ip}`, limits.publicPerMinute, 60_000);
    },
    /**
     * Sign-in calls: 10 per 15 minutes per IP and identifier, and (against password spraying) 30 per 15 minutes
     * per IP across identifiers; each route (each kind of sign-in) counts on its own.
     */
    login(identifier?: (request: FastifyRequest) => unknown): preHandlerAsyncHookHandler {
      return async (request) => {
        await consume(
          `login-ip:${request.routeOptions.url}:${request.ip}`,
          limits.loginPerIpPer15Min,
          15 * 60_000,
        );
        if (!identifier) return;
        await consume(
          `login:${request.routeOptions.url}:${request.ip}:${normalise(identifier(request))}`,
          limits.loginPer15Min,
          15 * 60_000,
        );
      };
    },
    /** Mail-sending calls (register, send-otp): 10 per hour per IP. */
    otp(): preHandlerAsyncHookHandler {
      return async (request) => {
        await consume(`otp:${request.ip}`, limits.otpPerHour, 3_600_000);
      };
    },
    /** The contact form: 5 per hour per IP (api-contract §1.10). */
    contact(): preHandlerAsyncHookHandler {
      return async (request) => {
        await consume(`contact:${request.ip}`, limits.contactPerHour, 3_600_000);
      };
    },
    /** Uploads: 30 per minute per principal. */
    async upload(principalKey: string): Promise<void> {
      await consume(`upload:${principalKey}`, limits.uploadsPerMinute, 60_000);
    },
  };
}
