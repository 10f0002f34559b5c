import { Navigate } from 'react-router';
import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { getAdminHomePath } from '@/features/admin';
import { AlmostExpiredTable } from '@/features/admin-catalog';
import { AdminStatsDashboard, prefetchSiteStatistics } from '@/features/admin-stats';
import { signedInLoader } from '@/lib/prefetch';

/** `/admin/dashboard`: the ADMIN's site statistics; other roles are sent to their own dashboard. */
export default function AdminDashboardPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  if (admin.role !== 'ADMIN') return <Navigate to={getAdminHomePath(admin.role)} replace />;
  return (
    <>
      <PageTitle title="Thống kê" admin />
      <AdminStatsDashboard />
      {/* The table has no horizontal scroll of its own: on a phone it scrolls here instead of widening the page. */}
      <div style={{ marginTop: 28, overflowX: 'auto' }}>
        <AlmostExpiredTable />
      </div>
    </>
  );
}

/** The screen's first queries, asked for while its code runs (ADR 0040). */
export const loader = signedInLoader('admin', prefetchSiteStatistics);
