import { Select, Tabs } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RETURN_WINDOW_DAYS, type OrderReturn } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useAdminList, useLastPageClamp } from '@/hooks/use-admin-list';
import { useIsPhone } from '@/hooks/use-is-phone';
import { readId } from '@/lib/list-query';
import { useListAdminReturnsQuery } from '../api/admin-returns-api';
import {
  RETURN_PARAM,
  STATUS_TABS,
  returnsQuery,
  toReturnsRequest,
  type ReturnsFilters,
} from '../utils/returns-query';
import { ReturnDrawer } from './return-drawer';
import { ReturnsTable } from './returns-table';
import styles from './admin-returns.module.css';

const INTRO = `Khách hàng gửi yêu cầu trả hàng trong ${RETURN_WINDOW_DAYS} ngày sau khi nhận hàng. Khi chấp nhận, hàng được nhập lại kho và tiền được hoàn tự động qua VNPay hoặc Stripe; đơn thanh toán khi nhận hàng được hoàn bằng chuyển khoản.`;

const statusOptions = STATUS_TABS.map((tab) => ({ value: tab.key, label: tab.label }));

/**
 * `/admin/returns` (ADMIN and SUPPORT): the customers' returns, their status and refund, filtered by status and
 * searched by return code, order code or customer (both in the address); `?return=<id>` opens one in a drawer, where
 * ADMIN accepts, refuses or records the bank transfer.
 */
export function ReturnsList() {
  const list = useAdminList(returnsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminReturnsQuery(toReturnsRequest(filters));
  const { data } = query;
  const isPhone = useIsPhone();
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });

  const [searchParams, setSearchParams] = useSearchParams();
  const openId = readId(searchParams.get(RETURN_PARAM));
  const setOpenId = useCallback(
    (next: string | undefined) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(RETURN_PARAM, next);
          else params.delete(RETURN_PARAM);
          return params;
        },
        { replace: next === undefined },
      ),
    [setSearchParams],
  );
  const changeStatus = (status: string) => changeFilters({ status: status as ReturnsFilters['status'] });

  return (
    <ListCard className={styles.page}>
      <p className={styles.intro}>{INTRO}</p>
      {isPhone ? (
        // Five tabs do not fit a phone: there the statuses are a select.
        <Select
          className={styles.statusSelect}
          value={filters.status}
          options={statusOptions}
          onChange={changeStatus}
          aria-label="Lọc theo trạng thái trả hàng"
        />
      ) : (
        <Tabs activeKey={filters.status} items={STATUS_TABS} onChange={changeStatus} />
      )}
      <ListToolbar>
        <ListSearchInput
          className={styles.search}
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tìm theo mã trả hàng, mã đơn, tên hoặc email khách"
          aria-label="Tìm yêu cầu trả hàng"
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách yêu cầu trả hàng." />
      <ReturnsTable
        items={data?.items ?? []}
        page={data?.pagination.page ?? filters.page}
        pageSize={data?.pagination.pageSize ?? filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        loading={query.isFetching}
        filtered={filters.search !== '' || filters.status !== 'all'}
        onPageChange={list.changePage}
        onOpen={(item: OrderReturn) => setOpenId(item._id)}
      />
      <ReturnDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListCard>
  );
}
