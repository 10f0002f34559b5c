import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_MS, VALIDATION } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idempotencyRepository } from './repository';

/** How long a repeat waits for the first request's answer before answering 409 (real time). */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim without an answer this old belongs to a request that died (a crash): it may be taken over. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

export type IdempotentAnswer<S extends number, T> = { status: S; body: T };

/** A JSON text with object keys sorted: the same body always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

/**
 * `Idempotency-Key` of the order-creating calls (api-contract §1.1, ADR 0013). The key is claimed in the database
 * (primary key per customer and key) before the work runs; the first answer is stored and replayed for 24 hours
 * to the same customer sending the same call and body. Another body → 422 IDEMPOTENCY_KEY_REUSED. A repeat that
 * arrives while the first is still running waits for its answer (up to 10 s), then answers 409
 * IDEMPOTENCY_REQUEST_IN_PROGRESS. A request that fails releases its key: nothing was created, so a retry runs.
 */
export function createIdempotencyService(deps: { db: Db; clock: Clock }) {
  const repo = () => idempotencyRepository(deps.db);

  /** The header's value, checked; undefined when absent. */
  function keyOf(raw: unknown): string | undefined {
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
      throw new AppError('VALIDATION_ERROR', {
        message: VALIDATION.idempotencyKeyInvalid,
        errors: [{ path: IDEMPOTENCY_HEADER, message: VALIDATION.idempotencyKeyInvalid }],
      });
    }
    return raw;
  }

  async function run<S extends number, T>(
    scope: { userId: string; key: unknown; call: string; body: unknown },
    work: () => Promise<IdempotentAnswer<S, T>>,
  ): Promise<IdempotentAnswer<S, T> & { replayed: boolean }> {
    const key = keyOf(scope.key);
    if (key === undefined) return { ...(await work()), replayed: false };
    const { userId } = scope;
    const fingerprint = createHash('sha256')
      .update(`${scope.call}\n${canonical(scope.body)}`)
      .digest('hex');
    const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const now = deps.clock.now();
      if (await repo().claim({ userId, key, fingerprint, at: now })) break;
      const row = await repo().find(userId, key);
      if (!row) continue; // released or swept meanwhile: claim again
      if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS) {
        await repo().dropIfOlder(userId, key, new Date(now.getTime() - IDEMPOTENCY_TTL_MS + 1));
        continue;
      }
      if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.status !== null) return { status: row.status as S, body: row.response as T, replayed: true };
      if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_ABANDONED_MS) {
        await repo().dropIfOlder(userId, key, new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS + 1));
        continue;
      }
      if (Date.now() >= waitUntil) throw new AppError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      await delay(POLL_MS);
    }
    let answer: IdempotentAnswer<S, T>;
    try {
      answer = await work();
    } catch (error) {
      await repo().release(userId, key);
      throw error;
    }
    await repo().answer(userId, key, answer.status, answer.body);
    return { ...answer, replayed: false };
  }

  return {
    run,
    /** Deletes keys past their 24 hours (the hourly sweep). */
    sweepExpired: () => repo().sweep(new Date(deps.clock.now().getTime() - IDEMPOTENCY_TTL_MS)),
  };
}
