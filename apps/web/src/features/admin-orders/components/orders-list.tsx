import { Select, Tabs, type TableProps } from 'antd';
import { Link } from 'react-router';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatDateTime,
  formatVnd,
  type Order,
  type OrderStatusCounts,
  type PaymentMethod,
} from '@lumi/shared';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { PagedTable } from '@/components/admin-list/paged-table';
import { paths } from '@/config/paths';
import { OrderStatusTag, PaymentStatusTag } from '@/components/order/order-status';
import { useListAdminOrdersQuery } from '../api/admin-orders-api';
import { useAdminList, useLastPageClamp } from '@/hooks/use-admin-list';
import { useIsPhone } from '@/hooks/use-is-phone';
import { ordersQuery, toOrdersRequest, type OrdersFilters } from '../utils/orders-query';
import styles from './admin-orders.module.css';

const paymentOptions = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/** 'Tất cả (n)' then one tab per status with its count (the counts ignore the status filter). */
export function statusTabs(counts: Partial<OrderStatusCounts>) {
  const all = ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return [
    { key: 'all', label: `Tất cả (${all})` },
    ...ORDER_STATUSES.map((status) => ({
      key: status,
      label: `${ORDER_STATUS_LABELS[status]} (${counts[status] ?? 0})`,
    })),
  ];
}

const columns: TableProps<Order>['columns'] = [
  {
    title: 'Mã đơn',
    dataIndex: 'code',
    key: 'code',
    render: (_value, order) => (
      <Link to={paths.admin.orderDetail.getHref(order._id)} className={styles.code}>
        {order.code}
      </Link>
    ),
  },
  {
    title: 'Khách hàng',
    key: 'customer',
    render: (_value, order) => (
      <div>
        <div className={styles.strong}>{order.name}</div>
        <div className={styles.secondary}>{order.phone}</div>
        <div className={`${styles.secondary} ${styles.email}`} title={order.user.email}>
          {order.user.email}
        </div>
      </div>
    ),
  },
  {
    title: 'Ngày đặt',
    dataIndex: 'createdAt',
    key: 'createdAt',
    width: 110,
    render: (value: string) => formatDateTime(value),
  },
  {
    title: 'Tổng tiền',
    dataIndex: 'totalAmount',
    key: 'totalAmount',
    align: 'right',
    render: (value: number) => <span className={styles.money}>{formatVnd(value)}</span>,
  },
  {
    title: 'Thanh toán',
    key: 'payment',
    render: (_value, order) => (
      <div className={styles.paymentCell}>
        <span>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <PaymentStatusTag status={order.payment.status} />
      </div>
    ),
  },
  {
    title: 'Trạng thái',
    dataIndex: 'status',
    key: 'status',
    render: (_value, order) => <OrderStatusTag status={order.status} />,
  },
  {
    title: 'Thao tác',
    key: 'actions',
    align: 'center',
    width: 110,
    className: styles.nowrap,
    render: (_value, order) => (
      <Link to={paths.admin.orderDetail.getHref(order._id)} aria-label={`Xem chi tiết đơn ${order.code}`}>
        Xem chi tiết
      </Link>
    ),
  },
];

type ToolbarProps = { filters: OrdersFilters; onChange: (change: Partial<OrdersFilters>) => void };

/** Search by code, name, phone or email (debounced), payment method and the order date range. */
function OrdersToolbar({ filters, onChange }: ToolbarProps) {
  return (
    <div className={styles.filters}>
      <ListSearchInput
        className={styles.search}
        placeholder="Tìm theo mã đơn, tên, số điện thoại"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        aria-label="Tìm đơn hàng"
      />
      <Select<PaymentMethod>
        className={styles.filterSelect}
        placeholder="Tất cả phương thức"
        options={paymentOptions}
        value={filters.paymentMethod}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
        allowClear
        aria-label="Lọc theo phương thức thanh toán"
      />
      <ListDateRange
        from={filters.fromDate}
        to={filters.toDate}
        onChange={(fromDate, toDate) => onChange({ fromDate, toDate })}
        openEnded
        aria-label="Lọc theo ngày đặt"
      />
    </div>
  );
}

/** `/admin/orders`: status tabs with counts, filters in the address, and the paginated list. */
export function OrdersList() {
  const list = useAdminList(ordersQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminOrdersQuery(toOrdersRequest(filters));
  const { data } = query;
  const isPhone = useIsPhone();
  const tabs = statusTabs(data?.statusCounts ?? {});
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });

  return (
    <ListCard title="Tất cả đơn hàng">
      {isPhone ? (
        // Nine tabs do not fit a phone, and antd's overflow button sits inside the tab list (no valid tab):
        // there the statuses are a select.
        <Select
          className={styles.statusSelect}
          value={filters.status}
          options={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          onChange={(key) => changeFilters({ status: key as OrdersFilters['status'] })}
          aria-label="Lọc theo trạng thái đơn hàng"
        />
      ) : (
        <Tabs
          activeKey={filters.status}
          items={tabs}
          onChange={(key) => changeFilters({ status: key as OrdersFilters['status'] })}
        />
      )}
      <OrdersToolbar filters={filters} onChange={changeFilters} />
      <ListLoadError query={query} message="Không thể tải danh sách đơn hàng." />
      <PagedTable<Order>
        columns={columns}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Không có đơn hàng nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} đơn hàng`}
        onPageChange={list.changePage}
      />
    </ListCard>
  );
}
