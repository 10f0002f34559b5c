import { CalendarOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatVnd, type Booking, formatAppointment } from '@lumi/shared';
import { paths } from '@/config/paths';
import { downloadBookingCalendar } from '../utils/calendar-file';
import { doctorTitle } from '../utils/format';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { DepositBox } from './deposit-box';
import styles from './booking.module.css';

/** After 'Đặt lịch': what was booked, the calendar file, and where to follow it. */
export function BookingConfirmation({ booking, onAgain }: { booking: Booking; onAgain: () => void }) {
  // The 'Đặt lịch' button is gone: focus moves to the news, and Tab goes on to what can be done next.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  return (
    <section aria-labelledby="booking-done-title" role="status">
      <h3
        id="booking-done-title"
        ref={titleRef}
        tabIndex={-1}
        className={styles.cardTitle}
        style={{ color: '#047857', outline: 'none' }}
      >
        <CheckCircleFilled /> Đặt lịch khám thành công!
      </h3>
      <p className={styles.muted}>
        Phòng khám sẽ xác nhận lịch của bạn sớm. Bạn sẽ nhận email và thông báo khi lịch được xác nhận.
      </p>
      <dl className={styles.facts}>
        <dt>Mã lịch khám</dt>
        <dd className={styles.code}>{booking.code}</dd>
        <dt>Bác sĩ</dt>
        <dd>
          {doctorTitle(booking.doctor.name)} · {booking.doctor.specialty}
        </dd>
        <dt>Phòng khám</dt>
        <dd>{booking.clinic.name}</dd>
        <dt>Thời gian</dt>
        <dd>{formatAppointment(booking)}</dd>
        <dt>Phí khám</dt>
        <dd>
          <span className={styles.price}>{formatVnd(booking.price)}</span> (thanh toán tại phòng khám)
        </dd>
        <dt>Trạng thái</dt>
        <dd>
          <BookingStatusTag status={booking.status} />
        </dd>
      </dl>
      <DepositBox booking={booking} />
      <div className={styles.actions} style={{ marginTop: 18 }}>
        <Button icon={<CalendarOutlined />} onClick={() => downloadBookingCalendar(booking)}>
          Thêm vào lịch (.ics)
        </Button>
        <Link to={paths.booking.bookingDetail.getHref(booking._id)} className={styles.primaryLink}>
          Xem chi tiết lịch khám
        </Link>
        <Link to={paths.booking.history.getHref()} className={styles.secondaryLink}>
          Lịch sử đặt khám
        </Link>
        <Button type="link" onClick={onAgain}>
          Đặt thêm lịch khác
        </Button>
      </div>
    </section>
  );
}
