import type { AppDispatch } from '@/lib/store';
import type { BookingStatusEvent, OrderStatusEvent, ServerEvents } from '@lumi/shared';
import { notificationsApi, type NotificationPrincipal } from '@/features/notifications';
import { api } from '@/lib/api';
import type { RealtimeKind } from './types';

/** Everything a screen may show that events keep current; refetched after a reconnection (§5.1). */
export const LIVE_TAGS = ['Notification', 'Conversation', 'Order', 'Booking'] as const;

/** Missed events are not replayed: what is shown is fetched again. */
export function refetchLiveData(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([...LIVE_TAGS]));
}

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

/** `order:status`: that order (detail, return page) and every order list (the customer's and the shop's). */
export function applyOrderStatus(dispatch: AppDispatch, kind: RealtimeKind, event: OrderStatusEvent): void {
  dispatch(
    api.util.invalidateTags([
      { type: 'Order', id: event.orderId },
      { type: 'Order', id: 'LIST' },
      { type: 'Order', id: 'ADMIN_LIST' },
      ...(kind === 'admin' ? (['Dashboard'] as const) : []),
    ]),
  );
}

/**
 * `booking:status`: that booking, the customer's, the doctor's and the clinic's lists, and the open slot
 * pickers of that doctor — a new booking takes a slot, a cancelled or rejected one frees it.
 */
export function applyBookingStatus(dispatch: AppDispatch, event: BookingStatusEvent): void {
  dispatch(
    api.util.invalidateTags([
      { type: 'Booking', id: event.bookingId },
      { type: 'Booking', id: 'LIST' },
      { type: 'Booking', id: 'DOCTOR_LIST' },
      { type: 'Booking', id: 'CLINIC-LIST' },
      { type: 'Booking', id: `SLOTS-${event.doctorId}` },
    ]),
  );
}
