import { describe, expect, it } from 'vitest';
import { formatMoneyInput, marginOf, parseMoneyInput } from './money';

describe('money input', () => {
  it.each([
    [1250000, '1.250.000'],
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    ['0012000', '12.000'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('shows %s as %j', (value, shown) => {
    expect(formatMoneyInput(value)).toBe(shown);
  });

  it.each([
    ['1.250.000', 1250000],
    ['1250000 ₫', 1250000],
    [' 350 000 ', 350000],
    ['12.500,50', 12500],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('reads %j as %s đồng', (text, amount) => {
    expect(parseMoneyInput(text)).toBe(amount);
  });

  it('round-trips what it shows', () => {
    for (const amount of [1, 10, 1_000, 25_990_000, 1_000_000_000]) {
      expect(parseMoneyInput(formatMoneyInput(amount))).toBe(amount);
    }
  });
});

describe('marginOf', () => {
  it('gives the profit of one unit and its share of the price', () => {
    expect(marginOf(200_000, 150_000)).toEqual({ amount: 50_000, percent: 25 });
  });

  it('is negative below cost', () => {
    expect(marginOf(100_000, 120_000)).toEqual({ amount: -20_000, percent: -20 });
  });

  it('handles a free unit', () => {
    expect(marginOf(0, 50_000)).toEqual({ amount: -50_000, percent: -100 });
  });
});
