import type {
  AdminUser,
  AdminUserDeleteResult,
  AdminUserDetail,
  ListAdminUsersQuery,
  Pagination,
  UpdateAdminUserBody,
  User,
} from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

export type AdminUsersPage = { items: AdminUser[]; pagination: Pagination };
export type AdminUserWriteResult = { user: User; message: string | undefined };
export type AdminUserDeleteAnswer = AdminUserDeleteResult & { message: string | undefined };

const LIST = { type: 'AdminUser' as const, id: 'LIST' };
const byId = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** The customers of the back office (api-contract §3.7, ADR 0024): ADMIN and SUPPORT; deleting is ADMIN's. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUsersPage, Partial<ListAdminUsersQuery>>({
      query: (params) => ({ url: '/admin/users', params }),
      transformResponse: (response: ListEnvelope<AdminUser>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((user) => ({ type: 'AdminUser' as const, id: user._id })),
      ],
    }),
    /** The drawer: the user, their 20 newest orders and bookings, and what is still running. */
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (id) => byId(id),
      transformResponse: pickData<AdminUserDetail>,
      providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
    }),
    /** Block (`isActive: false`: the user is signed out at once) or unblock. */
    updateAdminUser: build.mutation<AdminUserWriteResult, { id: string; body: UpdateAdminUserBody }>({
      query: ({ id, body }) => ({ url: byId(id), method: 'PUT', body }),
      transformResponse: (response: Envelope<User>) => ({ user: response.data, message: response.message }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [LIST, { type: 'AdminUser', id }, 'SiteStats', 'Dashboard'],
      // A status update: a refusal is a warning (spec §7).
      extraOptions: { toast: 'warning' },
    }),
    /** `deleted: false`: the user had finished orders or bookings and was disabled instead. */
    deleteAdminUser: build.mutation<AdminUserDeleteAnswer, string>({
      query: (id) => ({ url: byId(id), method: 'DELETE' }),
      transformResponse: (response: Envelope<AdminUserDeleteResult>) => ({
        ...response.data,
        message: response.message,
      }),
      invalidatesTags: (result, error, id) => {
        if (error) return [];
        // A deleted user's own entry is not asked again (it would answer 404).
        return result?.deleted
          ? [LIST, 'SiteStats', 'Dashboard']
          : [LIST, { type: 'AdminUser' as const, id }, 'SiteStats', 'Dashboard'];
      },
    }),
  }),
});

export const {
  useListAdminUsersQuery,
  useGetAdminUserQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
} = adminUsersApi;
