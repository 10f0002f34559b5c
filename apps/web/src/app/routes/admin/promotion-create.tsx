import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { PromotionForm } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/promotions/create`: a new promotion; after saving, back to the list. */
export default function AdminPromotionCreatePage() {
  const navigate = useNavigate();
  const toList = () => void navigate(paths.admin.promotions.getHref());
  return (
    <>
      <PageTitle title="Tạo khuyến mãi" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <PromotionForm promotion={null} onSaved={toList} onCancel={toList} />
      </RequireAdminRole>
    </>
  );
}
