import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { DashboardOverview, getAdminHomePath } from '@/features/admin';
import { AlmostExpiredTable } from '@/features/admin-catalog';

/** `/admin/dashboard`: the ADMIN's site statistics; other roles are sent to their own dashboard. */
export default function AdminDashboardPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  if (admin.role !== 'ADMIN') return <Navigate to={getAdminHomePath(admin.role)} replace />;
  return (
    <>
      <PageTitle title="Thống kê" admin />
      <DashboardOverview admin={admin} />
      <AlmostExpiredTable />
    </>
  );
}
