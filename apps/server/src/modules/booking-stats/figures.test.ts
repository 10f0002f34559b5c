import { describe, expect, it } from 'vitest';
import { averageOf, bucketLabel, compareDoctorRank, percentOf, statsPeriod } from './figures';

// 31 December 2029, 23:30 in Asia/Ho_Chi_Minh (16:30 UTC): still 2029 there.
const NOW = new Date('2029-12-31T16:30:00.000Z');

describe('booking statistics figures (ADR 0021)', () => {
  it.each([
    [
      { year: 2030, month: 2 },
      '2030-02-01',
      '2030-02-28',
      28,
      '2030-01-31T17:00:00.000Z',
      '2030-02-28T17:00:00.000Z',
    ],
    [
      { year: 2028, month: 2 },
      '2028-02-01',
      '2028-02-29',
      29,
      '2028-01-31T17:00:00.000Z',
      '2028-02-29T17:00:00.000Z',
    ],
    [
      { year: 2030, month: 12 },
      '2030-12-01',
      '2030-12-31',
      31,
      '2030-11-30T17:00:00.000Z',
      '2030-12-31T17:00:00.000Z',
    ],
  ])('a month is its local days: %o', (query, from, to, days, start, end) => {
    const p = statsPeriod(query, NOW);
    expect(p).toMatchObject({ from, to, unit: 'day' });
    expect(p.keys).toHaveLength(days);
    expect(p.keys[0]).toBe(from);
    expect(p.keys.at(-1)).toBe(to);
    expect(p.start.toISOString()).toBe(start);
    expect(p.end.toISOString()).toBe(end);
  });

  it('a year is its twelve months; the year defaults to the local current one', () => {
    const p = statsPeriod({}, NOW);
    expect(p).toMatchObject({ from: '2029-01-01', to: '2029-12-31', unit: 'month' });
    expect(p.keys).toEqual([
      '2029-01',
      '2029-02',
      '2029-03',
      '2029-04',
      '2029-05',
      '2029-06',
      '2029-07',
      '2029-08',
      '2029-09',
      '2029-10',
      '2029-11',
      '2029-12',
    ]);
    expect(p.start.toISOString()).toBe('2028-12-31T17:00:00.000Z');
    expect(p.end.toISOString()).toBe('2029-12-31T17:00:00.000Z');
    // Ten minutes later it is 2030 in Hanoi.
    expect(statsPeriod({}, new Date('2029-12-31T17:10:00.000Z')).from).toBe('2030-01-01');
  });

  it.each([
    ['2030-01-05', '05/01'],
    ['2030-01', '01/2030'],
    ['2030-12', '12/2030'],
  ])('labels %s as %s', (key, label) => {
    expect(bucketLabel(key)).toBe(label);
  });

  it.each([
    [700_000, 1_050_000, 66.7],
    [700_000, 1_550_000, 45.2],
    [1, 8, 12.5],
    [1, 16, 6.3],
    [2, 4, 50],
    [0, 0, 0],
    [5, 5, 100],
  ])('percentOf(%i, %i) = %f', (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });

  it.each([
    [9, 2, 4.5],
    [87, 20, 4.4],
    [13, 3, 4.3],
    [0, 0, 0],
  ])('averageOf(%i, %i) = %f', (sum, count, expected) => {
    expect(averageOf(sum, count)).toBe(expected);
  });

  it('ranks doctors by revenue, then completed bookings, then name in Vietnamese order', () => {
    const doctors = [
      { name: 'Đỗ Văn Bình', revenue: 0, completed: 0 },
      { name: 'Bùi Thị Hoa', revenue: 300_000, completed: 1 },
      { name: 'Đặng Minh', revenue: 0, completed: 0 },
      { name: 'Dương Lan', revenue: 0, completed: 0 },
      { name: 'An Nhiên', revenue: 300_000, completed: 2 },
      { name: 'Phạm Thị An', revenue: 700_000, completed: 2 },
    ];
    // In Vietnamese order D comes before Đ, and Đặng before Đỗ.
    expect([...doctors].sort(compareDoctorRank).map((d) => d.name)).toEqual([
      'Phạm Thị An',
      'An Nhiên',
      'Bùi Thị Hoa',
      'Dương Lan',
      'Đặng Minh',
      'Đỗ Văn Bình',
    ]);
  });
});
