import { addLocalDays, startOfLocalDay, toLocalDate, type BookingStatus } from '@lumi/shared';

// The pure half of the booking statistics (ADR 0021): the period and its buckets, the rates and the averages.
// The sums themselves are SQL in ./repository.ts.

/** A statistics period: a calendar month cut into days, or a calendar year cut into months (Asia/Ho_Chi_Minh). */
export type StatsPeriod = {
  /** First and last local day, inclusive. */
  from: string;
  to: string;
  /** [start, end) as instants: a booking belongs to the period when its start lies inside. */
  start: Date;
  end: Date;
  unit: 'day' | 'month';
  /** Every bucket of the period in order: 'YYYY-MM-DD' per day, 'YYYY-MM' per month. */
  keys: string[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of `?year&month`: the month when given, else the year; the year defaults to the current one. */
export function statsPeriod(
  query: { year?: number | undefined; month?: number | undefined },
  now: Date,
): StatsPeriod {
  const year = query.year ?? Number(toLocalDate(now).slice(0, 4));
  if (query.month !== undefined) {
    const from = `${year}-${pad(query.month)}-01`;
    const next = query.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(query.month + 1)}-01`;
    const to = addLocalDays(next, -1);
    const keys: string[] = [];
    for (let day = from; day <= to; day = addLocalDays(day, 1)) keys.push(day);
    return { from, to, start: startOfLocalDay(from), end: startOfLocalDay(next), unit: 'day', keys };
  }
  return {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    start: startOfLocalDay(`${year}-01-01`),
    end: startOfLocalDay(`${year + 1}-01-01`),
    unit: 'month',
    keys: Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`),
  };
}

/** The chart label of a bucket key: 'dd/MM' for a day, 'MM/yyyy' for a month (api-contract §2 Bucket). */
export function bucketLabel(key: string): string {
  const [y, m, d] = key.split('-');
  return d === undefined ? `${m}/${y}` : `${d}/${m}`;
}

/** part ÷ whole × 100 with one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/** The booking counts by status, as every statistic answers them (the bookings module's figures). */
export type BookingStatusCounts = Record<BookingStatus, number>;

export function statusCountsOf(b: BookingStatusCounts): BookingStatusCounts {
  return {
    pending: b.pending,
    confirmed: b.confirmed,
    completed: b.completed,
    cancelled: b.cancelled,
    no_show: b.no_show,
  };
}

/**
 * The no-show rate (issue 30, ADR 0060) of the doctor's, the clinic's and the site's statistics: the visits missed
 * among the visits that were due (completed or missed), × 100 with one decimal; 0 when none was due.
 */
export function noShowRate(b: { completed: number; no_show: number }): number {
  return percentOf(b.no_show, b.completed + b.no_show);
}

/** The order of 'Bác sĩ nổi bật': revenue, then completed bookings (both descending), then name (Vietnamese). */
export function compareDoctorRank(
  a: { revenue: number; completed: number; name: string },
  b: { revenue: number; completed: number; name: string },
): number {
  return b.revenue - a.revenue || b.completed - a.completed || a.name.localeCompare(b.name, 'vi');
}

/** The average of `count` ratings summing to `sum`, with one decimal; 0 without ratings. */
export function averageOf(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}
