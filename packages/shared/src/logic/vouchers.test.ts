import { describe, expect, it } from 'vitest';
import {
  isVoucherRefusal,
  voucherBlock,
  voucherSaving,
  voucherStatus,
  voucherSummary,
  type VoucherLine,
  type VoucherRule,
} from './vouchers';

const rule = (over: Partial<VoucherRule> = {}): VoucherRule => ({
  kind: 'amount',
  value: 50_000,
  maxDiscount: null,
  minOrder: 0,
  categoryIds: [],
  brandIds: [],
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  isActive: true,
  perCustomerLimit: 1,
  totalLimit: 500,
  usedCount: 0,
  ...over,
});
const line = (
  lineTotal: number,
  categoryPath: string[] = ['skin'],
  brandId: string | null = 'b1',
): VoucherLine => ({
  categoryPath,
  brandId,
  lineTotal,
});

describe('voucherBlock and voucherStatus', () => {
  it.each<[string, Partial<VoucherRule>, string, number | null, string | null, string]>([
    ['running', {}, '2026-12-10', 0, null, 'running'],
    ['first and last day included', {}, '2026-12-31', 0, null, 'running'],
    ['switched off', { isActive: false }, '2026-12-10', 0, 'VOUCHER_INVALID', 'inactive'],
    ['not yet', {}, '2026-11-30', 0, 'VOUCHER_NOT_STARTED', 'upcoming'],
    ['over', {}, '2027-01-01', 0, 'VOUCHER_EXPIRED', 'ended'],
    ['every use taken', { usedCount: 500 }, '2026-12-10', 0, 'VOUCHER_USED_UP', 'used_up'],
    ['no total limit', { totalLimit: null, usedCount: 10_000 }, '2026-12-10', 0, null, 'running'],
    ['the customer used it', { perCustomerLimit: 2 }, '2026-12-10', 2, 'VOUCHER_CUSTOMER_LIMIT', 'running'],
    ['the customer is not known (a quote)', {}, '2026-12-10', null, null, 'running'],
  ])('%s', (_name, over, today, uses, blocked, status) => {
    expect(voucherBlock(rule(over), today, uses)?.code ?? null).toBe(blocked);
    expect(voucherStatus(rule(over), today)).toBe(status);
  });
});

describe('voucherSaving', () => {
  it('an amount is never more than the goods it covers', () => {
    expect(voucherSaving(rule(), [line(30_000)], 20_000)).toEqual({
      eligible: 30_000,
      discount: 30_000,
      shippingDiscount: 0,
    });
    expect(voucherSaving(rule(), [line(300_000)], 20_000)).toMatchObject({ discount: 50_000 });
  });

  it('a percentage is rounded down to the đồng and capped', () => {
    const tenPercent = rule({ kind: 'percent', value: 10, maxDiscount: 50_000 });
    expect(voucherSaving(tenPercent, [line(123_456)], null)).toMatchObject({ discount: 12_345 });
    expect(voucherSaving(tenPercent, [line(900_000)], null)).toMatchObject({ discount: 50_000 });
  });

  it('free shipping takes the fee up to its cap, nothing while the fee is unknown', () => {
    const free = rule({ kind: 'free_shipping', value: 0, maxDiscount: 30_000 });
    expect(voucherSaving(free, [line(100_000)], 45_000)).toMatchObject({
      discount: 0,
      shippingDiscount: 30_000,
    });
    expect(voucherSaving(free, [line(100_000)], 20_000)).toMatchObject({ shippingDiscount: 20_000 });
    expect(voucherSaving(free, [line(100_000)], null)).toMatchObject({ shippingDiscount: 0 });
    expect(voucherSaving({ ...free, maxDiscount: null }, [line(1)], 90_000)).toMatchObject({
      shippingDiscount: 90_000,
    });
  });

  it('counts only the lines of its categories (or below them) and brands, against the minimum order', () => {
    const scoped = rule({
      kind: 'percent',
      value: 20,
      maxDiscount: 1_000_000,
      categoryIds: ['skin'],
      brandIds: ['b1'],
      minOrder: 200_000,
    });
    const lines = [line(150_000, ['serum', 'skin']), line(100_000, ['skin'], 'b2'), line(80_000, ['hair'])];
    const short = voucherSaving(scoped, lines, null);
    expect(isVoucherRefusal(short) && short.code).toBe('VOUCHER_MIN_ORDER');
    expect(isVoucherRefusal(short) && short.message).toBe(
      'Mã giảm giá này áp dụng cho đơn từ 200.000 ₫ (sản phẩm áp dụng), cần thêm 50.000 ₫',
    );
    expect(voucherSaving(scoped, [...lines, line(60_000, ['toner', 'skin'])], null)).toEqual({
      eligible: 210_000,
      discount: 42_000,
      shippingDiscount: 0,
    });
    const none = voucherSaving(scoped, [line(500_000, ['hair'])], null);
    expect(isVoucherRefusal(none) && none.code).toBe('VOUCHER_NOT_APPLICABLE');
  });
});

describe('voucherSummary', () => {
  it.each<[Partial<VoucherRule>, string]>([
    [{}, 'Giảm 50.000 ₫'],
    [
      { kind: 'percent', value: 10, maxDiscount: 50_000, minOrder: 300_000 },
      'Giảm 10% tối đa 50.000 ₫ cho đơn từ 300.000 ₫',
    ],
    [{ kind: 'free_shipping', value: 0, maxDiscount: 30_000 }, 'Giảm phí vận chuyển tối đa 30.000 ₫'],
    [{ kind: 'free_shipping', value: 0, maxDiscount: null }, 'Miễn phí vận chuyển'],
  ])('%j → %s', (over, text) => expect(voucherSummary(rule(over))).toBe(text));
});
