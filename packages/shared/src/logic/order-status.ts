import type { OrderStatus, PaymentMethod, PaymentStatus } from '../enums';

/** Rank of the forward path (decision 18); `cancelled` is reached separately. */
const FORWARD_RANK: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  pending: 0,
  processing: 1,
  shipping: 2,
  delivered: 3,
};

/** The shop (ADMIN, SUPPORT) moves orders forward only, a step may be skipped, and cancels any order not delivered. */
export function adminMayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'delivered' || from === 'cancelled') return false;
  if (to === 'cancelled') return true;
  return FORWARD_RANK[to] > FORWARD_RANK[from];
}

/** The customer cancels while pending or processing, and confirms receipt while shipping. */
export function customerMayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return from === 'pending' || from === 'processing';
  if (to === 'delivered') return from === 'shipping';
  return false;
}

/** The delivery details (address, note) may change while the order is pending or processing. */
export function isOrderEditable(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** Whether an online order may be paid again (ADR 0013): `open` while it awaits its payment within its window. */
export type PaymentRetryState = 'open' | 'expired' | 'not_awaiting';

export function paymentRetryState(
  order: {
    paymentMethod: PaymentMethod;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    expiresAt: Date | string | null;
  },
  now: Date,
): PaymentRetryState {
  if (order.paymentMethod === 'COD' || order.status !== 'pending' || order.paymentStatus !== 'pending')
    return 'not_awaiting';
  if (!order.expiresAt || new Date(order.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'open';
}
