import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import {
  bookingActions,
  type Booking,
  type BookingActor,
  type StaffBookingStatusBody,
  formatAppointment,
} from '@lumi/shared';
import { CancelReasonModal } from './cancel-reason-modal';

/** The reasons a doctor or clinic cancels (reference §5.6); 'Khác' is added by the modal. */
export const STAFF_CANCEL_REASONS = [
  'Bác sĩ có việc đột xuất',
  'Bác sĩ không đủ sức khỏe để thực hiện khám chữa bệnh',
  'Lịch trình của bác sĩ bị thay đổi do yêu cầu công việc',
  'Thiếu hồ sơ hoặc tài liệu y tế cần thiết cho buổi khám',
  'Bệnh nhân không cung cấp đầy đủ thông tin cần thiết',
  'Cơ sở y tế gặp sự cố không thể phục vụ',
  'Bệnh nhân không đến đúng giờ và không thể chờ thêm',
  'Bệnh nhân yêu cầu hủy buổi khám',
  'Lịch khám bị trùng với lịch khác của bác sĩ',
] as const;

type StaffBookingActionsProps = {
  booking: Booking;
  /** 'Doctor' or 'Clinic': the shared state machine (decision 23) decides the buttons for this actor now. */
  actor: Exclude<BookingActor, 'User'>;
  now: Date;
  /** Sends the move; resolves when saved, rejects when refused (the API layer shows the server's message). */
  onMove: (body: StaffBookingStatusBody) => Promise<unknown>;
  size?: 'small' | 'middle';
};

/**
 * 'Xác nhận', 'Hoàn thành' and 'Không đến' (once the appointment has started) and 'Hủy lịch' with a reason, as the
 * state machine of `@lumi/shared` allows them; nothing for a finished booking.
 */
export function StaffBookingActions({
  booking,
  actor,
  now,
  onMove,
  size = 'middle',
}: StaffBookingActionsProps) {
  const actions = bookingActions(booking, actor, now);
  const [busy, setBusy] = useState<StaffBookingStatusBody['status'] | null>(null);
  const [isCancelling, setCancelling] = useState(false);

  const move = async (body: StaffBookingStatusBody) => {
    setBusy(body.status);
    try {
      await onMove(body);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Space wrap size={8}>
        {actions.includes('confirm') && (
          <Button
            size={size}
            type="primary"
            icon={<CheckOutlined />}
            loading={busy === 'confirmed'}
            disabled={busy !== null}
            onClick={() => void move({ status: 'confirmed' })}
          >
            Xác nhận
          </Button>
        )}
        {actions.includes('complete') && (
          <Button
            size={size}
            type="primary"
            icon={<CheckCircleOutlined />}
            loading={busy === 'completed'}
            disabled={busy !== null}
            onClick={() => void move({ status: 'completed' })}
          >
            Hoàn thành
          </Button>
        )}
        {actions.includes('noShow') && (
          <Popconfirm
            title="Ghi nhận bệnh nhân không đến?"
            description="Lần không đến được tính vào thống kê của bác sĩ và phòng khám, bệnh nhân được báo; từ lần thứ hai trong 90 ngày, bệnh nhân phải đặt cọc khi đặt lịch tại phòng khám."
            okText="Ghi nhận"
            cancelText="Quay lại"
            onConfirm={() => move({ status: 'no_show' })}
          >
            <Button
              size={size}
              icon={<UserDeleteOutlined />}
              loading={busy === 'no_show'}
              disabled={busy !== null}
            >
              Không đến
            </Button>
          </Popconfirm>
        )}
        {actions.includes('cancel') && (
          <Button
            size={size}
            danger
            icon={<CloseCircleOutlined />}
            disabled={busy !== null}
            onClick={() => setCancelling(true)}
          >
            Hủy lịch
          </Button>
        )}
      </Space>
      <StaffCancelModal
        booking={isCancelling ? booking : null}
        saving={busy === 'cancelled'}
        onClose={() => setCancelling(false)}
        onCancel={async (cancelReason) => {
          if (await move({ status: 'cancelled', cancelReason })) setCancelling(false);
        }}
      />
    </>
  );
}

type StaffCancelModalProps = {
  booking: Booking | null;
  saving: boolean;
  onClose: () => void;
  onCancel: (reason: string) => Promise<void>;
};

/** The doctor's or the clinic's 'Hủy lịch khám': the patient is told the reason by notification and e-mail. */
export function StaffCancelModal({ booking, saving, onClose, onCancel }: StaffCancelModalProps) {
  return (
    <CancelReasonModal
      open={booking !== null}
      title="Hủy lịch khám"
      summary={
        booking && (
          <p>
            Lịch khám <strong>{booking.code}</strong> của {booking.customer.name},{' '}
            {formatAppointment(booking)}. Bệnh nhân sẽ nhận được thông báo và email kèm lý do.
          </p>
        )
      }
      reasons={STAFF_CANCEL_REASONS}
      saving={saving}
      onClose={onClose}
      onSubmit={(reason) => void onCancel(reason)}
    />
  );
}
