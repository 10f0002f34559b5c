import { Form, Input, Modal } from 'antd';
import { OrderNoteSchema, ShippingAddressSchema, type Order } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import styles from './admin-orders.module.css';

type EditValues = { name: string; phone: string; address: string; note: string };

type EditOrderModalProps = {
  order: Order;
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (body: { name: string; phone: string; address: string; note: string | null }) => Promise<void>;
};

/**
 * Recipient, phone, street address and note of an order not yet shipping (ADMIN; api-contract §3.5
 * `PUT /admin/orders/{id}`). The province, district and ward stay as the customer chose them, so the
 * shipping fee does not change.
 */
export function EditOrderModal({ order, open, saving, onCancel, onSave }: EditOrderModalProps) {
  const [form] = Form.useForm<EditValues>();

  const submit = async () => {
    const values = await form.validateFields();
    const note = values.note.trim();
    await onSave({
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      note: note ? note : null,
    });
  };

  return (
    <Modal
      title={`Sửa thông tin giao hàng ${order.code}`}
      open={open}
      okText="Lưu"
      cancelText="Đóng"
      okButtonProps={{ loading: saving }}
      onOk={() => void submit().catch(() => {})}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: order.name,
          phone: order.phone,
          address: order.address,
          note: order.note ?? '',
        }}
      >
        <Form.Item name="name" label="Người nhận" rules={rulesFrom(ShippingAddressSchema.shape.name)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(ShippingAddressSchema.shape.phone)}>
          <Input maxLength={15} inputMode="tel" />
        </Form.Item>
        <Form.Item name="address" label="Địa chỉ" rules={rulesFrom(ShippingAddressSchema.shape.address)}>
          <Input maxLength={255} />
        </Form.Item>
        <p className={styles.editPlace}>
          {[order.ward.name, order.district.name, order.province.name].join(', ')}
        </p>
        <Form.Item name="note" label="Ghi chú" rules={rulesFrom(OrderNoteSchema, { optional: true })}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
