import { defineModule } from '../kit';
import { bookingStatsRoutes } from './routes';
import { createBookingStatsService } from './service';

/** The clinic's and the doctor's statistics. */
export const bookingStatsModule = defineModule({
  name: 'booking-stats',
  needs: {},
  provides: { bookingStats: true },
  build: ({ db, clock }) => ({ bookingStats: createBookingStatsService({ db, clock }) }),
  routes: bookingStatsRoutes,
});
