import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PromotionDetail } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/promotions/{id}`: view and edit one promotion. */
export default function AdminPromotionDetailPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Chi tiết khuyến mãi" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <PromotionDetail key={id} id={id} />
      </RequireAdminRole>
    </>
  );
}
