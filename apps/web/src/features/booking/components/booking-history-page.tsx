import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  formatVnd,
  type Booking,
  type BookingStatus,
  formatAppointment,
} from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { BellIcon, ClockCircleIcon, MedicineBoxIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useGetMyBookingsQuery } from '../api/booking-api';
import { doctorTitle } from '../utils/format';
import { BookingActions } from './booking-actions';
import { BookingReviewModal, type ReviewTarget } from './booking-review-modal';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { CancelBookingModal } from './cancel-booking-modal';
import { RescheduleBookingModal } from './reschedule-booking-modal';
import { SignInGate, type AuthModalComponent } from './sign-in-gate';
import styles from './booking.module.css';

export const BOOKING_PAGE_SIZE = 10;
type StatusTab = BookingStatus | 'all';

function tabOf(value: string | null): StatusTab {
  return value && (BOOKING_STATUSES as readonly string[]).includes(value) ? (value as BookingStatus) : 'all';
}

/** `/booking-history` (api-contract §3.10 `GET /bookings/customer`): status tabs with counts, cards, pages. */
export function BookingHistoryPage({ AuthModal }: { AuthModal: AuthModalComponent }) {
  return (
    <SignInGate AuthModal={AuthModal}>
      <PageTitle clinic title="Lịch sử đặt khám" />
      <div className={styles.page}>
        <div className={styles.container}>
          <div className={`${styles.bookingHead} ${styles.headingRow}`}>
            <h1 className={styles.heading}>Lịch sử đặt khám</h1>
            <Link to={paths.booking.waitlist.getHref()} className={styles.metaItem}>
              <BellIcon /> Danh sách chờ
            </Link>
          </div>
          <div className={styles.card}>
            <BookingHistory />
          </div>
        </div>
      </div>
    </SignInGate>
  );
}

function BookingHistory() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const [params, setParams] = useSearchParams();
  const status = tabOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  // The tabs' counts stay while another tab loads (`data`); the list is only ever the chosen tab's (`currentData`):
  // while it loads, the skeleton, never the previous tab's bookings under the new tab's name.
  const { data, currentData, isFetching, error } = useGetMyBookingsQuery(
    { status, page, pageSize: BOOKING_PAGE_SIZE },
    { skip: !isAuthenticated, refetchOnMountOrArgChange: true },
  );

  const go = (next: { status?: StatusTab; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    if (nextStatus === 'all') search.delete('status');
    else search.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    setParams(search);
  };

  const counts = data?.statistics;
  const tabs = [
    { key: 'all', label: `Tất cả (${counts?.total ?? 0})` },
    ...BOOKING_STATUSES.map((s) => ({ key: s, label: `${BOOKING_STATUS_LABELS[s]} (${counts?.[s] ?? 0})` })),
  ];

  if (!isAuthenticated) {
    return (
      <Empty description="Vui lòng đăng nhập để xem lịch sử đặt khám">
        <Link to={paths.booking.doctors.getHref()}>Tìm bác sĩ để đặt lịch</Link>
      </Empty>
    );
  }

  return (
    <>
      <Tabs
        className={styles.historyTabs}
        activeKey={status}
        items={tabs}
        onChange={(key) => go({ status: key as StatusTab })}
      />
      {!currentData && isFetching ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <p role="alert">{getErrorMessage(error)}</p>
      ) : !currentData || currentData.data.length === 0 ? (
        <Empty
          description={status === 'all' ? 'Bạn chưa có lịch khám nào' : 'Không có lịch khám ở trạng thái này'}
        >
          <Link to={paths.booking.doctors.getHref()}>Tìm bác sĩ để đặt lịch</Link>
        </Empty>
      ) : (
        <>
          <ul className={styles.bookingList} aria-busy={isFetching} aria-label="Danh sách lịch khám">
            {currentData.data.map((booking) => (
              <li key={booking._id} className={`${styles.card} ${styles.bookingCard}`}>
                <BookingCard
                  booking={booking}
                  onCancel={setCancelling}
                  onReschedule={setMoving}
                  onReview={setReviewing}
                />
              </li>
            ))}
          </ul>
          {currentData.pagination.totalItems > BOOKING_PAGE_SIZE && (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={BOOKING_PAGE_SIZE}
              total={currentData.pagination.totalItems}
              showSizeChanger={false}
              onChange={(next) => go({ page: next })}
            />
          )}
        </>
      )}
      <CancelBookingModal booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleBookingModal booking={moving} onClose={() => setMoving(null)} />
      <BookingReviewModal target={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

function BookingCard({
  booking,
  onCancel,
  onReschedule,
  onReview,
}: {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  onReview: (target: ReviewTarget) => void;
}) {
  return (
    <article aria-label={`Lịch khám ${booking.code}`}>
      <div className={styles.bookingHead}>
        <span className={styles.code}>{booking.code}</span>
        <BookingStatusTag status={booking.status} />
      </div>
      <div className={styles.person} style={{ margin: '12px 0' }}>
        <img src={booking.doctor.avatar.url} alt="" className={styles.personAvatar} width={56} height={56} />
        <div style={{ minWidth: 0 }}>
          <Link to={paths.booking.doctorDetail.getHref(booking.doctor.slug)} className={styles.personName}>
            {doctorTitle(booking.doctor.name)}
          </Link>
          <div className={styles.muted}>{booking.doctor.specialty}</div>
        </div>
      </div>
      <div className={styles.bookingMeta}>
        <span className={styles.metaItem}>
          <ClockCircleIcon /> {formatAppointment(booking)}
        </span>
        <span className={styles.metaItem}>
          <MedicineBoxIcon /> {booking.clinic.name}
        </span>
        <span>
          Phí khám: <span className={styles.price}>{formatVnd(booking.price)}</span>
        </span>
      </div>
      {booking.status === 'cancelled' && booking.cancelReason && (
        <p className={styles.muted} style={{ margin: '8px 0 0' }}>
          Lý do hủy: {booking.cancelReason}
        </p>
      )}
      <div className={styles.bookingFoot} style={{ marginTop: 12 }}>
        <Link to={paths.booking.bookingDetail.getHref(booking._id)}>Xem chi tiết</Link>
        <div className={styles.actions}>
          <BookingActions
            booking={booking}
            onCancel={onCancel}
            onReschedule={onReschedule}
            onReview={onReview}
          />
        </div>
      </div>
    </article>
  );
}
