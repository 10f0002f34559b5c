import { PageTitle } from '@/components/page-title';
import { PromotionsManager } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/promotions`: the promotions (ADMIN only). */
export default function AdminPromotionsPage() {
  return (
    <>
      <PageTitle title="Quản lý khuyến mãi" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <PromotionsManager />
      </RequireAdminRole>
    </>
  );
}
