import {
  DEPOSIT_EXPIRED_REASON,
  DEPOSIT_PAYMENT_MINUTES,
  NO_SHOW_WINDOW_DAYS,
  bookingCodeOfDepositRef,
  bookingDepositAmount,
  customerBookingLink,
  depositOnMove,
  depositRef,
  depositRefundedNotice,
  depositRequired,
  type Booking,
  type BookingStatus,
  type DepositPaymentResult,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  VNPAY_IPN,
  isVnpayCallback,
  vnpayOrderInfo,
  type VnpayIpnAnswer,
  type VnpayProvider,
} from '../../providers/vnpay';
import type { BookingCustomer, BookingsCore } from './deps';
import { depositsRepository } from './deposits-repository';
import type { BookingMove } from './transitions';
import type { BookingRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFUND_JOB = 'booking.deposit-refund';
/** The customer's message of a VNPay payment that did not go through (as the orders' payments say it). */
export function depositFailureMessage(code: string): string {
  if (code === '24' || code === '11') return 'Bạn đã hủy thanh toán tiền cọc';
  if (code === '12') return 'Thẻ/Tài khoản của bạn bị khóa';
  if (code === '75') return 'Ngân hàng thanh toán đang bảo trì';
  return 'Thanh toán tiền cọc không thành công';
}

/**
 * Deposits after missed visits (issue 30, ADR 0061), a lifecycle of their own on the booking's row: asked when the
 * booking is placed, paid at VNPay (its IPN or the customer's return), then refunded through VNPay's refund call (a
 * job, retried), applied to the fee or kept as the booking moves; an unpaid one cancels its booking when it expires.
 */
export function createDeposits(
  core: BookingsCore,
  deps: { vnpay: VnpayProvider | undefined; dto: (row: BookingRow) => Promise<Booking> },
) {
  const { db, clock, jobs, notifications } = core.deps;
  const { vnpay } = deps;
  const repo = (tx: Db = db) => depositsRepository(tx);

  jobs.define(REFUND_JOB, async (payload) => {
    const id = (payload as { bookingId?: unknown }).bookingId;
    if (typeof id !== 'string') throw new Error('malformed deposit refund job');
    await refund(id);
  });

  /** Gives a deposit back at VNPay, then records it and tells the customer; throws (and is retried) on a failure. */
  async function refund(bookingId: string): Promise<void> {
    const row = await core.repo().findById(bookingId);
    if (!row || row.depositStatus !== 'refunding' || row.depositAmount === null) return;
    if (!vnpay) throw new Error('VNPay is not configured: the deposit cannot be refunded');
    const now = clock.now();
    const answer = await vnpay.refund({
      txnRef: depositRef(row.code),
      amount: row.depositAmount,
      transactionDate: row.depositRequestedAt ?? row.createdAt,
      transactionNo: row.depositTransactionNo,
      createBy: 'Lumi',
      orderInfo: vnpayOrderInfo(`Hoan tien coc lich kham ${row.code}`),
      ipAddr: '127.0.0.1',
      full: true,
      now,
    });
    // '94': a refund of this payment is already being processed (a retry of one that went through).
    if (!answer.signatureValid || (answer.responseCode !== '00' && answer.responseCode !== '94'))
      throw new Error(`VNPay refused the refund of ${row.code}: ${answer.responseCode}`);
    const moved = await repo().move(row.id, 'refunding', 'refunded', { depositRefundedAt: now }, now);
    if (!moved) return;
    await notifications.create({
      recipient: { id: row.userId, model: 'User' },
      type: 'BOOKING',
      ...depositRefundedNotice({ code: row.code, amount: row.depositAmount }),
      link: customerBookingLink(row.id),
      bookingId: row.id,
      at: now,
    });
  }

  /** The deposit's next state when a booking moves, written in the move's transaction (`row` as locked by it). */
  async function onMove(
    tx: Db,
    row: BookingRow,
    before: { status: BookingStatus; startAt: Date },
    to: BookingStatus,
    by: 'User' | 'Doctor' | 'Clinic' | 'System',
    now: Date,
  ): Promise<BookingRow | undefined> {
    if (!row.depositStatus) return undefined;
    const next = depositOnMove(row.depositStatus, before, to, by, now);
    if (!next) return undefined;
    const moved = await repo(tx).move(row.id, row.depositStatus, next, {}, now);
    if (!moved) throw new Error(`the deposit of ${row.code} changed under its booking's move`);
    if (next === 'refunding') await jobs.enqueue(tx, { kind: REFUND_JOB, payload: { bookingId: row.id } });
    return moved;
  }

  /** A paid result of the deposit `ref` (IPN or return): idempotent; a payment after the expiry is refunded. */
  async function settlePaid(row: BookingRow, transactionNo: string | null): Promise<'paid' | 'already'> {
    const now = clock.now();
    if (row.depositStatus === 'awaiting') {
      const paid = await repo().move(
        row.id,
        'awaiting',
        'paid',
        { depositPaidAt: now, depositTransactionNo: transactionNo },
        now,
      );
      if (paid) return 'paid';
      const fresh = await core.repo().findById(row.id);
      return fresh ? settlePaid(fresh, transactionNo) : 'already';
    }
    if (row.depositStatus === 'expired') {
      // Paid after its booking was cancelled for want of it: the money goes back.
      const moved = await db.transaction(async (tx) => {
        const refunding = await repo(tx).move(
          row.id,
          'expired',
          'refunding',
          { depositPaidAt: now, depositTransactionNo: transactionNo },
          now,
        );
        if (refunding) await jobs.enqueue(tx, { kind: REFUND_JOB, payload: { bookingId: row.id } });
        return refunding;
      });
      if (moved) jobs.wake();
      return moved ? 'paid' : 'already';
    }
    return 'already';
  }

  /** The booking of a deposit's gateway reference, when it is one. */
  async function ofRef(ref: string): Promise<BookingRow | undefined> {
    const code = bookingCodeOfDepositRef(ref);
    if (!code) return undefined;
    const row = await repo().byCode(code);
    return row?.depositStatus ? row : undefined;
  }

  return {
    onMove,
    refund,

    /** At placement: the deposit the customer owes at this clinic, or null (fewer missed visits, or no gateway). */
    async asked(userId: string, clinicId: string, price: number, now: Date) {
      if (!vnpay) return null;
      const since = new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS);
      if (!depositRequired(await repo().noShowsSince(userId, clinicId, since))) return null;
      const amount = bookingDepositAmount(price);
      if (amount <= 0) return null;
      return {
        depositAmount: amount,
        depositStatus: 'awaiting' as const,
        depositExpiresAt: new Date(now.getTime() + DEPOSIT_PAYMENT_MINUTES * 60_000),
      };
    },

    /** `POST /bookings/deposit/{id}/vnpay`: the VNPay URL of an awaited deposit of the customer's booking. */
    async paymentUrl(
      customer: BookingCustomer,
      bookingId: string,
      ipAddr: string,
      returnBase: string,
    ): Promise<DepositPaymentResult> {
      const row = await core.repo().findById(bookingId);
      if (!row || row.userId !== customer.id) throw new AppError('BOOKING_NOT_FOUND');
      const now = clock.now();
      if (
        !vnpay ||
        row.depositStatus !== 'awaiting' ||
        row.depositAmount === null ||
        !row.depositExpiresAt ||
        row.depositExpiresAt.getTime() <= now.getTime()
      )
        throw new AppError('DEPOSIT_NOT_PAYABLE');
      const requested = await repo().move(row.id, 'awaiting', 'awaiting', { depositRequestedAt: now });
      if (!requested) throw new AppError('DEPOSIT_NOT_PAYABLE');
      const paymentUrl = vnpay.buildPaymentUrl({
        txnRef: depositRef(row.code),
        amount: row.depositAmount,
        orderInfo: vnpayOrderInfo(`Dat coc lich kham ${row.code}`),
        ipAddr,
        returnUrl: `${returnBase}/booking-deposit-return`,
        createDate: now,
        expireDate: row.depositExpiresAt,
      });
      return { paymentUrl, expiresAt: row.depositExpiresAt.toISOString() };
    },

    /** VNPay's IPN of a deposit (the payments' IPN hands over the references it does not own); signature checked. */
    async vnpayIpn(params: Record<string, unknown>): Promise<VnpayIpnAnswer> {
      const row = await ofRef(typeof params.vnp_TxnRef === 'string' ? params.vnp_TxnRef : '');
      if (!row) return VNPAY_IPN.orderNotFound;
      if (String(params.vnp_Amount) !== String((row.depositAmount ?? 0) * 100))
        return VNPAY_IPN.invalidAmount;
      if (params.vnp_ResponseCode !== '00' || params.vnp_TransactionStatus !== '00')
        return row.depositStatus === 'awaiting' ? VNPAY_IPN.success : VNPAY_IPN.alreadyConfirmed;
      const result = await settlePaid(row, String(params.vnp_TransactionNo ?? '') || null);
      return result === 'paid' ? VNPAY_IPN.success : VNPAY_IPN.alreadyConfirmed;
    },

    /** `POST /bookings/deposit/vnpay-return`: the customer back from VNPay; the booking as it is now. */
    async vnpayReturn(customer: BookingCustomer, params: Record<string, string>): Promise<Booking> {
      if (!vnpay || !vnpay.verify(params) || !isVnpayCallback(params))
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const row = await ofRef(params.vnp_TxnRef ?? '');
      if (!row || row.userId !== customer.id) throw new AppError('BOOKING_NOT_FOUND');
      const paid = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
      if (paid && String(params.vnp_Amount) === String((row.depositAmount ?? 0) * 100))
        await settlePaid(row, params.vnp_TransactionNo || null);
      const fresh = (await core.repo().findById(row.id)) ?? row;
      if (!paid && fresh.depositStatus === 'awaiting')
        throw new AppError('PAYMENT_FAILED', {
          message: depositFailureMessage(params.vnp_ResponseCode ?? '99'),
        });
      return deps.dto(fresh);
    },

    /** The periodic sweep: each booking whose deposit was not paid in time is cancelled (its slot freed). */
    async expireOverdue(move: (change: BookingMove) => Promise<Booking>, limit = 100): Promise<number> {
      let cancelled = 0;
      for (const { id } of await repo().overdue(clock.now(), limit)) {
        try {
          await move({
            id,
            owns: () => true,
            to: 'cancelled',
            actor: { id: null, name: null, model: 'System' },
            reason: DEPOSIT_EXPIRED_REASON,
            block: (row, now) =>
              row.depositStatus === 'awaiting' &&
              row.depositExpiresAt !== null &&
              row.depositExpiresAt.getTime() <= now.getTime() &&
              (row.status === 'pending' || row.status === 'confirmed')
                ? null
                : 'BOOKING_STATUS_INVALID',
          });
          cancelled += 1;
        } catch (error) {
          // Paid or moved meanwhile: nothing to expire.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return cancelled;
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
