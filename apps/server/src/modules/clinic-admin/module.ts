import type { BookingReviewsService } from '../clinics/reviews-service';
import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { clinicAdminRoutes } from './routes';
import { createClinicAdminService } from './service';

/** The clinics' management and their doctors', by the clinic's own account or an ADMIN. */
export const clinicAdminModule = defineModule({
  name: 'clinic-admin',
  needs: { uploads: true, bookingReviews: true },
  provides: { clinicAdmin: true },
  build: (
    { db, clock, realtime },
    s: { uploads: UploadsService; bookingReviews: BookingReviewsService },
  ) => ({
    clinicAdmin: createClinicAdminService({
      db,
      clock,
      uploads: s.uploads,
      reviews: s.bookingReviews,
      realtime,
    }),
  }),
  routes: clinicAdminRoutes,
});
