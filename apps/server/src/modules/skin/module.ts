import { defineModule } from '../kit';
import type { NotificationsService } from '../notifications/service';
import type { UploadsService } from '../uploads/service';
import { skinRoutes } from './routes';
import { createSkinService } from './service';

/**
 * One skin, one record (issue 32, ADR 0067): the customer's skin profile and diary, the doctors' notes and the bookings
 * it is shared with.
 */
export const skinModule = defineModule({
  name: 'skin',
  needs: { notifications: true, uploads: true },
  provides: { skin: true },
  build: (
    { db, clock, log, storage, config },
    s: { notifications: NotificationsService; uploads: UploadsService },
  ) => ({
    skin: createSkinService({
      db,
      clock,
      notifications: s.notifications,
      uploads: s.uploads,
      storage,
      photoSecret: config.secrets.resetToken,
      log,
    }),
  }),
  routes: skinRoutes,
});
