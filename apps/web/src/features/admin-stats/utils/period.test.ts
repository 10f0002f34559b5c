import { describe, expect, it } from 'vitest';
import {
  changePeriod,
  parsePeriod,
  periodToParams,
  previousPeriodLabel,
  seriesLabel,
  seriesSlug,
  yearOptions,
  type StatsPeriod,
} from './period';

// 23:30 on 30 November in Hồ Chí Minh City is still November there (16:30 UTC).
const NOW = new Date('2026-11-30T16:30:00Z');
const parse = (query: string) => parsePeriod(new URLSearchParams(query), NOW);

describe('the period in the address', () => {
  it.each<[string, StatsPeriod]>([
    ['', { year: 2026, month: 11, type: 'date' }],
    ['type=year', { year: 2026, month: 11, type: 'year' }],
    ['year=2025', { year: 2025, month: undefined, type: 'month' }],
    ['year=2025&month=3', { year: 2025, month: 3, type: 'date' }],
    ['year=2025&month=3&type=month', { year: 2025, month: 3, type: 'month' }],
    ['year=2025&type=date', { year: 2025, month: undefined, type: 'month' }],
    ['year=2025&month=13&type=year', { year: 2025, month: undefined, type: 'year' }],
    ['year=abc&month=2', { year: 2026, month: 11, type: 'date' }],
    ['year=2024&type=weekly', { year: 2024, month: undefined, type: 'month' }],
  ])('%j reads as %j', (query, period) => {
    expect(parse(query)).toEqual(period);
  });

  it('writes year, month when picked, and type, and reads them back', () => {
    const period: StatsPeriod = { year: 2025, month: 2, type: 'date' };
    expect(periodToParams(period).toString()).toBe('year=2025&month=2&type=date');
    expect(parsePeriod(periodToParams(period), NOW)).toEqual(period);
    expect(periodToParams({ year: 2025, month: undefined, type: 'year' }).toString()).toBe(
      'year=2025&type=year',
    );
  });

  it("'Ngày' without a month takes the current month; 'Cả năm' turns a daily series monthly", () => {
    const yearly: StatsPeriod = { year: 2025, month: undefined, type: 'month' };
    expect(changePeriod(yearly, { type: 'date' }, NOW)).toEqual({ year: 2025, month: 11, type: 'date' });
    const daily: StatsPeriod = { year: 2025, month: 4, type: 'date' };
    expect(changePeriod(daily, { month: undefined }, NOW)).toEqual({
      year: 2025,
      month: undefined,
      type: 'month',
    });
    expect(changePeriod(daily, { month: 6 }, NOW)).toEqual({ year: 2025, month: 6, type: 'date' });
  });

  it('offers this year and the four before, plus an older year from a link', () => {
    expect(yearOptions(2026, NOW)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(yearOptions(2019, NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2019]);
  });

  it('names the periods and the files', () => {
    expect(previousPeriodLabel('2026-10-01', true)).toBe('tháng 10/2026');
    expect(previousPeriodLabel('2025-01-01', false)).toBe('năm 2025');
    expect(seriesLabel({ year: 2026, month: 11, type: 'date' })).toBe('Theo ngày, tháng 11/2026');
    expect(seriesLabel({ year: 2026, month: 11, type: 'year' })).toBe('Theo năm, 2022–2026');
    expect(seriesSlug({ year: 2026, month: 3, type: 'date' })).toBe('2026-03');
    expect(seriesSlug({ year: 2026, month: 3, type: 'month' })).toBe('2026');
    expect(seriesSlug({ year: 2026, month: undefined, type: 'year' })).toBe('2022-2026');
  });
});
