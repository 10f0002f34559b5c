import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  ROOMS,
  SITE_NAME,
  type ListNotificationsQuery,
  type Notification,
  type NotificationType,
  type Order,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import type { Mailer } from '../../providers/mail';
import type { RealtimeHub } from '../../realtime/port';
import type { JobQueue } from '../jobs/queue';
import type { OrderChange, OrderEvents } from '../orders/events';
import { orderMail, type OrderMailKind } from './order-mail';
import { notificationsRepository, type NotificationRow, type Recipient } from './repository';

export type { Recipient };

/** What a new notification says and where it leads (api-contract §2 Notification). */
export type NewNotification = {
  recipient: Recipient;
  type: NotificationType;
  title: string;
  content: string;
  link: string;
  orderId?: string | null;
  bookingId?: string | null;
  /** Its instant when it is written after the change it tells of (a job): the change's, not the writing's. */
  at?: Date;
};

type Log = { error(obj: unknown, msg?: string): void };

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    _id: row.id,
    recipient: row.recipientId,
    model: row.model,
    type: row.type,
    title: row.title,
    content: row.content,
    isRead: row.isRead,
    metadata: {
      link: row.link,
      ...(row.orderId ? { orderId: row.orderId } : {}),
      ...(row.bookingId ? { bookingId: row.bookingId } : {}),
    },
    createdAt: row.createdAt.toISOString(),
  };
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

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The job kinds of an order change. */
export const ORDER_JOBS = { notification: 'order.notification', mail: 'order.mail' } as const;

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

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
  log?: Log;
  /** Pushes `notification:new` to the recipient's sockets once a notification is stored (api-contract §5.3). */
  realtime?: RealtimeHub;
  /**
   * The job queue: with it an order change's notification and e-mail are jobs written in the change's transaction
   * and made by the worker (retried, off the request); without it they are made in the request after the commit.
   */
  jobs?: JobQueue;
}) {
  const repo = () => notificationsRepository(deps.db);

  /**
   * `notification:new` with the recipient's unread count of every type, so that each badge can be set from it. In
   * the background: the write it follows has committed and its request never waits for (nor fails on) the push.
   */
  function push(notification: Notification, recipient: Recipient): void {
    const realtime = deps.realtime;
    if (!realtime) return;
    repo()
      .unreadCount(recipient, undefined)
      .then((unreadCount) => {
        const kind = recipient.model === 'Doctor' ? 'doctor' : 'user';
        realtime.emit(ROOMS.principal(kind, recipient.id), 'notification:new', { notification, unreadCount });
      })
      .catch((error: unknown) =>
        deps.log?.error({ err: error, notificationId: notification._id }, 'notification push failed'),
      );
  }

  async function create(input: NewNotification): Promise<Notification> {
    const row = await repo().insert({
      recipientId: input.recipient.id,
      model: input.recipient.model,
      type: input.type,
      title: input.title,
      content: input.content,
      link: input.link,
      orderId: input.orderId ?? null,
      bookingId: input.bookingId ?? null,
      createdAt: input.at ?? deps.clock.now(),
    });
    const notification = toNotificationDto(row);
    push(notification, input.recipient);
    return notification;
  }

  /** The customer's STORE notification of an order change (link `/order-detail/<id>`, metadata.orderId), if any. */
  async function writeOrderNotification(change: OrderChange, order: Order, at?: Date): Promise<void> {
    const text = orderNotificationText(change, order);
    if (!text) return;
    await create({
      ...(at ? { at } : {}),
      recipient: { id: order.user._id, model: 'User' },
      type: 'STORE',
      ...text,
      link: `/order-detail/${order._id}`,
      orderId: order._id,
    });
  }

  /** The customer's e-mail of an order change, if any. */
  async function sendOrderMail(change: OrderChange, order: Order): Promise<void> {
    const kind = orderMailKind(change, order);
    if (!kind || !order.user.email) return;
    await deps.mailer.send(orderMail({ to: order.user.email, kind, order, publicUrl: deps.publicUrl }));
  }

  /**
   * The notification and e-mail of a committed order change, in the caller's request (no job queue). Each part's
   * failure is logged and swallowed: the order is already written.
   */
  async function notifyOrder(change: OrderChange, order: Order): Promise<void> {
    try {
      await writeOrderNotification(change, order);
    } catch (error) {
      deps.log?.error({ err: error, orderId: order._id }, 'order notification could not be written');
    }
    try {
      await sendOrderMail(change, order);
    } catch (error) {
      deps.log?.error(
        { err: error, orderId: order._id, change: change.kind },
        'order e-mail could not be sent',
      );
    }
  }

  const jobs = deps.jobs;
  const orderEvents: OrderEvents = jobs
    ? {
        // Two jobs, so that a mail retried after an SMTP failure never writes the notification twice.
        async record(tx, change) {
          await jobs.enqueue(
            tx,
            { kind: ORDER_JOBS.notification, payload: change },
            { kind: ORDER_JOBS.mail, payload: change },
          );
        },
        orderChanged() {
          jobs.wake();
        },
      }
    : { orderChanged: notifyOrder };

  /**
   * The workers of the order jobs; `loadOrder` is the orders service's (built after this one). The order is read
   * when the job runs: a mail retried later shows the order as it is then.
   */
  function defineOrderJobs(loadOrder: (id: string) => Promise<Order>): void {
    if (!jobs) return;
    const run =
      (make: (change: OrderChange, order: Order, at: Date) => Promise<void>) =>
      async (payload: unknown, job: { enqueuedAt: Date }): Promise<void> => {
        const change = parseOrderChange(payload);
        await make(change, await loadOrder(change.orderId), job.enqueuedAt);
      };
    jobs.define(ORDER_JOBS.notification, run(writeOrderNotification));
    jobs.define(ORDER_JOBS.mail, run(sendOrderMail));
  }

  return {
    create,
    notifyOrder,
    /** The listener that the orders and payments services report committed changes to. */
    orderEvents,
    defineOrderJobs,

    /** A page of the recipient's notifications of one type (a customer's default STORE, a doctor's BOOKING). */
    async list(
      recipient: Recipient,
      query: ListNotificationsQuery,
    ): Promise<{ items: Notification[]; pagination: Pagination; unreadCount: number }> {
      const type = query.type ?? (recipient.model === 'Doctor' ? 'BOOKING' : 'STORE');
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo().list(recipient, type, { limit: query.limit, offset: offsetOf(query.page, query.limit) }),
        repo().unreadCount(recipient, type),
      ]);
      return {
        items: rows.map(toNotificationDto),
        pagination: paginate(query.page, query.limit, total),
        unreadCount,
      };
    },

    async unreadCount(recipient: Recipient, type: NotificationType | undefined): Promise<number> {
      return repo().unreadCount(recipient, type);
    },

    /** Only the caller's own notification; another's is NOTIFICATION_NOT_FOUND. */
    async markRead(recipient: Recipient, id: string): Promise<Notification> {
      const row = await repo().markRead(recipient, id);
      if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
      return toNotificationDto(row);
    },

    async markAllRead(recipient: Recipient, type: NotificationType | undefined): Promise<number> {
      return repo().markAllRead(recipient, type);
    },
  };
}
