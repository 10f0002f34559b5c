import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SUCCESS, type Product } from '@lumi/shared';
import { paths } from '@/config/paths';
import {
  useDeleteProductMutation,
  useListAdminProductsQuery,
  useUpdateProductMutation,
} from '../../api/admin-catalog-api';
import { useListFilters } from '@/hooks/use-list-filters';
import { toRequest } from '@/lib/list-query';
import { productsQuery } from '../../utils/list-query';
import { ProductEditModal } from './product-edit-modal';
import { ProductsTable } from './products-table';
import { ProductsToolbar } from './products-toolbar';
import styles from '../catalog.module.css';

/** The address parameter that opens a product's edit modal (`?edit={id}`, e.g. from the dashboard). */
export const EDIT_PARAM = 'edit';

/** Router state a link may pass so the modal opens without waiting for the list. */
export type ProductEditState = { product?: Product };

/** `/admin/products`: list, filters, sort, edit in a modal, hide/show and delete. */
export function ProductsManager() {
  const [filters, changeFilters] = useListFilters(productsQuery);
  const { data, isFetching, isError, refetch } = useListAdminProductsQuery(toRequest(filters));
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
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

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last one.
  const totalPage = data?.pagination.totalPage ?? 0;
  useEffect(() => {
    if (data && data.items.length === 0 && totalPage > 0 && filters.page > totalPage)
      changeFilters({ page: totalPage });
  }, [data, totalPage, filters.page, changeFilters]);

  const markBusy = useCallback((id: string, busy: boolean) => {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

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

  const onToggleEnable = async (product: Product, enable: boolean) => {
    markBusy(product._id, true);
    try {
      await updateProduct({ id: product._id, body: { enable } }).unwrap();
      void message.success(
        enable ? `Đã hiển thị "${product.name}"` : `Đã ẩn "${product.name}" khỏi cửa hàng`,
      );
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(product._id, false);
    }
  };

  const onDelete = async (product: Product) => {
    const key = `delete:${product._id}`;
    markBusy(key, true);
    try {
      const result = await deleteProduct(product._id).unwrap();
      if (result.deleted) void message.success(result.message ?? SUCCESS.deleted);
      else void message.warning(result.message ?? SUCCESS.productHidden, 5);
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(key, false);
    }
  };

  return (
    <Card
      variant="borderless"
      className={styles.card}
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
      {isError && !isFetching ? (
        <div className={styles.error} role="alert">
          Không thể tải danh sách sản phẩm.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      ) : null}
      <ProductsTable
        products={data?.items ?? []}
        pagination={data?.pagination}
        loading={isFetching}
        sort={filters.sort}
        busyIds={busyIds}
        onPageChange={(page, pageSize) =>
          changeFilters(pageSize !== filters.pageSize ? { pageSize } : { page })
        }
        onSortChange={(sort) => changeFilters({ sort })}
        onToggleEnable={(product, enable) => void onToggleEnable(product, enable)}
        onEdit={openEdit}
        onDelete={(product) => void onDelete(product)}
      />
      <ProductEditModal product={editing} onClose={closeEdit} />
    </Card>
  );
}
