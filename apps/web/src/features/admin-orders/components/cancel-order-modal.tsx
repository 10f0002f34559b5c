import { Form, Input, Modal } from 'antd';
import { CancelReasonSchema } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';

type CancelOrderModalProps = {
  open: boolean;
  code: string;
  confirming: boolean;
  onCancel: () => void;
  onConfirm: (cancelReason: string) => Promise<void>;
};

/** Cancelling an order needs a reason (decision 18), checked with the server's own schema. */
export function CancelOrderModal({ open, code, confirming, onCancel, onConfirm }: CancelOrderModalProps) {
  const [form] = Form.useForm<{ cancelReason: string }>();

  const submit = async () => {
    const { cancelReason } = await form.validateFields();
    await onConfirm(cancelReason.trim());
  };

  return (
    <Modal
      title={`Hủy đơn hàng ${code}`}
      open={open}
      okText="Xác nhận hủy"
      cancelText="Đóng"
      okButtonProps={{ danger: true, loading: confirming }}
      onOk={() => void submit().catch(() => {})}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="cancelReason" label="Lý do hủy" rules={rulesFrom(CancelReasonSchema)}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="Nhập lý do hủy đơn hàng" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
