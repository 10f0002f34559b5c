import { describe, expect, it } from 'vitest';
import {
  cartFigures,
  itemCountText,
  orderFigures,
  type FigureLine,
  type MoneyFigures,
} from './order-figures';

describe('cartFigures', () => {
  it.each<[string, FigureLine[], MoneyFigures]>([
    ['empty cart', [], { subtotal: 0, savings: 0, shippingFee: null, voucher: 0, points: 0, total: 0 }],
    [
      'no promotion',
      [{ listPrice: 200_000, price: 200_000, quantity: 2 }],
      { subtotal: 400_000, savings: 0, shippingFee: null, voucher: 0, points: 0, total: 400_000 },
    ],
    [
      'one promoted line among others',
      [
        { listPrice: 400_000, price: 300_000, quantity: 2 },
        { listPrice: 150_000, price: 150_000, quantity: 1 },
        { listPrice: 90_000, price: 90_000, quantity: 1 },
      ],
      { subtotal: 1_040_000, savings: 200_000, shippingFee: null, voucher: 0, points: 0, total: 840_000 },
    ],
    [
      'a stale list price below the price paid saves nothing',
      [{ listPrice: 100_000, price: 120_000, quantity: 3 }],
      { subtotal: 360_000, savings: 0, shippingFee: null, voucher: 0, points: 0, total: 360_000 },
    ],
  ])('%s', (_name, lines, expected) => {
    const figures = cartFigures(lines);
    expect(figures).toEqual(expected);
    expect(figures.subtotal - figures.savings + (figures.shippingFee ?? 0)).toBe(figures.total);
    // The total is what the lines cost at the prices paid.
    expect(figures.total).toBe(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  });
});

describe('orderFigures', () => {
  type Stored = {
    subtotal: number;
    discountTotal: number;
    shippingFee: number | null;
    voucher?: { discount: number; shippingDiscount: number } | null;
    points?: { discount: number } | null;
  };
  it.each<[string, Stored, MoneyFigures]>([
    [
      'order with a promotion and a fee (stored subtotal is after promotions)',
      { subtotal: 1_250_000, discountTotal: 50_000, shippingFee: 30_000 },
      { subtotal: 1_300_000, savings: 50_000, shippingFee: 30_000, voucher: 0, points: 0, total: 1_280_000 },
    ],
    [
      'free shipping, no promotion',
      { subtotal: 600_000, discountTotal: 0, shippingFee: 0 },
      { subtotal: 600_000, savings: 0, shippingFee: 0, voucher: 0, points: 0, total: 600_000 },
    ],
    [
      'quote without an address yet',
      { subtotal: 300_000, discountTotal: 100_000, shippingFee: null },
      { subtotal: 400_000, savings: 100_000, shippingFee: null, voucher: 0, points: 0, total: 300_000 },
    ],
    [
      'a voucher off the goods and the fee (ADR 0062)',
      {
        subtotal: 500_000,
        discountTotal: 0,
        shippingFee: 30_000,
        voucher: { discount: 50_000, shippingDiscount: 30_000 },
      },
      { subtotal: 500_000, savings: 0, shippingFee: 30_000, voucher: 80_000, points: 0, total: 450_000 },
    ],
    [
      'a voucher and points (ADR 0063)',
      {
        subtotal: 500_000,
        discountTotal: 20_000,
        shippingFee: 30_000,
        voucher: { discount: 50_000, shippingDiscount: 0 },
        points: { discount: 12_340 },
      },
      {
        subtotal: 520_000,
        savings: 20_000,
        shippingFee: 30_000,
        voucher: 50_000,
        points: 12_340,
        total: 467_660,
      },
    ],
  ])('%s', (_name, order, expected) => {
    const figures = orderFigures(order);
    expect(figures).toEqual(expected);
    // The shown total is the stored totalAmount (= subtotal + shippingFee − the voucher's − the points', api-contract §2).
    const voucher =
      (order.voucher?.discount ?? 0) + (order.voucher?.shippingDiscount ?? 0) + (order.points?.discount ?? 0);
    expect(figures.total).toBe(order.subtotal + (order.shippingFee ?? 0) - voucher);
  });
});

describe('itemCountText', () => {
  it.each([
    [1, '1 sản phẩm'],
    [4, '4 sản phẩm'],
  ])('%d → %j', (count, text) => {
    expect(itemCountText(count)).toBe(text);
  });
});
