import {
  DOCTOR_DURATIONS,
  localDayOfWeek,
  planDay,
  toLocalDate,
  workingWeek,
  type DayPlan,
  type Doctor,
  type DoctorDuration,
  type DoctorScheduleDay,
  type SlotSource,
  type UpdateOwnDoctorBody,
  type WorkingDay,
  timeToMinutes,
  minutesToTime,
  type Weekday,
  WEEKDAYS,
} from '@lumi/shared';
import type { HolidayTone } from '@/components/booking/holiday-calendar';

export type TimeRange = { start: string; end: string };

/**
 * The 'Lịch làm việc' form. `followClinic`: the doctor keeps no weekly schedule of their own (`schedule: []`) and
 * works whenever the clinic is open; otherwise `days` holds one entry per weekday.
 */
export type ScheduleForm = {
  followClinic: boolean;
  days: Record<Weekday, { isActive: boolean; ranges: TimeRange[] }>;
  duration: DoctorDuration;
  holidays: string[];
};

export const STEP_MINUTES = 15;

/** The clinic's hours of a weekday (closed days included, `isOpen: false`). */
export function clinicDay(hours: readonly WorkingDay[], day: Weekday): WorkingDay | undefined {
  return hours.find((h) => h.dayOfWeek === day);
}

/** Times a range may start or end on `day`: the clinic's opening to closing, every 15 minutes. */
export function timeOptions(open: WorkingDay | undefined): string[] {
  if (!open?.isOpen) return [];
  const out: string[] = [];
  for (let m = timeToMinutes(open.startTime); m <= timeToMinutes(open.endTime); m += STEP_MINUTES)
    out.push(minutesToTime(m));
  return out;
}

export function initialScheduleForm(doctor: Doctor): ScheduleForm {
  const week = workingWeek(doctor.schedule, doctor.clinic.workingHours);
  const days = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const day = week.find((w) => w.dayOfWeek === d);
      return [d, { isActive: day?.isActive ?? false, ranges: (day?.ranges ?? []).map((r) => ({ ...r })) }];
    }),
  ) as ScheduleForm['days'];
  return {
    followClinic: doctor.schedule.length === 0,
    days,
    duration: (DOCTOR_DURATIONS as readonly number[]).includes(doctor.duration)
      ? (doctor.duration as DoctorDuration)
      : 30,
    holidays: [...doctor.holidays].sort(),
  };
}

/** The weekly schedule the form describes, as the server stores it (`[]` when following the clinic). */
export function scheduleOf(form: ScheduleForm): DoctorScheduleDay[] {
  if (form.followClinic) return [];
  return WEEKDAYS.map((dayOfWeek) => {
    const day = form.days[dayOfWeek];
    const ranges = [...day.ranges].sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
    return { dayOfWeek, isActive: day.isActive && ranges.length > 0, ranges: day.isActive ? ranges : [] };
  });
}

/**
 * What is wrong with one weekday's ranges, in Vietnamese, or null: each range must end after it starts, stay inside
 * the clinic's hours of that day, and not overlap another (the server refuses the same, api-contract §4.2).
 */
export function dayError(day: ScheduleForm['days'][Weekday], open: WorkingDay | undefined): string | null {
  if (!day.isActive) return null;
  if (day.ranges.length === 0) return 'Thêm ít nhất một khung giờ hoặc đánh dấu ngày nghỉ';
  if (!open?.isOpen) return 'Phòng khám không mở cửa ngày này';
  const sorted = [...day.ranges].sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
  for (let i = 0; i < sorted.length; i += 1) {
    const range = sorted[i]!;
    if (timeToMinutes(range.start) >= timeToMinutes(range.end)) return 'Giờ kết thúc phải sau giờ bắt đầu';
    if (
      timeToMinutes(range.start) < timeToMinutes(open.startTime) ||
      timeToMinutes(range.end) > timeToMinutes(open.endTime)
    )
      return `Khung giờ phải nằm trong giờ mở cửa ${open.startTime} - ${open.endTime}`;
    const next = sorted[i + 1];
    if (next && timeToMinutes(next.start) < timeToMinutes(range.end))
      return 'Các khung giờ không được chồng lên nhau';
  }
  return null;
}

/** The form's errors by weekday (only days with one). */
export function scheduleErrors(
  form: ScheduleForm,
  hours: readonly WorkingDay[],
): Partial<Record<Weekday, string>> {
  if (form.followClinic) return {};
  const out: Partial<Record<Weekday, string>> = {};
  for (const d of WEEKDAYS) {
    const error = dayError(form.days[d], clinicDay(hours, d));
    if (error) out[d] = error;
  }
  return out;
}

/** A new range for a day: after the last one, one hour long, inside the clinic's hours when possible. */
export function nextRange(ranges: readonly TimeRange[], open: WorkingDay | undefined): TimeRange {
  const opening = open?.isOpen ? timeToMinutes(open.startTime) : 8 * 60;
  const closing = open?.isOpen ? timeToMinutes(open.endTime) : 17 * 60;
  const lastEnd = Math.max(opening, ...ranges.map((r) => timeToMinutes(r.end)));
  const start = Math.min(lastEnd, Math.max(opening, closing - 60));
  return { start: minutesToTime(start), end: minutesToTime(Math.min(closing, start + 60)) };
}

/** `PUT /doctors/{id}`: the week, the slot length and the holidays from today on (past ones are not sent). */
export function toScheduleBody(form: ScheduleForm, today: string): UpdateOwnDoctorBody {
  return {
    schedule: scheduleOf(form),
    duration: form.duration,
    holidays: form.holidays.filter((date) => date >= today),
  };
}

/** The slots customers would see on `date` with the unsaved form (decision 21, the shared arithmetic). */
export function previewDay(
  form: ScheduleForm,
  doctor: Doctor,
  date: string,
  bookings: SlotSource['bookings'],
  now: Date,
): DayPlan {
  const source: SlotSource = {
    doctor: {
      schedule: workingWeek(scheduleOf(form), doctor.clinic.workingHours),
      duration: form.duration,
      holidays: form.holidays,
    },
    clinic: { workingHours: doctor.clinic.workingHours, holidays: doctor.clinic.holidays },
    bookings,
  };
  return planDay(source, date, now);
}

export type HolidayDayState = 'both' | 'clinic' | 'doctor' | 'working' | 'off';

/** The calendar's colour of each state: the doctor's own day off apart from the clinic's closed days. */
export const HOLIDAY_DAY_TONES: Record<HolidayDayState, HolidayTone> = {
  both: 'holiday',
  clinic: 'closed',
  doctor: 'own',
  working: 'open',
  off: 'off',
};

/** The label of a day of the holiday calendar (reference §5.2 ManageSchedule). */
export const HOLIDAY_DAY_LABELS: Record<HolidayDayState, string> = {
  both: 'Nghỉ lễ',
  clinic: 'Phòng khám nghỉ',
  doctor: 'Bác sĩ nghỉ',
  working: 'Có lịch',
  off: 'Nghỉ',
};

/** How a day stands with the unsaved form: the clinic's day off, the doctor's holiday, a working day or a day off. */
export function holidayDayState(form: ScheduleForm, doctor: Doctor, date: string): HolidayDayState {
  const weekday = localDayOfWeek(date);
  const open = clinicDay(doctor.clinic.workingHours, weekday);
  const clinicOff = !open?.isOpen || doctor.clinic.holidays.includes(date);
  const doctorOff = form.holidays.includes(date);
  if (clinicOff && doctorOff) return 'both';
  if (clinicOff) return 'clinic';
  if (doctorOff) return 'doctor';
  const week = workingWeek(scheduleOf(form), doctor.clinic.workingHours);
  const day = week.find((w) => w.dayOfWeek === weekday);
  return day?.isActive && day.ranges.length > 0 ? 'working' : 'off';
}

export const todayLocal = () => toLocalDate(new Date());
