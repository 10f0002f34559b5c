import { PageTitle } from '@/components/page-title';
import { BrandsManager } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/brands`: the brands (ADMIN only). */
export default function AdminBrandsPage() {
  return (
    <>
      <PageTitle title="Quản lý thương hiệu" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <BrandsManager />
      </RequireAdminRole>
    </>
  );
}
