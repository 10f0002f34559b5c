import { PREFETCH, type Prefetch } from '@/app/ssr/prefetch';
import { selectAdmin } from '@/lib/auth-slice';
import { adminApi } from './api/admin-api';

/**
 * The signed-in admin's account, which the admin frame waits for (useAdminSession): asked for with the screen's own
 * queries instead of after the frame's first render. Not when the admin is already loaded (a navigation inside the
 * back office).
 */
export const prefetchAdminAccount: Prefetch = async ({ store }) => {
  const state = store.getState();
  if (state.auth.isAuthenticatedAdmin && selectAdmin(state) !== null) return;
  await store.dispatch(adminApi.endpoints.getAdminAccount.initiate(undefined, PREFETCH));
};
