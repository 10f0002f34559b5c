import { Form, Input, Modal, Radio } from 'antd';
import { CancelBookingBodySchema, VALIDATION, type Booking } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useCancelBookingMutation } from '../api/booking-api';
import { bookingWhen, doctorTitle } from '../utils/format';

/** The usual reasons a patient cancels, and a free one ('Khác'). */
const REASONS = [
  'Thay đổi lịch trình cá nhân',
  'Đã tìm được bác sĩ da liễu khác',
  'Không thể đến đúng giờ hẹn',
  'Chi phí điều trị không phù hợp',
  'Muốn đổi sang phòng khám da liễu khác',
  'Vấn đề về phương tiện đi lại',
  'Muốn tham khảo thêm ý kiến bác sĩ khác',
] as const;
const OTHER = 'Khác';
type CancelValues = { choice?: string; other?: string };

/** 'Hủy lịch khám' with a reason (api-contract §4.1 `PUT /bookings/status/{id}`). */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const [form] = Form.useForm<CancelValues>();
  const choice = Form.useWatch('choice', form);
  const [cancel, { isLoading }] = useCancelBookingMutation();

  const submit = async (values: CancelValues) => {
    if (!booking) return;
    const cancelReason = values.choice === OTHER ? (values.other ?? '') : (values.choice ?? '');
    const result = await cancel({ id: booking._id, body: { status: 'cancelled', cancelReason } });
    if ('data' in result) {
      form.resetFields();
      onClose();
    }
  };

  return (
    <Modal
      open={booking !== null}
      title="Xác nhận hủy lịch khám"
      okText="Hủy lịch khám"
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelText="Đóng"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {booking && (
        <p>
          Lịch khám <strong>{booking.code}</strong> với {doctorTitle(booking.doctor.name)},{' '}
          {bookingWhen(booking)}.
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="choice"
          label="Lý do hủy"
          rules={[{ required: true, message: VALIDATION.cancelReasonRequired }]}
        >
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            {[...REASONS, OTHER].map((reason) => (
              <Radio key={reason} value={reason}>
                {reason}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {choice === OTHER && (
          <Form.Item
            name="other"
            label="Lý do khác"
            rules={rulesFrom(CancelBookingBodySchema.shape.cancelReason)}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
