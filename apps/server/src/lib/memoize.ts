/**
 * Shares one run of `task` among every caller within `ttlMs` of its start; a failed run is not kept,
 * so the next caller tries again at once.
 */
export function memoizeFor<T>(ttlMs: number, now: () => number, task: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; promise: Promise<T> } | null = null;
  return () => {
    const at = now();
    if (cached && at - cached.at < ttlMs) return cached.promise;
    const promise = task();
    const entry = { at, promise };
    cached = entry;
    promise.catch(() => {
      if (cached === entry) cached = null;
    });
    return promise;
  };
}

/**
 * One `loadMany` for the keys asked in one turn of the event loop: callers that ask together (the orders one
 * transaction wrote, answered at once) share a round of queries instead of one round each. A failed load fails its
 * round's callers only.
 */
export function batchedLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let round: { keys: Set<K>; answer: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!round) {
      const next: { keys: Set<K>; answer: Promise<Map<K, V>> } = {
        keys: new Set(),
        answer: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          if (round === next) round = null;
          return loadMany([...next.keys]);
        }),
      };
      round = next;
    }
    round.keys.add(key);
    return round.answer.then((found) => found.get(key));
  };
}
