import { PREFETCH, type Prefetch } from '@/lib/prefetch';
import { currentYearMonth } from '@/components/stats-period';
import { adminClinicApi } from './api/admin-clinic-api';

/**
 * A CLINIC account's `/admin/dashboard-clinic`: its clinic, then that clinic's cards for the current month, with the
 * arguments ClinicDashboard's hooks start from. The charts and the doctors' table load after the cards.
 */
export const prefetchOwnClinicDashboard: Prefetch = async ({ store }) => {
  const { data: clinic } = await store.dispatch(
    adminClinicApi.endpoints.getOwnClinic.initiate(undefined, PREFETCH),
  );
  if (!clinic) return;
  const period = { clinicId: clinic._id, ...currentYearMonth() };
  await Promise.all([
    store.dispatch(adminClinicApi.endpoints.getClinicOverview.initiate(period, PREFETCH)),
    store.dispatch(adminClinicApi.endpoints.getClinicDetailStats.initiate(period, PREFETCH)),
  ]);
};
