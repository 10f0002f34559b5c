import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SUCCESS, type Product } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { paths } from '@/config/paths';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { toRequest } from '@/lib/list-query';
import {
  useDeleteProductMutation,
  useListAdminProductsQuery,
  useUpdateProductMutation,
} from '../../api/admin-catalog-api';
import { productsQuery } from '../../utils/list-query';
import { ProductEditModal } from './product-edit-modal';
import { ProductsTable } from './products-table';
import { ProductsToolbar } from './products-toolbar';

/** The address parameter that opens a product's edit modal (`?edit={id}`, e.g. from the dashboard). */
export const EDIT_PARAM = 'edit';

/** Router state a link may pass so the modal opens without waiting for the list. */
export type ProductEditState = { product?: Product };

/** `/admin/products`: list, filters, sort, edit in a modal, hide/show and delete. */
export function ProductsManager() {
  const list = useAdminList(productsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminProductsQuery(toRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const busy = useBusyRows();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const editId = searchParams.get(EDIT_PARAM);
  const stateProduct = (location.state as ProductEditState | null)?.product;
  // The product being edited is held as it was when the modal opened: a refetch of the list while
  // the form is open must not reset what is being typed.
  const [snapshot, setSnapshot] = useState<Product | null>(null);
  const found =
    editId === null
      ? undefined
      : (data?.items.find((product) => product._id === editId) ??
        (stateProduct?._id === editId ? stateProduct : undefined));
  if (editId !== null && found && snapshot?._id !== editId) setSnapshot(found);
  const editing = editId !== null && snapshot?._id === editId ? snapshot : null;

  const openEdit = (product: Product) => {
    const next = new URLSearchParams(searchParams);
    next.set(EDIT_PARAM, product._id);
    setSearchParams(next, { state: { product } satisfies ProductEditState });
  };

  const closeEdit = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(EDIT_PARAM);
    setSearchParams(next, { replace: true });
  };

  const onToggleEnable = (product: Product, enable: boolean) =>
    busy.run(product._id, async () => {
      await updateProduct({ id: product._id, body: { enable } }).unwrap();
      void message.success(
        enable ? `Đã hiển thị "${product.name}"` : `Đã ẩn "${product.name}" khỏi cửa hàng`,
      );
    });

  const onDelete = (product: Product) =>
    busy.run(`delete:${product._id}`, async () => {
      const result = await deleteProduct(product._id).unwrap();
      if (result.deleted) void message.success(result.message ?? SUCCESS.deleted);
      else void message.warning(result.message ?? SUCCESS.productHidden, 5);
    });

  return (
    <ListCard
      title="Tất cả sản phẩm"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(paths.admin.productCreate.getHref())}
        >
          Thêm sản phẩm
        </Button>
      }
    >
      <ProductsToolbar filters={filters} onChange={changeFilters} />
      <ListLoadError query={query} message="Không thể tải danh sách sản phẩm." />
      <ProductsTable
        products={data?.items ?? []}
        pagination={data?.pagination}
        loading={query.isFetching}
        sort={filters.sort}
        busyIds={busy.busyIds}
        onPageChange={list.changePage}
        onSortChange={(sort) => changeFilters({ sort })}
        onToggleEnable={(product, enable) => void onToggleEnable(product, enable)}
        onEdit={openEdit}
        onDelete={(product) => void onDelete(product)}
      />
      <ProductEditModal product={editing} onClose={closeEdit} />
    </ListCard>
  );
}
