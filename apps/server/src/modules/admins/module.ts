import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { adminRoutes } from './routes';
import { createAdminsService } from './service';

/** The back-office accounts (ADMIN, CLINIC, SUPPORT): sign-in, profile, their management. */
export const adminsModule = defineModule({
  name: 'admins',
  needs: { uploads: true },
  provides: { admins: true },
  build: ({ db, tokens, realtime }, { uploads }: { uploads: UploadsService }) => ({
    admins: createAdminsService({ db, tokens, uploads, realtime }),
  }),
  routes: adminRoutes,
});
