import { RETURN_WINDOW_DAYS } from '../constants';
import type { PaymentMethod, RefundMethod, ReturnStatus } from '../enums';
import { formatVnd } from './money';
import { pointsInShare } from './loyalty';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a delivered order may be returned (RETURN_WINDOW_DAYS after its delivery). */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Why an order cannot be returned now, or null when it can (delivered, within the window). */
export function returnBlock(
  order: { status: string; deliveredAt: Date | null },
  now: Date,
): 'RETURN_NOT_ALLOWED' | 'RETURN_WINDOW_CLOSED' | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return 'RETURN_NOT_ALLOWED';
  return now.getTime() > returnWindowEndsAt(order.deliveredAt).getTime() ? 'RETURN_WINDOW_CLOSED' : null;
}

/** The refund's way: the gateway the order was paid through, or a bank transfer for cash on delivery. */
export function refundMethodOf(paymentMethod: PaymentMethod): RefundMethod {
  return paymentMethod === 'COD' ? 'BANK_TRANSFER' : paymentMethod;
}

/** What an order kept of its discounts, as a return shares them out. */
export type ReturnedOrder = {
  subtotal: number;
  voucherDiscount: number;
  pointsUsed: number;
  pointsDiscount: number;
  /** The points its delivery earned (0 when none). */
  pointsEarned: number;
};

/**
 * What a return of goods worth `part` (at the order's prices) out of the order's `subtotal` gives back: the money
 * (their value less their share of the voucher and of the points that paid), the points that paid for them, and the
 * points their delivery earned, taken back. The whole order returned gives everything back exactly.
 */
export function returnFigures(
  order: ReturnedOrder,
  part: number,
): { refundAmount: number; pointsBack: number; pointsRevoked: number; whole: boolean } {
  const whole = part >= order.subtotal;
  if (whole) {
    return {
      refundAmount: Math.max(0, order.subtotal - order.voucherDiscount - order.pointsDiscount),
      pointsBack: order.pointsUsed,
      pointsRevoked: order.pointsEarned,
      whole,
    };
  }
  const voucherShare = order.subtotal > 0 ? Math.round((order.voucherDiscount * part) / order.subtotal) : 0;
  const pointsBack = pointsInShare(order.pointsUsed, part, order.subtotal);
  const pointsMoney =
    order.pointsUsed > 0 ? Math.round((order.pointsDiscount * pointsBack) / order.pointsUsed) : 0;
  return {
    refundAmount: Math.max(0, part - voucherShare - pointsMoney),
    pointsBack,
    pointsRevoked: pointsInShare(order.pointsEarned, part, order.subtotal),
    whole,
  };
}

/** The bell's words of a return's step, for its customer. */
export function returnNoticeWords(
  status: ReturnStatus,
  ret: { code: string; orderCode: string; refundAmount: number; note?: string | null },
): { title: string; content: string } {
  switch (status) {
    case 'requested':
      return {
        title: 'Đã nhận yêu cầu trả hàng',
        content: `Lumi đã nhận yêu cầu trả hàng ${ret.code} của đơn ${ret.orderCode} và sẽ phản hồi trong 1–2 ngày làm việc.`,
      };
    case 'accepted':
      return {
        title: 'Yêu cầu trả hàng được chấp nhận',
        content: `Yêu cầu ${ret.code} của đơn ${ret.orderCode} đã được chấp nhận. Lumi đang hoàn ${formatVnd(ret.refundAmount)} cho bạn.`,
      };
    case 'refunded':
      return {
        title: 'Đã hoàn tiền trả hàng',
        content: `Lumi đã hoàn ${formatVnd(ret.refundAmount)} cho yêu cầu trả hàng ${ret.code} (đơn ${ret.orderCode}).`,
      };
    case 'refused':
      return {
        title: 'Yêu cầu trả hàng bị từ chối',
        content: `Yêu cầu ${ret.code} của đơn ${ret.orderCode} không được chấp nhận${ret.note ? `: ${ret.note}` : '.'}`,
      };
  }
}
