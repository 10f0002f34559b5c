import { App } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SUCCESS, type Voucher } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListSelectFilter } from '@/components/admin-list/list-select-filter';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { readId } from '@/lib/list-query';
import {
  useDeleteVoucherMutation,
  useListVouchersQuery,
  useUpdateVoucherMutation,
} from '../api/admin-vouchers-api';
import {
  NEW_VOUCHER,
  STATUS_OPTIONS,
  VOUCHER_PARAM,
  toVouchersRequest,
  vouchersQuery,
} from '../utils/vouchers-query';
import type { VoucherCatalog } from './voucher-catalog';
import { VoucherDrawer } from './voucher-drawer';
import { VouchersTable } from './vouchers-table';
import styles from './admin-vouchers.module.css';

type VouchersManagerProps = {
  /** The admin catalogue's amount input and brands, handed in by the route. */
  catalog: VoucherCatalog;
};

/**
 * `/admin/vouchers` (ADMIN): the voucher codes with what they give, their state, days, uses and cost; search and
 * status in the address; `?voucher=new` or `?voucher=<id>` opens the form in a drawer; switch on/off, delete (a
 * voucher an order used can only be switched off).
 */
export function VouchersManager({ catalog }: VouchersManagerProps) {
  const list = useAdminList(vouchersQuery);
  const { filters, changeFilters } = list;
  const query = useListVouchersQuery(toVouchersRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updateVoucher] = useUpdateVoucherMutation();
  const [deleteVoucher] = useDeleteVoucherMutation();
  const { busyIds, run } = useBusyRows();
  const { message, modal } = App.useApp();

  const [searchParams, setSearchParams] = useSearchParams();
  const rawTarget = searchParams.get(VOUCHER_PARAM);
  const target = rawTarget === NEW_VOUCHER ? NEW_VOUCHER : readId(rawTarget);
  const setTarget = useCallback(
    (next: string | undefined) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(VOUCHER_PARAM, next);
          else params.delete(VOUCHER_PARAM);
          return params;
        },
        { replace: next === undefined },
      ),
    [setSearchParams],
  );

  // A refusal is shown by the API layer with the server's message.
  const onToggle = (voucher: Voucher, isActive: boolean) =>
    run(voucher._id, async () => {
      await updateVoucher({ id: voucher._id, body: { isActive } }).unwrap();
      void message.success(isActive ? `Đã bật mã ${voucher.code}` : `Đã tắt mã ${voucher.code}`);
    });

  /** A voucher an order used stays (its uses and cost are figures): the admin is offered to switch it off. */
  const offerSwitchOff = (voucher: Voucher, reason: string) => {
    if (!voucher.isActive) {
      modal.warning({
        title: reason,
        content: `Mã ${voucher.code} đã tắt: khách hàng không dùng được nữa, các đơn hàng đã dùng mã vẫn giữ nguyên.`,
        okText: 'Đã hiểu',
      });
      return;
    }
    modal.confirm({
      title: reason,
      content: `Tắt mã ${voucher.code} để khách hàng không dùng được nữa? Các đơn hàng đã dùng mã, lượt dùng và chi phí vẫn được giữ.`,
      okText: 'Tắt mã',
      cancelText: 'Để sau',
      onOk: () => onToggle(voucher, false),
    });
  };

  const onDelete = (voucher: Voucher) =>
    run(`delete:${voucher._id}`, async () => {
      try {
        const result = await deleteVoucher(voucher._id).unwrap();
        void message.success(result.message ?? SUCCESS.deleted);
      } catch (failure) {
        if (isApiError(failure) && failure.code === 'VOUCHER_IN_USE')
          offerSwitchOff(voucher, failure.message);
        else void message.error(getErrorMessage(failure));
      }
    });

  return (
    <ListCard className={styles.card}>
      <ListToolbar create={{ label: 'Tạo mã giảm giá', onClick: () => setTarget(NEW_VOUCHER) }}>
        <ListSearchInput
          className={styles.search}
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tìm theo mã hoặc tên"
          aria-label="Tìm mã giảm giá"
        />
        <ListSelectFilter
          className={styles.statusSelect}
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => changeFilters({ status })}
          placeholder="Tất cả trạng thái"
          aria-label="Lọc theo trạng thái"
          width={180}
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách mã giảm giá." />
      <VouchersTable
        vouchers={data?.items ?? []}
        page={data?.pagination.page ?? filters.page}
        pageSize={data?.pagination.pageSize ?? filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        loading={query.isFetching}
        filtered={filters.search !== '' || filters.status !== undefined}
        busyIds={busyIds}
        onPageChange={list.changePage}
        onEdit={(voucher) => setTarget(voucher._id)}
        onToggle={(voucher, isActive) => void onToggle(voucher, isActive)}
        onDelete={(voucher) => void onDelete(voucher)}
      />
      <VoucherDrawer target={target} catalog={catalog} onClose={() => setTarget(undefined)} />
    </ListCard>
  );
}
