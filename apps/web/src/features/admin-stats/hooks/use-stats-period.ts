import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changePeriod, parsePeriod, periodToParams, type StatsPeriod } from '../utils/period';

/**
 * The dashboard's period, kept in the address (`?year=&month=&type=`) so a reload or a shared link shows the same
 * figures. A change replaces the history entry; other parameters are kept.
 */
export function useStatsPeriod(): { period: StatsPeriod; setPeriod: (change: Partial<StatsPeriod>) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const period = useMemo(() => parsePeriod(new URLSearchParams(query)), [query]);

  const setPeriod = useCallback(
    (change: Partial<StatsPeriod>) => {
      const next = periodToParams(changePeriod(period, change));
      for (const [key, value] of new URLSearchParams(query)) {
        if (!['year', 'month', 'type'].includes(key)) next.set(key, value);
      }
      if (next.toString() !== query) setSearchParams(next, { replace: true });
    },
    [period, query, setSearchParams],
  );

  return { period, setPeriod };
}
