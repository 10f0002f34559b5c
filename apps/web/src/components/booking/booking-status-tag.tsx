import { Tag } from 'antd';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@lumi/shared';

/** The colours of decision 23's statuses, shared by the tags and the staff calendar (reference §5.6). */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  no_show: 'volcano',
};

/** The same hues for the charts (the antd presets' solid shades). */
export const BOOKING_STATUS_HUES: Record<BookingStatus, string> = {
  pending: '#f59e0b',
  confirmed: '#3b82f6',
  completed: '#10b981',
  cancelled: '#ef4444',
  no_show: '#fa541c',
};

/** The title of a timeline entry that moved a booking into each status (the customer's and the staff's). */
export const BOOKING_EVENT_TITLES: Record<BookingStatus, string> = {
  pending: 'Đặt lịch khám',
  confirmed: 'Xác nhận lịch khám',
  completed: 'Hoàn thành khám',
  cancelled: 'Hủy lịch khám',
  no_show: 'Không đến khám',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={BOOKING_STATUS_COLORS[status]}>{BOOKING_STATUS_LABELS[status]}</Tag>;
}
