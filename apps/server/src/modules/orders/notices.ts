import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  ROOMS,
  SITE_NAME,
  type Order,
  type OrderStatus,
  type OrderStatusEvent,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { RealtimeHub } from '../../realtime/port';
import type { Mailer } from '../../providers/mail';
import type { NotificationWriter } from '../notifications/service';
import { orderMail, type OrderMailKind } from './mail';

/** A change of an order, recorded with its follow-ups in its transaction and pushed after the commit. */
export type OrderChange =
  | { kind: 'placed'; orderId: string }
  | { kind: 'status'; orderId: string; from: OrderStatus; to: OrderStatus; reason: string | null }
  /** An online payment settled while the order was pending. */
  | { kind: 'paid'; orderId: string }
  /** A payment that arrived after the order was cancelled: the order is marked for refund. */
  | { kind: 'late'; orderId: string };

const OrderChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placed'), orderId: z.string() }),
  z.object({
    kind: z.literal('status'),
    orderId: z.string(),
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal('paid'), orderId: z.string() }),
  z.object({ kind: z.literal('late'), orderId: z.string() }),
]);

/** A job's payload as the order change it was written from (a malformed one fails the job). */
function parseOrderChange(payload: unknown): OrderChange {
  const parsed = OrderChangeSchema.safeParse(payload);
  if (!parsed.success) throw new Error(`malformed order change: ${parsed.error.message}`);
  return parsed.data;
}

/** The customer's notification of an order change (texts of the reference, with the brand Lumi). */
export function orderNotificationText(
  change: OrderChange,
  order: Pick<Order, 'code' | 'paymentMethod' | 'cancelReason' | 'payment'>,
): { title: string; content: string } | null {
  const code = order.code;
  switch (change.kind) {
    case 'placed':
      return {
        title: '🛍️ Đơn hàng mới',
        content:
          order.paymentMethod === 'COD'
            ? `Đơn hàng ${code} của bạn đã được đặt thành công`
            : `Đơn hàng ${code} của bạn đã được đặt thành công, vui lòng hoàn tất thanh toán qua ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
      };
    case 'paid':
      return {
        title: '💳 Thanh toán thành công',
        content: `Đơn hàng ${code} đã được thanh toán thành công qua ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
      };
    case 'late':
      return {
        title: '💳 Thanh toán sau khi đơn đã hủy',
        content: `Thanh toán của đơn hàng ${code} đến sau khi đơn đã bị hủy, ${SITE_NAME} sẽ hoàn tiền cho bạn trong thời gian sớm nhất`,
      };
    case 'status':
      switch (change.to) {
        case 'processing':
          return {
            title: '📦 Đơn hàng đang được xử lý',
            content: `Đơn hàng ${code} đã được xác nhận và đang được ${SITE_NAME} chuẩn bị`,
          };
        case 'shipping':
          return {
            title: '🚚 Đơn hàng đang được giao',
            content: `Đơn hàng ${code} đã được bàn giao cho đơn vị vận chuyển và đang trên đường đến bạn`,
          };
        case 'delivered':
          return {
            title: '✅ Giao hàng thành công',
            content: `Đơn hàng ${code} đã được giao thành công. Cảm ơn bạn đã mua sắm tại ${SITE_NAME}!`,
          };
        case 'cancelled': {
          const reason = change.reason ?? order.cancelReason;
          const refund =
            order.payment.status === 'refund_pending' ? `. ${SITE_NAME} sẽ hoàn tiền cho bạn` : '';
          return {
            title: '❌ Đơn hàng đã bị hủy',
            content: `Đơn hàng ${code} đã bị hủy${reason ? `. Lý do: ${reason}` : ''}${refund}`,
          };
        }
        default:
          return null;
      }
  }
}

/**
 * The e-mail of an order change, if any: the confirmation when a cash order is placed or an online order is paid,
 * then shipping, delivery and cancellation. An online order that was never paid was never confirmed by e-mail, so
 * its cancellation (failed or expired payment) is not mailed either; its notification says it.
 */
export function orderMailKind(
  change: OrderChange,
  order: Pick<Order, 'paymentMethod' | 'payment'>,
): OrderMailKind | null {
  switch (change.kind) {
    case 'placed':
      return order.paymentMethod === 'COD' ? 'placed' : null;
    case 'paid':
      return 'placed';
    case 'late':
      return null;
    case 'status':
      if (change.to === 'shipping' || change.to === 'delivered') return change.to;
      if (change.to === 'cancelled') {
        const confirmed =
          order.paymentMethod === 'COD' ||
          order.payment.status === 'refund_pending' ||
          order.payment.status === 'refunded';
        return confirmed ? 'cancelled' : null;
      }
      return null;
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

/** Pushes `order:status` to the owner's room and to `staff:shop` (after the commit; the hub logs its own failures). */
export function pushOrderStatus(realtime: RealtimeHub | undefined, change: OrderChange, order: Order): void {
  realtime?.emit(
    [ROOMS.principal('user', order.user._id), ROOMS.staffShop],
    'order:status',
    orderStatusEvent(change, order),
  );
}

/**
 * The order lifecycle's follow-ups (the lifecycle kit, ADR 0043): the customer's STORE notification and e-mail of a
 * change, two jobs written in its transaction, so that a mail retried after an SMTP failure never writes the
 * notification twice. The order is read when the job runs: a mail retried later shows the order as it is then.
 */
export function createOrderFollowUps(
  deps: {
    jobs: FollowUpJobs<Db>;
    notifications: NotificationWriter;
    mailer?: Mailer;
    /** The web app's address, for links in e-mails. */
    publicUrl: string;
    log?: { error(obj: unknown, msg?: string): void };
  },
  load: (id: string) => Promise<Order>,
) {
  return lifecycleFollowUps<OrderChange, Db>({
    name: 'order',
    jobs: deps.jobs,
    parse: parseOrderChange,
    log: deps.log,
    steps: {
      async notification(change, job) {
        const order = await load(change.orderId);
        const text = orderNotificationText(change, order);
        if (!text) return;
        await deps.notifications.create({
          at: job.enqueuedAt,
          recipient: { id: order.user._id, model: 'User' },
          type: 'STORE',
          ...text,
          link: `/order-detail/${order._id}`,
          orderId: order._id,
        });
      },
      async mail(change) {
        if (!deps.mailer) return;
        const order = await load(change.orderId);
        const kind = orderMailKind(change, order);
        if (!kind || !order.user.email) return;
        await deps.mailer.send(orderMail({ to: order.user.email, kind, order, publicUrl: deps.publicUrl }));
      },
    },
  });
}
