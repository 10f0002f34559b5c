import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { OrderAdminDetail } from '@/features/admin-orders';
import { RequireAdminRole } from '@/features/admin';

const ORDER_ROLES = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/orders/{id}`: one order, its timeline and the staff actions. */
export default function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Chi tiết đơn hàng" admin />
      <RequireAdminRole roles={ORDER_ROLES}>
        <OrderAdminDetail key={id} id={id} />
      </RequireAdminRole>
    </>
  );
}
