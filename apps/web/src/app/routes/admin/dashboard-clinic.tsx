import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { DashboardOverview, getAdminHomePath } from '@/features/admin';

/**
 * `/admin/dashboard-clinic`: where every non-ADMIN role lands (spec §2). A CLINIC account sees its
 * own clinic; SUPPORT sees the site figures read-only (the server scopes the summary by role). An
 * ADMIN has no clinic of its own and is sent to /admin/dashboard.
 */
export default function AdminDashboardClinicPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  if (admin.role === 'ADMIN') return <Navigate to={getAdminHomePath(admin.role)} replace />;
  return (
    <>
      <PageTitle title={admin.role === 'CLINIC' ? 'Tổng quan phòng khám' : 'Thống kê'} admin />
      <DashboardOverview admin={admin} />
    </>
  );
}
