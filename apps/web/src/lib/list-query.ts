import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, isUuid } from '@lumi/shared';

/**
 * The admin lists keep their filters in the address (`?page&pageSize&name…`), so a reload, a shared
 * link or the back button shows the same list. A codec says which parameters a list knows, their
 * defaults, and how to read them back; anything malformed falls back to its default.
 */
export type ListFilters = { page: number; pageSize: number } & Record<string, string | number | undefined>;

export type ListQueryCodec<F extends ListFilters> = {
  defaults: F;
  parse: (params: URLSearchParams) => F;
};

const SEARCH_MAX_LENGTH = 100;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readPositiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : fallback;
}

/** A search text as the server accepts it: trimmed, at most 100 characters. */
export const readText = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
export const readId = (raw: string | null) => (raw && isUuid(raw) ? raw : undefined);
export const readDate = (raw: string | null) => (raw && LOCAL_DATE.test(raw) ? raw : undefined);

export function readOneOf<T extends string>(raw: string | null, values: readonly T[]): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export const DEFAULT_PAGING = { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * `fromDate` and `toDate`; either end may be missing. A range with its ends swapped is ignored rather
 * than sent (it could match nothing).
 */
export function readDateRange(params: URLSearchParams): {
  fromDate: string | undefined;
  toDate: string | undefined;
} {
  const fromDate = readDate(params.get('fromDate'));
  const toDate = readDate(params.get('toDate'));
  const ordered = !fromDate || !toDate || fromDate <= toDate;
  return { fromDate: ordered ? fromDate : undefined, toDate: ordered ? toDate : undefined };
}

/** `page` and `pageSize` as every list reads them. */
export function readPaging(params: URLSearchParams): { page: number; pageSize: number } {
  return {
    page: readPositiveInt(params.get('page'), DEFAULT_PAGE),
    pageSize: readPositiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
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
 * Applies a change: search texts are trimmed and cut like the parser does, and changing what is
 * searched or filtered (or the page size) starts again from page 1, unless the change names the page
 * itself.
 */
export function updateFilters<F extends ListFilters>(current: F, change: Partial<F>, defaults: F): F {
  const next: ListFilters = { ...current, ...change };
  for (const key of Object.keys(change)) {
    const value = next[key];
    if (typeof value === 'string') next[key] = readText(value);
  }
  const criteriaChanged = Object.keys(change).some((key) => key !== 'page' && next[key] !== current[key]);
  if (criteriaChanged && change.page === undefined) next.page = defaults.page;
  return next as F;
}

/** The request to send: empty values left out (api-contract §1.1). */
export function toRequest<F extends ListFilters>(filters: F): F {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as F;
}
