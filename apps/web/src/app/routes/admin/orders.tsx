import { PageTitle } from '@/components/page-title';
import { OrdersList } from '@/features/admin-orders';
import { RequireAdminRole } from '@/features/admin';

const ORDER_ROLES = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/orders`: the shop's orders (ADMIN and SUPPORT; other roles see a 403 result). */
export default function AdminOrdersPage() {
  return (
    <>
      <PageTitle title="Quản lý đơn hàng" admin />
      <RequireAdminRole roles={ORDER_ROLES}>
        <OrdersList />
      </RequireAdminRole>
    </>
  );
}
