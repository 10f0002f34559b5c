import { Avatar, Form, Input, Modal, Rate } from 'antd';
import { CreateDoctorReviewBodySchema, type Booking } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useReviewClinicMutation, useReviewDoctorMutation } from '../api/booking-api';
import { doctorTitle } from '../utils/format';

export type ReviewTarget = { booking: Booking; kind: 'doctor' | 'clinic' };
type ReviewValues = { rate?: number; content?: string };

const FIELD = CreateDoctorReviewBodySchema.shape;

/**
 * 'Đánh giá bác sĩ' / 'Đánh giá phòng khám' after a completed booking (decision 25; api-contract §4.5): stars and
 * a comment of up to 250 characters.
 */
export function BookingReviewModal({
  target,
  onClose,
}: {
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const [reviewDoctor, doctorState] = useReviewDoctorMutation();
  const [reviewClinic, clinicState] = useReviewClinicMutation();
  const isDoctor = target?.kind === 'doctor';

  const submit = async (values: ReviewValues) => {
    if (!target) return;
    const { booking } = target;
    const common = { booking: booking._id, rate: values.rate ?? 0, content: values.content ?? '' };
    const result = isDoctor
      ? await reviewDoctor({ ...common, doctor: booking.doctor._id })
      : await reviewClinic({ ...common, clinic: booking.clinic._id });
    if ('data' in result) {
      form.resetFields();
      onClose();
    }
  };

  const booking = target?.booking;
  return (
    <Modal
      open={target !== null}
      title={isDoctor ? 'Đánh giá bác sĩ' : 'Đánh giá phòng khám'}
      okText="Gửi đánh giá"
      okButtonProps={{ loading: doctorState.isLoading || clinicState.isLoading }}
      cancelText="Đóng"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {booking && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
          <Avatar size={48} src={isDoctor ? booking.doctor.avatar.url : booking.clinic.logo.url} alt="" />
          <div>
            <strong>{isDoctor ? doctorTitle(booking.doctor.name) : booking.clinic.name}</strong>
            <div style={{ color: '#5b6b7c' }}>
              {isDoctor ? booking.doctor.specialty : `Lịch khám ${booking.code}`}
            </div>
          </div>
        </div>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="rate" label="Số sao" rules={rulesFrom(FIELD.rate)}>
          <Rate aria-label="Số sao" />
        </Form.Item>
        <Form.Item name="content" label="Nội dung đánh giá" rules={rulesFrom(FIELD.content)}>
          <Input.TextArea rows={4} maxLength={250} showCount placeholder="Chia sẻ trải nghiệm khám của bạn" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
