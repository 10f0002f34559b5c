export { BookingStatusTag } from '@/components/booking/booking-status-tag';
