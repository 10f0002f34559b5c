import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ProductForm } from '@/features/admin-catalog';
import { RequireAdminRole } from '@/features/admin';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/products/create`: the full product form; after saving, back to the list. */
export default function AdminProductCreatePage() {
  const navigate = useNavigate();
  const toList = () => void navigate(paths.admin.products.getHref());
  return (
    <>
      <PageTitle title="Thêm sản phẩm" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <ProductForm product={null} onSaved={toList} onCancel={toList} />
      </RequireAdminRole>
    </>
  );
}
