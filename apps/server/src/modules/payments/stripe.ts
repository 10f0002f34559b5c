import { ORDER_EVENT_NOTES, isUuid, type Order } from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { STRIPE_CURRENCY, type CheckoutSessionInfo } from '../../providers/stripe';
import type { OrderCustomer } from '../orders/deps';
import { paymentsRepository } from './repository';
import { type PaymentsDeps, type Settle } from './settle';

/** The Checkout Session events that settle an order (api-contract §4.6); others are only recorded. */
const STRIPE_SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export const STRIPE_FAILED_MESSAGE = 'Thanh toán Stripe thất bại, vui lòng thử lại';

/** Stripe's side of online payments: Checkout Sessions, the webhook and the shopper's return (api-contract §4.6). */
export function createStripePayments(deps: PaymentsDeps, settle: Settle) {
  const { db, clock, orders } = deps;

  /** A session Stripe reports paid settles the order as paid; answers whether it did. */
  async function settleIfPaid(orderId: string, info: CheckoutSessionInfo | null): Promise<boolean> {
    if (info?.status !== 'complete' || info.paymentStatus !== 'paid') return false;
    await settle(orderId, { kind: 'paid', transactionId: info.paymentIntent ?? info.id });
    return true;
  }

  return {
    settleIfPaid,

    /** A new Checkout Session of the order (its total as one line; Stripe wants at least 30 minutes). */
    stripeSession(order: Order, attempt: number, returnBase: string) {
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
    },

    /** Verifies a Stripe webhook over its raw body (throws on a bad signature). */
    verifyStripe: (raw: Buffer, header: string | undefined) => deps.stripe.verifyWebhook(raw, header),

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
      const row = await orders.payable({ id: linked });
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
            if (session.payment_status === 'paid') await settle(orderId, { kind: 'paid', transactionId });
            break;
          case 'checkout.session.async_payment_succeeded':
            await settle(orderId, { kind: 'paid', transactionId });
            break;
          case 'checkout.session.expired':
            await settle(orderId, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentExpired });
            break;
          case 'checkout.session.async_payment_failed':
            await settle(orderId, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentFailed });
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
        let row = await orders.payableMine(customer.id, link.orderId);
        if (row.paymentStatus === 'pending' && row.status === 'pending') {
          const info = await deps.stripe.retrieveSession(sessionId).catch(() => null);
          if (!(await settleIfPaid(row.id, info)) && info?.status === 'expired' && !link.replacedAt) {
            await settle(row.id, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentExpired });
          }
          row = await orders.payableMine(customer.id, row.id);
        }
        if (row.paymentStatus === 'refund_pending' && row.status === 'cancelled')
          throw new AppError('PAYMENT_EXPIRED');
        if (row.paymentStatus === 'failed')
          throw new AppError('PAYMENT_FAILED', { message: STRIPE_FAILED_MESSAGE });
        return orders.dto(row.id);
      }
      if (query.orderSessionId) {
        const row = await orders.payableMine(customer.id, query.orderSessionId);
        if (row.paymentMethod !== 'STRIPE') throw new AppError('ORDER_NOT_FOUND');
        const sessionId = await paymentsRepository(db).stripeSessionOf(row.id);
        const info = sessionId ? await deps.stripe.expireSession(sessionId).catch(() => null) : null;
        // Paid after all (the cancel page was reached late): settle instead of cancelling.
        if (await settleIfPaid(row.id, info)) return orders.dto(row.id);
        await settle(row.id, { kind: 'failed', reason: ORDER_EVENT_NOTES.paymentFailed });
        const after = await orders.payableMine(customer.id, row.id);
        if (after.paymentStatus === 'paid') return orders.dto(row.id);
        throw new AppError('PAYMENT_FAILED', { message: STRIPE_FAILED_MESSAGE });
      }
      throw new AppError('ORDER_NOT_FOUND');
    },
  };
}
