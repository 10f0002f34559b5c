import type {
  AdminOrderStatusBody,
  AdminUpdateOrderBody,
  Order,
  OrderReturn,
  OrderStatus,
  OrderStatusCounts,
  Pagination,
  PaymentMethod,
} from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, type Envelope, type ListEnvelope } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

// ── request and answer types ───────────────────────────────────────────────────

/** `GET /admin/orders` parameters as sent (empty ones left out). */
export type AdminOrdersRequest = {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  search?: string;
  paymentMethod?: PaymentMethod;
  fromDate?: string;
  toDate?: string;
};

export type AdminOrdersPage = {
  items: Order[];
  pagination: Pagination;
  statusCounts: Partial<OrderStatusCounts>;
};

export type OrderWriteResult = { data: Order; message: string | undefined };

type OrderListAnswer = ListEnvelope<Order> & { statusCounts?: Partial<OrderStatusCounts> };

// ── helpers ────────────────────────────────────────────────────────────────────

/**
 * A token the server no longer accepts signs the admin out (the layout then opens the login); writes
 * are toasted by the API layer, for reads the reason is shown here.
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

const byId = (id: string) => `/${encodeURIComponent(id)}`;
const toWrite = (response: Envelope<Order>): OrderWriteResult => ({
  data: response.data,
  message: response.message,
});

const ADMIN_LIST = { type: 'Order' as const, id: 'ADMIN_LIST' };
/** A write changes the admin list, the order itself and the customer's own list. */
const orderWriteTags = (id: string) => [
  ADMIN_LIST,
  { type: 'Order' as const, id },
  { type: 'Order' as const, id: 'LIST' },
  'Dashboard' as const,
  'Statistics' as const,
];

// ── endpoints (api-contract §3.5) ───────────────────────────────────────────────

/** The shop's orders for ADMIN and SUPPORT (edits and archiving: ADMIN only). */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<AdminOrdersPage, AdminOrdersRequest>({
      query: (params) => ({ url: '/admin/orders', params }),
      transformResponse: (response: OrderListAnswer) => ({
        items: response.data,
        pagination: response.pagination,
        statusCounts: response.statusCounts ?? {},
      }),
      providesTags: (result) => [
        ADMIN_LIST,
        ...(result?.items ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    getAdminOrder: build.query<Order, string>({
      query: (id) => `/admin/orders${byId(id)}`,
      transformResponse: (response: Envelope<Order>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    /**
     * `GET /admin/orders/{id}/return`: the order's return, or null (asked for delivered orders only). Tagged as the
     * order: a decision on the return refreshes the order and its return together.
     */
    getAdminOrderReturn: build.query<OrderReturn | null, string>({
      query: (id) => `/admin/orders${byId(id)}/return`,
      transformResponse: (response: Envelope<OrderReturn | null>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      onQueryStarted: signOutWhenRejected('query'),
    }),
    setAdminOrderStatus: build.mutation<OrderWriteResult, { id: string; body: AdminOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders/status${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite,
      invalidatesTags: (_result, error, { id }) => (error ? [] : orderWriteTags(id)),
      // Spec §7: a refused status change is shown as a warning.
      extraOptions: { toast: 'warning' },
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    updateAdminOrder: build.mutation<OrderWriteResult, { id: string; body: AdminUpdateOrderBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders${byId(id)}`, method: 'PUT', body }),
      transformResponse: toWrite,
      invalidatesTags: (_result, error, { id }) => (error ? [] : orderWriteTags(id)),
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
    archiveAdminOrder: build.mutation<{ _id: string; message: string | undefined }, string>({
      query: (id) => ({ url: `/admin/orders${byId(id)}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<{ _id: string }>) => ({
        _id: response.data._id,
        message: response.message,
      }),
      // Not the order itself: an archived order is no longer found, and the screen leaves it.
      invalidatesTags: (_result, error) =>
        error ? [] : [ADMIN_LIST, { type: 'Order' as const, id: 'LIST' }, 'Dashboard', 'Statistics'],
      onQueryStarted: signOutWhenRejected('mutation'),
    }),
  }),
});

export const {
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetAdminOrderReturnQuery,
  useSetAdminOrderStatusMutation,
  useUpdateAdminOrderMutation,
  useArchiveAdminOrderMutation,
} = adminOrdersApi;
