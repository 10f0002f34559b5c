import {
  ORDER_EVENT_NOTES,
  PAYMENT_WINDOW_MS,
  paymentRetryState,
  type Order,
  type OrderInput,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { OrderCustomer } from '../orders/deps';
import type { PayableOrder } from '../orders/settlement';
import { PaymentAttemptTakenError, paymentsRepository } from './repository';
import { settleWith, type PaymentsDeps } from './settle';
import { createStripePayments } from './stripe';
import { createVnpayPayments } from './vnpay';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Online payments (api-contract §4.6): the order is written first by the orders service, then paid at a gateway.
 * Every change of the order itself is asked of the orders service; this module keeps only its payment links and
 * the gateway events it has handled.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, publicUrl, orders } = deps;
  const settle = settleWith(orders);
  const vnpay = createVnpayPayments(deps, settle);
  const stripe = createStripePayments(deps, settle);

  function stripeSessionOf(orderId: string): Promise<string | null> {
    return paymentsRepository(db).stripeSessionOf(orderId);
  }

  /** A gateway that failed while the order was being created: the order is cancelled with its stock back. */
  async function abandon(orderId: string, error: unknown): Promise<never> {
    deps.log?.error({ err: error, orderId }, 'payment provider failed while creating the payment');
    await settle(orderId, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentProviderError });
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }

  /** A new Stripe session for 'Thanh toán lại', the current one expired first; a paid one settles the order. */
  async function replaceStripeSession(
    row: PayableOrder,
    attempt: number,
    returnBase: string,
  ): Promise<{ id: string; url: string }> {
    const current = await stripeSessionOf(row.id);
    if (current) {
      let info;
      try {
        info = await deps.stripe.expireSession(current);
      } catch (error) {
        deps.log?.error({ err: error, orderId: row.id }, 'Stripe session could not be expired');
        throw new AppError('PAYMENT_PROVIDER_ERROR');
      }
      if (await stripe.settleIfPaid(row.id, info)) throw new AppError('ORDER_STATUS_INVALID');
    }
    try {
      return await stripe.stripeSession(await orders.dto(row.id), attempt, returnBase);
    } catch (error) {
      deps.log?.error({ err: error, orderId: row.id }, 'Stripe session could not be created');
      throw new AppError('PAYMENT_PROVIDER_ERROR');
    }
  }

  return {
    verifyStripe: stripe.verifyStripe,
    stripeEvent: stripe.stripeEvent,
    stripeReturn: stripe.stripeReturn,
    vnpayIpn: vnpay.vnpayIpn,
    claimVnpayRefs: vnpay.claimRefs,
    vnpayReturn: vnpay.vnpayReturn,

    /**
     * `POST /orders/vnpay`. The order (stock reserved) is written first and the payment URL built from it: no
     * payment can exist for an order that was never written; a failure cancels the order with its stock back.
     */
    async createVnpay(
      customer: OrderCustomer,
      input: OrderInput,
      ipAddr: string,
      /** Where the gateway sends the shopper back (`returnBaseOf`); PUBLIC_URL by default. */
      returnBase: string = publicUrl,
    ): Promise<{ order: Order; paymentUrl: string }> {
      const id = await orders.place(customer, input, 'VNPAY', {
        status: 'pending',
        expiresInMs: PAYMENT_WINDOW_MS,
      });
      const row = await orders.payable({ id });
      if (!row || !row.expiresAt) throw new AppError('ORDER_NOT_FOUND');
      let paymentUrl: string;
      try {
        paymentUrl = vnpay.vnpayUrl(row, row.code, row.createdAt, ipAddr, returnBase);
      } catch (error) {
        return abandon(id, error);
      }
      await paymentsRepository(db).linkVnpayPayment(row.code, id, row.createdAt);
      await orders.setPaymentUrl(id, paymentUrl);
      return { order: await orders.dto(id), paymentUrl };
    },

    /** `POST /orders/stripe`: the same safe order as VNPay (the order first, then the Checkout Session). */
    async createStripe(
      customer: OrderCustomer & { email?: string | null },
      input: OrderInput,
      returnBase: string = publicUrl,
    ): Promise<{ order: Order; paymentUrl: string; stripeSessionId: string }> {
      const id = await orders.place(customer, input, 'STRIPE', {
        status: 'pending',
        expiresInMs: PAYMENT_WINDOW_MS,
      });
      const order = await orders.dto(id);
      let session: { id: string; url: string };
      try {
        session = await stripe.stripeSession(order, 1, returnBase);
      } catch (error) {
        return abandon(id, error);
      }
      await paymentsRepository(db).linkStripeSession(session.id, id, clock.now());
      await orders.setPaymentUrl(id, session.url);
      return { order: await orders.dto(id), paymentUrl: session.url, stripeSessionId: session.id };
    },

    /**
     * `POST /orders/{id}/pay` ('Thanh toán lại', ADR 0013): a new payment of the customer's online order still
     * awaiting payment within its 15 minutes. VNPay gets a new request (a new `vnp_TxnRef`, VNPay refuses a
     * reference twice); Stripe a new Checkout Session, the current one expired at Stripe first (one that turns out
     * paid settles the order instead). The old request is marked replaced: its failure no longer cancels the order,
     * its payment still settles it once (settlement is idempotent).
     */
    async payAgain(
      customer: OrderCustomer,
      id: string,
      ipAddr: string,
      returnBase: string = publicUrl,
    ): Promise<{ paymentUrl: string }> {
      const check = (row: PayableOrder) => {
        const state = paymentRetryState(row, clock.now());
        if (state === 'not_awaiting') throw new AppError('ORDER_STATUS_INVALID');
        if (state === 'expired') throw new AppError('PAYMENT_EXPIRED');
      };
      const row = await orders.payableMine(customer.id, id);
      check(row);
      const method = row.paymentMethod === 'VNPAY' ? 'VNPAY' : 'STRIPE';
      const attempt = (await paymentsRepository(db).attemptsOf(row.id, method)) + 1;
      const now = clock.now();
      let paymentUrl: string;
      let ref: string;
      if (method === 'VNPAY') {
        ref = `${row.code}${String(attempt).padStart(2, '0')}`;
        paymentUrl = vnpay.vnpayUrl(row, ref, now, ipAddr, returnBase);
      } else {
        const session = await replaceStripeSession(row, attempt, returnBase);
        ref = session.id;
        paymentUrl = session.url;
      }
      try {
        await orders.replacePaymentUrl(row.id, paymentUrl, now, async (tx, locked) => {
          // Re-checked under the lock: the payment may have settled or expired meanwhile.
          check(locked);
          if (method === 'VNPAY') await paymentsRepository(tx).replaceVnpayPayment(row.id, ref, now);
          else await paymentsRepository(tx).replaceStripeSession(row.id, ref, now);
        });
      } catch (error) {
        if (error instanceof PaymentAttemptTakenError) {
          // A concurrent 'Thanh toán lại' of this order linked the same attempt first: its page is the order's.
          const current = await orders.payable({ id: row.id });
          if (current?.paymentUrl) return { paymentUrl: current.paymentUrl };
        }
        if (method === 'STRIPE') await deps.stripe.expireSession(ref).catch(() => null);
        throw error;
      }
      return { paymentUrl };
    },

    /**
     * The expiry sweep (decision 17): online orders still awaiting payment past `expiresAt` are cancelled by
     * System with their stock back, and their Checkout Sessions expired. Returns the ids cancelled.
     */
    async sweepExpired(): Promise<string[]> {
      const due = await orders.expiredUnpaid();
      const cancelled: string[] = [];
      for (const row of due) {
        if (row.paymentMethod === 'STRIPE') {
          const sessionId = await stripeSessionOf(row.id);
          if (sessionId) {
            const info = await deps.stripe.expireSession(sessionId).catch(() => null);
            if (await stripe.settleIfPaid(row.id, info)) continue;
          }
        }
        if (
          (await settle(row.id, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentExpired })) === 'settled'
        )
          cancelled.push(row.id);
      }
      return cancelled;
    },
  };
}
