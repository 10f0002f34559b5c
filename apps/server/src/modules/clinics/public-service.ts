import {
  CLINIC_HOURS_FILTERS,
  CLINIC_RATING_OPTIONS,
  DIRECTORY_TEXT,
  DOCTOR_COUNT_FILTERS,
  computePriceBands,
  type Clinic,
  type ClinicFilterOptions,
  type ClinicSummary,
  type ListClinicsQuery,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/pagination';
import { clinicsPublicRepository } from './public-repository';

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

    async detail(slugOrId: string): Promise<Clinic> {
      const clinic = await repo().findActive(slugOrId);
      if (!clinic) throw new AppError('CLINIC_NOT_FOUND');
      return clinic;
    },

    async filterOptions(): Promise<ClinicFilterOptions> {
      const figures = await repo().filterFigures();
      return {
        status: { stats: { total: figures.total, activeCount: figures.active } },
        specialties: { options: figures.specialties.map((label) => ({ label, value: label })) },
        prices: {
          stats: { min: figures.fees[0] ?? 0, max: figures.fees[figures.fees.length - 1] ?? 0 },
          ranges: computePriceBands(figures.fees, 4).map(({ label, value }) => ({ label, value })),
        },
        doctorCounts: DOCTOR_COUNT_FILTERS.map((value) => ({
          label: DIRECTORY_TEXT.doctorCounts[value],
          value,
        })),
        ratings: CLINIC_RATING_OPTIONS.map((value) => ({ label: DIRECTORY_TEXT.ratingAbove(value), value })),
        workingHours: CLINIC_HOURS_FILTERS.map((value) => ({
          label: DIRECTORY_TEXT.workingHours[value],
          value,
        })),
      };
    },
  };
}
