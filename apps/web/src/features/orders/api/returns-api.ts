import type { CreateReturnBody, OrderReturn } from '@lumi/shared';
import { api, pickData, type Envelope } from '@/lib/api';

/** One order's return request: its own tag, so that sending one reads it (and the order) again. */
const returnOf = (orderId: string) => ({ type: 'OrderReturn' as const, id: orderId });

/** Refusals meaning the page is out of date: it is read again. */
const STALE: readonly string[] = ['RETURN_EXISTS', 'RETURN_WINDOW_CLOSED', 'RETURN_NOT_ALLOWED'];

/**
 * 'Trả hàng' of a delivered order, for its customer (ADR 0065): the order's return request, if any, and asking for
 * one. The shop's side (accepting, refusing, the transfer) lives in the admin.
 */
export const returnsApi = api.enhanceEndpoints({ addTagTypes: ['OrderReturn'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /orders/{id}/return`: the order's return request, or null when it has none. */
    getOrderReturn: build.query<OrderReturn | null, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/return`,
      transformResponse: pickData<OrderReturn | null>,
      providesTags: (_result, _error, orderId) => [returnOf(orderId)],
    }),
    /** `POST /orders/{id}/return`. Keeps the envelope for its message; a refusal is shown by the error toast. */
    createOrderReturn: build.mutation<Envelope<OrderReturn>, { orderId: string; body: CreateReturnBody }>({
      query: ({ orderId, body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/return`,
        method: 'POST',
        body,
      }),
      // Also after a refusal saying the page shows stale facts (a request sent elsewhere, the window closed).
      invalidatesTags: (_result, error, { orderId }) =>
        !error || STALE.includes(error.code)
          ? [returnOf(orderId), { type: 'Order', id: orderId }, { type: 'Order', id: 'LIST' }]
          : [],
    }),
  }),
});

export const { useGetOrderReturnQuery, useCreateOrderReturnMutation } = returnsApi;
