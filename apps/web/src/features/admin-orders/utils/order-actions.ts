import {
  adminMayMove,
  isOrderEditable,
  ORDER_STATUSES,
  type AdminRole,
  type Order,
  type OrderStatus,
} from '@lumi/shared';

/** The forward path of an order (decision 18); `cancelled` is reached separately. */
const FORWARD: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/** Why a forward move is refused before asking the server, or null when it is allowed. */
export type MoveBlock = 'NOT_PAID' | null;

export type ForwardMove = { status: OrderStatus; isNext: boolean; blockedBy: MoveBlock };

/**
 * The statuses staff may move an order to (api-contract §3.5): forward only, a step may be skipped;
 * an online order must be paid before it leaves `pending`. Delivered and cancelled orders stay put.
 */
export function forwardMoves(order: Pick<Order, 'status' | 'paymentMethod' | 'payment'>): ForwardMove[] {
  const unpaidOnline = order.paymentMethod !== 'COD' && order.payment.status !== 'paid';
  return FORWARD.filter((status) => adminMayMove(order.status, status)).map((status, index) => ({
    status,
    isNext: index === 0,
    blockedBy: order.status === 'pending' && unpaidOnline ? 'NOT_PAID' : null,
  }));
}

/** Staff may cancel any order that is not delivered (or already cancelled), with a reason. */
export function canCancel(order: Pick<Order, 'status'>): boolean {
  return adminMayMove(order.status, 'cancelled');
}

/** Only ADMIN edits the delivery details, under the customer's rule: while pending or processing. */
export function canEdit(order: Pick<Order, 'status'>, role: AdminRole): boolean {
  return role === 'ADMIN' && isOrderEditable(order.status);
}

/** Only ADMIN archives, and only cancelled orders. */
export function canArchive(order: Pick<Order, 'status'>, role: AdminRole): boolean {
  return role === 'ADMIN' && order.status === 'cancelled';
}

/** Only ADMIN records a refund, and only for a payment waiting for one. */
export function canMarkRefunded(order: Pick<Order, 'payment'>, role: AdminRole): boolean {
  return role === 'ADMIN' && order.payment.status === 'refund_pending';
}

/** The button label of a move to `status`. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  processing: 'Xác nhận đơn hàng',
  shipping: 'Giao cho đơn vị vận chuyển',
  delivered: 'Xác nhận đã giao',
  cancelled: 'Hủy đơn hàng',
};
