import { CLINIC_SITE_NAME, addLocalDays, formatLocalDate, toLocalDate, type Booking } from '@lumi/shared';
import { doctorTitle } from './mail';

/** The customer's BOOKING notification of a reminder. */
export function reminderNotificationText(booking: Booking, now: Date): { title: string; content: string } {
  const today = toLocalDate(now);
  const date = formatLocalDate(booking.date);
  const when =
    booking.date === today
      ? `hôm nay (${date})`
      : booking.date === addLocalDays(today, 1)
        ? `ngày mai (${date})`
        : `ngày ${date}`;
  return {
    title: '⏰ Nhắc lịch khám',
    content: `Bạn có lịch khám ${booking.code} lúc ${booking.startTime} ${when} với ${doctorTitle(booking.doctor.name)} tại ${booking.clinic.name}`,
  };
}

/** The day-before reminder's SMS (issue 30, ADR 0059): the visit, and the link to confirm or cancel. */
export function reminderSmsText(booking: Booking, now: Date, actionUrl: string): string {
  const { content } = reminderNotificationText(booking, now);
  return `${CLINIC_SITE_NAME}: ${content}. Xác nhận hoặc hủy lịch: ${actionUrl}`;
}

/** The ZNS template's parameters of the reminder (the template's text is approved by Zalo, not ours). */
export function reminderZnsParams(booking: Booking, actionUrl: string): Record<string, string> {
  return {
    customer_name: booking.customer.name,
    booking_code: booking.code,
    doctor_name: booking.doctor.name,
    clinic_name: booking.clinic.name,
    schedule_time: `${booking.startTime} ${formatLocalDate(booking.date)}`,
    action_url: actionUrl,
  };
}
