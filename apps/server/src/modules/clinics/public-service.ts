import {
  CLINIC_HOURS_FILTERS,
  CLINIC_RATING_OPTIONS,
  DIRECTORY_TEXT,
  DOCTOR_COUNT_FILTERS,
  computePriceBands,
  priceStats,
  type ClinicFilterOptions,
  type ClinicSummary,
  type ListClinicsQuery,
  type Pagination,
  type PublicClinicDetail,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/pagination';
import { clinicsPublicRepository } from './public-repository';
import { bookingReviewsRepository } from './reviews-repository';

export type ClinicsPublicService = ReturnType<typeof createClinicsPublicService>;

/** The public clinic directory (api-contract §3.8): lists, detail and the filter panel. */
export function createClinicsPublicService(deps: { db: Db }) {
  const repo = () => clinicsPublicRepository(deps.db);

  return {
    async list(query: ListClinicsQuery): Promise<{ items: ClinicSummary[]; pagination: Pagination }> {
      const { page, pageSize, ...filters } = query;
      return pageOf(page, pageSize, (range) => repo().list(filters, range));
    },

    /** Listed ones matching a text, best match first (the site search and the header's suggestions). */
    match: (search: string, page: { limit: number; offset: number }) => repo().list({ search }, page),

    /**
     * An active clinic with its `statistics` (ADR 0030): the clinic's own stored figures (kept by the reviews'
     * recomputeRating) and the star distribution of its visible reviews, counted where the review lists count it.
     */
    async detail(slugOrId: string): Promise<PublicClinicDetail> {
      const clinic = await repo().findActive(slugOrId);
      if (!clinic) throw new AppError('CLINIC_NOT_FOUND');
      const { ratingDistribution } = await bookingReviewsRepository(deps.db).stats('clinic', clinic._id);
      return {
        ...clinic,
        statistics: {
          doctorCount: clinic.doctorCount,
          reviewCount: clinic.reviewCount,
          totalReviews: clinic.reviewCount,
          averageRating: clinic.averageRating,
          ratingDistribution,
        },
      };
    },

    async filterOptions(): Promise<ClinicFilterOptions> {
      const figures = await repo().filterFigures();
      return {
        status: { stats: { total: figures.total, activeCount: figures.active } },
        specialties: { options: figures.specialties.map((label) => ({ label, value: label })) },
        prices: {
          stats: priceStats(figures.fees),
          ranges: computePriceBands(figures.fees, 4).map(({ label, value }) => ({ label, value })),
        },
        doctorCounts: {
          options: DOCTOR_COUNT_FILTERS.map((value) => ({
            label: DIRECTORY_TEXT.doctorCounts[value],
            value,
          })),
          stats: figures.doctorCounts,
        },
        ratings: CLINIC_RATING_OPTIONS.map((value) => ({ label: DIRECTORY_TEXT.ratingAbove(value), value })),
        workingHours: CLINIC_HOURS_FILTERS.map((value) => ({
          label: DIRECTORY_TEXT.workingHours[value],
          value,
        })),
      };
    },
  };
}
