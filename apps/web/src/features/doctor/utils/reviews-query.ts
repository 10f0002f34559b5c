import { DEFAULT_PAGING, readPaging, readText, type ListQueryCodec } from '@/lib/list-query';

/** The doctor's reviews as kept in the address (`?tab=reviews&rate&search&page&pageSize`). */
export type DoctorReviewsFilters = {
  page: number;
  pageSize: number;
  rate: number | undefined;
  search: string;
};

/** The query of `GET /doctors/reviews/{doctor}` (api-contract §3.9). */
export type DoctorReviewsRequest = { page: number; pageSize: number; rate?: number; search?: string };

function readRate(raw: string | null): number | undefined {
  return raw !== null && /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

export const doctorReviewsQuery: ListQueryCodec<DoctorReviewsFilters> = {
  defaults: { ...DEFAULT_PAGING, rate: undefined, search: '' },
  parse: (params) => ({
    ...readPaging(params),
    rate: readRate(params.get('rate')),
    search: readText(params.get('search')),
  }),
};

export function toDoctorReviewsRequest(filters: DoctorReviewsFilters): DoctorReviewsRequest {
  const search = filters.search.trim();
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.rate !== undefined ? { rate: filters.rate } : {}),
    ...(search ? { search } : {}),
  };
}
