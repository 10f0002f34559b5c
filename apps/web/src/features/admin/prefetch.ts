import type { AdminAccount } from '@lumi/shared';
import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import type { AppStore } from '@/lib/store';
import { selectAdmin } from '@/lib/auth-slice';
import { adminApi } from './api/admin-api';

/**
 * The signed-in admin's account, which the admin frame waits for (useAdminSession): asked for with the screen's own
 * queries instead of after the frame's first render. Not when the admin is already loaded (a navigation inside the
 * back office).
 */
export const prefetchAdminAccount: Prefetch = async ({ store }) => {
  await prefetchedAdmin(store);
};

/**
 * The signed-in admin, for a screen whose first queries depend on the role: the loaded account, or the answer of the
 * account query the frame's loader started (one request for both); null when it was refused.
 */
export async function prefetchedAdmin(store: AppStore): Promise<AdminAccount | null> {
  const state = store.getState();
  const loaded = selectAdmin(state);
  if (state.auth.isAuthenticatedAdmin && loaded !== null) return loaded;
  const { data } = await store.dispatch(adminApi.endpoints.getAdminAccount.initiate(undefined, PREFETCH));
  return data ?? null;
}

/** SUPPORT's dashboard: the site summary's cards. */
export const prefetchDashboardSummary: Prefetch = async ({ store }) => {
  await store.dispatch(adminApi.endpoints.getDashboardSummary.initiate(undefined, PREFETCH));
};
