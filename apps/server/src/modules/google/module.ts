import { defineModule } from '../kit';
import { googleRoutes } from './routes';

/** Google sign-in's callback at the root (it signs in through the auth service). */
export const googleModule = defineModule({
  name: 'google',
  needs: {},
  provides: {},
  build: () => ({}),
  rootRoutes: googleRoutes,
});
