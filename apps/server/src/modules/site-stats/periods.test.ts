import { describe, expect, it } from 'vitest';
import { labelOf, previousPeriod, seriesRange, sitePeriod } from './periods';

// 1 January 2030, 00:30 in Asia/Ho_Chi_Minh: still 31 December 2029 in UTC.
const NOW = new Date('2030-01-01T00:30:00+07:00');

describe('site statistics periods (ADR 0024)', () => {
  it('the year defaults to the current local year, not the UTC one', () => {
    expect(sitePeriod({}, NOW)).toMatchObject({ from: '2030-01-01', to: '2030-12-31', unit: 'month' });
  });

  it('a month is [local midnight of the 1st, local midnight of the next 1st)', () => {
    const october = sitePeriod({ year: 2030, month: 10 }, NOW);
    expect(october.start.toISOString()).toBe('2030-09-30T17:00:00.000Z');
    expect(october.end.toISOString()).toBe('2030-10-31T17:00:00.000Z');
    expect(october.keys).toHaveLength(31);
  });

  it('the previous period: the month before (December of the year before for January), or the year before', () => {
    const of = (query: { year: number; month?: number }) => {
      const p = previousPeriod(sitePeriod(query, NOW));
      return [p.from, p.to];
    };
    expect(of({ year: 2030, month: 1 })).toEqual(['2029-12-01', '2029-12-31']);
    expect(of({ year: 2030, month: 3 })).toEqual(['2030-02-01', '2030-02-28']);
    expect(of({ year: 2028, month: 3 })).toEqual(['2028-02-01', '2028-02-29']);
    expect(of({ year: 2030 })).toEqual(['2029-01-01', '2029-12-31']);
  });

  it('type=date the days of the month, type=month the months of the year (month ignored), type=year five years', () => {
    expect(seriesRange({ year: 2030, month: 2, type: 'date' }, NOW).keys.map(labelOf)).toEqual(
      Array.from({ length: 28 }, (_, i) => `${String(i + 1).padStart(2, '0')}/02`),
    );
    const months = seriesRange({ year: 2030, month: 2, type: 'month' }, NOW);
    expect(months.keys.map(labelOf)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}/2030`),
    );
    const years = seriesRange({ year: 2030, type: 'year' }, NOW);
    expect(years).toMatchObject({ from: '2026-01-01', to: '2030-12-31', unit: 'year' });
    expect(years.keys.map(labelOf)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    expect(years.start.toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(years.end.toISOString()).toBe('2030-12-31T17:00:00.000Z');
    expect(seriesRange({ type: 'year' }, NOW).keys).toEqual(['2026', '2027', '2028', '2029', '2030']);
  });
});
