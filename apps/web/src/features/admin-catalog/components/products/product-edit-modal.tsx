import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { Product } from '@lumi/shared';
import { useGetProductDescriptionQuery } from '../../api/admin-catalog-api';

/** The form (its pickers, uploads and schemas) downloads when a product is opened, not with the list. */
const ProductForm = lazy(() => import('./product-form').then((module) => ({ default: module.ProductForm })));
const formLoading = <Skeleton active paragraph={{ rows: 12 }} />;

type ProductEditModalProps = {
  product: Product | null;
  onClose: () => void;
};

/**
 * The form once the description is known: the admin list may answer without descriptions, so a
 * missing one is read from the product's page; when even that is not possible (a hidden or expired
 * product), the form keeps the saved description unless a new one is typed.
 */
function EditBody({ product, onClose }: { product: Product; onClose: () => void }) {
  const needsDescription = product.description === '';
  const description = useGetProductDescriptionQuery(product._id, { skip: !needsDescription });
  const full = useMemo(
    () => (needsDescription && description.data ? { ...product, description: description.data } : product),
    [needsDescription, description.data, product],
  );
  if (needsDescription && description.isLoading) return formLoading;
  return (
    <Suspense fallback={formLoading}>
      <ProductForm
        product={full}
        variant="modal"
        descriptionUnknown={needsDescription && !description.data}
        onSaved={onClose}
        onCancel={onClose}
      />
    </Suspense>
  );
}

/** 'Chỉnh sửa sản phẩm': the full product form, prefilled, in a wide modal. */
export function ProductEditModal({ product, onClose }: ProductEditModalProps) {
  return (
    <Modal
      open={product !== null}
      title={product ? `Chỉnh sửa sản phẩm: ${product.name}` : 'Chỉnh sửa sản phẩm'}
      onCancel={onClose}
      footer={null}
      width={1240}
      destroyOnHidden
      mask={{ closable: false }}
      styles={{ body: { paddingTop: 8 } }}
    >
      {product && <EditBody product={product} onClose={onClose} />}
    </Modal>
  );
}
