/** 16 random bytes in hex; `getRandomValues` works outside secure contexts too (a LAN address over http). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The `Idempotency-Key` of checkout attempts (ADR 0013): a key is made when an attempt starts and sent again while
 * the same order (same body) is retried — after a time-out, say — so the server answers the first result instead
 * of placing a second order. Changing the order starts a new attempt.
 */
export function createAttemptKeys(newKey: () => string = randomKey) {
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
