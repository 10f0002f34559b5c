import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { signedInLoader } from '@/lib/prefetch';
import { DashboardOverview, prefetchDashboardSummary, prefetchedAdmin } from '@/features/admin';
import {
  OwnClinicDashboard,
  PickedClinicDashboard,
  prefetchOwnClinicDashboard,
} from '@/features/admin-clinic';

/**
 * `/admin/dashboard-clinic`: where every non-ADMIN role lands (spec §2). A CLINIC account sees its own clinic's
 * booking statistics; an ADMIN picks a clinic; SUPPORT sees the site figures read-only (the server scopes the
 * summary by role).
 */
export default function AdminDashboardClinicPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  return (
    <>
      <PageTitle title={admin.role === 'SUPPORT' ? 'Thống kê' : 'Thống kê phòng khám'} admin />
      {admin.role === 'CLINIC' && <OwnClinicDashboard />}
      {admin.role === 'ADMIN' && <PickedClinicDashboard />}
      {admin.role === 'SUPPORT' && <DashboardOverview admin={admin} />}
    </>
  );
}

/**
 * The screen's first queries, by role, asked for while its code runs (ADR 0040): the clinic's cards, or SUPPORT's
 * site summary (an ADMIN picks a clinic first).
 */
export const loader = signedInLoader('admin', async (args) => {
  const admin = await prefetchedAdmin(args.store);
  if (admin?.role === 'CLINIC') await prefetchOwnClinicDashboard(args);
  else if (admin?.role === 'SUPPORT') await prefetchDashboardSummary(args);
});
