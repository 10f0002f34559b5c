import {
  BOOKING_CANCEL_NOTICE_HOURS,
  BOOKING_DEPOSIT_MIN,
  BOOKING_CODE_PREFIX,
  BOOKING_DEPOSIT_PERCENT,
  DEPOSIT_PAYMENT_MINUTES,
  DEPOSIT_REF_PREFIX,
  NO_SHOW_DEPOSIT_THRESHOLD,
} from '../constants';
import type { BookingStatus, DepositStatus } from '../enums';
import { formatVnd } from './money';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The deposit of a visit of `price` ₫ (ADR 0061): BOOKING_DEPOSIT_PERCENT of it rounded up to the thousand, at least
 * BOOKING_DEPOSIT_MIN, never more than the price itself; 0 for a free visit.
 */
export function bookingDepositAmount(price: number): number {
  if (price <= 0) return 0;
  const share = Math.ceil((price * BOOKING_DEPOSIT_PERCENT) / 100 / 1000) * 1000;
  return Math.min(price, Math.max(BOOKING_DEPOSIT_MIN, share));
}

/** Whether a customer with `noShows` missed visits at a clinic in the window pays a deposit there. */
export function depositRequired(noShows: number): boolean {
  return noShows >= NO_SHOW_DEPOSIT_THRESHOLD;
}

/** What a booking's move does to its deposit: the deposit's next status, or null when it stays. */
export function depositOnMove(
  deposit: DepositStatus,
  booking: { status: BookingStatus; startAt: Date | string },
  to: BookingStatus,
  by: 'User' | 'Doctor' | 'Clinic' | 'System',
  now: Date,
): DepositStatus | null {
  if (deposit === 'awaiting') return to === 'cancelled' ? 'expired' : null;
  if (deposit !== 'paid') return null;
  if (to === 'completed') return 'applied';
  if (to === 'no_show') return 'kept';
  if (to !== 'cancelled') return null;
  return depositRefundedOnCancel(booking, by, now) ? 'refunding' : 'kept';
}

/**
 * A cancel in time gives the deposit back: always when the clinic, the doctor or the system cancels; when the customer
 * does, unless the clinic had confirmed the visit and it was less than BOOKING_CANCEL_NOTICE_HOURS away (a reminder's
 * link cancels until the start, ADR 0058).
 */
export function depositRefundedOnCancel(
  booking: { status: BookingStatus; startAt: Date | string },
  by: 'User' | 'Doctor' | 'Clinic' | 'System',
  now: Date,
): boolean {
  if (by !== 'User' || booking.status !== 'confirmed') return true;
  return new Date(booking.startAt).getTime() - now.getTime() >= BOOKING_CANCEL_NOTICE_HOURS * HOUR_MS;
}

/** The deposit's reference at the gateway: DEPOSIT_REF_PREFIX with the booking code's characters. */
export function depositRef(bookingCode: string): string {
  return `${DEPOSIT_REF_PREFIX}${bookingCode.slice(BOOKING_CODE_PREFIX.length)}`;
}

/** The booking code of a deposit's gateway reference, or null when the reference is not a deposit's. */
export function bookingCodeOfDepositRef(ref: string): string | null {
  return ref.startsWith(DEPOSIT_REF_PREFIX)
    ? `${BOOKING_CODE_PREFIX}${ref.slice(DEPOSIT_REF_PREFIX.length)}`
    : null;
}

/** The cancel reason of a booking whose deposit was not paid in time. */
export const DEPOSIT_EXPIRED_REASON = `Chưa thanh toán tiền cọc trong ${DEPOSIT_PAYMENT_MINUTES} phút`;

/** The customer's notification of a refunded deposit. */
export function depositRefundedNotice(b: { code: string; amount: number }): {
  title: string;
  content: string;
} {
  return {
    title: '💸 Đã hoàn tiền cọc',
    content: `Tiền cọc ${formatVnd(b.amount)} của lịch khám ${b.code} đã được hoàn về tài khoản thanh toán của bạn.`,
  };
}
