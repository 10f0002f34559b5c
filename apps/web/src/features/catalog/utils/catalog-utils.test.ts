import { describe, expect, it } from 'vitest';
import { activeFilterChips, priceRangeLabel } from './filter-options';
import { formatCountdown } from './countdown';
import { DEFAULT_LISTING_PARAMS } from './listing-params';

describe('formatCountdown', () => {
  const now = Date.parse('2026-03-01T00:00:00.000Z');
  it('shows days and a clock until the end', () => {
    const end = new Date(now + ((2 * 24 + 3) * 3600 + 12 * 60 + 45) * 1000).toISOString();
    expect(formatCountdown(end, now)).toBe('Kết thúc sau 2 ngày 03:12:45');
  });
  it('drops the days on the last day and says when it is over', () => {
    expect(formatCountdown(new Date(now + 59_000).toISOString(), now)).toBe('Kết thúc sau 00:00:59');
    expect(formatCountdown(new Date(now - 1).toISOString(), now)).toBe('Đã kết thúc');
  });
});

describe('active filter chips', () => {
  it('labels ids with names and price bands with their label', () => {
    const chips = activeFilterChips(
      { ...DEFAULT_LISTING_PARAMS, priceRange: '0-200000', brands: ['b1'], rating: 4, tags: ['HOT'] },
      {
        priceRanges: [{ label: 'Dưới 200.000 ₫', value: '0-200000', min: 0, max: 200000 }],
        brands: [{ _id: 'b1', name: 'Cocoon' }],
        tags: ['HOT'],
      },
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Giá: Dưới 200.000 ₫',
      'Cocoon',
      'Từ 4 sao trở lên',
      'Nổi bật',
    ]);
    expect(chips[1]?.remove).toEqual({ brands: [] });
  });
  it('describes a price range that is not one of the bands', () => {
    expect(priceRangeLabel('100000-300000', [])).toBe('100.000 ₫ - 300.000 ₫');
    expect(priceRangeLabel('500000-', [])).toBe('Trên 500.000 ₫');
  });
});
