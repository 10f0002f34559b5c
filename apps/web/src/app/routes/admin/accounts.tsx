import { useAppSelector } from '@/app/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/features/auth/auth-slice';
import { AccountsManager } from '@/features/admin/components/accounts/accounts-manager';
import { RequireAdminRole } from '@/features/admin/components/require-admin-role';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/accounts`: the admin accounts (ADMIN only; other roles see a 403 result). */
export default function AdminAccountsPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  return (
    <>
      <PageTitle title="Quản lý tài khoản quản trị" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <AccountsManager currentAdmin={admin} />
      </RequireAdminRole>
    </>
  );
}
