import {
  DIRECTORY_TEXT,
  DOCTOR_RATING_OPTIONS,
  EXPERIENCE_FILTERS,
  computePriceBands,
  priceStats,
  type Doctor,
  type DoctorFilterOptions,
  type DoctorSummary,
  type ListDoctorsQuery,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/pagination';
import { toDoctorDto } from './dto';
import { doctorsPublicRepository } from './public-repository';

export type DoctorsPublicService = ReturnType<typeof createDoctorsPublicService>;

/** The public doctor directory (api-contract §3.9): lists, detail and the filter panel. */
export function createDoctorsPublicService(deps: { db: Db }) {
  const repo = () => doctorsPublicRepository(deps.db);

  return {
    async list(query: ListDoctorsQuery): Promise<{ items: DoctorSummary[]; pagination: Pagination }> {
      const { page, pageSize, ...filters } = query;
      return pageOf(page, pageSize, (range) => repo().list(filters, range));
    },

    /** Listed ones matching a text, best match first (the site search and the header's suggestions). */
    match: (search: string, page: { limit: number; offset: number }) => repo().list({ search }, page),

    async detail(slugOrId: string): Promise<Doctor> {
      const row = await repo().findListed(slugOrId);
      if (!row) throw new AppError('DOCTOR_NOT_FOUND');
      return toDoctorDto(row);
    },

    async filterOptions(): Promise<DoctorFilterOptions> {
      const f = await repo().filterFigures();
      return {
        status: { stats: { total: f.total, active: f.listed } },
        specialties: { options: f.specialties.map((label) => ({ label, value: label })) },
        experience: {
          stats: { avg: Math.round(f.averageExperience * 10) / 10 },
          options: EXPERIENCE_FILTERS.map((value) => ({ label: DIRECTORY_TEXT.experience[value], value })),
        },
        prices: {
          stats: priceStats(f.fees),
          ranges: computePriceBands(f.fees, 4).map(({ label, value }) => ({ label, value })),
        },
        ratings: {
          stats: { total: f.reviews },
          options: DOCTOR_RATING_OPTIONS.map((value) => ({
            label: DIRECTORY_TEXT.ratingAbove(value),
            value,
          })),
        },
        clinics: {
          options: f.clinics.map((c) => ({ label: c.name, value: c.id, address: c.address })),
        },
      };
    },
  };
}
