import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { UsersManager } from '@/features/admin-users';
import { selectAdmin } from '@/lib/auth-slice';

const ADMIN_AND_SUPPORT = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/users`: the customers (ADMIN and SUPPORT; only ADMIN deletes). */
export default function AdminUsersPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  return (
    <>
      <PageTitle title="Danh sách khách hàng" admin />
      <RequireAdminRole roles={ADMIN_AND_SUPPORT}>
        <UsersManager canDelete={admin.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
