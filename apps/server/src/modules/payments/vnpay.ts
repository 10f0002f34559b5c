import type { Order } from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import {
  VNPAY_IPN,
  isVnpayCallback,
  vnpayOrderInfo,
  vnpayResponseMessage,
  type VnpayIpnAnswer,
} from '../../providers/vnpay';
import type { OrderCustomer } from '../orders/deps';
import type { PayableOrder } from '../orders/settlement';
import { paymentsRepository, type PaymentLink } from './repository';
import type { PaymentOutcome, PaymentsDeps, Settle } from './settle';

/** The customer's message of a failed VNPay payment by vnp_ResponseCode (api-contract §1.3 PAYMENT_FAILED). */
export function vnpayFailureMessage(code: string): string {
  if (code === '24' || code === '11') return 'Khách hàng hủy giao dịch';
  if (code === '12') return 'Thẻ/Tài khoản của khách hàng bị khóa';
  if (code === '75') return 'Ngân hàng thanh toán đang bảo trì';
  return 'Giao dịch không thành công';
}

/** VNPay's side of online payments: payment URLs, the IPN and the shopper's return (api-contract §4.6). */
export function createVnpayPayments(deps: PaymentsDeps, settle: Settle) {
  const { db, clock, orders } = deps;
  /** Other payments at VNPay by their references' prefix (a booking's deposit, ADR 0061): their IPN is theirs. */
  const claimed = new Map<string, (params: Record<string, unknown>) => Promise<VnpayIpnAnswer>>();

  /**
   * The order of a VNPay `vnp_TxnRef` and that payment request; orders placed before requests were recorded have
   * their code as the only reference.
   */
  async function vnpayAttempt(
    txnRef: string,
  ): Promise<{ row: PayableOrder; link: PaymentLink | null } | null> {
    const link = await paymentsRepository(db).vnpayPayment(txnRef);
    const row = await orders.payable(link ? { id: link.orderId } : { code: txnRef });
    return row ? { row, link } : null;
  }

  return {
    /** Hands VNPay's IPN of the references starting with `prefix` to their owner (never an order's 'OD…'). */
    claimRefs(prefix: string, ipn: (params: Record<string, unknown>) => Promise<VnpayIpnAnswer>): void {
      claimed.set(prefix, ipn);
    },

    /** The VNPay payment URL of an order's request `txnRef`, created at `createdAt`, valid until the order expires. */
    vnpayUrl(row: PayableOrder, txnRef: string, createdAt: Date, ipAddr: string, returnBase: string): string {
      if (!row.expiresAt) throw new AppError('ORDER_NOT_FOUND');
      return deps.vnpay.buildPaymentUrl({
        txnRef,
        amount: row.totalAmount,
        orderInfo: vnpayOrderInfo(`Thanh toan don hang ${row.code}`),
        ipAddr,
        returnUrl: `${returnBase}/order-return`,
        createDate: createdAt,
        expireDate: row.expiresAt,
      });
    },

    /** `GET|POST /payments/vnpay/ipn`: answers in VNPay's format. */
    async vnpayIpn(params: Record<string, unknown>): Promise<VnpayIpnAnswer> {
      if (!deps.vnpay.verify(params)) return VNPAY_IPN.invalidSignature;
      // Signed, but not by a payment result (the payment link's own query string): nothing to settle.
      if (!isVnpayCallback(params)) return VNPAY_IPN.unknownError;
      const txnRef = typeof params.vnp_TxnRef === 'string' ? params.vnp_TxnRef : '';
      for (const [prefix, ipn] of claimed) if (txnRef.startsWith(prefix)) return ipn(params);
      const attempt = txnRef ? await vnpayAttempt(txnRef) : null;
      if (!attempt || attempt.row.paymentMethod !== 'VNPAY') return VNPAY_IPN.orderNotFound;
      const { row, link } = attempt;
      if (String(params.vnp_Amount) !== String(row.totalAmount * 100)) return VNPAY_IPN.invalidAmount;
      const paid = params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
      // The failure of a request replaced by 'Thanh toán lại': the order waits for the new one.
      if (!paid && link?.replacedAt) return VNPAY_IPN.alreadyConfirmed;
      const outcome: PaymentOutcome = paid
        ? { kind: 'paid', transactionId: String(params.vnp_TransactionNo ?? '') || null }
        : { kind: 'failed', reason: vnpayResponseMessage(String(params.vnp_ResponseCode ?? '99')) };
      const result = await settle(row.id, outcome);
      if (result === 'not_found') return VNPAY_IPN.orderNotFound;
      if (result === 'already') return VNPAY_IPN.alreadyConfirmed;
      return VNPAY_IPN.success;
    },

    /** `POST /orders/vnpay-return`: signature, then the order; unsettled → the transaction query settles it. */
    async vnpayReturn(customer: OrderCustomer, params: Record<string, string>): Promise<Order> {
      if (!deps.vnpay.verify(params) || !isVnpayCallback(params))
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const txnRef = params.vnp_TxnRef ?? '';
      const attempt = txnRef ? await vnpayAttempt(txnRef) : null;
      if (!attempt || attempt.row.userId !== customer.id || attempt.row.paymentMethod !== 'VNPAY')
        throw new AppError('ORDER_NOT_FOUND');
      const replaced = Boolean(attempt.link?.replacedAt);
      let row = attempt.row;
      // The sandbox keeps no transaction records to query: its IPN settles the order.
      if (row.paymentStatus === 'pending' && row.status === 'pending' && !deps.vnpay.sandbox) {
        try {
          const answer = await deps.vnpay.queryTransaction({
            txnRef,
            transactionDate: attempt.link?.createdAt ?? row.createdAt,
            orderInfo: vnpayOrderInfo(`Truy van don hang ${row.code}`),
            ipAddr: '127.0.0.1',
            now: clock.now(),
          });
          if (answer.signatureValid && answer.responseCode === '00' && answer.amount === row.totalAmount) {
            if (answer.transactionStatus === '00') {
              await settle(row.id, { kind: 'paid', transactionId: answer.transactionNo });
            } else if (answer.transactionStatus !== '01' && !replaced) {
              await settle(row.id, {
                kind: 'failed',
                reason: vnpayResponseMessage(params.vnp_ResponseCode ?? '99'),
              });
            }
          }
        } catch (error) {
          // The query is unreachable (the sandbox has no querydr): the order stays pending for the IPN.
          deps.log?.error({ err: error, orderId: row.id }, 'VNPay transaction query failed');
        }
        row = (await orders.payable({ id: row.id })) ?? row;
      }
      const responseCode = params.vnp_ResponseCode ?? '99';
      if (row.paymentStatus === 'refund_pending' && row.status === 'cancelled') {
        throw new AppError('PAYMENT_EXPIRED');
      }
      // A replaced request that failed leaves the order waiting for its new payment: the order is shown as it is.
      if ((responseCode !== '00' && !replaced) || row.paymentStatus === 'failed') {
        throw new AppError('PAYMENT_FAILED', { message: vnpayFailureMessage(responseCode) });
      }
      return orders.dto(row.id);
    },
  };
}
