import type {
  OrderDetailStats,
  RevenueOrderStats,
  ReviewDetailStats,
  ShopStatistical,
  SiteOverview,
  StatsBucketType,
} from '@lumi/shared';
import { api, pickData } from '@/lib/api';
import { adminLoggedOut } from '@/lib/auth-slice';
import { isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** `?year&month`: the month when given, else the whole year. */
export type StatsPeriodArgs = { year: number; month?: number };
/** `?year&month&type` of the series: the days of the month, the months of the year or the five years to it. */
export type StatsSeriesArgs = StatsPeriodArgs & { type: StatsBucketType };

const SITE_STATS = ['SiteStats' as const];

/**
 * The ADMIN's token stopped working (expired, revoked, account stopped): say why and sign out, the admin layout
 * then opens the login. Other failures stay on the screen with 'Thử lại'.
 */
async function signOutWhenRejected(
  _arg: unknown,
  lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await lifecycle.queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: unknown }).error;
    if (isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED')) {
      notify.warning(error.message);
      lifecycle.dispatch(adminLoggedOut());
    }
  }
}

/** The site statistics of the ADMIN's dashboard (api-contract §3.7, §3.11; formulas in ADR 0024). */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopStatistical: build.query<ShopStatistical, StatsPeriodArgs>({
      query: (params) => ({ url: '/admin/statistical', params }),
      transformResponse: pickData<ShopStatistical>,
      providesTags: SITE_STATS,
      onQueryStarted: signOutWhenRejected,
    }),
    getSiteOverview: build.query<SiteOverview, StatsPeriodArgs>({
      query: (params) => ({ url: '/admin/statistical/overview', params }),
      transformResponse: pickData<SiteOverview>,
      providesTags: SITE_STATS,
      onQueryStarted: signOutWhenRejected,
    }),
    getRevenueOrderStats: build.query<RevenueOrderStats, StatsSeriesArgs>({
      query: (params) => ({ url: '/admin/statistical/revenue-order', params }),
      transformResponse: pickData<RevenueOrderStats>,
      providesTags: SITE_STATS,
      onQueryStarted: signOutWhenRejected,
    }),
    getOrderDetailStats: build.query<OrderDetailStats, StatsSeriesArgs>({
      query: (params) => ({ url: '/admin/statistical/order-detail', params }),
      transformResponse: pickData<OrderDetailStats>,
      providesTags: SITE_STATS,
      onQueryStarted: signOutWhenRejected,
    }),
    getReviewDetailStats: build.query<ReviewDetailStats, StatsSeriesArgs>({
      query: (params) => ({ url: '/admin/statistical/review-detail', params }),
      transformResponse: pickData<ReviewDetailStats>,
      providesTags: SITE_STATS,
      onQueryStarted: signOutWhenRejected,
    }),
  }),
});

export const {
  useGetShopStatisticalQuery,
  useGetSiteOverviewQuery,
  useGetRevenueOrderStatsQuery,
  useGetOrderDetailStatsQuery,
  useGetReviewDetailStatsQuery,
} = adminStatsApi;
