import { CalendarOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Grid, Segmented, Select } from 'antd';
import { useState } from 'react';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  formatVnd,
  toLocalDate,
  type Booking,
  type BookingStatus,
  formatWeekdayDate,
} from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { BookingCalendar, calendarDays } from '@/components/booking/booking-calendar';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { StaffBookingActions } from '@/components/booking/staff-booking-actions';
import { useAdminList, useLastPageClamp } from '@/hooks/use-admin-list';
import { useIsPhone } from '@/hooks/use-is-phone';
import {
  useGetDoctorWaitlistDaysQuery,
  useListDoctorBookingsBetweenQuery,
  useListDoctorBookingsQuery,
} from '../../api/doctor-api';
import { WaitlistDays } from '@/components/booking/waitlist-days';
import {
  calendarModeFor,
  doctorBookingsQuery,
  toDoctorBookingsRequest,
  type BookingView,
  type DoctorBookingsFilters,
} from '../../utils/bookings-query';
import styles from '../doctor.module.css';
import { BookingDrawer, useDoctorBookingMove, type RenderDoctorCall } from './booking-drawer';

type Counts = Record<BookingStatus | 'total', number>;
const SEGMENTS: (BookingStatus | 'total')[] = ['total', ...BOOKING_STATUSES];
const SEGMENT_LABELS: Record<BookingStatus | 'total', string> = { total: 'Tất cả', ...BOOKING_STATUS_LABELS };

/**
 * 'Lịch khám': the doctor's bookings as a list or a day/week calendar, filters in the address (reference §5.8).
 * `renderCall` is the booking's 'Bắt đầu cuộc gọi video' (features/call), `renderRecommend` its 'Gợi ý liệu trình'
 * (features/routines) and `renderSkin` the patient's 'Hồ sơ da' (features/skin), all composed by the route.
 */
export function DoctorBookings({
  renderCall,
  renderRecommend,
  renderSkin,
}: {
  renderCall?: RenderDoctorCall;
  renderRecommend?: RenderDoctorCall;
  renderSkin?: RenderDoctorCall;
} = {}) {
  const list = useAdminList(doctorBookingsQuery);
  const { filters, changeFilters } = list;
  // A row opened from the list; a notification link opens `?id=` instead, which also narrows the list.
  const [openedId, setOpenedId] = useState<string | undefined>();
  const drawerId = openedId ?? filters.id;

  const closeDrawer = () => {
    setOpenedId(undefined);
    if (filters.id) changeFilters({ id: undefined });
  };

  return (
    <ListCard
      title={<h1 className={styles.cardTitle}>Lịch khám</h1>}
      extra={
        <Segmented<BookingView>
          value={filters.view}
          onChange={(view) => changeFilters({ view })}
          options={[
            { value: 'list', label: 'Danh sách', icon: <UnorderedListOutlined /> },
            { value: 'calendar', label: 'Lịch', icon: <CalendarOutlined /> },
          ]}
        />
      }
    >
      <DoctorWaitlistDays />
      {filters.view === 'calendar' ? (
        <CalendarView filters={filters} onChange={changeFilters} onOpen={(b) => setOpenedId(b._id)} />
      ) : (
        <ListView list={list} onOpen={(b) => setOpenedId(b._id)} />
      )}
      <BookingDrawer
        bookingId={drawerId}
        onClose={closeDrawer}
        renderCall={renderCall}
        renderRecommend={renderRecommend}
        renderSkin={renderSkin}
      />
    </ListCard>
  );
}

/** Who waits for a slot of the doctor, above the bookings (issue 30). */
function DoctorWaitlistDays() {
  const { data } = useGetDoctorWaitlistDaysQuery();
  return <WaitlistDays days={data} withDoctor={false} />;
}

function ListView({
  list,
  onOpen,
}: {
  list: ReturnType<typeof useAdminList<DoctorBookingsFilters>>;
  onOpen: (booking: Booking) => void;
}) {
  const { filters, changeFilters } = list;
  const query = useListDoctorBookingsQuery(toDoctorBookingsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const move = useDoctorBookingMove();
  const counts: Counts | undefined = data?.statistics;
  const now = new Date();
  // On a phone each booking is one block (who, when, status, fee, note, actions) instead of six columns.
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  // The note takes a column only on wide screens; below, it is in the drawer (and in the phone's block).
  const wide = screens.xxl === true;

  const patientButton = (booking: Booking) => (
    <button type="button" className={styles.linkButton} onClick={() => onOpen(booking)}>
      {booking.customer.name}
    </button>
  );
  const noteOf = (booking: Booking) =>
    booking.customer.note?.trim() || <span className={styles.muted}>Không có</span>;
  const actions = (booking: Booking) => (
    <div className={styles.rowActions}>
      <Button size="small" onClick={() => onOpen(booking)} aria-label={`Chi tiết lịch ${booking.code}`}>
        Chi tiết
      </Button>
      <StaffBookingActions
        booking={booking}
        actor="Doctor"
        now={now}
        size="small"
        onMove={(body) => move(booking._id, body)}
      />
    </div>
  );
  const compactRow = (booking: Booking) => (
    <div className={styles.compactBooking}>
      <div className={styles.compactHead}>
        {patientButton(booking)}
        <BookingStatusTag status={booking.status} />
      </div>
      <strong>
        {booking.startTime} - {booking.endTime} · {formatWeekdayDate(booking.date)}
      </strong>
      <span>
        {booking.customer.phone} · {formatVnd(booking.price)}
      </span>
      <span className={styles.compactNote}>{noteOf(booking)}</span>
      {actions(booking)}
    </div>
  );

  return (
    <>
      <div className={styles.segments} role="group" aria-label="Lọc theo trạng thái">
        {SEGMENTS.map((key) => {
          const isActive = key === 'total' ? filters.status === undefined : filters.status === key;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={isActive}
              className={`${styles.segment} ${styles[`segment_${key}`]} ${isActive ? styles.segmentActive : ''}`}
              onClick={() => changeFilters({ status: key === 'total' ? undefined : key })}
            >
              <span className={styles.segmentCount}>{counts ? counts[key] : '–'}</span>
              <span>{SEGMENT_LABELS[key]}</span>
            </button>
          );
        })}
      </div>
      <ListToolbar
        aside={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
            Làm mới
          </Button>
        }
      >
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Mã lịch, tên, email, SĐT"
          aria-label="Tìm lịch khám"
          className={styles.search}
        />
        <Select<BookingStatus | 'all'>
          aria-label="Trạng thái"
          value={filters.status ?? 'all'}
          onChange={(value) => changeFilters({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: 'Tất cả trạng thái' },
            ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
          ]}
          style={{ minWidth: 170 }}
        />
        <ListDateRange
          from={filters.fromDate}
          to={filters.toDate}
          openEnded
          onChange={(fromDate, toDate) => changeFilters({ fromDate, toDate })}
          aria-label="Khoảng ngày hẹn"
        />
        {filters.id && <Button onClick={() => changeFilters({ id: undefined })}>Xem tất cả lịch khám</Button>}
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách lịch khám." />
      <PagedTable<Booking>
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        onPageChange={list.changePage}
        showTotal={(total) => `${total} lịch khám`}
        scroll={compact ? undefined : { x: wide ? 980 : 820 }}
        showHeader={!compact}
        locale={{ emptyText: 'Không có lịch khám nào' }}
        onRow={(booking) => ({ onDoubleClick: () => onOpen(booking) })}
        columns={
          compact
            ? [{ key: 'booking', title: 'Lịch khám', render: (_v, booking) => compactRow(booking) }]
            : [
                {
                  key: 'patient',
                  title: 'Bệnh nhân',
                  render: (_v, booking) => (
                    <div className={styles.patientCell}>
                      {patientButton(booking)}
                      <span>{booking.customer.phone}</span>
                      <span>{booking.customer.email}</span>
                    </div>
                  ),
                },
                {
                  key: 'when',
                  title: 'Thời gian hẹn',
                  render: (_v, booking) => (
                    <div className={styles.patientCell}>
                      <strong>
                        {booking.startTime} - {booking.endTime}
                      </strong>
                      <span>{formatWeekdayDate(booking.date)}</span>
                    </div>
                  ),
                },
                {
                  key: 'status',
                  title: 'Trạng thái',
                  render: (_v, booking) => <BookingStatusTag status={booking.status} />,
                },
                {
                  key: 'price',
                  title: 'Phí khám',
                  render: (_v, booking) => <span className={styles.nowrap}>{formatVnd(booking.price)}</span>,
                },
                ...(wide
                  ? [
                      {
                        key: 'note',
                        title: 'Ghi chú',
                        render: (_v: unknown, booking: Booking) => noteOf(booking),
                      },
                    ]
                  : []),
                {
                  key: 'actions',
                  title: 'Thao tác',
                  width: 250,
                  render: (_v, booking) => actions(booking),
                },
              ]
        }
      />
    </>
  );
}

function CalendarView({
  filters,
  onChange,
  onOpen,
}: {
  filters: DoctorBookingsFilters;
  onChange: (change: Partial<DoctorBookingsFilters>) => void;
  onOpen: (booking: Booking) => void;
}) {
  const day = filters.day ?? toLocalDate(new Date());
  const mode = calendarModeFor(filters.mode, useIsPhone());
  const days = calendarDays(day, mode);
  const query = useListDoctorBookingsBetweenQuery({ fromDate: days[0]!, toDate: days[days.length - 1]! });
  return (
    <>
      <ListLoadError query={query} message="Không thể tải lịch khám." />
      <BookingCalendar
        bookings={query.data ?? []}
        mode={mode}
        day={day}
        loading={query.isFetching}
        onChange={(change) => onChange(change)}
        onOpen={onOpen}
      />
    </>
  );
}
