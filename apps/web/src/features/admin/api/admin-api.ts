import type {
  AdminAccount,
  AdminLoginBody,
  AdminRole,
  CreateAdminAccountBody,
  DashboardSummary,
  Pagination,
  UpdateAdminAccountBody,
} from '@lumi/shared';
import { adminLoaded, adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';
import { isApiError, type ApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

export type AdminLoginResult = { accessToken: string; admin: AdminAccount; message: string | undefined };
export type AdminAccountsPage = { items: AdminAccount[]; pagination: Pagination };
export type AdminAccountsRequest = { page: number; pageSize: number; search?: string; role?: AdminRole };
export type UpdateAdminAccountArgs = { id: string; body: UpdateAdminAccountBody };
export type AdminWriteResult = {
  admin: AdminAccount;
  message: string | undefined;
  /** Present when the server hands out a fresh token (a password change revokes the older ones). */
  accessToken: string | undefined;
};

/** Every admin-area cache entry: dropped when another admin signs in. */
export const ADMIN_CACHE_TAGS = ['AdminAccount', 'AdminAccounts', 'Dashboard'] as const;

/** The session ended under the admin's feet: token expired or revoked, or the account was stopped. */
function endsSession(error: ApiError): boolean {
  return error.status === 401 || error.code === 'ACCOUNT_DISABLED';
}

/**
 * `onQueryStarted` of the signed-in admin's calls: when the server no longer accepts the token, the
 * admin is signed out (the layout then opens the login). Failed writes are already toasted by the
 * API layer; for reads the reason is shown here.
 */
function signOutWhenRejected(kind: 'query' | 'mutation') {
  return async (
    _arg: unknown,
    api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await api.queryFulfilled;
    } catch (failure) {
      const error = (failure as { error?: unknown }).error;
      if (isApiError(error) && endsSession(error)) {
        if (kind === 'query') notify.warning(error.message);
        api.dispatch(adminLoggedOut());
      }
    }
  };
}

function toWriteResult(response: Envelope<AdminAccount>): AdminWriteResult {
  return { admin: response.data, message: response.message, accessToken: response.accessToken };
}

/** Admin auth and accounts (api-contract §3.2) and the dashboard summary (ADR 0004). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The login form shows its own error under the fields, so no toast. */
    adminLogin: build.mutation<AdminLoginResult, AdminLoginBody>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
      transformResponse: (response: Envelope<AdminAccount> & { accessToken: string }) => ({
        accessToken: response.accessToken,
        admin: response.data,
        message: response.message,
      }),
      extraOptions: { toast: false },
    }),
    /**
     * The signed-in admin. A rejected token (401/403) clears the admin token and marks the admin
     * signed out (spec §4, decision 6); other failures (offline, server error) keep the token so the
     * screen can offer to try again.
     */
    getAdminAccount: build.query<AdminAccount, void>({
      query: () => '/admin/auth/account',
      transformResponse: pickData<AdminAccount>,
      providesTags: ['AdminAccount'],
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminLoaded(data));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.status === 403)) dispatch(adminLoggedOut());
        }
      },
    }),
    listAdminAccounts: build.query<AdminAccountsPage, AdminAccountsRequest>({
      query: (params) => ({ url: '/admin/admin-accounts', params }),
      transformResponse: (response: ListEnvelope<AdminAccount>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: (result) => [
        { type: 'AdminAccounts' as const, id: 'LIST' },
        ...(result?.items ?? []).map((account) => ({ type: 'AdminAccounts' as const, id: account._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    createAdminAccount: build.mutation<AdminWriteResult, CreateAdminAccountBody>({
      query: (body) => ({ url: '/admin/admin-accounts', method: 'POST', body }),
      transformResponse: toWriteResult,
      invalidatesTags: [{ type: 'AdminAccounts', id: 'LIST' }, 'Dashboard'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updateAdminAccount: build.mutation<AdminWriteResult, UpdateAdminAccountArgs>({
      query: ({ id, body }) => ({
        url: `/admin/admin-accounts/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: toWriteResult,
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'AdminAccounts', id }, { type: 'AdminAccounts', id: 'LIST' }, 'Dashboard'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    deleteAdminAccount: build.mutation<{ _id: string; message: string | undefined }, string>({
      query: (id) => ({ url: `/admin/admin-accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<{ _id: string }>) => ({
        _id: response.data._id,
        message: response.message,
      }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'AdminAccounts', id: 'LIST' }, 'Dashboard'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    getDashboardSummary: build.query<DashboardSummary, void>({
      query: () => '/admin/dashboard/summary',
      transformResponse: pickData<DashboardSummary>,
      providesTags: ['Dashboard'],
      onQueryStarted: signOutWhenRejected('query'),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useGetAdminAccountQuery,
  useListAdminAccountsQuery,
  useCreateAdminAccountMutation,
  useUpdateAdminAccountMutation,
  useDeleteAdminAccountMutation,
  useGetDashboardSummaryQuery,
} = adminApi;
