import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { adminUserRoutes } from './routes';
import { createAdminUsersService } from './service';

/** The admin's customers: list, detail with their activity, block, delete (ADR 0024). */
export const adminUsersModule = defineModule({
  name: 'admin-users',
  needs: { uploads: true },
  provides: { adminUsers: true },
  build: ({ db, realtime, guards }, { uploads }: { uploads: UploadsService }) => ({
    adminUsers: createAdminUsersService({ db, uploads, realtime, principals: guards.principals }),
  }),
  routes: adminUserRoutes,
});
