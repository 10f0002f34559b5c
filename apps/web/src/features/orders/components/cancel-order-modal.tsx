import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import {
  CancelReasonSchema,
  formatVnd,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentStatusOnCancel,
  SUCCESS,
  VALIDATION,
  type Order,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateMyOrderStatusMutation } from '../api/orders-api';
import styles from './orders.module.css';

/** The usual reasons a customer cancels (the reference's list), and a free one. */
const CANCEL_REASONS = [
  'Tôi muốn thay đổi địa chỉ giao hàng',
  'Tôi muốn thay đổi phương thức thanh toán',
  'Tôi tìm thấy sản phẩm tương tự với giá tốt hơn',
  'Tôi đặt nhầm sản phẩm',
  'Tôi không còn nhu cầu mua sản phẩm này nữa',
] as const;
const OTHER_REASON = 'Lý do khác';
type CancelForm = { choice?: string; other?: string };

/** Where a gateway's refund lands: the refund of the gateway's transaction returns to what paid it. */
const REFUND_DESTINATION = {
  VNPAY: 'tài khoản ngân hàng, thẻ hoặc ví bạn đã dùng',
  STRIPE: 'thẻ bạn đã dùng',
} as const;

/**
 * What cancelling a paid order does with the money (api-contract §3.5, ADR 0010/0013): the order's payment becomes
 * 'Chờ hoàn tiền'; the shop refunds the whole amount on the gateway, where the refund goes back to the means of
 * payment, and then marks the order 'Đã hoàn tiền'. Nothing is refunded automatically.
 */
export function RefundNotice({ order }: { order: Order }) {
  // Cash is only paid on delivery, after which an order cannot be cancelled: a refund is always a gateway's.
  if (paymentStatusOnCancel(order.payment.status) !== 'refund_pending' || order.paymentMethod === 'COD') {
    return null;
  }
  const amount = formatVnd(order.totalAmount);
  return (
    <Alert
      type="info"
      showIcon
      className={styles.refundNotice}
      title={`Đơn hàng đã được thanh toán ${amount} qua ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`}
      description={
        <>
          Sau khi hủy, thanh toán chuyển sang «{PAYMENT_STATUS_LABELS.refund_pending}»: Lumi hoàn lại toàn bộ{' '}
          {amount} qua cổng thanh toán về đúng {REFUND_DESTINATION[order.paymentMethod]}, rồi ghi «
          {PAYMENT_STATUS_LABELS.refunded}» vào đơn hàng.
        </>
      }
    />
  );
}

/** 'Hủy đơn hàng' of a pending or processing order: a reason, and for a paid order what happens to the money. */
export function CancelOrderModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const [updateStatus, updateState] = useUpdateMyOrderStatusMutation();
  const [form] = Form.useForm<CancelForm>();
  const choice = Form.useWatch('choice', form);
  const { message } = App.useApp();

  const submit = async () => {
    const values = await form.validateFields();
    const cancelReason = values.choice === OTHER_REASON ? (values.other ?? '') : (values.choice ?? '');
    try {
      await updateStatus({
        id: order._id,
        body: { status: 'cancelled', cancelReason: cancelReason.trim() },
      }).unwrap();
      onClose();
      form.resetFields();
      void message.success(SUCCESS.orderCancelled);
    } catch {
      // The failure is shown by the error toast.
    }
  };

  return (
    <Modal
      title="Hủy đơn hàng"
      open={open}
      okText="Hủy đơn hàng"
      cancelText="Đóng"
      okButtonProps={{ danger: true, loading: updateState.isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <RefundNotice order={order} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="choice"
          label="Lý do hủy"
          rules={[{ required: true, message: VALIDATION.cancelReasonRequired }]}
        >
          <Radio.Group className={styles.reasons}>
            {[...CANCEL_REASONS, OTHER_REASON].map((reason) => (
              <Radio key={reason} value={reason}>
                {reason}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {choice === OTHER_REASON && (
          <Form.Item name="other" label="Lý do khác" rules={rulesFrom(CancelReasonSchema)}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder="Cho chúng tôi biết lý do bạn hủy đơn"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
