/**
 * Admin lists keep their filters in the address (`?page&pageSize&name…`), so a reload,
 * a shared link or the back button shows the same list.
 */
export type ListFilters = Record<string, string | number | undefined>;

export type ListQueryCodec<F extends ListFilters> = {
  defaults: F;
  parse: (params: URLSearchParams) => F;
};

export function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

/** Writes filters back, leaving out empty values and those equal to their default. */
export function toSearchParams<F extends ListFilters>(filters: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * Applies a change: changing what is searched or filtered (or the page size) starts again from page 1,
 * unless the change names the page itself.
 */
export function updateFilters<F extends ListFilters>(current: F, change: Partial<F>, defaults: F): F {
  const next = { ...current, ...change } as F;
  if (typeof next.name === 'string') (next as ListFilters).name = next.name.trim();
  const criteriaChanged = Object.keys(change).some(
    (key) => key !== 'page' && (next as ListFilters)[key] !== (current as ListFilters)[key],
  );
  if (criteriaChanged && change.page === undefined) (next as ListFilters).page = defaults.page;
  return next;
}

/** The request to send: empty values left out (api-contract §1.1). */
export function toRequest<F extends ListFilters>(filters: F): F {
  const out: ListFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as F;
}
