import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  formatLocalDate,
  formatVnd,
  type Booking,
  type StaffBookingStatusBody,
} from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListSelectFilter } from '@/components/admin-list/list-select-filter';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { BookingDetailBody } from '@/components/booking/booking-detail-body';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { StaffBookingActions } from '@/components/booking/staff-booking-actions';
import { useAdminList, useLastPageClamp } from '@/hooks/use-admin-list';
import {
  useGetClinicWaitlistDaysQuery,
  useListClinicBookingsQuery,
  useMoveClinicBookingMutation,
} from '../api/admin-clinic-api';
import { WaitlistDays } from '@/components/booking/waitlist-days';
import { bookingsQuery, toBookingsRequest } from '../utils/list-queries';
import { BookingMessages } from './booking-messages';
import { ClinicSelect } from './clinic-select';
import styles from './admin-clinic.module.css';

const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({
  value: status,
  label: BOOKING_STATUS_LABELS[status],
}));

const MOVE_DONE: Record<StaffBookingStatusBody['status'], string> = {
  confirmed: 'Đã xác nhận lịch khám',
  completed: 'Đã hoàn thành lịch khám',
  cancelled: 'Đã hủy lịch khám',
  no_show: 'Đã ghi nhận bệnh nhân không đến',
};

type ClinicBookingsManagerProps = {
  /** ADMIN sees every clinic's bookings and may narrow to one; a CLINIC account sees its own. */
  canPickClinic: boolean;
};

/**
 * `/admin/bookings`: the clinic's bookings with their status moves (api-contract §3.8, §4.1). The buttons offered
 * come from the shared state machine, the clinic's rules (an ADMIN acts as the clinic).
 */
export function ClinicBookingsManager({ canPickClinic }: ClinicBookingsManagerProps) {
  const list = useAdminList(bookingsQuery);
  const { filters, changeFilters } = list;
  const { data: waitlistDays } = useGetClinicWaitlistDaysQuery();
  const query = useListClinicBookingsQuery(toBookingsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [move] = useMoveClinicBookingMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const { message } = App.useApp();
  const now = new Date();
  const opened = data?.data.find((booking) => booking._id === openId) ?? null;

  /** Rejects when refused (the API layer shows the server's message), so the cancel modal stays open. */
  const onMove = async (booking: Booking, body: StaffBookingStatusBody) => {
    const result = await move({ id: booking._id, body }).unwrap();
    void message.success(result.message ?? MOVE_DONE[body.status]);
  };

  const columns: TableProps<Booking>['columns'] = [
    {
      title: 'Khách hàng',
      key: 'customer',
      width: 200,
      render: (_value, booking) => (
        <div>
          <div className={styles.personName}>{booking.customer.name}</div>
          <div className={styles.secondary}>{booking.customer.phone}</div>
          <div className={styles.secondary}>{booking.code}</div>
        </div>
      ),
    },
    {
      title: 'Bác sĩ',
      key: 'doctor',
      width: 190,
      render: (_value, booking) => (
        <div>
          <div className={styles.personName}>{booking.doctor.name}</div>
          <div className={styles.secondary}>{booking.doctor.specialty}</div>
          {canPickClinic && <div className={styles.secondary}>{booking.clinic.name}</div>}
        </div>
      ),
    },
    {
      title: 'Phí khám',
      dataIndex: 'price',
      key: 'price',
      width: 120,
      render: (price: number) => formatVnd(price),
    },
    {
      title: 'Thời gian hẹn',
      key: 'when',
      width: 150,
      render: (_value, booking) => (
        <div>
          <div>
            {booking.startTime} - {booking.endTime}
          </div>
          <div className={styles.secondary}>{formatLocalDate(booking.date)}</div>
        </div>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      key: 'status',
      width: 130,
      render: (status: Booking['status']) => <BookingStatusTag status={status} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 250,
      render: (_value, booking) => (
        <div className={styles.actions}>
          <Tooltip title="Xem chi tiết">
            <Button
              type="text"
              icon={<EyeOutlined />}
              onClick={() => setOpenId(booking._id)}
              aria-label={`Xem lịch khám ${booking.code}`}
            />
          </Tooltip>
          <StaffBookingActions
            booking={booking}
            actor="Clinic"
            now={now}
            size="small"
            onMove={(body) => onMove(booking, body)}
          />
        </div>
      ),
    },
  ];

  return (
    <ListCard>
      <WaitlistDays days={waitlistDays} withDoctor />
      <ListToolbar>
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Mã lịch, bệnh nhân, số điện thoại, bác sĩ"
          aria-label="Tìm lịch khám"
        />
        <ListSelectFilter
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => changeFilters({ status })}
          placeholder="Chọn trạng thái"
          aria-label="Lọc theo trạng thái"
          width={170}
        />
        <ListDateRange
          from={filters.fromDate}
          to={filters.toDate}
          onChange={(fromDate, toDate) => changeFilters({ fromDate, toDate })}
          openEnded
          aria-label="Lọc theo ngày khám"
        />
        {canPickClinic && (
          <ClinicSelect value={filters.clinicId} onChange={(clinicId) => changeFilters({ clinicId })} />
        )}
      </ListToolbar>
      {data && (
        <div className={styles.stats} aria-label="Số lịch khám theo trạng thái">
          <span>
            Tổng: <strong>{data.statistics.total}</strong>
          </span>
          {BOOKING_STATUSES.map((status) => (
            <span key={status}>
              {BOOKING_STATUS_LABELS[status]}: <strong>{data.statistics[status]}</strong>
            </span>
          ))}
        </div>
      )}
      <ListLoadError query={query} message="Không thể tải danh sách lịch khám." />
      <PagedTable<Booking>
        columns={columns}
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 1040 }}
        locale={{ emptyText: 'Chưa có lịch khám nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} lịch khám`}
        onPageChange={list.changePage}
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpenId(null)}
        title={opened ? `Lịch khám ${opened.code}` : 'Lịch khám'}
        size={560}
        extra={
          opened && (
            <StaffBookingActions
              booking={opened}
              actor="Clinic"
              now={now}
              onMove={(body) => onMove(opened, body)}
            />
          )
        }
      >
        {opened && (
          <>
            <BookingDetailBody booking={opened} />
            <BookingMessages bookingId={opened._id} />
          </>
        )}
      </Drawer>
    </ListCard>
  );
}
