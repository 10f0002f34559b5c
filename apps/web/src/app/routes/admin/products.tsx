import { PageTitle } from '@/components/page-title';
import { prefetchAdminProducts, ProductsManager } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';
import { signedInLoader } from '@/lib/prefetch';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/products`: the product list (ADMIN only; other roles see a 403 result). */
export default function AdminProductsPage() {
  return (
    <>
      <PageTitle title="Quản lý sản phẩm" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <ProductsManager />
      </RequireAdminRole>
    </>
  );
}

/** The screen's first queries, asked for while its code runs (ADR 0040). */
export const loader = signedInLoader('admin', prefetchAdminProducts);
