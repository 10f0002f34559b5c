import { Tag } from 'antd';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@lumi/shared';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  shipping: 'purple',
  delivered: 'green',
  cancelled: 'default',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  unpaid: 'default',
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  refund_pending: 'orange',
  refunded: 'cyan',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag color={PAYMENT_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Tag>;
}
