import { STATS_BUCKET_TYPES, STATS_YEAR_SPAN, type StatsBucketType } from '@lumi/shared';
import { currentYearMonth, yearChoices } from '@/components/stats-period';

/**
 * The dashboard's period: the cards and tables show `year` (or its `month`), the series cut the range of `type`
 * (the days of the month, the months of the year, or the five years ending at `year`).
 */
export type StatsPeriod = { year: number; month: number | undefined; type: StatsBucketType };

/** The arguments of the cards' and tables' queries for a period (its year, and its month when one is picked). */
export const periodArgs = (period: StatsPeriod): { year: number; month?: number } => ({
  year: period.year,
  ...(period.month === undefined ? {} : { month: period.month }),
});

/** The arguments of the series' queries: the period's, and how the series are cut. */
export const seriesArgs = (period: StatsPeriod) => ({ ...periodArgs(period), type: period.type });

export const STATS_TYPE_LABELS: Record<StatsBucketType, string> = {
  date: 'Ngày',
  month: 'Tháng',
  year: 'Năm',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** What a bare /admin/dashboard shows: this month, day by day. */
export function defaultPeriod(now: Date = new Date()): StatsPeriod {
  return { ...currentYearMonth(now), type: 'date' };
}

function intIn(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The period of the address (`?year=&month=&type=`). Without a (valid) year: the default. With a year and no
 * month: the whole year. `type=date` needs a month: without one the months of the year are shown.
 */
export function parsePeriod(params: URLSearchParams, now: Date = new Date()): StatsPeriod {
  const year = intIn(params.get('year'), 2000, 2100);
  const askedType = params.get('type');
  const type = (STATS_BUCKET_TYPES as readonly string[]).includes(askedType ?? '')
    ? (askedType as StatsBucketType)
    : undefined;
  if (year === undefined) {
    const fallback = defaultPeriod(now);
    return { ...fallback, type: type ?? fallback.type };
  }
  const month = intIn(params.get('month'), 1, 12);
  const chosen = type ?? (month === undefined ? 'month' : 'date');
  return { year, month, type: chosen === 'date' && month === undefined ? 'month' : chosen };
}

/** The address of a period: year and type always, month when one is picked. */
export function periodToParams(period: StatsPeriod): URLSearchParams {
  const params = new URLSearchParams({ year: String(period.year) });
  if (period.month !== undefined) params.set('month', String(period.month));
  params.set('type', period.type);
  return params;
}

/**
 * A change of the toolbar applied to a period. Picking 'Ngày' without a month takes the current month (of the
 * chosen year); choosing 'Cả năm' while the series are by day turns them to months.
 */
export function changePeriod(
  period: StatsPeriod,
  change: Partial<StatsPeriod>,
  now: Date = new Date(),
): StatsPeriod {
  const next: StatsPeriod = { ...period, ...change };
  if (next.type === 'date' && next.month === undefined) {
    if ('month' in change) next.type = 'month';
    else next.month = currentYearMonth(now).month;
  }
  return next;
}

/** The year select: the current year and the four before it, and the address's year when it is another. */
export function yearOptions(selected: number, now: Date = new Date()): number[] {
  return yearChoices(selected, STATS_YEAR_SPAN, now);
}

/** 'tháng 11/2026' or 'năm 2026'. */
export function periodLabel(period: Pick<StatsPeriod, 'year' | 'month'>): string {
  return period.month === undefined ? `năm ${period.year}` : `tháng ${pad(period.month)}/${period.year}`;
}

/** The period before, named from the answer's `previousFrom` ('2026-10-01' → 'tháng 10/2026'). */
export function previousPeriodLabel(previousFrom: string, byMonth: boolean): string {
  const [year, month] = previousFrom.split('-');
  return byMonth ? `tháng ${month}/${year}` : `năm ${year}`;
}

/** What the series cover: 'Theo ngày, tháng 11/2026', 'Theo tháng, năm 2026', 'Theo năm, 2022–2026'. */
export function seriesLabel(period: StatsPeriod): string {
  if (period.type === 'date') return `Theo ngày, ${periodLabel(period)}`;
  if (period.type === 'month') return `Theo tháng, năm ${period.year}`;
  return `Theo năm, ${period.year - STATS_YEAR_SPAN + 1}–${period.year}`;
}

/** The file name part of the cards' period: '2026-11' or '2026'. */
export function periodSlug(period: Pick<StatsPeriod, 'year' | 'month'>): string {
  return period.month === undefined ? String(period.year) : `${period.year}-${pad(period.month)}`;
}

/** The file name part of the series' range: '2026-11' (by day), '2026' (by month), '2022-2026' (by year). */
export function seriesSlug(period: StatsPeriod): string {
  if (period.type === 'date') return periodSlug(period);
  if (period.type === 'month') return String(period.year);
  return `${period.year - STATS_YEAR_SPAN + 1}-${period.year}`;
}
