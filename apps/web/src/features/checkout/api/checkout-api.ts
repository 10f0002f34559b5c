import type {
  District,
  Order,
  OrderInput,
  OrderQuote,
  OrderQuoteInput,
  Province,
  StripeOrderResult,
  VnpayOrderResult,
  Ward,
} from '@lumi/shared';
import { api, pickData } from '@/lib/api';
import { keyedPost, type WithAttemptKey } from '@/lib/attempt-key';

/** An order to place, with the checkout attempt's `Idempotency-Key` (sent as a header). */
export type PlaceOrderArgs = WithAttemptKey<OrderInput>;

/** Shipping places, the quote and placing an order (api-contract §3.5, §4.6). */
export const checkoutApi = api.injectEndpoints({
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
      query: (args) => keyedPost('/orders/cod', args),
      transformResponse: pickData<Order>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    createVnpayOrder: build.mutation<VnpayOrderResult, PlaceOrderArgs>({
      query: (args) => keyedPost('/orders/vnpay', args),
      transformResponse: pickData<VnpayOrderResult>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
    }),
    createStripeOrder: build.mutation<StripeOrderResult, PlaceOrderArgs>({
      query: (args) => keyedPost('/orders/stripe', args),
      transformResponse: pickData<StripeOrderResult>,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      extraOptions: { toast: false },
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
} = checkoutApi;
