import type { RouteContext } from '../../plugins/route-context';
import type { BookingReviewsService } from '../clinics/reviews-service';
import type { ClinicsPublicService } from '../clinics/public-service';
import { defineModule } from '../kit';
import type { UploadsService } from '../uploads/service';
import { doctorPublicRoutes } from './public-routes';
import { createDoctorsPublicService, type DoctorsPublicService } from './public-service';
import { createDoctorRecommendService, type DoctorRecommendService } from './recommend-service';
import { doctorReviewRoutes } from './review-routes';
import { doctorRoutes } from './routes';
import { createDoctorsService, type DoctorsService } from './service';
import { HOUR_MS } from '../../lib/clock';

/** The doctors: their own back office, the public directory, recommendations by category. */
export const doctorsModule = defineModule({
  name: 'doctors',
  needs: { uploads: true },
  provides: { doctors: true, doctorsPublic: true, doctorRecommend: true },
  build: ({ db, tokens, clock, realtime, log, onClose }, { uploads }: { uploads: UploadsService }) => {
    const doctorRecommend = createDoctorRecommendService({ db, clock, log });
    onClose(() => doctorRecommend.stop());
    return {
      doctors: createDoctorsService({ db, tokens, uploads, clock, realtime }),
      doctorsPublic: createDoctorsPublicService({ db }),
      doctorRecommend,
    };
  },
  // The doctor's review moderation, then the public reads, then the doctor's own: fixed paths before /doctors/:slug.
  routes: async (
    api,
    ctx: RouteContext<{
      bookingReviews: BookingReviewsService;
      clinicsPublic: ClinicsPublicService;
      doctorRecommend: DoctorRecommendService;
      doctorsPublic: DoctorsPublicService;
      doctors: DoctorsService;
    }>,
  ) => {
    await doctorReviewRoutes(api, ctx);
    await doctorPublicRoutes(api, ctx);
    await doctorRoutes(api, ctx);
  },
  // Doctor ↔ category scores: recomputed when older than a day, checked every hour (and at the first start).
  every: ({ doctorRecommend }) => [
    { name: 'doctor-scores', intervalMs: HOUR_MS, run: () => doctorRecommend.refreshIfStale() },
  ],
  attach: (app, { doctorRecommend }) => {
    app.decorate('doctorScores', {
      recompute: () => doctorRecommend.recompute(),
      refreshIfStale: () => doctorRecommend.refreshIfStale(),
    });
  },
});
