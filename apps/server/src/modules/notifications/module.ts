import { defineModule } from '../kit';
import { notificationRoutes } from './routes';
import { createNotificationsService } from './service';

/** The bell: stored notifications of customers and doctors, pushed as they are written. */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: {},
  provides: { notifications: true },
  build: ({ db, clock, log, realtime }) => ({
    notifications: createNotificationsService({ db, clock, log, realtime }),
  }),
  routes: notificationRoutes,
});
