import { PageTitle } from '@/components/page-title';
import { CategoriesManager } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/categories`: the category tree (ADMIN only). */
export default function AdminCategoriesPage() {
  return (
    <>
      <PageTitle title="Quản lý danh mục" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <CategoriesManager />
      </RequireAdminRole>
    </>
  );
}
