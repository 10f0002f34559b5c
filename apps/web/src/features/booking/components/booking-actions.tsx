import { CalendarOutlined, CloseCircleOutlined, FieldTimeOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { Booking } from '@lumi/shared';
import { downloadBookingCalendar } from '../utils/calendar-file';
import type { ReviewTarget } from './booking-review-modal';
import { useSignInGate } from './sign-in-gate';

export type BookingActionHandlers = {
  onCancel: (booking: Booking) => void;
  /** 'Đổi lịch' while the server says so (`canReschedule`, issue 30). */
  onReschedule: (booking: Booking) => void;
  onReview: (target: ReviewTarget) => void;
};

/**
 * What the customer may do with a booking now: move it and cancel it while the server says so (`canReschedule`,
 * `canCancel`), review the doctor and
 * the clinic once completed (until reviewed), add it to a calendar while it is still to come.
 */
export function BookingActions({
  booking,
  onCancel,
  onReschedule,
  onReview,
  calendar = false,
}: { booking: Booking; calendar?: boolean } & BookingActionHandlers) {
  const gate = useSignInGate();
  const completed = booking.status === 'completed';
  return (
    <>
      {calendar && booking.status !== 'completed' && booking.status !== 'no_show' && (
        <Button icon={<CalendarOutlined />} onClick={() => downloadBookingCalendar(booking)}>
          Thêm vào lịch (.ics)
        </Button>
      )}
      {completed &&
        (booking.isReview ? (
          <Tag color="green">Đã đánh giá bác sĩ</Tag>
        ) : (
          <Button icon={<StarOutlined />} onClick={() => gate(() => onReview({ booking, kind: 'doctor' }))}>
            Đánh giá bác sĩ
          </Button>
        ))}
      {completed &&
        (booking.isClinicReview ? (
          <Tag color="green">Đã đánh giá phòng khám</Tag>
        ) : (
          <Button icon={<StarOutlined />} onClick={() => gate(() => onReview({ booking, kind: 'clinic' }))}>
            Đánh giá phòng khám
          </Button>
        ))}
      {booking.canReschedule && (
        <Button icon={<FieldTimeOutlined />} onClick={() => gate(() => onReschedule(booking))}>
          Đổi lịch
        </Button>
      )}
      {booking.canCancel && (
        <Button danger icon={<CloseCircleOutlined />} onClick={() => gate(() => onCancel(booking))}>
          Hủy lịch khám
        </Button>
      )}
    </>
  );
}
