import { IDEMPOTENCY_HEADER } from '@lumi/shared';

/** 16 random bytes in hex after a prefix; `getRandomValues` works outside secure contexts too (a LAN address over http). */
export function randomAttemptKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The `Idempotency-Key` of a form's attempts (ADR 0013: placing an order, booking a visit): a key is made when an
 * attempt starts and sent again while the same request (same body) is retried — after a time-out, say — so the
 * server answers the first result instead of creating a second one. Changing the request starts a new attempt.
 */
export function createAttemptKeys(prefix: string, newKey: () => string = () => randomAttemptKey(prefix)) {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (!current || current.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}

/** A request body with the attempt's key, which travels as the `Idempotency-Key` header, never in the body. */
export type WithAttemptKey<T> = T & { idempotencyKey?: string };

/** The RTK Query request of a keyed `POST`. */
export function keyedPost<T extends object>(url: string, { idempotencyKey, ...body }: WithAttemptKey<T>) {
  return {
    url,
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  };
}
