import { formatLocalDate, localDayOfWeek, type Booking } from '@lumi/shared';

export type Weekday = ReturnType<typeof localDayOfWeek>;

/** 'Thứ 2' … 'Thứ 7', 'Chủ nhật' by `dayOfWeek` (1 = Monday … 7 = Sunday, api-contract §2 DayOfWeek). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Thứ 2',
  2: 'Thứ 3',
  3: 'Thứ 4',
  4: 'Thứ 5',
  5: 'Thứ 6',
  6: 'Thứ 7',
  7: 'Chủ nhật',
};

/** 'Thứ 4, 26/11/2026' */
export function weekdayDate(localDate: string): string {
  return `${WEEKDAY_NAMES[localDayOfWeek(localDate)]}, ${formatLocalDate(localDate)}`;
}

/** '08:30 - 09:00, Thứ 4, 26/11/2026' */
export function appointmentTime(booking: Pick<Booking, 'date' | 'startTime' | 'endTime'>): string {
  return `${booking.startTime} - ${booking.endTime}, ${weekdayDate(booking.date)}`;
}
