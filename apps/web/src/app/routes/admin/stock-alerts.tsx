import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { StockAlertsReport } from '@/features/admin-stock-alerts';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/stock-alerts`: who waits for which sold-out product, who was told it is back and who bought (ADMIN only). */
export default function AdminStockAlertsPage() {
  return (
    <>
      <PageTitle title="Khách chờ hàng" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <StockAlertsReport />
      </RequireAdminRole>
    </>
  );
}
