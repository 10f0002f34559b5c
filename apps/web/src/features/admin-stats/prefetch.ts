import { PREFETCH, type Prefetch } from '@/app/ssr/prefetch';
import { adminStatsApi } from './api/admin-stats-api';
import { parsePeriod, periodArgs } from './utils/period';

/**
 * `/admin/dashboard`'s first queries, with the arguments its hooks use (the period of the address): the cards and the
 * best sellers. The charts load their library after the cards, and their queries with it.
 */
export const prefetchSiteStatistics: Prefetch = async ({ store, url }) => {
  const args = periodArgs(parsePeriod(url.searchParams));
  await Promise.all([
    store.dispatch(adminStatsApi.endpoints.getSiteOverview.initiate(args, PREFETCH)),
    store.dispatch(adminStatsApi.endpoints.getShopStatistical.initiate(args, PREFETCH)),
  ]);
};
