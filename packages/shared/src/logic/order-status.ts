import {
  ORDER_STATUSES,
  type AdminRole,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../enums';

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

/** What decides the actions open on an order: the server's row and the API's order (`payment.status`) both give it. */
export type OrderActionState = {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
};

/**
 * The staff roles of each order action (api-contract §3.5): the server's routes are guarded with it and the admin
 * screen shows only the buttons it allows.
 */
export const ORDER_ACTION_ROLES = {
  /** Viewing orders and moving their status, cancellation included. */
  move: ['ADMIN', 'SUPPORT'],
  /** The delivery details and the refund mark (`PUT /admin/orders/{id}`). */
  edit: ['ADMIN'],
  /** Archiving a cancelled order (`DELETE /admin/orders/{id}`). */
  archive: ['ADMIN'],
} as const satisfies Record<string, readonly AdminRole[]>;

function roleMay(role: AdminRole, action: keyof typeof ORDER_ACTION_ROLES): boolean {
  return (ORDER_ACTION_ROLES[action] as readonly AdminRole[]).includes(role);
}

/** An online order must be paid before it leaves `pending` (cancelling it stays open); cash is paid on delivery. */
export function orderMoveBlock(order: OrderActionState, to: OrderStatus): 'ORDER_NOT_PAID' | null {
  if (to === 'cancelled' || order.status !== 'pending') return null;
  return order.paymentMethod !== 'COD' && order.paymentStatus !== 'paid' ? 'ORDER_NOT_PAID' : null;
}

/** Only cancelled orders are archived (kept in statistics). */
export function isOrderArchivable(status: OrderStatus): boolean {
  return status === 'cancelled';
}

/**
 * What cancelling an order makes of its payment: a paid one waits for its refund, one still at the gateway fails;
 * null leaves it as it is (cash not yet paid, an unpaid or failed attempt).
 */
export function paymentStatusOnCancel(paymentStatus: PaymentStatus): 'refund_pending' | 'failed' | null {
  if (paymentStatus === 'paid') return 'refund_pending';
  return paymentStatus === 'pending' ? 'failed' : null;
}

/** A refund is recorded only for a payment waiting for one. */
export function isRefundAwaited(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'refund_pending';
}

/** A forward status a staff member may pick; `blockedBy` is the error the server would answer. */
export type StaffForwardMove = { status: OrderStatus; isNext: boolean; blockedBy: 'ORDER_NOT_PAID' | null };

export type StaffOrderActions = {
  /** Forward only, a step may be skipped, the first one is the next step; none from delivered or cancelled. */
  forward: StaffForwardMove[];
  cancel: boolean;
  edit: boolean;
  markRefunded: boolean;
  archive: boolean;
};

/** The actions a staff role may take on an order, by the rules the server enforces. */
export function staffOrderActions(order: OrderActionState, role: AdminRole): StaffOrderActions {
  const moves = roleMay(role, 'move');
  return {
    forward: moves
      ? ORDER_STATUSES.filter((to) => to !== 'cancelled' && adminMayMove(order.status, to)).map(
          (status, index) => ({ status, isNext: index === 0, blockedBy: orderMoveBlock(order, status) }),
        )
      : [],
    cancel: moves && adminMayMove(order.status, 'cancelled'),
    edit: roleMay(role, 'edit') && isOrderEditable(order.status),
    markRefunded: roleMay(role, 'edit') && isRefundAwaited(order.paymentStatus),
    archive: roleMay(role, 'archive') && isOrderArchivable(order.status),
  };
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
