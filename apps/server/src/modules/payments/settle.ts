import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { StripeProvider } from '../../providers/stripe';
import type { VnpayProvider } from '../../providers/vnpay';
import type { OrdersService } from '../orders/service';

export type PaymentsDeps = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  orders: OrdersService;
  vnpay: VnpayProvider;
  stripe: StripeProvider;
  log?: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
};

/** What a gateway reported about an order's payment. */
export type PaymentOutcome =
  { kind: 'paid'; transactionId: string | null } | { kind: 'failed'; reason: string };

/** The result of one settlement: applied now, already applied earlier, or a late payment of a cancelled order. */
export type SettleResult = 'settled' | 'already' | 'late' | 'not_found';

export type Settle = (orderId: string, outcome: PaymentOutcome) => Promise<SettleResult>;

/**
 * The one idempotent settlement routine, applied by the orders service under the order's row lock: a payment still
 * awaited marks the order paid, a failure cancels it by System with its stock and promotional units back, a
 * payment arriving after the order was cancelled makes it `refund_pending`; anything else is a no-op.
 */
export function settleWith(orders: Pick<OrdersService, 'markPaid' | 'cancelUnpaid'>): Settle {
  return async (orderId, outcome) => {
    const result =
      outcome.kind === 'paid'
        ? await orders.markPaid(orderId, outcome.transactionId)
        : await orders.cancelUnpaid(orderId, outcome.reason);
    return result === 'paid' || result === 'cancelled' ? 'settled' : result;
  };
}
