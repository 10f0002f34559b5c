import {
  ROOMS,
  type ListNotificationsQuery,
  type Notification,
  type NotificationType,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import type { RealtimeHub } from '../../realtime/port';
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

/** What a lifecycle needs of the bell: writing one notification (its follow-up jobs call it). */
export type NotificationWriter = { create(input: NewNotification): Promise<unknown> };

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

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The bell's store (api-contract §3.12, §4.9): writes a notification and pushes it, lists and marks them. What a
 * notification says is its lifecycle's (orders/notices.ts, bookings/notices.ts), written by their follow-up jobs.
 */
export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  log?: Log;
  /** Pushes `notification:new` to the recipient's sockets once a notification is stored (api-contract §5.3). */
  realtime?: RealtimeHub;
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

  return {
    create,

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
