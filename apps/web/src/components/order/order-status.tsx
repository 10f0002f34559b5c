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

/**
 * antd writes a preset tag in the colour's 7th shade on its 1st: gold, green, orange and cyan read 2.8–3.4:1 there.
 * Their 8th or 9th shade reads at least 5:1 (WCAG AA, issue 25); the background stays antd's.
 */
const READABLE_TEXT: Record<string, string> = {
  gold: '#874d00',
  green: '#237804',
  orange: '#ad4e00',
  cyan: '#006d75',
};

function StatusTag({ color, label }: { color: string; label: string }) {
  const text = READABLE_TEXT[color];
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {label}
    </Tag>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <StatusTag color={STATUS_COLORS[status]} label={ORDER_STATUS_LABELS[status]} />;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <StatusTag color={PAYMENT_COLORS[status]} label={PAYMENT_STATUS_LABELS[status]} />;
}
