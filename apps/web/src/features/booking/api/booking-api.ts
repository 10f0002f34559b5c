import type {
  Booking,
  BookingReview,
  BookingStatistics,
  BookingStatus,
  CancelBookingBody,
  CreateBookingBody,
  CreateClinicReviewBody,
  CreateDoctorReviewBody,
  DaySchedule,
  DepositPaymentResult,
  Doctor,
  JoinWaitlistBody,
  BookingLinkActionBody,
  BookingLinkView,
  RatingStats,
  RescheduleBookingBody,
  UpdateBookingCustomerInfoBody,
  WaitlistEntry,
} from '@lumi/shared';
import { api, pickData, type ListEnvelope } from '@/lib/api';
import { keyedPost, type WithAttemptKey } from '@/lib/attempt-key';

export type BookingList = ListEnvelope<Booking> & { statistics: BookingStatistics };
export type BookingListArgs = { status: BookingStatus | 'all'; page: number; pageSize: number };
export type DoctorReviewList = ListEnvelope<BookingReview> & { stats: RatingStats };
export type DoctorReviewArgs = { doctorId: string; page: number; pageSize: number; rate?: number };

const LIST = { type: 'Booking' as const, id: 'LIST' };
const WAITLIST = { type: 'Booking' as const, id: 'WAITLIST' };

/**
 * The customer's side of booking (api-contract §3.9, §3.10, §4.1, §4.5): the doctor page and its slots,
 * booking, the customer's bookings, cancelling, editing the patient details, doctor and clinic reviews.
 */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoctor: build.query<Doctor, string>({
      query: (slug) => `/doctors/${encodeURIComponent(slug)}`,
      transformResponse: pickData<Doctor>,
      providesTags: (result) => (result ? [{ type: 'Doctor', id: result._id }] : []),
    }),
    getDaySchedule: build.query<DaySchedule, { doctorId: string; date: string }>({
      query: ({ doctorId, date }) => ({
        url: `/doctors/schedule-booking/${encodeURIComponent(doctorId)}`,
        params: { date },
      }),
      transformResponse: pickData<DaySchedule>,
      providesTags: (_result, _error, { doctorId }) => [{ type: 'Booking', id: `SLOTS-${doctorId}` }],
      // Slots change as others book: a day is asked again when shown again.
      keepUnusedDataFor: 0,
    }),
    getDoctorReviews: build.query<DoctorReviewList, DoctorReviewArgs>({
      query: ({ doctorId, ...params }) => ({
        url: `/doctors/reviews/by-customer/${encodeURIComponent(doctorId)}`,
        params,
      }),
      providesTags: [{ type: 'Review', id: 'DOCTOR' }],
    }),
    /** With the form attempt's `Idempotency-Key` (ADR 0013): a retry of the same attempt gets the same booking back. */
    createBooking: build.mutation<Booking, WithAttemptKey<CreateBookingBody>>({
      query: (args) => keyedPost('/bookings', args),
      transformResponse: pickData<Booking>,
      // Only a booking made changes the lists: after a time-out the slot must stay chosen for the retry (its own
      // booking would otherwise show it taken and hide the form); a taken slot refreshes the day in the form.
      invalidatesTags: (result, _error, body) =>
        result ? [LIST, { type: 'Booking', id: `SLOTS-${body.doctor}` }] : [],
      // The form shows the refusal itself (a taken slot also refreshes the day).
      extraOptions: { toast: false },
    }),
    getMyBookings: build.query<BookingList, BookingListArgs>({
      query: (params) => ({ url: '/bookings/customer', params }),
      providesTags: [LIST],
      // api-contract §3.10: the client does not cache the customer's bookings.
      keepUnusedDataFor: 0,
    }),
    getMyBooking: build.query<Booking, string>({
      query: (id) => `/bookings/detail-customer/${encodeURIComponent(id)}`,
      transformResponse: pickData<Booking>,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
      keepUnusedDataFor: 0,
    }),
    cancelBooking: build.mutation<Booking, { id: string; body: CancelBookingBody }>({
      query: ({ id, body }) => ({ url: `/bookings/status/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: pickData<Booking>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }, LIST],
    }),
    /** Another free slot of the same doctor (`PUT /bookings/reschedule/{id}`, issue 30): the modal shows refusals. */
    rescheduleBooking: build.mutation<Booking, { id: string; body: RescheduleBookingBody }>({
      query: ({ id, body }) => ({
        url: `/bookings/reschedule/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: pickData<Booking>,
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'Booking', id }, LIST, { type: 'Booking', id: `SLOTS-${result.doctor._id}` }] : [],
      extraOptions: { toast: false },
    }),
    /** `POST /waitlist` (issue 30): the doctor page shows a refusal itself (a window with a free slot, a second wait). */
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistBody>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      transformResponse: pickData<WaitlistEntry>,
      invalidatesTags: (result) => (result ? [WAITLIST] : []),
      extraOptions: { toast: false },
    }),
    getMyWaitlist: build.query<WaitlistEntry[], void>({
      query: () => '/waitlist',
      transformResponse: pickData<WaitlistEntry[]>,
      providesTags: [WAITLIST],
      // Offers come and go as others book: asked again whenever the page shows.
      keepUnusedDataFor: 0,
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, string>({
      query: (id) => ({ url: `/waitlist/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: pickData<WaitlistEntry>,
      invalidatesTags: [WAITLIST],
    }),
    /** A reminder's signed link (ADR 0058): read and acted on without signing in. */
    getBookingByLink: build.query<BookingLinkView, string>({
      query: (token) => `/bookings/by-link/${encodeURIComponent(token)}`,
      transformResponse: pickData<BookingLinkView>,
      keepUnusedDataFor: 0,
    }),
    actOnBookingLink: build.mutation<BookingLinkView, { token: string; body: BookingLinkActionBody }>({
      query: ({ token, body }) => ({
        url: `/bookings/by-link/${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
      transformResponse: pickData<BookingLinkView>,
      invalidatesTags: [LIST],
      // The page shows the outcome and any refusal itself.
      extraOptions: { toast: false },
    }),
    updateBookingCustomer: build.mutation<Booking, { id: string; body: UpdateBookingCustomerInfoBody }>({
      query: ({ id, body }) => ({
        url: `/bookings/customer-info/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: pickData<Booking>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }, LIST],
    }),
    /** The VNPay URL of a booking's awaited deposit (ADR 0061). */
    payDeposit: build.mutation<DepositPaymentResult, string>({
      query: (id) => ({ url: `/bookings/deposit/${encodeURIComponent(id)}/vnpay`, method: 'POST' }),
      transformResponse: pickData<DepositPaymentResult>,
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }],
      // The deposit box shows the refusal itself.
      extraOptions: { toast: false },
    }),
    /** The customer back from VNPay with a deposit's result: the booking as it is now. */
    confirmDepositReturn: build.mutation<Booking, Record<string, string>>({
      query: (body) => ({ url: '/bookings/deposit/vnpay-return', method: 'POST', body }),
      transformResponse: pickData<Booking>,
      invalidatesTags: (result) => (result ? [{ type: 'Booking', id: result._id }, LIST] : []),
      extraOptions: { toast: false },
    }),
    reviewDoctor: build.mutation<BookingReview, CreateDoctorReviewBody>({
      query: (body) => ({ url: '/doctors/reviews', method: 'POST', body }),
      transformResponse: pickData<BookingReview>,
      invalidatesTags: (_result, _error, body) => [
        { type: 'Booking', id: body.booking },
        LIST,
        { type: 'Review', id: 'DOCTOR' },
      ],
    }),
    reviewClinic: build.mutation<BookingReview, CreateClinicReviewBody>({
      query: (body) => ({ url: '/clinics/reviews', method: 'POST', body }),
      transformResponse: pickData<BookingReview>,
      invalidatesTags: (_result, _error, body) => [{ type: 'Booking', id: body.booking }, LIST],
    }),
  }),
});

export const {
  useGetDoctorQuery,
  useGetDayScheduleQuery,
  useGetDoctorReviewsQuery,
  useCreateBookingMutation,
  usePayDepositMutation,
  useConfirmDepositReturnMutation,
  useGetMyBookingsQuery,
  useGetMyBookingQuery,
  useCancelBookingMutation,
  useRescheduleBookingMutation,
  useJoinWaitlistMutation,
  useGetMyWaitlistQuery,
  useLeaveWaitlistMutation,
  useGetBookingByLinkQuery,
  useActOnBookingLinkMutation,
  useUpdateBookingCustomerMutation,
  useReviewDoctorMutation,
  useReviewClinicMutation,
} = bookingApi;
