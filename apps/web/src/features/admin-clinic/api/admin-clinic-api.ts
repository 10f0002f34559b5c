import type {
  AdminClinic,
  AdminUpdateClinicInput,
  Booking,
  BookingListResponse,
  BookingReview,
  BookingReviewListResponse,
  Clinic,
  ClinicAdminDeleteResult,
  ClinicDetailStats,
  ClinicOverview,
  CreateClinicDoctorInput,
  CreateClinicInput,
  Doctor,
  StaffBookingStatusBody,
  UpdateClinicDoctorInput,
  UpdateClinicInput,
  OutboundMessage,
  StaffWaitlistDay,
} from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

export type PageRequest = { page: number; pageSize: number };
export type AdminClinicsRequest = PageRequest & { search?: string };
export type AdminDoctorsRequest = PageRequest & { name?: string; clinic?: string };
export type ClinicBookingsRequest = PageRequest & {
  status?: string;
  search?: string;
  fromDate?: string;
  toDate?: string;
  clinicId?: string;
};
export type ClinicReviewsRequest = PageRequest & {
  rating?: number;
  sortBy?: 'createdAt' | 'rate';
  sortOrder?: 'asc' | 'desc';
  search?: string;
  clinicId?: string;
};
export type ClinicStatsRequest = { clinicId: string; year: number; month?: number };

/** A write's answer with the server's message (shown as the success toast). */
export type WriteResult<T> = { data: T; message: string | undefined };
const toWriteResult = <T>(response: Envelope<T>): WriteResult<T> => ({
  data: response.data,
  message: response.message,
});

const CLINIC_LIST = { type: 'Clinic' as const, id: 'ADMIN-LIST' };
const OWN_CLINIC = { type: 'Clinic' as const, id: 'OWN' };
const DOCTOR_LIST = { type: 'Doctor' as const, id: 'ADMIN-LIST' };
const BOOKING_LIST = { type: 'Booking' as const, id: 'CLINIC-LIST' };
const REVIEW_LIST = { type: 'Review' as const, id: 'CLINIC-ADMIN-LIST' };
const STATS = { type: 'Statistics' as const, id: 'CLINIC' };

/** Clinic management by CLINIC and ADMIN accounts (api-contract §3.8, §4.1, §4.3, §4.4, §4.5). */
export const adminClinicApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ── the CLINIC account's own clinic ──
    getOwnClinic: build.query<Clinic | null, void>({
      query: () => '/admin/clinics/detail',
      transformResponse: pickData<Clinic | null>,
      providesTags: [OWN_CLINIC],
    }),
    /** CLINIC creates its own; ADMIN adds `admin`, the owning CLINIC account. */
    createClinic: build.mutation<WriteResult<Clinic>, CreateClinicInput>({
      query: (body) => ({ url: '/admin/clinics', method: 'POST', body }),
      transformResponse: toWriteResult<Clinic>,
      invalidatesTags: (_r, error) =>
        error ? [] : [OWN_CLINIC, CLINIC_LIST, 'Dashboard', 'AdminAccounts', 'AdminAccount'],
    }),
    updateOwnClinic: build.mutation<WriteResult<Clinic>, UpdateClinicInput>({
      query: (body) => ({ url: '/admin/clinics/owner', method: 'PUT', body }),
      transformResponse: toWriteResult<Clinic>,
      invalidatesTags: (_r, error) => (error ? [] : [OWN_CLINIC, CLINIC_LIST, 'Dashboard']),
    }),

    // ── every clinic (ADMIN) ──
    listAdminClinics: build.query<ListEnvelope<AdminClinic>, AdminClinicsRequest>({
      query: (params) => ({ url: '/admin/clinics', params }),
      providesTags: [CLINIC_LIST],
    }),
    getAdminClinic: build.query<AdminClinic, string>({
      query: (id) => `/admin/clinics/${encodeURIComponent(id)}`,
      transformResponse: pickData<AdminClinic>,
      providesTags: (_r, _e, id) => [{ type: 'Clinic', id }],
    }),
    /** The list's 'Hoạt động' switch: a status update, so a refusal is a warning (spec §7). */
    setAdminClinicStatus: build.mutation<
      WriteResult<AdminClinic>,
      { id: string; body: Required<Pick<AdminUpdateClinicInput, 'isActive'>> }
    >({
      query: ({ id, body }) => ({ url: `/admin/clinics/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toWriteResult<AdminClinic>,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [CLINIC_LIST, { type: 'Clinic', id }]),
      extraOptions: { toast: 'warning' },
    }),
    deleteAdminClinic: build.mutation<WriteResult<ClinicAdminDeleteResult>, string>({
      query: (id) => ({ url: `/admin/clinics/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toWriteResult<ClinicAdminDeleteResult>,
      invalidatesTags: (_r, error) => (error ? [] : [CLINIC_LIST, DOCTOR_LIST, 'AdminAccounts']),
    }),

    // ── doctors of a clinic ──
    listAdminDoctors: build.query<ListEnvelope<Doctor>, AdminDoctorsRequest>({
      query: (params) => ({ url: '/admin/doctors', params }),
      providesTags: [DOCTOR_LIST],
    }),
    createAdminDoctor: build.mutation<WriteResult<Doctor>, CreateClinicDoctorInput>({
      query: (body) => ({ url: '/admin/doctors', method: 'POST', body }),
      transformResponse: toWriteResult<Doctor>,
      invalidatesTags: (_r, error) => (error ? [] : [DOCTOR_LIST, CLINIC_LIST, STATS]),
    }),
    updateAdminDoctor: build.mutation<WriteResult<Doctor>, { id: string; body: UpdateClinicDoctorInput }>({
      query: ({ id, body }) => ({ url: `/admin/doctors/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toWriteResult<Doctor>,
      invalidatesTags: (_r, error) => (error ? [] : [DOCTOR_LIST, STATS]),
    }),
    /** The list's 'Hoạt động' switch: a status update, so a refusal is a warning (spec §7). */
    setAdminDoctorStatus: build.mutation<
      WriteResult<Doctor>,
      { id: string; body: Required<Pick<UpdateClinicDoctorInput, 'isActive'>> }
    >({
      query: ({ id, body }) => ({ url: `/admin/doctors/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: toWriteResult<Doctor>,
      invalidatesTags: (_r, error) => (error ? [] : [DOCTOR_LIST, STATS]),
      extraOptions: { toast: 'warning' },
    }),
    deleteAdminDoctor: build.mutation<WriteResult<ClinicAdminDeleteResult>, string>({
      query: (id) => ({ url: `/admin/doctors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toWriteResult<ClinicAdminDeleteResult>,
      invalidatesTags: (_r, error) => (error ? [] : [DOCTOR_LIST, CLINIC_LIST, STATS]),
    }),

    // ── bookings ──
    listClinicBookings: build.query<BookingListResponse, ClinicBookingsRequest>({
      query: (params) => ({ url: '/admin/clinics/bookings', params }),
      providesTags: [BOOKING_LIST],
    }),
    moveClinicBooking: build.mutation<WriteResult<Booking>, { id: string; body: StaffBookingStatusBody }>({
      query: ({ id, body }) => ({
        url: `/admin/clinics/bookings/status/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: toWriteResult<Booking>,
      invalidatesTags: (_r, error) => (error ? [] : [BOOKING_LIST, STATS]),
    }),

    /** The days customers wait for a slot of the clinic's doctors (issue 30). */
    getClinicWaitlistDays: build.query<StaffWaitlistDay[], void>({
      query: () => '/admin/clinics/waitlist',
      transformResponse: (response: { data: StaffWaitlistDay[] }) => response.data,
      providesTags: [BOOKING_LIST],
      // A note above the bookings: when it cannot be read, the bookings still are.
      extraOptions: { toast: false },
    }),

    /** A booking's reminders by SMS and Zalo with their delivery (issue 30, ADR 0059). */
    getClinicBookingMessages: build.query<OutboundMessage[], string>({
      query: (id) => `/admin/clinics/bookings/messages/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: OutboundMessage[] }) => response.data,
      // Delivery reports arrive by themselves: asked again each time the drawer opens.
      keepUnusedDataFor: 0,
    }),

    // ── clinic reviews ──
    listAdminClinicReviews: build.query<BookingReviewListResponse, ClinicReviewsRequest>({
      query: (params) => ({ url: '/admin/clinics/reviews', params }),
      providesTags: [REVIEW_LIST],
    }),
    moderateClinicReview: build.mutation<WriteResult<BookingReview>, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: `/admin/clinics/reviews/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { isActive },
      }),
      transformResponse: toWriteResult<BookingReview>,
      invalidatesTags: (_r, error) => (error ? [] : [REVIEW_LIST, STATS]),
    }),
    deleteClinicReview: build.mutation<WriteResult<{ _id: string }>, string>({
      query: (id) => ({ url: `/admin/clinics/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toWriteResult<{ _id: string }>,
      invalidatesTags: (_r, error) => (error ? [] : [REVIEW_LIST, STATS]),
    }),

    // ── statistics ──
    getClinicOverview: build.query<ClinicOverview, ClinicStatsRequest>({
      query: ({ clinicId, ...params }) => ({
        url: `/admin/clinics/statistical-overview/${encodeURIComponent(clinicId)}`,
        params,
      }),
      transformResponse: pickData<ClinicOverview>,
      providesTags: [STATS],
    }),
    getClinicDetailStats: build.query<ClinicDetailStats, ClinicStatsRequest>({
      query: ({ clinicId, ...params }) => ({
        url: `/admin/clinics/statistical-detail/${encodeURIComponent(clinicId)}`,
        params,
      }),
      transformResponse: pickData<ClinicDetailStats>,
      providesTags: [STATS],
    }),
  }),
});

export const {
  useGetClinicBookingMessagesQuery,
  useGetClinicWaitlistDaysQuery,
  useGetOwnClinicQuery,
  useCreateClinicMutation,
  useUpdateOwnClinicMutation,
  useListAdminClinicsQuery,
  useGetAdminClinicQuery,
  useSetAdminClinicStatusMutation,
  useDeleteAdminClinicMutation,
  useListAdminDoctorsQuery,
  useCreateAdminDoctorMutation,
  useUpdateAdminDoctorMutation,
  useSetAdminDoctorStatusMutation,
  useDeleteAdminDoctorMutation,
  useListClinicBookingsQuery,
  useMoveClinicBookingMutation,
  useListAdminClinicReviewsQuery,
  useModerateClinicReviewMutation,
  useDeleteClinicReviewMutation,
  useGetClinicOverviewQuery,
  useGetClinicDetailStatsQuery,
} = adminClinicApi;
