import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { authRoutes } from './routes';
import { createAuthService } from './service';

/** Customer accounts: sign-up, sign-in (password, OTP, Google), profile, password reset. */
export const authModule = defineModule({
  name: 'auth',
  needs: { uploads: true },
  provides: { auth: true },
  build: (
    { db, clock, tokens, mailer, config, realtime, guards },
    { uploads }: { uploads: UploadsService },
  ) => ({
    auth: createAuthService({
      db,
      clock,
      tokens,
      mailer,
      uploads,
      hashKey: config.secrets.resetToken,
      realtime,
      principals: guards.principals,
    }),
  }),
  routes: authRoutes,
});
