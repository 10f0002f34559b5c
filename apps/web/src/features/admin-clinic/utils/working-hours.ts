import { minutesToTime, WEEKDAYS, type WorkingDay, type WorkingDayInput } from '@lumi/shared';

/** Every quarter of an hour of a day, 'HH:mm' (the server accepts 15-minute steps only). */
export const QUARTER_HOURS: string[] = Array.from({ length: 96 }, (_v, i) => minutesToTime(i * 15));

/** The week the form starts from: every day open 08:00–17:00 (the reference's defaults), no break. */
export function defaultWeek(): WorkingDayInput[] {
  return WEEKDAYS.map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    startTime: '08:00',
    endTime: '17:00',
  }));
}

export function toWorkingDayInputs(days: readonly WorkingDay[]): WorkingDayInput[] {
  const byDay = new Map(days.map((day) => [day.dayOfWeek, day]));
  return defaultWeek().map((fallback) => {
    const day = byDay.get(fallback.dayOfWeek);
    if (!day) return fallback;
    return {
      dayOfWeek: day.dayOfWeek,
      isOpen: day.isOpen,
      startTime: day.startTime,
      endTime: day.endTime,
      breakStart: day.breakTime?.start,
      breakEnd: day.breakTime?.end,
    };
  });
}

/**
 * The contract's `WorkingDay[]` (7, by dayOfWeek) for the form's week. Row i is day i + 1: the form's rows are
 * always Monday to Sunday, and a form answer holds only its fields (not the day number).
 */
export function toWorkingDays(inputs: readonly Omit<WorkingDayInput, 'dayOfWeek'>[]): WorkingDay[] {
  return inputs.map((day, index) => ({
    dayOfWeek: index + 1,
    isOpen: day.isOpen,
    startTime: day.startTime,
    endTime: day.endTime,
    breakTime: day.breakStart && day.breakEnd ? { start: day.breakStart, end: day.breakEnd } : null,
  }));
}
