import { BOOKING_HORIZON_DAYS, BOOKING_MIN_NOTICE_HOURS } from '../constants';
import { LIVE_BOOKING_STATUSES, type BookingStatus } from '../enums';
import { DAY_CLOSED_MESSAGES } from '../messages/vi';
import type { DaySchedule } from '../schemas/booking';
import type { DoctorScheduleDay, WorkingDay } from '../schemas/clinic';
import {
  addLocalDays,
  localDateTimeToInstant,
  localDayOfWeek,
  localDaysBetween,
  minutesToTime,
  startOfLocalDay,
  timeToMinutes,
  toLocalDate,
} from './date';

/** What the slot arithmetic of decision 21 needs from a doctor and the doctor's clinic. */
export type SlotSource = {
  doctor: { schedule: DoctorScheduleDay[]; duration: number; holidays: string[] };
  clinic: { workingHours: WorkingDay[]; holidays: string[] };
  /** The doctor's bookings around the day; only pending and confirmed ones hold their time. */
  bookings: { startAt: Date | string; endAt: Date | string; status: BookingStatus }[];
};

export type DayClosedReason = keyof typeof DAY_CLOSED_MESSAGES;

/** `taken`: a live booking overlaps it; `too_soon`: it starts under 2 h from now (or has passed). */
export type SlotState = 'available' | 'taken' | 'too_soon';

export type PlannedSlot = {
  startTime: string;
  endTime: string;
  duration: number;
  startAt: Date;
  endAt: Date;
  state: SlotState;
};

export type DayPlan = {
  date: string;
  dayOfWeek: DaySchedule['dayOfWeek'];
  closedReason: DayClosedReason | null;
  workingHours: DaySchedule['workingHours'];
  slots: PlannedSlot[];
};

const MINUTE_MS = 60_000;

type Segment = { start: number; end: number };

/** The clinic's open minutes of a day: its hours minus its break (one or two segments). */
function openSegments(day: WorkingDay): Segment[] {
  const open = { start: timeToMinutes(day.startTime), end: timeToMinutes(day.endTime) };
  if (!day.breakTime) return [open];
  const pause = { start: timeToMinutes(day.breakTime.start), end: timeToMinutes(day.breakTime.end) };
  return [
    { start: open.start, end: Math.min(open.end, pause.start) },
    { start: Math.max(open.start, pause.end), end: open.end },
  ].filter((s) => s.end > s.start);
}

/**
 * Slot starts of one day: each doctor range cut by the clinic's open segments, each piece cut into consecutive
 * `duration` slots from its own start, so a slot never straddles the break and always fits whole.
 */
function slotMinutes(
  ranges: DoctorScheduleDay['ranges'],
  clinicDay: WorkingDay,
  duration: number,
): Segment[] {
  const out: Segment[] = [];
  const sorted = [...ranges].sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
  for (const range of sorted) {
    for (const open of openSegments(clinicDay)) {
      const start = Math.max(timeToMinutes(range.start), open.start);
      const end = Math.min(timeToMinutes(range.end), open.end);
      for (let s = start; s + duration <= end; s += duration) out.push({ start: s, end: s + duration });
    }
  }
  return out;
}

function closedReasonOf(
  source: SlotSource,
  date: string,
  today: string,
  clinicDay: WorkingDay | undefined,
  doctorDay: DoctorScheduleDay | undefined,
): DayClosedReason | null {
  if (localDaysBetween(today, date) > BOOKING_HORIZON_DAYS) return 'too_far';
  if (!clinicDay?.isOpen) return 'clinic_closed';
  if (source.clinic.holidays.includes(date)) return 'clinic_holiday';
  if (!doctorDay?.isActive || doctorDay.ranges.length === 0) return 'doctor_day_off';
  if (source.doctor.holidays.includes(date)) return 'doctor_holiday';
  return null;
}

/**
 * Decision 21 for one local day ('YYYY-MM-DD', Asia/Ho_Chi_Minh): the doctor's ranges ∩ the clinic's hours minus its
 * break, cut into `duration`; closed on weekly closed days, holidays and beyond 60 days ahead. Days before today keep
 * their slots, all `too_soon`, like any slot under 2 h from `now`.
 */
export function planDay(source: SlotSource, date: string, now: Date): DayPlan {
  const dayOfWeek = localDayOfWeek(date);
  const clinicDay = source.clinic.workingHours.find((d) => d.dayOfWeek === dayOfWeek);
  const doctorDay = source.doctor.schedule.find((d) => d.dayOfWeek === dayOfWeek);
  const closedReason = closedReasonOf(source, date, toLocalDate(now), clinicDay, doctorDay);
  if (closedReason || !clinicDay || !doctorDay) {
    return { date, dayOfWeek, closedReason, workingHours: null, slots: [] };
  }
  const earliest = now.getTime() + BOOKING_MIN_NOTICE_HOURS * 60 * MINUTE_MS;
  const live = source.bookings
    .filter((b) => LIVE_BOOKING_STATUSES.includes(b.status))
    .map((b) => ({ start: new Date(b.startAt).getTime(), end: new Date(b.endAt).getTime() }));
  const dayStart = localDateTimeToInstant(date, '00:00').getTime();
  const slots = slotMinutes(doctorDay.ranges, clinicDay, source.doctor.duration).map((m): PlannedSlot => {
    const startAt = new Date(dayStart + m.start * MINUTE_MS);
    const endAt = new Date(dayStart + m.end * MINUTE_MS);
    const taken = live.some((b) => b.start < endAt.getTime() && startAt.getTime() < b.end);
    const state: SlotState = startAt.getTime() < earliest ? 'too_soon' : taken ? 'taken' : 'available';
    return {
      startTime: minutesToTime(m.start),
      endTime: minutesToTime(m.end),
      duration: m.end - m.start,
      startAt,
      endAt,
      state,
    };
  });
  return {
    date,
    dayOfWeek,
    closedReason: null,
    workingHours: {
      start: clinicDay.startTime,
      end: clinicDay.endTime,
      breakTime: clinicDay.breakTime ? { ...clinicDay.breakTime } : null,
    },
    slots,
  };
}

/** The answer of `GET /doctors/schedule-booking/{doctorId}` (api-contract §2 DaySchedule, §3.9). */
export function daySchedule(source: SlotSource, date: string, now: Date): DaySchedule {
  const plan = planDay(source, date, now);
  const schedule: DaySchedule = {
    date: plan.date,
    dayOfWeek: plan.dayOfWeek,
    isOpen: plan.closedReason === null,
    workingHours: plan.workingHours,
    timeSlots: plan.slots.map((s) => ({
      startTime: s.startTime,
      endTime: s.endTime,
      isAvailable: s.state === 'available',
      duration: s.duration,
    })),
  };
  if (plan.closedReason) schedule.message = DAY_CLOSED_MESSAGES[plan.closedReason];
  return schedule;
}

/**
 * Until when `daySchedule`'s answer computed at `now` holds by itself (ms since the epoch): a slot turns 'too_soon'
 * once `now` passes its start less BOOKING_MIN_NOTICE_HOURS — always a whole minute, slots starting on whole minutes —
 * so a table holds over (minute, next minute]; and the local day, whose change moves the horizon and what is past,
 * turns at midnight. A cache of the table keeps it until then (ADR 0048).
 */
export function slotTableHoldsUntil(now: Date): number {
  const nextTurn = Math.ceil(now.getTime() / MINUTE_MS) * MINUTE_MS + 1;
  const nextDay = startOfLocalDay(addLocalDays(toLocalDate(now), 1)).getTime();
  return Math.min(nextTurn, nextDay);
}

/** `count` consecutive days from `from`, e.g. the 7-day strip of the doctor page. */
export function scheduleRange(source: SlotSource, from: string, count: number, now: Date): DaySchedule[] {
  return Array.from({ length: count }, (_v, i) => daySchedule(source, addLocalDays(from, i), now));
}

export type SlotRefusal =
  'BOOKING_TOO_FAR' | 'BOOKING_SLOT_UNAVAILABLE' | 'BOOKING_TOO_SOON' | 'BOOKING_SLOT_TAKEN';

/**
 * The check of `POST /bookings` (api-contract §4.1): the requested slot must be one `schedule-booking` offers as
 * available, else the error code that says why. The database's overlap rule still decides races.
 */
export function checkBookingSlot(
  source: SlotSource,
  date: string,
  startTime: string,
  now: Date,
): { slot: PlannedSlot; error: null } | { slot: null; error: SlotRefusal } {
  const plan = planDay(source, date, now);
  if (plan.closedReason === 'too_far') return { slot: null, error: 'BOOKING_TOO_FAR' };
  const slot = plan.slots.find((s) => s.startTime === startTime);
  if (!slot) return { slot: null, error: 'BOOKING_SLOT_UNAVAILABLE' };
  if (slot.state === 'too_soon') return { slot: null, error: 'BOOKING_TOO_SOON' };
  if (slot.state === 'taken') return { slot: null, error: 'BOOKING_SLOT_TAKEN' };
  return { slot, error: null };
}

/**
 * The doctor's week as the slot arithmetic reads it. A doctor without a weekly schedule (`[]`) works whenever the
 * clinic is open (api-contract §2 Doctor.schedule): each open clinic day becomes one range over its hours.
 */
export function workingWeek(schedule: DoctorScheduleDay[], clinicHours: WorkingDay[]): DoctorScheduleDay[] {
  if (schedule.length > 0) return schedule;
  return clinicHours.map((day) => ({
    dayOfWeek: day.dayOfWeek,
    isActive: day.isOpen,
    ranges: day.isOpen ? [{ start: day.startTime, end: day.endTime }] : [],
  }));
}
