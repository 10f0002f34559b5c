import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { adminStatsApi } from './api/admin-stats-api';
import { parsePeriod, periodArgs, seriesArgs } from './utils/period';

/**
 * `/admin/dashboard`'s queries, with the arguments its hooks use (the period of the address): the cards, the best
 * sellers and the charts' series (drawn with the page since ADR 0042).
 */
export const prefetchSiteStatistics: Prefetch = async ({ store, url }) => {
  const period = parsePeriod(url.searchParams);
  const args = periodArgs(period);
  const series = seriesArgs(period);
  await Promise.all([
    store.dispatch(adminStatsApi.endpoints.getSiteOverview.initiate(args, PREFETCH)),
    store.dispatch(adminStatsApi.endpoints.getShopStatistical.initiate(args, PREFETCH)),
    store.dispatch(adminStatsApi.endpoints.getRevenueOrderStats.initiate(series, PREFETCH)),
    store.dispatch(adminStatsApi.endpoints.getOrderDetailStats.initiate(series, PREFETCH)),
    store.dispatch(adminStatsApi.endpoints.getReviewDetailStats.initiate(series, PREFETCH)),
  ]);
};
