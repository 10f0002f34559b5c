import { returnBlock, returnWindowEndsAt, type Order } from '@lumi/shared';

/** When the order was delivered: its history's move to 'delivered' (later notes keep that status). */
export function deliveredAtOf(order: Order): Date | null {
  const event = order.statusHistory.find((e) => e.status === 'delivered' && e.prevStatus !== 'delivered');
  return event ? new Date(event.date) : null;
}

/**
 * The last instant the customer may ask to return the order, or null when it cannot be asked now (not delivered,
 * or RETURN_WINDOW_DAYS past its delivery). Whether it already has a return request is the caller's to know.
 */
export function returnDeadline(order: Order, now: Date = new Date()): Date | null {
  const deliveredAt = deliveredAtOf(order);
  if (!deliveredAt || returnBlock({ status: order.status, deliveredAt }, now) !== null) return null;
  return returnWindowEndsAt(deliveredAt);
}
