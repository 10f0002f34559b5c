import { describe, expect, it } from 'vitest';
import { changeAgainst, describeChange, formatChange, type Change } from './change';

describe('changeAgainst', () => {
  it.each<[number, number, Change, string]>([
    [1125, 1000, { direction: 'up', percent: 12.5 }, '▲ 12,5%'],
    [900, 1000, { direction: 'down', percent: 10 }, '▼ 10%'],
    [2, 3, { direction: 'down', percent: 33.3 }, '▼ 33,3%'],
    [3, 1, { direction: 'up', percent: 200 }, '▲ 200%'],
    [0, 4, { direction: 'down', percent: 100 }, '▼ 100%'],
    [7, 7, { direction: 'flat', percent: 0 }, '0%'],
    [5, 0, { direction: 'new' }, 'Mới'],
    [0, 0, { direction: 'none' }, '—'],
    // Revenue may be negative: a smaller loss or a profit after a loss is a rise.
    [-50, -100, { direction: 'up', percent: 50 }, '▲ 50%'],
    [100, -100, { direction: 'up', percent: 200 }, '▲ 200%'],
    [-100, 100, { direction: 'down', percent: 200 }, '▼ 200%'],
    [-20, 0, { direction: 'none' }, '—'],
    [4.6, 4.2, { direction: 'up', percent: 9.5 }, '▲ 9,5%'],
  ])('%d against %d', (now, before, change, text) => {
    expect(changeAgainst(now, before)).toEqual(change);
    expect(formatChange(changeAgainst(now, before))).toBe(text);
  });

  it('says it in words for screen readers', () => {
    expect(describeChange(changeAgainst(1125, 1000))).toBe('Tăng 12,5%');
    expect(describeChange(changeAgainst(900, 1000))).toBe('Giảm 10%');
    expect(describeChange(changeAgainst(3, 0))).toBe('Mới có trong kỳ này');
  });
});
