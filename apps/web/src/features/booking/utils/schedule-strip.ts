import {
  addLocalDays,
  BOOKING_HORIZON_DAYS,
  localDaysBetween,
  scheduleRange,
  toLocalDate,
  workingWeek,
  type DaySchedule,
  type Doctor,
  type SlotSource,
} from '@lumi/shared';

/** Days in the date strip of the doctor page. */
export const STRIP_DAYS = 7;

/**
 * The strip's days from `from`, with which of them are closed (weekly closed day, holiday, beyond 60 days),
 * by the same arithmetic as the server. Bookings are not known here: the chosen day's slots come from the server.
 */
export function stripDays(doctor: Doctor, from: string, now: Date): DaySchedule[] {
  const source: SlotSource = {
    doctor: {
      schedule: workingWeek(doctor.schedule, doctor.clinic.workingHours),
      duration: doctor.duration,
      holidays: doctor.holidays,
    },
    clinic: { workingHours: doctor.clinic.workingHours, holidays: doctor.clinic.holidays },
    bookings: [],
  };
  return scheduleRange(source, from, STRIP_DAYS, now);
}

/** The first day of week `week` of the strip (0 = from today). */
export function stripStart(today: string, week: number): string {
  return addLocalDays(today, week * STRIP_DAYS);
}

/** Whether the strip may move to week `week + 1` (the last bookable day is today + 60). */
export function hasNextWeek(today: string, week: number): boolean {
  return localDaysBetween(today, stripStart(today, week + 1)) <= BOOKING_HORIZON_DAYS;
}

/** The first open day of a strip, else its first day. */
export function firstOpenDay(days: DaySchedule[]): string | undefined {
  return (days.find((d) => d.isOpen) ?? days[0])?.date;
}

export const todayOf = (now: Date) => toLocalDate(now);

/** 'dd/MM' of a local date, for the strip. */
export function dayMonth(localDate: string): string {
  return `${localDate.slice(8, 10)}/${localDate.slice(5, 7)}`;
}
