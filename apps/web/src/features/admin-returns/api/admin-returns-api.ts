import type {
  ListReturnsQuery,
  OrderReturn,
  Pagination,
  ReturnDecisionBody,
  ReturnTransferBody,
} from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

export type ReturnsPage = { items: OrderReturn[]; pagination: Pagination };
export type ReturnWriteResult = { data: OrderReturn; message: string | undefined };

/**
 * `onQueryStarted` of every return call: a token the server no longer accepts (expired, revoked, account stopped)
 * signs the admin out, and the layout then opens the login. Writes are toasted by the API layer; for reads the reason
 * is shown here.
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

const toWrite = (response: Envelope<OrderReturn>): ReturnWriteResult => ({
  data: response.data,
  message: response.message,
});

const LIST = { type: 'Return' as const, id: 'LIST' };
const byId = (id: string) => `/admin/returns/${encodeURIComponent(id)}`;

/**
 * A decision or a recorded transfer changes the return, the lists (a status filter may now leave it out), its order
 * (the timeline, the stock, the payment, the order's return card), the customer's own order and the figures.
 */
const returnWriteTags = (result: ReturnWriteResult | undefined, id: string) => [
  LIST,
  { type: 'Return' as const, id },
  ...(result
    ? [
        { type: 'Order' as const, id: result.data.order._id },
        { type: 'Order' as const, id: 'ADMIN_LIST' },
        { type: 'Order' as const, id: 'LIST' },
      ]
    : []),
  'Dashboard' as const,
  'Statistics' as const,
];

/** The returns of delivered goods seen from the back office (issue 31 item 4, ADR 0065): ADMIN decides, SUPPORT reads. */
export const adminReturnsApi = api.enhanceEndpoints({ addTagTypes: ['Return'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /admin/returns?page&pageSize&status&search`: the newest first. */
    listAdminReturns: build.query<ReturnsPage, Partial<ListReturnsQuery>>({
      query: (params) => ({ url: '/admin/returns', params }),
      transformResponse: (response: ListEnvelope<OrderReturn>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((item) => ({ type: 'Return' as const, id: item._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    /**
     * `GET /admin/returns/{id}`. Each answer is also written into the lists holding the return: while an online
     * refund is pending the drawer asks again every few seconds, and the row's status follows without reloading the
     * list.
     */
    getAdminReturn: build.query<OrderReturn, string>({
      query: byId,
      transformResponse: pickData<OrderReturn>,
      providesTags: (_result, _error, id) => [{ type: 'Return', id }],
      onQueryStarted: async (id, lifecycle) => {
        await signOutWhenRejected('query')(id, lifecycle);
        let fresh: OrderReturn;
        try {
          fresh = (await lifecycle.queryFulfilled).data;
        } catch {
          return;
        }
        const lists = adminReturnsApi.util
          .selectInvalidatedBy(lifecycle.getState(), [{ type: 'Return', id }])
          .filter((entry) => entry.endpointName === 'listAdminReturns');
        for (const { originalArgs } of lists)
          lifecycle.dispatch(
            adminReturnsApi.util.updateQueryData(
              'listAdminReturns',
              originalArgs as Partial<ListReturnsQuery>,
              (page) => {
                const index = page.items.findIndex((item) => item._id === id);
                if (index >= 0 && page.items[index]!.updatedAt !== fresh.updatedAt) page.items[index] = fresh;
              },
            ),
          );
      },
    }),
    /** `PUT /admin/returns/{id}/decision` (ADMIN): accept, or refuse with a note. */
    decideAdminReturn: build.mutation<ReturnWriteResult, { id: string; body: ReturnDecisionBody }>({
      query: ({ id, body }) => ({ url: `${byId(id)}/decision`, method: 'PUT', body }),
      transformResponse: toWrite,
      invalidatesTags: (result, error, { id }) => (error ? [] : returnWriteTags(result, id)),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    /** `PUT /admin/returns/{id}/transfer` (ADMIN): the bank transfer that refunded a cash order's return. */
    recordReturnTransfer: build.mutation<ReturnWriteResult, { id: string; body: ReturnTransferBody }>({
      query: ({ id, body }) => ({ url: `${byId(id)}/transfer`, method: 'PUT', body }),
      transformResponse: toWrite,
      invalidatesTags: (result, error, { id }) => (error ? [] : returnWriteTags(result, id)),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
  }),
});

export const {
  useListAdminReturnsQuery,
  useGetAdminReturnQuery,
  useDecideAdminReturnMutation,
  useRecordReturnTransferMutation,
} = adminReturnsApi;
