import {
  addLocalDays,
  checkBookingSlot,
  daySchedule,
  planDay,
  startOfLocalDay,
  toLocalDate,
  workingWeek,
  type DaySchedule,
  type SlotSource,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { BookingsCore } from './deps';
import type { SlotSubject } from './repository';

/** Decision 21's inputs for one doctor: the working week, the slot length, the holidays and the live bookings. */
export function slotSourceOf(subject: SlotSubject, bookings: SlotSource['bookings']): SlotSource {
  return {
    doctor: {
      schedule: workingWeek(subject.doctor.schedule, subject.clinic.workingHours),
      duration: subject.doctor.duration,
      holidays: subject.doctor.holidays,
    },
    clinic: { workingHours: subject.clinic.workingHours, holidays: subject.clinic.holidays },
    bookings,
  };
}

/** A doctor's day as taking one of its slots needs it: the doctor and clinic (both active) and its live bookings. */
export type BookableDay = { subject: SlotSubject; live: SlotSource['bookings'] };

/**
 * Decision 21 on one slot of a bookable day at `now` (a new booking's, a move's): the slot's instants, or the
 * refusal the server answers.
 */
export function takeSlot(day: BookableDay, date: string, startTime: string, now: Date) {
  const check = checkBookingSlot(slotSourceOf(day.subject, day.live), date, startTime, now);
  if (check.error) throw new AppError(check.error);
  return check.slot;
}

/** The doctor's slot table of one local day and what booking it needs (api-contract §3.9, §4.1). */
export function createSchedule({ deps, repo }: BookingsCore) {
  /** The doctor's live bookings touching a local day. */
  function liveOfDay(doctorId: string, date: string, db = deps.db) {
    return repo(db).liveBetween(doctorId, startOfLocalDay(date), startOfLocalDay(addLocalDays(date, 1)));
  }

  /** The day of a doctor one may book: an inactive doctor is DOCTOR_NOT_FOUND, an inactive clinic CLINIC_INACTIVE. */
  async function bookableDay(doctorId: string, date: string): Promise<BookableDay> {
    const subject = await repo().slotSubject(doctorId);
    if (!subject || !subject.doctor.isActive) throw new AppError('DOCTOR_NOT_FOUND');
    if (!subject.clinic.isActive) throw new AppError('CLINIC_INACTIVE');
    return { subject, live: await liveOfDay(doctorId, date) };
  }

  return {
    liveOfDay,

    bookableDay,

    /** A bookable day's slots as decision 21 plans them at `now`, with the doctor and clinic (the waitlist's). */
    async bookablePlan(doctorId: string, date: string, now: Date) {
      const day = await bookableDay(doctorId, date);
      return { subject: day.subject, plan: planDay(slotSourceOf(day.subject, day.live), date, now) };
    },

    /** `GET /doctors/schedule-booking/{doctorId}`: a doctor or clinic that is not active is DOCTOR_NOT_FOUND. */
    async daySchedule(doctorId: string, date: string | undefined): Promise<DaySchedule> {
      const subject = await repo().slotSubject(doctorId);
      if (!subject || !subject.doctor.isActive || !subject.clinic.isActive)
        throw new AppError('DOCTOR_NOT_FOUND');
      const now = deps.clock.now();
      const day = date ?? toLocalDate(now);
      return daySchedule(slotSourceOf(subject, await liveOfDay(doctorId, day)), day, now);
    },
  };
}
