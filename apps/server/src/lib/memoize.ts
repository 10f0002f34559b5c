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
