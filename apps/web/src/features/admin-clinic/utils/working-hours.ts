import { CLINIC_ADMIN_VALIDATION, type WorkingDay } from '@lumi/shared';

/** Mon…Sun as the clinic forms name them (dayOfWeek 1–7). */
export const DAY_NAMES = ['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7', 'Chủ nhật'] as const;

/** Every quarter of an hour of a day, 'HH:mm' (the server accepts 15-minute steps only). */
export const QUARTER_HOURS: string[] = Array.from({ length: 96 }, (_v, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** One day of the form: the break's ends are separate fields, both empty for no break. */
export type WorkingDayInput = {
  dayOfWeek: number;
  isOpen: boolean;
  startTime: string;
  endTime: string;
  breakStart?: string | undefined;
  breakEnd?: string | undefined;
};
export type WorkingDayField = 'startTime' | 'endTime' | 'breakStart' | 'breakEnd';

/** The reference's cross-checks of a day (reference §5.1), in its Vietnamese words. */
export const WORKING_HOURS_MESSAGES = {
  openBeforeClose: CLINIC_ADMIN_VALIDATION.workingHoursOrder, // 'Giờ mở cửa phải trước giờ đóng cửa'
  breakAfterOpen: 'Giờ nghỉ phải sau giờ mở cửa',
  breakBeforeClose: 'Giờ nghỉ phải trước giờ đóng cửa',
  breakEndAfterStart: 'Giờ kết thúc nghỉ phải sau giờ bắt đầu nghỉ',
  breakIncomplete: 'Vui lòng chọn đủ giờ bắt đầu và kết thúc nghỉ',
  timeRequired: 'Vui lòng chọn giờ',
} as const;

const M = WORKING_HOURS_MESSAGES;

/** The issue of each field of an open day ({} when the day is fine or closed). */
export function workingDayIssues(day: WorkingDayInput): Partial<Record<WorkingDayField, string>> {
  if (!day.isOpen) return {};
  const issues: Partial<Record<WorkingDayField, string>> = {};
  if (!day.startTime) issues.startTime = M.timeRequired;
  if (!day.endTime) issues.endTime = M.timeRequired;
  if (issues.startTime || issues.endTime) return issues;
  if (day.startTime >= day.endTime) return { endTime: M.openBeforeClose };

  const { breakStart, breakEnd } = day;
  if (!breakStart && !breakEnd) return issues;
  if (!breakStart) return { breakStart: M.breakIncomplete };
  if (!breakEnd) return { breakEnd: M.breakIncomplete };
  if (breakStart <= day.startTime) issues.breakStart = M.breakAfterOpen;
  else if (breakStart >= day.endTime) issues.breakStart = M.breakBeforeClose;
  if (breakEnd <= breakStart) issues.breakEnd = M.breakEndAfterStart;
  else if (breakEnd >= day.endTime) issues.breakEnd = M.breakBeforeClose;
  return issues;
}

/** The week the form starts from: every day open 08:00–17:00 (the reference's defaults), no break. */
export function defaultWeek(): WorkingDayInput[] {
  return DAY_NAMES.map((_name, i) => ({
    dayOfWeek: i + 1,
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
