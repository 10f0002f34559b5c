import type { ServerEvents } from '@lumi/shared';
import type { AppDispatch } from '@/lib/store';
import type { LiveCacheUpdates, RealtimeKind } from '@/realtime';
import { notificationsApi, type NotificationPrincipal } from './api/notifications-api';

const PRINCIPAL_OF: Partial<Record<RealtimeKind, NotificationPrincipal>> = { user: 'user', doctor: 'doctor' };

/**
 * `notification:new`: the bell's badge takes the server's count, the list of that type (when the bell is open)
 * shows the notification on top, and that type's own count grows by one.
 */
export function applyNotification(
  dispatch: AppDispatch,
  kind: RealtimeKind,
  { notification, unreadCount }: ServerEvents['notification:new'],
): void {
  const principal = PRINCIPAL_OF[kind];
  if (!principal) return;
  const { updateQueryData } = notificationsApi.util;
  dispatch(updateQueryData('getUnreadNotificationCount', { principal }, () => unreadCount));
  if (!notification.isRead)
    dispatch(
      updateQueryData(
        'getUnreadNotificationCount',
        { principal, type: notification.type },
        (count) => count + 1,
      ),
    );
  dispatch(
    updateQueryData('listMyNotifications', { principal, type: notification.type }, (draft) => {
      const first = draft.pages[0];
      if (!first || draft.pages.some((page) => page.data.some((item) => item._id === notification._id)))
        return;
      first.data.unshift(notification);
      first.pagination.totalItems += 1;
      first.unreadCount = unreadCount;
    }),
  );
}

/** The bell's part of the live cache: handed to the realtime provider by the app (app/store-provider.tsx). */
export const notificationCacheUpdates: LiveCacheUpdates = { 'notification:new': applyNotification };
