import type { Order, OrderInput, StripeOrderResult, VnpayOrderResult } from '@lumi/shared';
import { api, pickData } from '@/lib/api';
import { keyedPost, type WithAttemptKey } from '@/lib/attempt-key';

/** An order to place, with the checkout attempt's `Idempotency-Key` (sent as a header). */
export type PlaceOrderArgs = WithAttemptKey<OrderInput>;

/** Placing an order (api-contract §3.5); the quote is `lib/quote-api.ts`, the shipping places `lib/shipping-api.ts`. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useCreateCodOrderMutation, useCreateVnpayOrderMutation, useCreateStripeOrderMutation } =
  checkoutApi;
