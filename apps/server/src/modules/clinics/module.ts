import { defineModule } from '../kit';
import { createClinicsPublicService } from './public-service';
import { createBookingReviewsService } from './reviews-service';
import { clinicPublicRoutes } from './routes';

/** The public clinic directory and the reviews of visits (of a doctor or a clinic). */
export const clinicsModule = defineModule({
  name: 'clinics',
  needs: {},
  provides: { clinicsPublic: true, bookingReviews: true },
  build: ({ db, clock }) => ({
    clinicsPublic: createClinicsPublicService({ db }),
    bookingReviews: createBookingReviewsService({ db, clock }),
  }),
  routes: clinicPublicRoutes,
});
