import { paymentRetryState, type Order, type OrderInput, type PaymentMethod } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { STRIPE_CURRENCY, type StripeProvider } from '../../providers/stripe';
import {
  VNPAY_IPN,
  isVnpayCallback,
  vnpayOrderInfo,
  vnpayResponseMessage,
  type VnpayIpnAnswer,
  type VnpayProvider,
} from '../../providers/vnpay';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { isUuid, ordersRepository, type OrderRow } from '../orders/repository';
import {
  reportOrderChange,
  type OrderChange,
  type OrderCustomer,
  type OrderEvents,
  type OrdersCatalog,
  type OrdersService,
} from '../orders/service';
import { paymentsRepository, type PaymentLink } from './repository';

/** Online payments wait 15 minutes (decision 17). */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

export const PAYMENT_NOTES = {
  paid: (method: PaymentMethod) => `Đã thanh toán qua ${method === 'VNPAY' ? 'VNPAY' : 'Stripe'}`,
  failed: 'Thanh toán không thành công',
  expired: 'Hết thời gian thanh toán',
  late: 'Thanh toán đến sau khi đơn đã hủy: chờ hoàn tiền',
  providerError: 'Cổng thanh toán gặp sự cố khi tạo giao dịch',
} as const;

/** The customer's message of a failed VNPay payment by vnp_ResponseCode (api-contract §1.3 PAYMENT_FAILED). */
export function vnpayFailureMessage(code: string): string {
  if (code === '24' || code === '11') return 'Khách hàng hủy giao dịch';
  if (code === '12') return 'Thẻ/Tài khoản của khách hàng bị khóa';
  if (code === '75') return 'Ngân hàng thanh toán đang bảo trì';
  return 'Giao dịch không thành công';
}

/** The Checkout Session events that settle an order (api-contract §4.6); others are only recorded. */
const STRIPE_SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export const STRIPE_FAILED_MESSAGE = 'Thanh toán Stripe thất bại, vui lòng thử lại';

/** What a gateway reported about an order's payment. */
export type PaymentOutcome =
  { kind: 'paid'; transactionId: string | null } | { kind: 'failed'; reason: string };

/** The result of one settlement: applied now, already applied earlier, or a late payment of a cancelled order. */
export type SettleResult = 'settled' | 'already' | 'late' | 'not_found';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  orders: OrdersService;
  catalog: OrdersCatalog;
  vnpay: VnpayProvider;
  stripe: StripeProvider;
  log?: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** Told of every committed settlement (notifications, e-mails); its failures are only logged. */
  events?: OrderEvents;
}) {
  const { db, clock, publicUrl } = deps;

  /**
   * The one idempotent settlement routine: the order row is locked (`SELECT … FOR UPDATE`), a payment still
   * pending is marked paid or the order is cancelled by System with its stock and promotional units back; a
   * payment arriving after the order was cancelled becomes `refund_pending`; anything else is a no-op.
   */
  async function settle(
    ref: { id: string } | { code: string },
    outcome: PaymentOutcome,
  ): Promise<SettleResult> {
    let touchedCatalog = false;
    let change = null as OrderChange | null;
    const result = await db.transaction(async (tx): Promise<SettleResult> => {
      const r = ordersRepository(tx);
      const row = 'id' in ref ? await r.lockById(ref.id) : await r.lockByCode(ref.code);
      if (!row || row.paymentMethod === 'COD') return 'not_found';
      const now = clock.now();
      const system = { id: null, name: null, model: 'System' as const };
      if (outcome.kind === 'paid') {
        if (row.paymentStatus === 'pending' && row.status === 'pending') {
          await r.update(row.id, {
            paymentStatus: 'paid',
            transactionId: outcome.transactionId,
            paidAt: now,
            paymentUrl: null,
            updatedAt: now,
          });
          await r.appendEvent({
            orderId: row.id,
            prevStatus: row.status,
            status: row.status,
            actor: system,
            note: PAYMENT_NOTES.paid(row.paymentMethod),
            at: now,
          });
          change = { kind: 'paid', orderId: row.id };
          return 'settled';
        }
        if (
          row.status === 'cancelled' &&
          (row.paymentStatus === 'failed' || row.paymentStatus === 'pending')
        ) {
          await r.update(row.id, {
            paymentStatus: 'refund_pending',
            transactionId: outcome.transactionId,
            paidAt: now,
            paymentUrl: null,
            updatedAt: now,
          });
          await r.appendEvent({
            orderId: row.id,
            prevStatus: row.status,
            status: row.status,
            actor: system,
            note: PAYMENT_NOTES.late,
            at: now,
          });
          change = { kind: 'late', orderId: row.id };
          return 'late';
        }
        return 'already';
      }
      if (row.paymentStatus !== 'pending' || row.status !== 'pending') return 'already';
      await r.restoreLines(row.id);
      touchedCatalog = true;
      await r.update(row.id, {
        status: 'cancelled',
        cancelReason: outcome.reason,
        cancelledBy: 'System',
        paymentStatus: 'failed',
        paymentUrl: null,
        updatedAt: now,
      });
      await r.appendEvent({
        orderId: row.id,
        prevStatus: row.status,
        status: 'cancelled',
        actor: system,
        note: outcome.reason,
        at: now,
      });
      change = { kind: 'status', orderId: row.id, from: row.status, to: 'cancelled', reason: outcome.reason };
      return 'settled';
    });
    if (touchedCatalog) deps.catalog.invalidate();
    // After the commit; never throws.
    if (change) await reportOrderChange(deps.events, deps.log, change, deps.orders.dto);
    return result;
  }

  function findByCode(code: string): Promise<OrderRow | undefined> {
    return ordersRepository(db).findByCode(code);
  }

  /**
   * The order of a VNPay `vnp_TxnRef` and that payment request; orders placed before requests were recorded have
   * their code as the only reference.
   */
  async function vnpayAttempt(txnRef: string): Promise<{ row: OrderRow; link: PaymentLink | null } | null> {
    const link = await paymentsRepository(db).vnpayPayment(txnRef);
    const row = link ? await ordersRepository(db).findById(link.orderId) : await findByCode(txnRef);
    return row ? { row, link } : null;
  }

  /** The VNPay payment URL of an order's request `txnRef`, created at `createdAt`, valid until the order expires. */
  function vnpayUrl(
    row: OrderRow,
    txnRef: string,
    createdAt: Date,
    ipAddr: string,
    returnBase: string,
  ): string {
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
  }

  /** A new Checkout Session of the order (its total as one line; Stripe wants at least 30 minutes). */
  function stripeSession(order: Order, attempt: number, returnBase: string) {
    return deps.stripe.createCheckoutSession({
      orderId: order._id,
      orderCode: order.code,
      attempt,
      // One line of the order's total (lines with a weighted promotional price and the shipping fee add up to
      // it exactly only as a whole).
      total: order.totalAmount,
      successUrl: `${returnBase}/order-return?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnBase}/order-return?order_session=${order._id}`,
      // Stripe refuses sessions shorter than 30 minutes; the shop's own 15 minutes are enforced by the expiry
      // job, which expires the session.
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000 + 60_000),
      customerEmail: order.user.email || null,
    });
  }

  async function ownOrder(customerId: string, id: string): Promise<OrderRow> {
    const row = await ordersRepository(db).findById(id);
    if (!row || row.userId !== customerId || row.archivedAt) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  function stripeSessionOf(orderId: string): Promise<string | null> {
    return paymentsRepository(db).stripeSessionOf(orderId);
  }

  /** A gateway that failed while the order was being created: the order is cancelled with its stock back. */
  async function abandon(orderId: string, error: unknown): Promise<never> {
    deps.log?.error({ err: error, orderId }, 'payment provider failed while creating the payment');
    await settle({ id: orderId }, { kind: 'failed', reason: PAYMENT_NOTES.providerError });
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }

  return {
    settle,

    /** Verifies a Stripe webhook over its raw body (throws on a bad signature). */
    verifyStripe: (raw: Buffer, header: string | undefined) => deps.stripe.verifyWebhook(raw, header),

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
      const id = await deps.orders.place(customer, input, 'VNPAY', {
        status: 'pending',
        expiresInMs: PAYMENT_WINDOW_MS,
      });
      const row = await ordersRepository(db).findById(id);
      if (!row || !row.expiresAt) throw new AppError('ORDER_NOT_FOUND');
      let paymentUrl: string;
      try {
        paymentUrl = vnpayUrl(row, row.code, row.createdAt, ipAddr, returnBase);
      } catch (error) {
        return abandon(id, error);
      }
      await paymentsRepository(db).linkVnpayPayment(row.code, id, row.createdAt);
      await ordersRepository(db).update(id, { paymentUrl });
      return { order: await deps.orders.dto(id), paymentUrl };
    },

    /** `POST /orders/stripe`: the same safe order as VNPay (the order first, then the Checkout Session). */
    async createStripe(
      customer: OrderCustomer & { email?: string | null },
      input: OrderInput,
      returnBase: string = publicUrl,
    ): Promise<{ order: Order; paymentUrl: string; stripeSessionId: string }> {
      const id = await deps.orders.place(customer, input, 'STRIPE', {
        status: 'pending',
        expiresInMs: PAYMENT_WINDOW_MS,
      });
      const order = await deps.orders.dto(id);
      let session: { id: string; url: string };
      try {
        session = await stripeSession(order, 1, returnBase);
      } catch (error) {
        return abandon(id, error);
      }
      await paymentsRepository(db).linkStripeSession(session.id, id, clock.now());
      await ordersRepository(db).update(id, { paymentUrl: session.url });
      return { order: await deps.orders.dto(id), paymentUrl: session.url, stripeSessionId: session.id };
    },

    /** `GET|POST /payments/vnpay/ipn`: answers in VNPay's format. */
    async vnpayIpn(params: Record<string, unknown>): Promise<VnpayIpnAnswer> {
      if (!deps.vnpay.verify(params)) return VNPAY_IPN.invalidSignature;
      // Signed, but not by a payment result (the payment link's own query string): nothing to settle.
      if (!isVnpayCallback(params)) return VNPAY_IPN.unknownError;
      const txnRef = typeof params.vnp_TxnRef === 'string' ? params.vnp_TxnRef : '';
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
      const result = await settle({ id: row.id }, outcome);
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
              await settle({ id: row.id }, { kind: 'paid', transactionId: answer.transactionNo });
            } else if (answer.transactionStatus !== '01' && !replaced) {
              await settle(
                { id: row.id },
                { kind: 'failed', reason: vnpayResponseMessage(params.vnp_ResponseCode ?? '99') },
              );
            }
          }
        } catch (error) {
          // The query is unreachable (the sandbox has no querydr): the order stays pending for the IPN.
          deps.log?.error({ err: error, orderId: row.id }, 'VNPay transaction query failed');
        }
        row = (await ordersRepository(db).findById(row.id)) ?? row;
      }
      const responseCode = params.vnp_ResponseCode ?? '99';
      if (row.paymentStatus === 'refund_pending' && row.status === 'cancelled') {
        throw new AppError('PAYMENT_EXPIRED');
      }
      // A replaced request that failed leaves the order waiting for its new payment: the order is shown as it is.
      if ((responseCode !== '00' && !replaced) || row.paymentStatus === 'failed') {
        throw new AppError('PAYMENT_FAILED', { message: vnpayFailureMessage(responseCode) });
      }
      return deps.orders.dto(row.id);
    },

    /**
     * Handles one verified Stripe event, once per event id. The order is the one the session was created for (our
     * own link, never the event's metadata alone); a session that is not linked to a Stripe order, names another
     * order, or whose paid amount or currency is not the order's is logged and ignored. The event stays recorded
     * either way, so Stripe's retries and replays are no-ops.
     */
    async stripeEvent(event: { id: string; type: string; data: { object: unknown } }): Promise<void> {
      const session = event.data.object as {
        id?: string;
        amount_total?: number | null;
        currency?: string | null;
        metadata?: { orderId?: string } | null;
        client_reference_id?: string | null;
        payment_intent?: string | { id: string } | null;
        payment_status?: string;
      };
      const named = session.metadata?.orderId ?? session.client_reference_id ?? null;
      const link =
        typeof session.id === 'string' ? await paymentsRepository(db).stripeSession(session.id) : null;
      const linked = link?.orderId ?? null;
      const fresh = await paymentsRepository(db).markEvent({
        provider: 'stripe',
        eventId: event.id,
        orderId: linked ?? (named && isUuid(named) ? named : null),
        type: event.type,
        at: clock.now(),
      });
      if (!fresh || !STRIPE_SETTLING_EVENTS.has(event.type)) return;
      const ignore = (reason: string) =>
        deps.log?.warn(
          { eventId: event.id, type: event.type, sessionId: session.id, orderId: linked ?? named, reason },
          'Stripe event ignored',
        );
      if (!linked) return ignore('the session is not one of our orders');
      if (named !== null && named !== linked) return ignore('the session names another order');
      const row = await ordersRepository(db).findById(linked);
      if (!row || row.paymentMethod !== 'STRIPE') return ignore('the order is not a Stripe order');
      const paying =
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded';
      if (paying && session.currency !== STRIPE_CURRENCY) return ignore('currency');
      if (paying && session.amount_total !== row.totalAmount) return ignore('amount');
      // A session replaced by 'Thanh toán lại' was expired by us: its end leaves the order to the new session.
      if (!paying && link?.replacedAt) return ignore('the session was replaced');
      const orderId = row.id;
      const intent = session.payment_intent;
      const transactionId = typeof intent === 'string' ? intent : (intent?.id ?? session.id ?? null);
      try {
        switch (event.type) {
          case 'checkout.session.completed':
            if (session.payment_status === 'paid')
              await settle({ id: orderId }, { kind: 'paid', transactionId });
            break;
          case 'checkout.session.async_payment_succeeded':
            await settle({ id: orderId }, { kind: 'paid', transactionId });
            break;
          case 'checkout.session.expired':
            await settle({ id: orderId }, { kind: 'failed', reason: PAYMENT_NOTES.expired });
            break;
          case 'checkout.session.async_payment_failed':
            await settle({ id: orderId }, { kind: 'failed', reason: PAYMENT_NOTES.failed });
            break;
          default:
            break;
        }
      } catch (error) {
        // Not handled: forget the event so Stripe's retry is processed.
        await paymentsRepository(db).forgetEvent('stripe', event.id);
        throw error;
      }
    },

    /** `GET /orders/stripe-return`. */
    async stripeReturn(
      customer: OrderCustomer,
      query: { stripeSessionId?: string | undefined; orderSessionId?: string | undefined },
    ): Promise<Order> {
      if (query.stripeSessionId) {
        const link = await paymentsRepository(db).stripeSession(query.stripeSessionId);
        if (!link) throw new AppError('ORDER_NOT_FOUND');
        const sessionId = query.stripeSessionId;
        let row = await ownOrder(customer.id, link.orderId);
        if (row.paymentStatus === 'pending' && row.status === 'pending') {
          const info = await deps.stripe.retrieveSession(sessionId).catch(() => null);
          if (info?.status === 'complete' && info.paymentStatus === 'paid') {
            await settle({ id: row.id }, { kind: 'paid', transactionId: info.paymentIntent ?? info.id });
          } else if (info?.status === 'expired' && !link.replacedAt) {
            await settle({ id: row.id }, { kind: 'failed', reason: PAYMENT_NOTES.expired });
          }
          row = await ownOrder(customer.id, row.id);
        }
        if (row.paymentStatus === 'refund_pending' && row.status === 'cancelled')
          throw new AppError('PAYMENT_EXPIRED');
        if (row.paymentStatus === 'failed')
          throw new AppError('PAYMENT_FAILED', { message: STRIPE_FAILED_MESSAGE });
        return deps.orders.dto(row.id);
      }
      if (query.orderSessionId) {
        const row = await ownOrder(customer.id, query.orderSessionId);
        if (row.paymentMethod !== 'STRIPE') throw new AppError('ORDER_NOT_FOUND');
        const sessionId = await stripeSessionOf(row.id);
        const info = sessionId ? await deps.stripe.expireSession(sessionId).catch(() => null) : null;
        if (info?.status === 'complete' && info.paymentStatus === 'paid') {
          // Paid after all (the cancel page was reached late): settle instead of cancelling.
          await settle({ id: row.id }, { kind: 'paid', transactionId: info.paymentIntent ?? info.id });
          return deps.orders.dto(row.id);
        }
        await settle({ id: row.id }, { kind: 'failed', reason: PAYMENT_NOTES.failed });
        const after = await ownOrder(customer.id, row.id);
        if (after.paymentStatus === 'paid') return deps.orders.dto(row.id);
        throw new AppError('PAYMENT_FAILED', { message: STRIPE_FAILED_MESSAGE });
      }
      throw new AppError('ORDER_NOT_FOUND');
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
      const check = (row: OrderRow) => {
        const state = paymentRetryState(row, clock.now());
        if (state === 'not_awaiting') throw new AppError('ORDER_STATUS_INVALID');
        if (state === 'expired') throw new AppError('PAYMENT_EXPIRED');
      };
      const row = await ownOrder(customer.id, id);
      check(row);
      const method = row.paymentMethod === 'VNPAY' ? 'VNPAY' : 'STRIPE';
      const attempt = (await paymentsRepository(db).attemptsOf(row.id, method)) + 1;
      const now = clock.now();
      let paymentUrl: string;
      let ref: string;
      if (method === 'VNPAY') {
        ref = `${row.code}${String(attempt).padStart(2, '0')}`;
        paymentUrl = vnpayUrl(row, ref, now, ipAddr, returnBase);
      } else {
        const current = await stripeSessionOf(row.id);
        if (current) {
          let info;
          try {
            info = await deps.stripe.expireSession(current);
          } catch (error) {
            deps.log?.error({ err: error, orderId: row.id }, 'Stripe session could not be expired');
            throw new AppError('PAYMENT_PROVIDER_ERROR');
          }
          if (info?.status === 'complete' && info.paymentStatus === 'paid') {
            await settle({ id: row.id }, { kind: 'paid', transactionId: info.paymentIntent ?? info.id });
            throw new AppError('ORDER_STATUS_INVALID');
          }
        }
        let session: { id: string; url: string };
        try {
          session = await stripeSession(await deps.orders.dto(row.id), attempt, returnBase);
        } catch (error) {
          deps.log?.error({ err: error, orderId: row.id }, 'Stripe session could not be created');
          throw new AppError('PAYMENT_PROVIDER_ERROR');
        }
        ref = session.id;
        paymentUrl = session.url;
      }
      try {
        await db.transaction(async (tx) => {
          const locked = await ordersRepository(tx).lockById(row.id);
          if (!locked) throw new AppError('ORDER_NOT_FOUND');
          // Re-checked under the lock: the payment may have settled or expired meanwhile.
          check(locked);
          if (method === 'VNPAY') await paymentsRepository(tx).replaceVnpayPayment(row.id, ref, now);
          else await paymentsRepository(tx).replaceStripeSession(row.id, ref, now);
          await ordersRepository(tx).update(row.id, { paymentUrl, updatedAt: now });
        });
      } catch (error) {
        if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) {
          // A concurrent 'Thanh toán lại' of this order linked the same attempt first: its page is the order's.
          const current = await ordersRepository(db).findById(row.id);
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
      const due = await ordersRepository(db).expiredOnline(clock.now());
      const cancelled: string[] = [];
      for (const row of due) {
        if (row.paymentMethod === 'STRIPE') {
          const sessionId = await stripeSessionOf(row.id);
          if (sessionId) {
            const info = await deps.stripe.expireSession(sessionId).catch(() => null);
            if (info?.status === 'complete' && info.paymentStatus === 'paid') {
              await settle({ id: row.id }, { kind: 'paid', transactionId: info.paymentIntent ?? info.id });
              continue;
            }
          }
        }
        if ((await settle({ id: row.id }, { kind: 'failed', reason: PAYMENT_NOTES.expired })) === 'settled')
          cancelled.push(row.id);
      }
      return cancelled;
    },
  };
}
