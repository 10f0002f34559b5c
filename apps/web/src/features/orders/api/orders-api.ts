import type {
  CustomerOrderStatusBody,
  District,
  Order,
  OrderInput,
  OrderQuote,
  OrderQuoteInput,
  OrderStatus,
  OrderStatusCounts,
  PayAgainResult,
  Province,
  StripeOrderResult,
  VnpayOrderResult,
  Ward,
} from '@lumi/shared';
import { IDEMPOTENCY_HEADER } from '@lumi/shared';
import { api, pickData, type Envelope, type ListEnvelope } from '@/lib/api';

/** An order to place, with the checkout attempt's `Idempotency-Key` (sent as a header). */
export type PlaceOrderArgs = OrderInput & { idempotencyKey?: string };

function placeOrder(url: string, { idempotencyKey, ...body }: PlaceOrderArgs) {
  return {
    url,
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  };
}

export type OrderList = ListEnvelope<Order> & { statusCounts: Partial<OrderStatusCounts> };
export type OrderListArgs = { status?: OrderStatus | 'all'; page: number; pageSize: number };

/** Shipping places, quotes and the customer's orders (api-contract §3.5, §4.6, §4.7). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<Province[], void>({
      query: () => '/shipping/provinces',
      transformResponse: pickData<Province[]>,
      keepUnusedDataFor: 3600,
    }),
    getDistricts: build.query<District[], number>({
      query: (provinceId) => ({ url: '/shipping/districts', params: { province_id: provinceId } }),
      transformResponse: pickData<District[]>,
      keepUnusedDataFor: 3600,
    }),
    getWards: build.query<Ward[], number>({
      query: (districtId) => ({ url: '/shipping/wards', params: { district_id: districtId } }),
      transformResponse: pickData<Ward[]>,
      keepUnusedDataFor: 3600,
    }),
    quoteOrder: build.mutation<OrderQuote, Partial<OrderQuoteInput>>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
      transformResponse: pickData<OrderQuote>,
      extraOptions: { toast: false },
    }),
    createCodOrder: build.mutation<Order, PlaceOrderArgs>({
      query: (args) => placeOrder('/orders/cod', args),
      transformResponse: pickData<Order>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    createVnpayOrder: build.mutation<VnpayOrderResult, PlaceOrderArgs>({
      query: (args) => placeOrder('/orders/vnpay', args),
      transformResponse: pickData<VnpayOrderResult>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    createStripeOrder: build.mutation<StripeOrderResult, PlaceOrderArgs>({
      query: (args) => placeOrder('/orders/stripe', args),
      transformResponse: pickData<StripeOrderResult>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
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
  }),
});

export const {
  useGetProvincesQuery,
  useGetDistrictsQuery,
  useGetWardsQuery,
  useQuoteOrderMutation,
  useCreateCodOrderMutation,
  useCreateVnpayOrderMutation,
  useCreateStripeOrderMutation,
  useConfirmVnpayReturnMutation,
  useConfirmStripeReturnMutation,
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
  useUpdateMyOrderStatusMutation,
  usePayOrderAgainMutation,
} = ordersApi;
