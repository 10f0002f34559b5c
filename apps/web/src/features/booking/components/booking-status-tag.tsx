import { Tag } from 'antd';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@lumi/shared';

const COLORS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={COLORS[status]}>{BOOKING_STATUS_LABELS[status]}</Tag>;
}
