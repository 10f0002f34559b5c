import { startOfLocalDay, STATS_YEAR_SPAN, type StatsBucketType } from '@lumi/shared';
import { bucketLabel, statsPeriod } from '../booking-stats/figures';

// The pure half of the site statistics (ADR 0024): the period of a call, the one before it and the buckets of the
// charts, all calendar days, months and years in Asia/Ho_Chi_Minh. The sums are SQL in ./repository.ts.

/** A bucket's length: a local day, month or year. */
export type BucketUnit = 'day' | 'month' | 'year';

/** A range of the site statistics: [start, end) in instants, cut into buckets of one unit. */
export type SiteRange = {
  /** First and last local day, inclusive. */
  from: string;
  to: string;
  start: Date;
  end: Date;
  unit: BucketUnit;
  /** Every bucket in order: 'YYYY-MM-DD' per day, 'YYYY-MM' per month, 'YYYY' per year. */
  keys: string[];
};

type PeriodQuery = { year?: number | undefined; month?: number | undefined };

/** The period of `?year&month` (the month when given, else the year; the current local year by default). */
export const sitePeriod: (query: PeriodQuery, now: Date) => SiteRange = statsPeriod;

/** The period before: the previous month (December of the year before for January), or the previous year. */
export function previousPeriod(period: SiteRange): SiteRange {
  const [year, month] = period.from.split('-').map(Number) as [number, number];
  if (period.unit === 'day') {
    return month === 1
      ? sitePeriod({ year: year - 1, month: 12 }, period.start)
      : sitePeriod({ year, month: month - 1 }, period.start);
  }
  return sitePeriod({ year: year - 1 }, period.start);
}

/**
 * The chart range of `?year&month&type`: `date` the days of the month (the schema requires `month`), `month` the
 * twelve months of the year (a `month` is then ignored), `year` the STATS_YEAR_SPAN years ending at `year`.
 */
export function seriesRange(query: PeriodQuery & { type: StatsBucketType }, now: Date): SiteRange {
  if (query.type === 'date') {
    if (query.month === undefined) throw new Error('type=date needs a month');
    return sitePeriod(query, now);
  }
  const year = sitePeriod({ year: query.year }, now);
  if (query.type === 'month') return year;
  const last = Number(year.from.slice(0, 4));
  const first = last - STATS_YEAR_SPAN + 1;
  return {
    from: `${first}-01-01`,
    to: year.to,
    start: startOfLocalDay(`${first}-01-01`),
    end: year.end,
    unit: 'year',
    keys: Array.from({ length: STATS_YEAR_SPAN }, (_, i) => String(first + i)),
  };
}

/** A bucket's label (api-contract §2 Bucket): 'dd/MM' for a day, 'MM/yyyy' for a month, 'yyyy' for a year. */
export function labelOf(key: string): string {
  return key.includes('-') ? bucketLabel(key) : key;
}

/** Every bucket of the range in order, the absent ones as `empty`. */
export function fillBuckets<T extends { key: string }>(
  range: SiteRange,
  rows: T[],
  empty: Omit<T, 'key'>,
): T[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return range.keys.map((key) => byKey.get(key) ?? ({ ...empty, key } as T));
}
