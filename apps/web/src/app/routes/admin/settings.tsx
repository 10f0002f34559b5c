import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { selectAdmin } from '@/lib/auth-slice';
import { AdminSettingsForm } from '@/features/admin';

/** `/admin/settings`: every admin role edits its own account. */
export default function AdminSettingsPage() {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  return (
    <>
      <PageTitle title="Cài đặt tài khoản" admin />
      {/* Remounted after each save, so "Hủy thay đổi" returns to the saved values. */}
      <AdminSettingsForm key={`${admin._id}:${admin.updatedAt}`} admin={admin} />
    </>
  );
}
