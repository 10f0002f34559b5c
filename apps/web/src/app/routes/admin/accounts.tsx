import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { AccountsManager, RequireAdminRole } from '@/features/admin';

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
