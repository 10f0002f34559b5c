import { localDayOfWeek, formatLocalDate, type Booking } from '@lumi/shared';
import { WEEKDAY_LONG } from './schedule-strip';

/** 'Thứ 4, 26/11/2026' */
export function longDate(localDate: string): string {
  return `${WEEKDAY_LONG[localDayOfWeek(localDate)]}, ${formatLocalDate(localDate)}`;
}

/** '08:30 - 09:00, Thứ 4, 26/11/2026' */
export function bookingWhen(booking: Pick<Booking, 'date' | 'startTime' | 'endTime'>): string {
  return `${booking.startTime} - ${booking.endTime}, ${longDate(booking.date)}`;
}

/** Doctors' names may already carry the title ('BS. Phạm Thị An'); it is shown once. */
export function doctorTitle(name: string): string {
  return /^(BS|ThS|TS|PGS|GS)\b/i.test(name.trim()) ? name.trim() : `BS. ${name.trim()}`;
}
