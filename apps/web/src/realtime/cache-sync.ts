import type { AppDispatch } from '@/lib/store';
import type { BookingStatusEvent, OrderStatusEvent } from '@lumi/shared';
import { api } from '@/lib/api';
import type { LiveCacheUpdates, RealtimeKind } from './types';

/** Everything a screen may show that events keep current; refetched after a reconnection (§5.1). */
export const LIVE_TAGS = ['Notification', 'Conversation', 'Order', 'Booking'] as const;

/** Missed events are not replayed: what is shown is fetched again. */
export function refetchLiveData(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([...LIVE_TAGS]));
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

/**
 * What the realtime module itself keeps current (tags of the shared API). A feature that owns an event's cache
 * (the bell's notifications) hands its own update to the provider (`RealtimeProvider`'s `cacheUpdates`), composed by
 * the app: realtime imports no feature.
 */
export const CORE_CACHE_UPDATES: LiveCacheUpdates = {
  'order:status': (dispatch, kind, event) => applyOrderStatus(dispatch, kind, event),
  'booking:status': (dispatch, _kind, event) => applyBookingStatus(dispatch, event),
};
