/**
 * A small in-process cache of values that many requests share (the category tree, the filter blocks of listing
 * pages). Entries live `ttlMs` by the injected clock and are dropped at once by `invalidate()` after a write on this
 * server; another server process sees the write within `ttlMs`. Concurrent callers share one load; a failed load
 * is not kept.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && at - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) {
        // Oldest first (a Map keeps insertion order): drop the expired ones, then the oldest if still full.
        for (const [k, entry] of entries) {
          if (at - entry.at >= ttlMs || entries.size >= maxEntries) entries.delete(k);
          else break;
        }
      }
      const value = load();
      const entry = { at, value };
      entries.delete(key);
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Drops every entry; a load already under way answers only the callers that were waiting for it. */
    invalidate(): void {
      entries.clear();
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
