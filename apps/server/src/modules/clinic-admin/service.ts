import type { BookingReview, ListAdminClinicReviewsQuery, Pagination, RatingStats } from '@lumi/shared';
import { createClinicDoctorsService } from './doctors-service';
import { createClinicsAdminService } from './clinics-service';
import type { ClinicAdminDeps, ManagedScope } from './deps';

export type ClinicAdminService = ReturnType<typeof createClinicAdminService>;

/**
 * Clinic management (api-contract §3.8, §4.3, §4.4, §4.5, decision 8): the clinics' information, their doctors and
 * the moderation of their reviews, for CLINIC accounts (their own clinic) and ADMIN accounts (every clinic).
 */
export function createClinicAdminService(deps: ClinicAdminDeps) {
  return {
    clinics: createClinicsAdminService(deps),
    doctors: createClinicDoctorsService(deps),
    reviews: {
      /**
       * GET /admin/clinics/reviews: hidden ones included. A CLINIC account sees its clinic's (`clinicId` ignored);
       * an ADMIN one clinic's or, without `clinicId`, every clinic's.
       */
      page(
        scope: ManagedScope,
        query: ListAdminClinicReviewsQuery,
      ): Promise<{ items: BookingReview[]; pagination: Pagination; stats: RatingStats }> {
        const { clinicId, rating, ...rest } = query;
        return deps.reviews.moderationPage('clinic', scope.clinicId ?? clinicId ?? null, {
          ...rest,
          ...(rating !== undefined ? { rate: rating } : {}),
        });
      },

      /** PUT /admin/clinics/reviews/{id}: another clinic's review reads as absent; the rating is recomputed. */
      setVisibility: (scope: ManagedScope, id: string, isActive: boolean) =>
        deps.reviews.setVisibility('clinic', id, scope.clinicId, isActive),

      /** DELETE /admin/clinics/reviews/{id}. */
      remove: (scope: ManagedScope, id: string) => deps.reviews.deleteReview('clinic', id, scope.clinicId),
    },
  };
}
