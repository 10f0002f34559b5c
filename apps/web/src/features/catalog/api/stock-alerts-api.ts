import type { CreateStockAlertBody, StockAlert } from '@lumi/shared';
import { api, pickData, type Envelope } from '@/lib/api';

const LIST = { type: 'StockAlert' as const, id: 'LIST' };

/** The server's refusal when the product (or colour) waited for is already back in stock. */
const IN_STOCK = 'STOCK_ALERT_IN_STOCK';

/**
 * 'Báo khi có hàng' (ADR 0064): the signed-in customer's alerts still waiting, waiting for a sold-out product or
 * colour, and no longer waiting. Writes keep the list in step at once (the buttons turn into the waiting line without
 * a flash) and refetch it.
 */
export const stockAlertsApi = api.enhanceEndpoints({ addTagTypes: ['StockAlert'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /stock-alerts`: the alerts still waiting, for a signed-in customer only. */
    getMyStockAlerts: build.query<StockAlert[], void>({
      query: () => '/stock-alerts',
      transformResponse: pickData<StockAlert[]>,
      providesTags: [LIST],
    }),

    /** `POST /stock-alerts`: waiting twice answers the same alert. Keeps the envelope for its message. */
    createStockAlert: build.mutation<Envelope<StockAlert>, CreateStockAlertBody>({
      query: (body) => ({ url: '/stock-alerts', method: 'POST', body }),
      // Already back in stock (409): the product page shows stale stock, so the product is read again too.
      invalidatesTags: (_result, error, { productId }) =>
        error?.code === IN_STOCK ? [LIST, { type: 'Product', id: productId }] : [LIST],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: created } = await queryFulfilled;
          dispatch(
            stockAlertsApi.util.updateQueryData('getMyStockAlerts', undefined, (alerts) => {
              if (!alerts.some((alert) => alert._id === created.data._id)) alerts.unshift(created.data);
            }),
          );
        } catch {
          // The error toast shows the server's message (api middleware).
        }
      },
    }),

    /** `DELETE /stock-alerts/{id}`: no longer waiting. */
    deleteStockAlert: build.mutation<Envelope<{ _id: string }>, string>({
      query: (id) => ({ url: `/stock-alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            stockAlertsApi.util.updateQueryData('getMyStockAlerts', undefined, (alerts) =>
              alerts.filter((alert) => alert._id !== id),
            ),
          );
        } catch {
          // The error toast shows the server's message (e.g. STOCK_ALERT_NOT_FOUND); the list is read again.
        }
      },
    }),
  }),
});

export const { useGetMyStockAlertsQuery, useCreateStockAlertMutation, useDeleteStockAlertMutation } =
  stockAlertsApi;
