import type {
  BookingReviewListResponse,
  PublicClinicDetail,
  DoctorCountFilter,
  ClinicFilterOptions,
  ClinicReviewSort,
  ClinicSummary,
  ClinicHoursFilter,
  CreateContactInput,
  ExperienceFilter,
  DoctorFilterOptions,
  RecommendedDoctor,
  DoctorSummary,
  DoctorClinicSuggestion,
} from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

/**
 * The public clinic and doctor discovery reads (api-contract §3.8, §3.9) and the partnership contact
 * form (§4.11). List answers keep the whole body: `data` + `pagination` (+ `stats` for reviews).
 */

export type ClinicListArgs = {
  page?: number;
  pageSize?: number;
  search?: string;
  specialties?: string[];
  priceRange?: string;
  doctorCount?: DoctorCountFilter;
  rating?: number;
  workingHours?: ClinicHoursFilter;
};

export type DoctorListArgs = {
  page?: number;
  pageSize?: number;
  search?: string;
  specialty?: string[];
  /** Clinic ids. */
  clinic?: string[];
  experience?: ExperienceFilter;
  priceRange?: string;
  rating?: number;
};

export type ClinicReviewsArgs = {
  clinicId: string;
  page?: number;
  pageSize?: number;
  sortBy?: ClinicReviewSort;
  sortOrder?: 'asc' | 'desc';
  /** An exact star value. */
  rating?: number;
};

export type DoctorRecommendArgs = { categories: string[]; page?: number; pageSize?: number };

export const clinicApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /clinics/by-customer`: active clinics (the list, the home's featured clinics). */
    listClinics: build.query<ListEnvelope<ClinicSummary>, ClinicListArgs | void>({
      query: (params) => ({ url: '/clinics/by-customer', params: params ?? {} }),
      providesTags: [{ type: 'Clinic', id: 'LIST' }],
    }),

    /** `GET /clinics/filter-options`: the choices of the clinic list's filters. */
    getClinicFilterOptions: build.query<ClinicFilterOptions, void>({
      query: () => '/clinics/filter-options',
      transformResponse: pickData<ClinicFilterOptions>,
      providesTags: [{ type: 'Clinic', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),

    /** `GET /clinics/{slug}`: an active clinic, with its statistics. */
    getClinic: build.query<PublicClinicDetail, string>({
      query: (slug) => `/clinics/${encodeURIComponent(slug)}`,
      transformResponse: pickData<PublicClinicDetail>,
      providesTags: (result, _error, slug) => [{ type: 'Clinic', id: result?._id ?? slug }],
    }),

    /** `GET /clinics/reviews`: a clinic's visible reviews + `stats`. */
    listClinicReviews: build.query<BookingReviewListResponse, ClinicReviewsArgs>({
      query: (params) => ({ url: '/clinics/reviews', params }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Review', id: `CLINIC-${clinicId}` }],
    }),

    /** `GET /doctors/by-customer`: active doctors of active clinics. */
    listDoctors: build.query<ListEnvelope<DoctorSummary>, DoctorListArgs | void>({
      query: (params) => ({ url: '/doctors/by-customer', params: params ?? {} }),
      providesTags: [{ type: 'Doctor', id: 'LIST' }],
    }),

    /** `GET /doctors/filter-options`: the choices of the doctor list's filters. */
    getDoctorFilterOptions: build.query<DoctorFilterOptions, void>({
      query: () => '/doctors/filter-options',
      transformResponse: pickData<DoctorFilterOptions>,
      providesTags: [{ type: 'Doctor', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),

    /** `GET /doctors/search-doctor-clinic?search=`: up to 5 doctors and 5 clinics. */
    searchDoctorClinic: build.query<DoctorClinicSuggestion[], string>({
      query: (search) => ({ url: '/doctors/search-doctor-clinic', params: { search } }),
      transformResponse: pickData<DoctorClinicSuggestion[]>,
      providesTags: [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Clinic', id: 'LIST' },
      ],
    }),

    /** `GET /doctors/doctor-recommend/?categories=`: doctors matching product categories. */
    listRecommendedDoctors: build.query<ListEnvelope<RecommendedDoctor>, DoctorRecommendArgs>({
      query: (params) => ({ url: '/doctors/doctor-recommend', params }),
      providesTags: [{ type: 'Doctor', id: 'LIST' }],
    }),

    /** `POST /contacts`: the partnership form; the answer's `message` thanks the sender. */
    sendContact: build.mutation<Envelope<{ _id: string }>, CreateContactInput>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
    }),
  }),
});

export const {
  useListClinicsQuery,
  useGetClinicFilterOptionsQuery,
  useGetClinicQuery,
  useListClinicReviewsQuery,
  useListDoctorsQuery,
  useGetDoctorFilterOptionsQuery,
  useSearchDoctorClinicQuery,
  useListRecommendedDoctorsQuery,
  useSendContactMutation,
} = clinicApi;
