import { Tag } from 'antd';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@lumi/shared';

/** The colours of decision 23's statuses, shared by the tags and the staff calendar (reference §5.6). */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={BOOKING_STATUS_COLORS[status]}>{BOOKING_STATUS_LABELS[status]}</Tag>;
}
