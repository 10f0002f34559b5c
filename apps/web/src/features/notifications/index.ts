export { NotificationBell } from './components/notification-bell';
// The realtime module writes `notification:new` into these endpoints' caches.
export { notificationsApi, type NotificationPrincipal } from './api/notifications-api';
