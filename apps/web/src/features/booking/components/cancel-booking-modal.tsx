import { formatAppointment } from '@lumi/shared';
import type { Booking } from '@lumi/shared';
import { CancelReasonModal } from '@/components/booking/cancel-reason-modal';
import { useCancelBookingMutation } from '../api/booking-api';
import { doctorTitle } from '../utils/format';

/** The usual reasons a patient cancels ('Khác' is added by the modal). */
const REASONS = [
  'Thay đổi lịch trình cá nhân',
  'Đã tìm được bác sĩ da liễu khác',
  'Không thể đến đúng giờ hẹn',
  'Chi phí điều trị không phù hợp',
  'Muốn đổi sang phòng khám da liễu khác',
  'Vấn đề về phương tiện đi lại',
  'Muốn tham khảo thêm ý kiến bác sĩ khác',
] as const;

/** The customer's 'Hủy lịch khám' with a reason (api-contract §4.1 `PUT /bookings/status/{id}`). */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const [cancel, { isLoading }] = useCancelBookingMutation();

  const submit = async (cancelReason: string) => {
    if (!booking) return;
    const result = await cancel({ id: booking._id, body: { status: 'cancelled', cancelReason } });
    if ('data' in result) onClose();
  };

  return (
    <CancelReasonModal
      open={booking !== null}
      title="Xác nhận hủy lịch khám"
      summary={
        booking && (
          <p>
            Lịch khám <strong>{booking.code}</strong> với {doctorTitle(booking.doctor.name)},{' '}
            {formatAppointment(booking)}.
          </p>
        )
      }
      reasons={REASONS}
      saving={isLoading}
      onClose={onClose}
      onSubmit={(reason) => void submit(reason)}
    />
  );
}
