import { Tag, type TableProps } from 'antd';
import { Link } from 'react-router';
import { ROUTINE_CONVERSION_DAYS, formatDateTime, type AdminRoutine } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { paths } from '@/config/paths';
import { useAdminList, useLastPageClamp } from '@/hooks/use-admin-list';
import { useListAdminRoutinesQuery } from '../api/routines-api';
import { routinesQuery, toRoutinesRequest } from '../utils/routines-query';
import styles from './routines.module.css';

const formatRate = (rate: number) => `${rate.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%`;

/**
 * `/admin/routines` (ADMIN): the routines doctors recommended and which of them turned into orders — an order of
 * the customer, not cancelled, within 30 days of the routine, with one of its products — with the figures of the
 * whole selection on top.
 */
export function RoutinesManager() {
  const list = useAdminList(routinesQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminRoutinesQuery(toRoutinesRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });

  const columns: TableProps<AdminRoutine>['columns'] = [
    {
      title: 'Liệu trình',
      key: 'title',
      width: 240,
      render: (_value, routine) => (
        <div>
          <div className={styles.itemName}>{routine.title}</div>
          <div className={styles.muted}>
            {routine.itemsCount} sản phẩm · {routine.booking.code}
          </div>
        </div>
      ),
    },
    {
      title: 'Bác sĩ',
      key: 'doctor',
      width: 180,
      render: (_value, routine) => routine.doctor.name,
    },
    {
      title: 'Khách hàng',
      key: 'customer',
      width: 220,
      render: (_value, routine) => (
        <div>
          <div>{routine.customer.name}</div>
          <div className={styles.muted}>{routine.customer.email}</div>
        </div>
      ),
    },
    {
      title: 'Ngày gợi ý',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 160,
      render: (createdAt: string) => formatDateTime(createdAt),
    },
    {
      title: 'Chuyển thành đơn',
      key: 'converted',
      width: 200,
      render: (_value, routine) =>
        routine.converted && routine.orderId ? (
          <span>
            <Tag color="green">Đã mua</Tag>
            <Link to={paths.admin.orderDetail.getHref(routine.orderId)}>{routine.orderCode}</Link>
          </span>
        ) : (
          <Tag>Chưa mua</Tag>
        ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar>
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tên bác sĩ, khách hàng, email, mã lịch khám"
          aria-label="Tìm liệu trình"
        />
        <ListDateRange
          from={filters.fromDate}
          to={filters.toDate}
          onChange={(fromDate, toDate) => changeFilters({ fromDate, toDate })}
          openEnded
          aria-label="Lọc theo ngày gợi ý"
        />
      </ListToolbar>
      {data && (
        <div className={styles.summary} aria-label="Tỷ lệ chuyển đổi liệu trình">
          <div className={styles.summaryFigure}>
            <div className={styles.muted}>Liệu trình đã gợi ý</div>
            <strong>{data.summary.total}</strong>
          </div>
          <div className={styles.summaryFigure}>
            <div className={styles.muted}>Đã chuyển thành đơn hàng</div>
            <strong>{data.summary.converted}</strong>
          </div>
          <div className={styles.summaryFigure}>
            <div className={styles.muted}>Tỷ lệ chuyển đổi</div>
            <strong>{formatRate(data.summary.rate)}</strong>
          </div>
        </div>
      )}
      <p className={styles.muted}>
        Một liệu trình được tính là đã mua khi khách hàng đặt một đơn (không bị hủy) trong vòng{' '}
        {ROUTINE_CONVERSION_DAYS} ngày sau khi nhận, có ít nhất một sản phẩm của liệu trình.
      </p>
      <ListLoadError query={query} message="Không thể tải danh sách liệu trình." />
      <PagedTable<AdminRoutine>
        columns={columns}
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Chưa có liệu trình nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} liệu trình`}
        onPageChange={list.changePage}
      />
    </ListCard>
  );
}
