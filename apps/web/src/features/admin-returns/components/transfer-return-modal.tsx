import { Form, Input, Modal } from 'antd';
import { ReturnTransferBodySchema, formatVnd, type OrderReturn } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import styles from './admin-returns.module.css';

const referenceRules = rulesFrom(ReturnTransferBodySchema.shape.reference);

type TransferReturnModalProps = {
  open: boolean;
  item: OrderReturn;
  confirming: boolean;
  onCancel: () => void;
  /** Records the transfer; the modal closes when the caller says so. */
  onConfirm: (reference: string) => Promise<void>;
};

/** A cash order's refund: the shop transfers the money itself, then records the transfer's reference here. */
export function TransferReturnModal({
  open,
  item,
  confirming,
  onCancel,
  onConfirm,
}: TransferReturnModalProps) {
  const [form] = Form.useForm<{ reference: string }>();

  const submit = async () => {
    const { reference } = await form.validateFields();
    await onConfirm(reference.trim());
  };

  return (
    <Modal
      title={`Ghi nhận chuyển khoản hoàn tiền ${item.code}`}
      open={open}
      okText="Ghi nhận"
      cancelText="Đóng"
      okButtonProps={{ loading: confirming }}
      onOk={() => void submit().catch(() => {})}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p className={styles.modalIntro}>
        Chuyển <strong className={styles.money}>{formatVnd(item.refundAmount)}</strong>
        {item.bank
          ? ` đến tài khoản ${item.bank.accountNumber} (${item.bank.bankName}, ${item.bank.accountName})`
          : ''}
        , sau đó nhập mã giao dịch để ghi nhận đã hoàn tiền.
      </p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reference" label="Mã giao dịch chuyển khoản" rules={referenceRules}>
          <Input maxLength={100} placeholder="Ví dụ: FT26154123456" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
