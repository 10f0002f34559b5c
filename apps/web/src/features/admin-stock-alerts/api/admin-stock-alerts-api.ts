import type { AdminStockAlertRow } from '@lumi/shared';
import { adminLoggedOut } from '@/lib/auth-slice';
import { api, pickData } from '@/lib/api';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** 'Báo khi có hàng' seen from the back office (issue 31 item 3, ADR 0064): ADMIN reads who waits for what. */
export const adminStockAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /admin/stock-alerts`: per product (and colour) waited for, its stock, who still waits, who was told it
     * came back and how many of those bought it; the most waited-for first. A token the server no longer accepts
     * (expired, revoked, account stopped) signs the admin out, and the layout then opens the login.
     */
    getAdminStockAlerts: build.query<AdminStockAlertRow[], void>({
      query: () => '/admin/stock-alerts',
      transformResponse: pickData<AdminStockAlertRow[]>,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED')) {
            notify.warning(error.message);
            dispatch(adminLoggedOut());
          }
        }
      },
    }),
  }),
});

export const { useGetAdminStockAlertsQuery } = adminStockAlertsApi;
