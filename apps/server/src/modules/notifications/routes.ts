import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ListNotificationsQuerySchema,
  MarkAllReadBodySchema,
  MarkAllReadResultSchema,
  NotificationListResponseSchema,
  NotificationSchema,
  SUCCESS,
  UnreadCountQuerySchema,
  UnreadCountSchema,
  envelope,
} from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { NotificationsService } from './service';
import { principalOf } from '../../plugins/auth';
import type { Recipient } from './service';

/**
 * Notifications of customers and doctors (api-contract §3.12, §4.9). Each route exists once per principal kind:
 * the token decides whose notifications are read or marked, never a client's `recipient`.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ notifications: NotificationsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notifications = ctx.services.notifications;
  const tags = ['Notifications'];
  const kinds: {
    guard: preHandlerAsyncHookHandler;
    recipient: (req: FastifyRequest) => Recipient;
    suffix: '' | '-doctor';
    list: string;
    who: string;
  }[] = [
    {
      guard: ctx.guards.user,
      recipient: (req) => ({ id: principalOf(req, 'user').id, model: 'User' }),
      suffix: '',
      list: '/notifications/by-user',
      who: 'khách hàng',
    },
    {
      guard: ctx.guards.doctor,
      recipient: (req) => ({ id: principalOf(req, 'doctor').id, model: 'Doctor' }),
      suffix: '-doctor',
      list: '/notifications/by-doctor',
      who: 'bác sĩ',
    },
  ];

  for (const kind of kinds) {
    r.get(kind.list, {
      schema: {
        tags,
        summary: `Thông báo của ${kind.who}`,
        querystring: ListNotificationsQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
      preHandler: kind.guard,
      handler: async (req) => {
        const { items, pagination, unreadCount } = await notifications.list(kind.recipient(req), req.query);
        return { success: true as const, data: items, pagination, unreadCount };
      },
    });

    r.put(`/notifications/mark-as-read${kind.suffix}/:id`, {
      schema: {
        tags,
        summary: `Đánh dấu một thông báo của ${kind.who} là đã đọc`,
        params: IdParamsSchema,
        response: { 200: envelope(NotificationSchema) },
      },
      preHandler: kind.guard,
      handler: async (req) => ({
        success: true as const,
        message: SUCCESS.updated,
        data: await notifications.markRead(kind.recipient(req), req.params.id),
      }),
    });

    r.post(`/notifications/mark-all-as-read${kind.suffix}`, {
      schema: {
        tags,
        summary: `Đánh dấu tất cả thông báo của ${kind.who} là đã đọc`,
        body: MarkAllReadBodySchema,
        response: { 200: envelope(MarkAllReadResultSchema) },
      },
      preHandler: kind.guard,
      handler: async (req) => ({
        success: true as const,
        message: SUCCESS.notificationsRead,
        data: { updated: await notifications.markAllRead(kind.recipient(req), req.body.type) },
      }),
    });

    r.get(`/notifications/unread-count${kind.suffix}`, {
      schema: {
        tags,
        summary: `Số thông báo chưa đọc của ${kind.who}`,
        querystring: UnreadCountQuerySchema,
        response: { 200: envelope(UnreadCountSchema) },
      },
      preHandler: kind.guard,
      handler: async (req) => ({
        success: true as const,
        data: { unreadCount: await notifications.unreadCount(kind.recipient(req), req.query.type) },
      }),
    });
  }
}
