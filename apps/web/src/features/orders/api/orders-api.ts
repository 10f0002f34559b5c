import type {
  CustomerOrderStatusBody,
  Order,
  OrderAddressQuote,
  OrderStatus,
  OrderStatusCounts,
  PayAgainResult,
  QuoteOrderAddressBody,
  UpdateOrderBody,
} from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

export type OrderList = ListEnvelope<Order> & { statusCounts: Partial<OrderStatusCounts> };
export type OrderListArgs = { status?: OrderStatus | 'all'; page: number; pageSize: number };

/** The customer's orders: payment returns, paying again, list, detail, cancel (api-contract §3.5, §4.7). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The VNPay return (api-contract §3.5): every `vnp_*` parameter as received, verified by the server. */
    confirmVnpayReturn: build.mutation<Order, Record<string, string>>({
      query: (body) => ({ url: '/orders/vnpay-return', method: 'POST', body }),
      transformResponse: pickData<Order>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    /** The Stripe return: the success path (`stripeSessionId`) or the cancel path (`orderSessionId`). */
    confirmStripeReturn: build.mutation<Order, { stripeSessionId: string } | { orderSessionId: string }>({
      query: (params) => ({ url: '/orders/stripe-return', method: 'GET', params }),
      transformResponse: pickData<Order>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    /** 'Thanh toán lại' (ADR 0013): a new payment page for an online order still awaiting its payment. */
    payOrderAgain: build.mutation<PayAgainResult, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/pay`, method: 'POST' }),
      transformResponse: pickData<PayAgainResult>,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    getMyOrders: build.query<OrderList, OrderListArgs>({
      query: (params) => ({ url: '/orders', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getMyOrder: build.query<Order, string>({
      query: (id) => `/orders/detail/${encodeURIComponent(id)}`,
      transformResponse: pickData<Order>,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    updateMyOrderStatus: build.mutation<Envelope<Order>, { id: string; body: CustomerOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/orders/status/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** The fee and total the order would have at a new address (ADR 0029); the edit dialog shows a refusal itself. */
    quoteMyOrderAddress: build.mutation<OrderAddressQuote, { id: string; body: QuoteOrderAddressBody }>({
      query: ({ id, body }) => ({
        url: `/orders/${encodeURIComponent(id)}/shipping-quote`,
        method: 'POST',
        body,
      }),
      transformResponse: pickData<OrderAddressQuote>,
      extraOptions: { toast: false },
    }),
    /** The recipient, address and note of a pending or processing order (api-contract §3.5). */
    updateMyOrder: build.mutation<Envelope<Order>, { id: string; body: UpdateOrderBody }>({
      query: ({ id, body }) => ({ url: `/orders/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Order', id },
              { type: 'Order', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useConfirmVnpayReturnMutation,
  useConfirmStripeReturnMutation,
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
  useUpdateMyOrderStatusMutation,
  usePayOrderAgainMutation,
  useQuoteMyOrderAddressMutation,
  useUpdateMyOrderMutation,
} = ordersApi;
