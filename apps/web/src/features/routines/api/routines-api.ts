import type {
  AdminRoutineListResponse,
  CreateRoutineBody,
  ListAdminRoutinesQuery,
  ProductSummary,
  Routine,
} from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/** Who reads a routine: the customer (shop, booking pages) or the doctor (/doctor-owner). */
export type RoutineViewer = 'user' | 'doctor';

const LIST = { type: 'Routine' as const, id: 'LIST' };

/** Doctor-recommended routines (issue 12): recommend, read by booking or by id, the admin's conversions. */
export const routinesApi = api.enhanceEndpoints({ addTagTypes: ['Routine'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `POST /routines` (doctor). */
    createRoutine: build.mutation<Routine, CreateRoutineBody>({
      query: (body) => ({ url: '/routines', method: 'POST', body }),
      transformResponse: pickData<Routine>,
      invalidatesTags: [LIST],
    }),

    /** `GET /routines/{id}?as=`: the card in a chat message. */
    getRoutine: build.query<Routine, { id: string; as: RoutineViewer }>({
      query: ({ id, as }) => ({ url: `/routines/${encodeURIComponent(id)}`, params: { as } }),
      transformResponse: pickData<Routine>,
      providesTags: (_result, _error, { id }) => [{ type: 'Routine', id }],
    }),

    /** `GET /routines?bookingId=&as=`: the routines of one booking, newest first. */
    listBookingRoutines: build.query<Routine[], { bookingId: string; as: RoutineViewer }>({
      query: (params) => ({ url: '/routines', params }),
      transformResponse: pickData<Routine[]>,
      providesTags: [LIST],
    }),

    /** `GET /admin/routines` (ADMIN): a page, its conversions and the summary of the whole selection. */
    listAdminRoutines: build.query<AdminRoutineListResponse, Partial<ListAdminRoutinesQuery>>({
      query: (params) => ({ url: '/admin/routines', params }),
      providesTags: [LIST],
    }),

    /** `GET /products/search?search=`: the shop's best matches, for the doctor's product picker. */
    searchRoutineProducts: build.query<ProductSummary[], string>({
      query: (search) => ({ url: '/products/search', params: { search } }),
      transformResponse: pickData<ProductSummary[]>,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useCreateRoutineMutation,
  useGetRoutineQuery,
  useListBookingRoutinesQuery,
  useListAdminRoutinesQuery,
  useSearchRoutineProductsQuery,
} = routinesApi;
