import { BOOKING_STATUSES, type BookingStatus } from '@lumi/shared';
import {
  DEFAULT_PAGING,
  readDateRange,
  readId,
  readOneOf,
  readPaging,
  readText,
  toRequest,
  type ListQueryCodec,
} from '@/lib/list-query';
import type {
  AdminClinicsRequest,
  AdminDoctorsRequest,
  ClinicBookingsRequest,
  ClinicReviewsRequest,
} from '../api/admin-clinic-api';

// The filters of the clinic admin lists, as kept in the address (ADR 0017).

export type ClinicsFilters = { page: number; pageSize: number; search: string };
export const clinicsQuery: ListQueryCodec<ClinicsFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '' },
  parse: (params) => ({ ...readPaging(params), search: readText(params.get('search')) }),
};
export const toClinicsRequest = (filters: ClinicsFilters) => toRequest(filters) as AdminClinicsRequest;

/** `?name&clinic`: `clinic` narrows an ADMIN's list to one clinic. */
export type DoctorsFilters = { page: number; pageSize: number; name: string; clinic: string | undefined };
export const doctorsQuery: ListQueryCodec<DoctorsFilters> = {
  defaults: { ...DEFAULT_PAGING, name: '', clinic: undefined },
  parse: (params) => ({
    ...readPaging(params),
    name: readText(params.get('name')),
    clinic: readId(params.get('clinic')),
  }),
};
export const toDoctorsRequest = (filters: DoctorsFilters) => toRequest(filters) as AdminDoctorsRequest;

/** `?search&status&fromDate&toDate&clinicId`. */
export type BookingsFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: BookingStatus | undefined;
  fromDate: string | undefined;
  toDate: string | undefined;
  clinicId: string | undefined;
};
export const bookingsQuery: ListQueryCodec<BookingsFilters> = {
  defaults: {
    ...DEFAULT_PAGING,
    search: '',
    status: undefined,
    fromDate: undefined,
    toDate: undefined,
    clinicId: undefined,
  },
  parse: (params) => ({
    ...readPaging(params),
    search: readText(params.get('search')),
    status: readOneOf(params.get('status'), BOOKING_STATUSES),
    ...readDateRange(params),
    clinicId: readId(params.get('clinicId')),
  }),
};
export const toBookingsRequest = (filters: BookingsFilters) => toRequest(filters) as ClinicBookingsRequest;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
const SORT_PARAMS: Record<ReviewSort, Pick<ClinicReviewsRequest, 'sortBy' | 'sortOrder'>> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  highest: { sortBy: 'rate', sortOrder: 'desc' },
  lowest: { sortBy: 'rate', sortOrder: 'asc' },
};

/** `?search&rating&sort&clinicId`; `sort` names one of the server's `sortBy` + `sortOrder` pairs. */
export type ReviewsFilters = {
  page: number;
  pageSize: number;
  search: string;
  rating: number | undefined;
  sort: ReviewSort;
  clinicId: string | undefined;
};
export const reviewsQuery: ListQueryCodec<ReviewsFilters> = {
  defaults: { ...DEFAULT_PAGING, search: '', rating: undefined, sort: 'newest', clinicId: undefined },
  parse: (params) => {
    const rating = params.get('rating');
    return {
      ...readPaging(params),
      search: readText(params.get('search')),
      rating: rating !== null && /^[1-5]$/.test(rating) ? Number(rating) : undefined,
      sort: readOneOf(params.get('sort'), REVIEW_SORTS) ?? 'newest',
      clinicId: readId(params.get('clinicId')),
    };
  },
};
export function toReviewsRequest({ sort, ...filters }: ReviewsFilters): ClinicReviewsRequest {
  return { ...(toRequest({ ...filters }) as ClinicReviewsRequest), ...SORT_PARAMS[sort] };
}
