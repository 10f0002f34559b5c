import {
  MAX_PAGE_SIZE,
  type Booking,
  type BookingListResponse,
  type BookingReview,
  type Doctor,
  type DoctorLoginBody,
  type DoctorPasswordBody,
  type DoctorStatistics,
  type Pagination,
  type RatingStats,
  type StaffBookingStatusBody,
  type UpdateDoctorReviewBody,
  type UpdateOwnDoctorBody,
  type StaffWaitlistDay,
} from '@lumi/shared';
import { api, pickData, type Envelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { doctorLoaded, doctorLoggedOut } from '@/lib/auth-slice';
import type { DoctorBookingsRequest } from '../utils/bookings-query';
import type { DoctorReviewsRequest } from '../utils/reviews-query';

/** `GET /doctors/reviews/{doctor}`: hidden reviews included, with the statistics (api-contract §3.9). */
export type DoctorReviewsAnswer = {
  data: BookingReview[];
  pagination: Pagination;
  stats: RatingStats;
};

const BOOKINGS = { type: 'Booking' as const, id: 'DOCTOR_LIST' };
const REVIEWS = { type: 'Review' as const, id: 'DOCTOR_LIST' };
const STATISTICS = { type: 'Statistics' as const, id: 'DOCTOR' };

/** Doctor sign-in and self-service, the doctor's bookings, reviews and statistics (api-contract §3.9, §3.10, §4.1, §4.2). */
export const doctorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The token comes under `data`, unlike the user login. */
    loginDoctor: build.mutation<Envelope<Doctor & { accessToken: string }>, DoctorLoginBody>({
      query: (body) => ({ url: '/auth/login-doctor', method: 'POST', body }),
    }),
    /** The signed-in doctor; a rejected token clears the doctor token (spec §4). */
    getDoctorAccount: build.query<Doctor, void>({
      query: () => '/auth/account-doctor',
      transformResponse: pickData<Doctor>,
      providesTags: ['DoctorAccount'],
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(doctorLoaded(data));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.status === 403))
            dispatch(doctorLoggedOut());
        }
      },
    }),
    updateDoctor: build.mutation<Envelope<Doctor>, { id: string; body: UpdateOwnDoctorBody }>({
      query: ({ id, body }) => ({ url: `/doctors/${encodeURIComponent(id)}`, method: 'PUT', body }),
    }),
    /** The 'Lịch làm việc' save: its refusals (hours, holidays over bookings) are shown beside the form. */
    updateDoctorSchedule: build.mutation<Envelope<Doctor>, { id: string; body: UpdateOwnDoctorBody }>({
      query: ({ id, body }) => ({ url: `/doctors/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: { toast: false },
    }),
    changeDoctorPassword: build.mutation<Envelope<null>, DoctorPasswordBody>({
      query: (body) => ({ url: '/doctors/password', method: 'PUT', body }),
    }),

    // ── bookings ────────────────────────────────────────────────────────────
    listDoctorBookings: build.query<BookingListResponse, DoctorBookingsRequest>({
      query: (params) => ({ url: '/bookings/by-doctor', params }),
      providesTags: [BOOKINGS],
    }),
    /** Every booking of a period for the calendar: the pages of the list are read one after the other. */
    listDoctorBookingsBetween: build.query<Booking[], { fromDate: string; toDate: string }>({
      async queryFn({ fromDate, toDate }, _api, _extra, baseQuery) {
        const bookings: Booking[] = [];
        for (let page = 1; ; page += 1) {
          const result = await baseQuery({
            url: '/bookings/by-doctor',
            params: { fromDate, toDate, page, pageSize: MAX_PAGE_SIZE },
          });
          if (result.error) return { error: result.error };
          const answer = result.data as BookingListResponse;
          bookings.push(...answer.data);
          if (page >= answer.pagination.totalPage) return { data: bookings };
        }
      },
      providesTags: [BOOKINGS],
    }),
    /** The days customers wait for a slot of the doctor (issue 30). */
    getDoctorWaitlistDays: build.query<StaffWaitlistDay[], void>({
      query: () => '/waitlist/by-doctor',
      transformResponse: (response: { data: StaffWaitlistDay[] }) => response.data,
      providesTags: [BOOKINGS],
      // A note above the bookings: when it cannot be read, the bookings still are.
      extraOptions: { toast: false },
    }),
    getDoctorBooking: build.query<Booking, string>({
      query: (id) => `/bookings/detail-doctor/${encodeURIComponent(id)}`,
      transformResponse: pickData<Booking>,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    updateDoctorBookingStatus: build.mutation<
      Envelope<Booking>,
      { id: string; body: StaffBookingStatusBody }
    >({
      query: ({ id, body }) => ({
        url: `/bookings/by-doctor/status/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [BOOKINGS, STATISTICS, { type: 'Booking', id }],
    }),

    // ── statistics and reviews ─────────────────────────────────────────────
    getDoctorStatistics: build.query<DoctorStatistics, { year: number; month?: number }>({
      query: (params) => ({ url: '/doctors/statistical', params }),
      transformResponse: pickData<DoctorStatistics>,
      providesTags: [STATISTICS],
    }),
    listDoctorReviews: build.query<DoctorReviewsAnswer, { doctorId: string; params: DoctorReviewsRequest }>({
      query: ({ doctorId, params }) => ({ url: `/doctors/reviews/${encodeURIComponent(doctorId)}`, params }),
      transformResponse: (response: DoctorReviewsAnswer) => ({
        data: response.data,
        pagination: response.pagination,
        stats: response.stats,
      }),
      providesTags: [REVIEWS],
    }),
    updateDoctorReview: build.mutation<Envelope<BookingReview>, { id: string; body: UpdateDoctorReviewBody }>(
      {
        query: ({ id, body }) => ({ url: `/doctors/reviews/${encodeURIComponent(id)}`, method: 'PUT', body }),
        invalidatesTags: [REVIEWS, STATISTICS, 'DoctorAccount'],
      },
    ),
    deleteDoctorReview: build.mutation<Envelope<{ _id: string }>, string>({
      query: (id) => ({ url: `/doctors/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [REVIEWS, STATISTICS, 'DoctorAccount'],
    }),
  }),
});

export const {
  useLoginDoctorMutation,
  useGetDoctorAccountQuery,
  useUpdateDoctorMutation,
  useUpdateDoctorScheduleMutation,
  useChangeDoctorPasswordMutation,
  useListDoctorBookingsQuery,
  useListDoctorBookingsBetweenQuery,
  useGetDoctorBookingQuery,
  useGetDoctorWaitlistDaysQuery,
  useUpdateDoctorBookingStatusMutation,
  useGetDoctorStatisticsQuery,
  useListDoctorReviewsQuery,
  useUpdateDoctorReviewMutation,
  useDeleteDoctorReviewMutation,
} = doctorApi;
