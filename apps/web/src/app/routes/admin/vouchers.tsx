import { useMemo } from 'react';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { MoneyInput, useGetAllBrandsQuery } from '@/features/admin-catalog';
import { VouchersManager, type VoucherCatalog } from '@/features/admin-vouchers';

const ADMIN_ONLY = ['ADMIN'] as const;

/**
 * The list, given the catalogue's amount input and brands for its form (handed in here: features do not import
 * each other).
 */
function Vouchers() {
  const brands = useGetAllBrandsQuery();
  const catalog = useMemo<VoucherCatalog>(
    () => ({
      MoneyInput,
      brands: { items: brands.data, loading: brands.isFetching, failed: brands.isError },
    }),
    [brands.data, brands.isFetching, brands.isError],
  );
  return <VouchersManager catalog={catalog} />;
}

/** `/admin/vouchers`: the voucher codes (ADMIN only). */
export default function AdminVouchersPage() {
  return (
    <>
      <PageTitle title="Quản lý mã giảm giá" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <Vouchers />
      </RequireAdminRole>
    </>
  );
}
