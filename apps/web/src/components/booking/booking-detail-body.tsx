import { Descriptions, Timeline } from 'antd';
import {
  BOOKING_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  formatDateTime,
  formatLocalDate,
  formatVnd,
  PATIENT_GENDER_LABELS,
  type Booking,
  type BookingEvent,
  formatAppointment,
  isRescheduleEvent,
} from '@lumi/shared';
import { BOOKING_EVENT_TITLES, BOOKING_STATUS_COLORS, BookingStatusTag } from './booking-status-tag';

const ACTOR_LABELS: Record<BookingEvent['updatedByModel'], string> = {
  User: 'Bệnh nhân',
  Doctor: 'Bác sĩ',
  Clinic: 'Phòng khám',
  System: 'Hệ thống',
};

const NONE = 'Không có';

/** Who made a move: 'Bác sĩ · BS. Phạm Thị An', or the role alone when the account is gone. */
function actorOf(event: BookingEvent): string {
  const role = ACTOR_LABELS[event.updatedByModel];
  return event.updatedBy ? `${role} · ${event.updatedBy.name}` : role;
}

/**
 * A booking as the staff sees it (doctor or clinic, reference §5.7–§5.8): the appointment, the patient, and the
 * status history with who moved it, when, and the reason given.
 */
export function BookingDetailBody({ booking }: { booking: Booking }) {
  const { customer } = booking;
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <Descriptions
        title="Thông tin lịch khám"
        column={1}
        size="small"
        bordered
        items={[
          { key: 'code', label: 'Mã lịch khám', children: <strong>{booking.code}</strong> },
          { key: 'status', label: 'Trạng thái', children: <BookingStatusTag status={booking.status} /> },
          { key: 'when', label: 'Thời gian hẹn', children: formatAppointment(booking) },
          {
            key: 'doctor',
            label: 'Bác sĩ',
            children: `${booking.doctor.name} · ${booking.doctor.specialty}`,
          },
          { key: 'clinic', label: 'Phòng khám', children: booking.clinic.name },
          { key: 'price', label: 'Phí khám', children: formatVnd(booking.price) },
          ...(booking.deposit
            ? [
                {
                  key: 'deposit',
                  label: 'Tiền cọc',
                  children: `${formatVnd(booking.deposit.amount)} · ${DEPOSIT_STATUS_LABELS[booking.deposit.status]}`,
                },
              ]
            : []),
          { key: 'note', label: 'Ghi chú', children: customer.note?.trim() || NONE },
          ...(booking.status === 'cancelled'
            ? [{ key: 'reason', label: 'Lý do hủy', children: booking.cancelReason ?? NONE }]
            : []),
          ...(booking.customerConfirmedAt
            ? [
                {
                  key: 'attending',
                  label: 'Khách xác nhận',
                  children: `Sẽ đến (qua tin nhắc lịch, ${formatDateTime(booking.customerConfirmedAt)})`,
                },
              ]
            : []),
          { key: 'created', label: 'Ngày đặt', children: formatDateTime(booking.createdAt) },
        ]}
      />
      <Descriptions
        title="Thông tin bệnh nhân"
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: 'Họ và tên', children: customer.name },
          { key: 'phone', label: 'Số điện thoại', children: customer.phone },
          { key: 'email', label: 'Email', children: customer.email },
          { key: 'gender', label: 'Giới tính', children: PATIENT_GENDER_LABELS[customer.gender] },
          { key: 'dob', label: 'Ngày sinh', children: formatLocalDate(customer.dateOfBirth) },
          { key: 'address', label: 'Địa chỉ', children: customer.address },
          {
            key: 'account',
            label: 'Tài khoản đặt',
            children: `${booking.user.name} (${booking.user.email})`,
          },
        ]}
      />
      <section aria-label="Lịch sử trạng thái">
        <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>Lịch sử trạng thái</h3>
        <Timeline
          items={booking.statusHistory.map((event, index) => ({
            key: `${event.date}-${index}`,
            color: BOOKING_STATUS_COLORS[event.status],
            content: (
              <div>
                <strong>
                  {isRescheduleEvent(event) ? 'Đổi lịch khám' : BOOKING_EVENT_TITLES[event.status]}
                </strong>{' '}
                <span style={{ color: 'rgba(0,0,0,0.5)' }}>({BOOKING_STATUS_LABELS[event.status]})</span>
                <div>
                  {actorOf(event)} · {formatDateTime(event.date)}
                </div>
                {event.note && <div>{isRescheduleEvent(event) ? event.note : `Lý do: ${event.note}`}</div>}
              </div>
            ),
          }))}
        />
      </section>
    </div>
  );
}
