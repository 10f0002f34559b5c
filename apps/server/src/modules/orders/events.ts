import { ROOMS, type Order, type OrderStatus, type OrderStatusEvent } from '@lumi/shared';
import type { Db } from '../../db/client';
import type { RealtimeHub } from '../../realtime/port';

/** A change of an order, reported once its transaction has committed (notifications and e-mails listen to it). */
export type OrderChange =
  | { kind: 'placed'; orderId: string }
  | { kind: 'status'; orderId: string; from: OrderStatus; to: OrderStatus; reason: string | null }
  /** An online payment settled while the order was pending. */
  | { kind: 'paid'; orderId: string }
  /** A payment that arrived after the order was cancelled: the order is marked for refund. */
  | { kind: 'late'; orderId: string };

export type OrderEvents = {
  /**
   * Inside the change's own transaction: writes what must follow it (the customer's notification and e-mail, as
   * jobs), so that a committed change never loses them. A failure here rolls the change back.
   */
  record?(tx: Db, change: OrderChange): Promise<void>;
  /** After the commit, with the order as the API shows it (realtime push, waking the job worker). */
  orderChanged(change: OrderChange, order: Order): Promise<void> | void;
};

/** Writes a change's follow-ups in its transaction (nothing without a listener that records). */
export async function recordOrderChange(
  events: OrderEvents | undefined,
  tx: Db,
  change: OrderChange,
): Promise<void> {
  await events?.record?.(tx, change);
}

/**
 * Tells the listener about a committed change. A listener's failure is logged and swallowed: the order is already
 * written and must never fail or roll back because a notification or an e-mail could not be made. Answers the order
 * it loaded (a caller answering with the order need not load it again).
 */
export async function reportOrderChange(
  events: OrderEvents | undefined,
  log: { error(obj: unknown, msg?: string): void } | undefined,
  change: OrderChange,
  loadOrder: (id: string) => Promise<Order>,
): Promise<Order | undefined> {
  if (!events) return undefined;
  try {
    const order = await loadOrder(change.orderId);
    await events.orderChanged(change, order);
    return order;
  } catch (error) {
    log?.error({ err: error, orderId: change.orderId, change: change.kind }, 'order change listener failed');
    return undefined;
  }
}

/** The `order:status` event of a committed change (api-contract §5.3): prevStatus null for a new order. */
export function orderStatusEvent(change: OrderChange, order: Order): OrderStatusEvent {
  return {
    orderId: order._id,
    code: order.code,
    status: order.status,
    // A payment settlement leaves the status as it was.
    prevStatus: change.kind === 'placed' ? null : change.kind === 'status' ? change.from : order.status,
    paymentStatus: order.payment.status,
    updatedAt: order.updatedAt,
  };
}

/**
 * Pushes `order:status` to the owner's room and to `staff:shop`, then hands the change to the next listener (the
 * notifications). The emit never throws nor waits (the hub logs its own failures).
 */
export function withOrderStatusPush(realtime: RealtimeHub, next: OrderEvents): OrderEvents {
  return {
    ...(next.record ? { record: next.record } : {}),
    orderChanged(change, order) {
      realtime.emit(
        [ROOMS.principal('user', order.user._id), ROOMS.staffShop],
        'order:status',
        orderStatusEvent(change, order),
      );
      return next.orderChanged(change, order);
    },
  };
}
