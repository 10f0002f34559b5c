import '../zod-setup';
import { z } from 'zod';
import { NOTIFICATION_LIMIT_DEFAULT, NOTIFICATION_LIMIT_MAX } from '../constants';
import { NOTIFICATION_TYPES } from '../enums';
import { VALIDATION } from '../messages/vi';
import { IsoDateTimeSchema, PaginationSchema, filterQuery, optionalQuery } from './common';

// ── answers (api-contract §2 Notification, §3.12, §4.9) ──────────────────────

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: VALIDATION.invalid });

export const NotificationSchema = z.object({
  _id: z.string(),
  recipient: z.string(),
  model: z.enum(['User', 'Doctor']),
  type: NotificationTypeSchema,
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  metadata: z.object({
    link: z.string(),
    orderId: z.string().optional(),
    bookingId: z.string().optional(),
  }),
  createdAt: IsoDateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /notifications/by-user` → newest first, `pageSize` = `limit`, `unreadCount` of that type. */
export const NotificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(NotificationSchema),
  pagination: PaginationSchema,
  unreadCount: z.number().int(),
  message: z.string().optional(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

// ── requests ─────────────────────────────────────────────────────────────────

export const ListNotificationsQuerySchema = z.object({
  page: optionalQuery(z.coerce.number().int().min(1, VALIDATION.invalid)).transform((v) => v ?? 1),
  limit: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(NOTIFICATION_LIMIT_MAX, VALIDATION.invalid),
  ).transform((v) => v ?? NOTIFICATION_LIMIT_DEFAULT),
  type: filterQuery(NotificationTypeSchema),
});
export type ListNotificationsQuery = z.output<typeof ListNotificationsQuerySchema>;

export const UnreadCountQuerySchema = z.object({ type: filterQuery(NotificationTypeSchema) });
export const MarkAllReadBodySchema = z
  .object({ type: NotificationTypeSchema.optional() })
  .nullish()
  .transform((b) => b ?? {});
export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
export const MarkAllReadResultSchema = z.object({ updated: z.number().int() });
