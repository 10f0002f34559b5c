import { describe, expect, it } from 'vitest';
import { refundMethodOf, returnBlock, returnFigures, returnNoticeWords, returnWindowEndsAt } from './returns';

const order = {
  subtotal: 500_000,
  voucherDiscount: 50_000,
  pointsUsed: 2_000,
  pointsDiscount: 20_000,
  pointsEarned: 430,
};

describe('returns (ADR 0065)', () => {
  it('are open for 7 days after the delivery, for delivered orders only', () => {
    const deliveredAt = new Date('2026-12-01T10:00:00Z');
    expect(returnWindowEndsAt(deliveredAt).toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(returnBlock({ status: 'delivered', deliveredAt }, new Date('2026-12-08T10:00:00Z'))).toBeNull();
    expect(returnBlock({ status: 'delivered', deliveredAt }, new Date('2026-12-08T10:00:01Z'))).toBe(
      'RETURN_WINDOW_CLOSED',
    );
    expect(returnBlock({ status: 'shipping', deliveredAt: null }, deliveredAt)).toBe('RETURN_NOT_ALLOWED');
  });

  it('refund by the gateway paid through, cash by bank transfer', () => {
    expect(refundMethodOf('COD')).toBe('BANK_TRANSFER');
    expect(refundMethodOf('VNPAY')).toBe('VNPAY');
    expect(refundMethodOf('STRIPE')).toBe('STRIPE');
  });

  it('a whole order gives everything back exactly', () => {
    expect(returnFigures(order, 500_000)).toEqual({
      refundAmount: 430_000,
      pointsBack: 2_000,
      pointsRevoked: 430,
      whole: true,
    });
  });

  it('a part shares the voucher and the points out in proportion', () => {
    // 1/5 of the goods: 100.000 less 10.000 of the voucher, 400 points (4.000 ₫) back, 86 earned points taken.
    expect(returnFigures(order, 100_000)).toEqual({
      refundAmount: 86_000,
      pointsBack: 400,
      pointsRevoked: 86,
      whole: false,
    });
    // Without discounts the goods' value itself.
    expect(
      returnFigures({ ...order, voucherDiscount: 0, pointsUsed: 0, pointsDiscount: 0 }, 123_000).refundAmount,
    ).toBe(123_000);
  });

  it('tells each step in Vietnamese', () => {
    const words = returnNoticeWords('refused', {
      code: 'RTABCDEFGHJK',
      orderCode: 'ODABCDEFGHJK',
      refundAmount: 0,
      note: 'Sản phẩm đã qua sử dụng',
    });
    expect(words.content).toContain('không được chấp nhận: Sản phẩm đã qua sử dụng');
    expect(
      returnNoticeWords('refunded', { code: 'RT1', orderCode: 'OD1', refundAmount: 86_000 }).content,
    ).toContain('86.000 ₫');
  });
});
