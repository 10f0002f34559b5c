export { NotificationBell } from './components/notification-bell';
export { notificationsApi, type NotificationPrincipal } from './api/notifications-api';
// Handed to the realtime provider by the app: `notification:new` into the bell's caches.
export { notificationCacheUpdates } from './live-cache';
