import { addLocalDays, formatLocalDate, toLocalDate, type Booking } from '@lumi/shared';
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
