import { PageTitle } from '@/components/page-title';
import { OrdersList, prefetchAdminOrders } from '@/features/admin-orders';
import { RequireAdminRole } from '@/features/admin';
import { signedInLoader } from '@/lib/prefetch';

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

/** The screen's first queries, asked for while its code runs (ADR 0040). */
export const loader = signedInLoader('admin', prefetchAdminOrders);
