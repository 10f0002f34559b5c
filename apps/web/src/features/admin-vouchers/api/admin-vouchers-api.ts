import type {
  CreateVoucherBody,
  ListVouchersQuery,
  Pagination,
  UpdateVoucherBody,
  Voucher,
} from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

export type VouchersPage = { items: Voucher[]; pagination: Pagination };
export type VoucherWriteResult<T> = { data: T; message: string | undefined };

/**
 * `onQueryStarted` of every voucher call: a token the server no longer accepts (expired, revoked, account
 * stopped) signs the admin out, and the layout then opens the login. Writes are toasted by the API layer; for
 * reads the reason is shown here.
 */
function signOutWhenRejected(kind: 'query' | 'mutation') {
  return async (
    _arg: unknown,
    lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await lifecycle.queryFulfilled;
    } catch (failure) {
      const error = (failure as { error?: unknown }).error;
      if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED')) {
        if (kind === 'query') notify.warning(error.message);
        lifecycle.dispatch(adminLoggedOut());
      }
    }
  };
}

function toWrite<T>(response: Envelope<T>): VoucherWriteResult<T> {
  return { data: response.data, message: response.message };
}

const LIST = { type: 'Voucher' as const, id: 'LIST' };
const byId = (id: string) => `/admin/vouchers/${encodeURIComponent(id)}`;

/** The voucher codes of the back office (issue 31, ADR 0062): ADMIN lists, creates, edits and deletes them. */
export const adminVouchersApi = api.enhanceEndpoints({ addTagTypes: ['Voucher'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /admin/vouchers?page&pageSize&search&status`: each voucher with its uses and what it cost. */
    listVouchers: build.query<VouchersPage, Partial<ListVouchersQuery>>({
      query: (params) => ({ url: '/admin/vouchers', params }),
      transformResponse: (response: ListEnvelope<Voucher>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((voucher) => ({ type: 'Voucher' as const, id: voucher._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    getVoucher: build.query<Voucher, string>({
      query: (id) => byId(id),
      transformResponse: pickData<Voucher>,
      providesTags: (_result, _error, id) => [{ type: 'Voucher', id }],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    createVoucher: build.mutation<VoucherWriteResult<Voucher>, CreateVoucherBody>({
      query: (body) => ({ url: '/admin/vouchers', method: 'POST', body }),
      transformResponse: toWrite<Voucher>,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    /** Any fields; switching a voucher on or off sends `isActive` alone. */
    updateVoucher: build.mutation<VoucherWriteResult<Voucher>, { id: string; body: UpdateVoucherBody }>({
      query: ({ id, body }) => ({ url: byId(id), method: 'PUT', body }),
      transformResponse: toWrite<Voucher>,
      // The list too: a status filter may now leave the voucher out.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Voucher', id }]),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    /**
     * Only a voucher no order ever used; any other answers `VOUCHER_IN_USE`, which the list shows itself with
     * the offer to switch the voucher off (hence no automatic toast).
     */
    deleteVoucher: build.mutation<VoucherWriteResult<{ _id: string }>, string>({
      query: (id) => ({ url: byId(id), method: 'DELETE' }),
      transformResponse: toWrite<{ _id: string }>,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      extraOptions: { toast: false },
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
  }),
});

export const {
  useListVouchersQuery,
  useGetVoucherQuery,
  useCreateVoucherMutation,
  useUpdateVoucherMutation,
  useDeleteVoucherMutation,
} = adminVouchersApi;
