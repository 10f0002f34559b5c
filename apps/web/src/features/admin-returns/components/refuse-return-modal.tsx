import { Form, Input, Modal, type FormRule } from 'antd';
import { RETURN_TEXT_MAX, ReturnDecisionBodySchema } from '@lumi/shared';
import { firstIssueMessage } from '@/lib/form-rules';

/** The note checked as the server checks the body: a refusal says why (at most RETURN_TEXT_MAX characters). */
const noteRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const message = firstIssueMessage(ReturnDecisionBodySchema, {
        decision: 'refuse',
        note: value ?? null,
      });
      if (message !== null) throw new Error(message);
    },
  },
];

type RefuseReturnModalProps = {
  open: boolean;
  code: string;
  confirming: boolean;
  onCancel: () => void;
  /** Sends the refusal; the modal closes when the caller says so. */
  onConfirm: (note: string) => Promise<void>;
};

/** Refusing a return needs the reason the customer will read. */
export function RefuseReturnModal({ open, code, confirming, onCancel, onConfirm }: RefuseReturnModalProps) {
  const [form] = Form.useForm<{ note: string }>();

  const submit = async () => {
    const { note } = await form.validateFields();
    await onConfirm(note.trim());
  };

  return (
    <Modal
      title={`Từ chối yêu cầu trả hàng ${code}`}
      open={open}
      okText="Từ chối yêu cầu"
      cancelText="Đóng"
      okButtonProps={{ danger: true, loading: confirming }}
      onOk={() => void submit().catch(() => {})}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="note"
          label="Lý do từ chối"
          extra="Khách hàng sẽ thấy lý do này trong đơn hàng của mình."
          rules={noteRules}
        >
          <Input.TextArea
            rows={4}
            maxLength={RETURN_TEXT_MAX}
            showCount
            placeholder="Ví dụ: Sản phẩm đã qua sử dụng, không đủ điều kiện đổi trả"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
