import type { Order, OrderStatus } from '@lumi/shared';

/** A change of an order, reported once its transaction has committed (notifications and e-mails listen to it). */
export type OrderChange =
  | { kind: 'placed'; orderId: string }
  | { kind: 'status'; orderId: string; from: OrderStatus; to: OrderStatus; reason: string | null }
  /** An online payment settled while the order was pending. */
  | { kind: 'paid'; orderId: string }
  /** A payment that arrived after the order was cancelled: the order is marked for refund. */
  | { kind: 'late'; orderId: string };

export type OrderEvents = { orderChanged(change: OrderChange, order: Order): Promise<void> | void };

/**
 * Tells the listener about a committed change. A listener's failure is logged and swallowed: the order is already
 * written and must never fail or roll back because a notification or an e-mail could not be made.
 */
export async function reportOrderChange(
  events: OrderEvents | undefined,
  log: { error(obj: unknown, msg?: string): void } | undefined,
  change: OrderChange,
  loadOrder: (id: string) => Promise<Order>,
): Promise<void> {
  if (!events) return;
  try {
    await events.orderChanged(change, await loadOrder(change.orderId));
  } catch (error) {
    log?.error({ err: error, orderId: change.orderId, change: change.kind }, 'order change listener failed');
  }
}
