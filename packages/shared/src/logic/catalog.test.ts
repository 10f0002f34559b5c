import { describe, expect, it } from 'vitest';
import type { CartLine } from '../schemas/catalog';
import {
  addToCart,
  cartItemCount,
  cartTotalAmount,
  decrementLine,
  incrementLine,
  removeLine,
  removeOrderedLines,
  sameLine,
  setLineQuantity,
} from './cart';
import { computePriceBands } from './price-bands';
import { discountedUnitPrice, priceLine, savingPercent } from './pricing';

describe('discountedUnitPrice (api-contract §2 Product.finalPrice)', () => {
  it.each([
    // price, pct, cap, remaining, expected
    [200_000, 20, null, null, 160_000],
    [199_000, 15, null, null, 169_150],
    [99_999, 33, null, null, 66_999], // 99 999 × 0.67 = 66 999.33 → rounded
    [500_000, 50, 100_000, null, 400_000], // the cap wins over 250 000
    [500_000, 10, 100_000, null, 450_000], // the percentage is below the cap
    [300_000, 100, null, null, 0],
    [300_000, 30, null, 0, 300_000], // no promotional units left: list price
    [300_000, 30, null, 5, 210_000],
  ])('%d at %d%% (cap %s, remaining %s) → %d', (price, pct, cap, remaining, expected) => {
    expect(
      discountedUnitPrice(price, {
        discountPercentage: pct,
        maxDiscountAmount: cap,
        remainingQty: remaining,
      }),
    ).toBe(expected);
  });

  it('is the list price without a promotion', () => {
    expect(discountedUnitPrice(123_000, null)).toBe(123_000);
  });
});

describe('priceLine: promotional quantity', () => {
  const terms = { discountPercentage: 20, maxDiscountAmount: null, remainingQty: 2 };

  it('discounts only the promotional units and keeps the total exact', () => {
    const line = priceLine(100_000, 5, terms);
    expect(line).toMatchObject({ promoQty: 2, quantity: 5, lineTotal: 2 * 80_000 + 3 * 100_000 });
    expect(line.discountTotal).toBe(40_000);
    expect(line.price).toBe(92_000); // the weighted unit price
  });

  it('discounts every unit when the limit is not reached or there is none', () => {
    expect(priceLine(100_000, 2, terms)).toMatchObject({ promoQty: 2, lineTotal: 160_000, price: 80_000 });
    expect(priceLine(100_000, 7, { ...terms, remainingQty: null })).toMatchObject({
      promoQty: 7,
      lineTotal: 560_000,
    });
  });

  it('applies the per-unit cap to each promotional unit', () => {
    const line = priceLine(1_000_000, 3, {
      discountPercentage: 50,
      maxDiscountAmount: 150_000,
      remainingQty: null,
    });
    expect(line).toMatchObject({ price: 850_000, lineTotal: 2_550_000, discountTotal: 450_000 });
  });

  it('is the list price without a promotion', () => {
    expect(priceLine(250_000, 3, null)).toMatchObject({
      promoQty: 0,
      price: 250_000,
      lineTotal: 750_000,
      discountTotal: 0,
    });
  });
});

describe('savingPercent', () => {
  it.each([
    [200_000, 160_000, 20],
    [300_000, 300_000, 0],
    [0, 0, 0],
    [150_000, 99_000, 34],
  ])('%d → %d is %d%%', (price, final, pct) => {
    expect(savingPercent(price, final)).toBe(pct);
  });
});

describe('computePriceBands (decision 13)', () => {
  it('makes five bands at the quantiles, rounded to 10 000 ₫, open at both ends', () => {
    const prices = Array.from({ length: 100 }, (_, i) => 50_000 + i * 10_000); // 50 000 … 1 040 000
    const bands = computePriceBands(prices);
    expect(bands).toHaveLength(5);
    expect(bands.map((b) => b.value)).toEqual([
      '0-250000',
      '250000-450000',
      '450000-650000',
      '650000-850000',
      '850000-',
    ]);
    expect(bands[0]).toMatchObject({ min: 0, max: 250_000, label: 'Dưới 250.000 ₫' });
    expect(bands[1]?.label).toBe('250.000 ₫ - 450.000 ₫');
    expect(bands[4]).toMatchObject({ min: 850_000, max: null, label: 'Trên 850.000 ₫' });
    for (const b of bands) {
      expect(b.min % 10_000).toBe(0);
      if (b.max !== null) expect(b.max % 10_000).toBe(0);
    }
  });

  it('covers every price with exactly one band', () => {
    const prices = [
      89_000, 120_000, 149_000, 155_000, 320_000, 359_000, 450_000, 999_000, 1_250_000, 1_890_000,
    ];
    const bands = computePriceBands(prices);
    for (const p of prices) {
      const holding = bands.filter((b) => p >= b.min && (b.max === null || p < b.max));
      expect(holding).toHaveLength(1);
    }
  });

  it('has fewer bands when prices are few or equal, and none without prices', () => {
    expect(computePriceBands([])).toEqual([]);
    expect(computePriceBands([200_000, 200_000, 200_000])).toEqual([
      { label: 'Từ 0 ₫', value: '0-', min: 0, max: null },
    ]);
    expect(computePriceBands([100_000, 400_000]).map((b) => b.value)).toEqual(['0-400000', '400000-']);
  });
});

describe('cart arithmetic (spec §3 Cart, §4 Cart)', () => {
  const line = (over: Partial<CartLine> = {}): CartLine => ({
    productId: 'p1',
    name: 'Son kem lì',
    image: '/uploads/a.webp',
    color: { name: 'Đỏ cam', code: '#E4572E' },
    price: 150_000,
    brand: 'Lumi Lab',
    quantity: 1,
    ...over,
  });

  it('adds the same product and colour to one line, another colour to a new line', () => {
    let cart = addToCart([], line());
    cart = addToCart(cart, line());
    cart = addToCart(cart, line({ color: { name: 'Hồng đất', code: '#B5656B' } }));
    expect(cart).toHaveLength(2);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('treats {} and null as no colour, and a colour code case-insensitively', () => {
    expect(sameLine(line({ color: null }), line({ color: {} as never }))).toBe(true);
    expect(sameLine(line(), line({ color: { name: 'Đỏ cam', code: '#e4572e' } }))).toBe(true);
    expect(sameLine(line(), line({ color: null }))).toBe(false);
  });

  it('adds a chosen quantity and caps a line at 99', () => {
    const cart = addToCart(addToCart([], line({ quantity: 2 })), line({ quantity: 98 }));
    expect(cart[0]?.quantity).toBe(99);
  });

  it('increments by an amount (default 1), decrements and removes at 1', () => {
    let cart = addToCart([], line());
    cart = incrementLine(cart, line());
    cart = incrementLine(cart, line(), 3);
    expect(cart[0]?.quantity).toBe(5);
    cart = decrementLine(cart, line());
    expect(cart[0]?.quantity).toBe(4);
    cart = setLineQuantity(cart, line(), 1);
    cart = decrementLine(cart, line());
    expect(cart).toEqual([]);
  });

  it('removes one line, the ordered lines, and totals price × quantity', () => {
    const other = line({ productId: 'p2', color: null, price: 99_000, quantity: 3 });
    const cart = [line({ quantity: 2 }), other];
    expect(cartTotalAmount(cart)).toBe(2 * 150_000 + 3 * 99_000);
    expect(cartItemCount(cart)).toBe(5);
    expect(removeLine(cart, line())).toEqual([other]);
    expect(removeOrderedLines(cart, [{ productId: 'p2', color: null }])).toHaveLength(1);
  });
});
