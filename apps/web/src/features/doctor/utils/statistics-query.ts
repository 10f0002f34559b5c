import { currentYearMonth } from '@/components/stats-period';
import { readPositiveInt } from '@/lib/list-query';

/** The period of the statistics tab's address (`?year=&month=`): this year by default, a month when one is picked. */
export function doctorStatisticsPeriod(params: URLSearchParams): { year: number; month: number | undefined } {
  const year = readPositiveInt(params.get('year'), currentYearMonth().year, 2100);
  const month = readPositiveInt(params.get('month'), 0, 12);
  return { year, month: month >= 1 ? month : undefined };
}

/** What `GET /doctors/statistical` is asked for a period. */
export const doctorStatisticsArgs = ({ year, month }: { year: number; month: number | undefined }) =>
  month ? { year, month } : { year };
