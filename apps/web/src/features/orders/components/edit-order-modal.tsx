import { Alert, App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import {
  formatVnd,
  orderFigures,
  SUCCESS,
  type AddressIds,
  type Order,
  type OrderAddressQuote,
  type UpdateOrderBody,
} from '@lumi/shared';
import { ShippingAddressFields, useAddressIds, type ShippingAddressValues } from '@/components/address-form';
import { MoneyFiguresList } from '@/components/money-figures';
import { getErrorMessage } from '@/lib/errors';
import { useQuoteMyOrderAddressMutation, useUpdateMyOrderMutation } from '../api/orders-api';
import styles from './orders.module.css';

type Quoted = { ids: AddressIds } & ({ quote: OrderAddressQuote } | { error: string });

const sameIds = (a: AddressIds, b: AddressIds) =>
  a.province.id === b.province.id &&
  a.district.id === b.district.id &&
  String(a.ward.id) === String(b.ward.id);

function valuesOf(order: Order): ShippingAddressValues {
  return {
    name: order.name,
    phone: order.phone,
    parts: { province: order.province, district: order.district, ward: order.ward },
    address: order.address,
    note: order.note ?? '',
  };
}

/**
 * 'Sửa thông tin nhận hàng' of a pending or processing order (`PUT /orders/{id}`): the checkout's address fields,
 * and for a new place the fee and total the server quotes by the edit's own rule (ADR 0029) before saving.
 */
export function EditOrderModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ShippingAddressValues>();
  const parts = Form.useWatch('parts', form);
  const ids = useAddressIds(parts);
  const [quoteAddress] = useQuoteMyOrderAddressMutation();
  const [updateOrder, updateState] = useUpdateMyOrderMutation();
  const [quoted, setQuoted] = useState<Quoted | null>(null);
  const { message } = App.useApp();

  const stored: AddressIds = { province: order.province, district: order.district, ward: order.ward };
  const moves = ids !== null && !sameIds(ids, stored);
  const current = moves && quoted && sameIds(quoted.ids, ids) ? quoted : null;

  useEffect(() => {
    if (!open || !moves || !ids) return;
    let live = true;
    quoteAddress({ id: order._id, body: ids })
      .unwrap()
      .then(
        (quote) => live && setQuoted({ ids, quote }),
        (error: unknown) => live && setQuoted({ ids, error: getErrorMessage(error) }),
      );
    return () => {
      live = false;
    };
  }, [ids, moves, open, order._id, quoteAddress]);

  const submit = async () => {
    const values = await form.validateFields();
    if (!ids) return;
    const body: UpdateOrderBody = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      ...(moves ? ids : {}),
      note: values.note?.trim() ? values.note.trim() : null,
    };
    try {
      await updateOrder({ id: order._id, body }).unwrap();
      void message.success(SUCCESS.orderUpdated);
      onClose();
    } catch {
      // The failure is shown by the error toast.
    }
  };

  const quotePending = moves && !current;
  const refused = current && 'error' in current ? current.error : null;
  const fee = current && 'quote' in current ? current.quote : { shippingFee: order.shippingFee };

  return (
    <Modal
      title="Sửa thông tin nhận hàng"
      open={open}
      okText="Lưu thay đổi"
      cancelText="Đóng"
      okButtonProps={{ loading: updateState.isLoading, disabled: quotePending || refused !== null }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ShippingAddressValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={valuesOf(order)}
        preserve={false}
      >
        <ShippingAddressFields />
      </Form>
      <section aria-label="Phí vận chuyển và tổng tiền" aria-busy={quotePending}>
        {refused ? (
          <Alert type="warning" showIcon role="alert" title={refused} />
        ) : (
          <>
            <MoneyFiguresList
              figures={orderFigures({ ...order, shippingFee: quotePending ? null : fee.shippingFee })}
              feePending={<span className={styles.muted}>Đang tính phí cho địa chỉ mới…</span>}
              classes={{ list: styles.rows, row: styles.row, saving: styles.saving, total: styles.total }}
            />
            {current && 'quote' in current && current.quote.shippingFee !== order.shippingFee && (
              <p className={styles.muted} role="status">
                Phí vận chuyển đổi từ {formatVnd(order.shippingFee)} thành{' '}
                {formatVnd(current.quote.shippingFee)} theo địa chỉ mới.
              </p>
            )}
          </>
        )}
      </section>
    </Modal>
  );
}
