import { Form, Input, Modal, Radio } from 'antd';
import type { ReactNode } from 'react';
import { CancelReasonSchema, VALIDATION } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';

const OTHER = 'Khác';
type CancelValues = { choice?: string; other?: string };

type CancelReasonModalProps = {
  open: boolean;
  title: string;
  /** What is being cancelled, above the reasons. */
  summary: ReactNode;
  /** The usual reasons of whoever cancels; 'Khác' with their own words (required, ≤ 500) comes last. */
  reasons: readonly string[];
  saving: boolean;
  onClose: () => void;
  /** Sends the cancellation; the modal stays open until the caller closes it (a refusal keeps the choice). */
  onSubmit: (reason: string) => void;
};

/** 'Hủy lịch khám' with a reason, for the customer, the doctor and the clinic (api-contract §4.1). */
export function CancelReasonModal({
  open,
  title,
  summary,
  reasons,
  saving,
  onClose,
  onSubmit,
}: CancelReasonModalProps) {
  const [form] = Form.useForm<CancelValues>();
  const choice = Form.useWatch('choice', form);

  return (
    <Modal
      open={open}
      title={title}
      okText="Hủy lịch khám"
      okButtonProps={{ danger: true, loading: saving }}
      cancelText="Đóng"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(isOpen) => {
        // Each opening starts without a choice.
        if (!isOpen) form.resetFields();
      }}
      destroyOnHidden
    >
      {summary}
      <Form
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={(values) =>
          onSubmit(values.choice === OTHER ? (values.other ?? '').trim() : (values.choice ?? ''))
        }
      >
        <Form.Item
          name="choice"
          label="Lý do hủy"
          rules={[{ required: true, message: VALIDATION.cancelReasonRequired }]}
        >
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            {[...reasons, OTHER].map((reason) => (
              <Radio key={reason} value={reason}>
                {reason}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {choice === OTHER && (
          <Form.Item name="other" label="Lý do khác" rules={rulesFrom(CancelReasonSchema)}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
