import {
  addLocalDays,
  daySchedule,
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

/** The doctor's slot table of one local day and what booking it needs (api-contract §3.9, §4.1). */
export function createSchedule({ deps, repo }: BookingsCore) {
  /** The doctor's live bookings touching a local day. */
  function liveOfDay(doctorId: string, date: string, db = deps.db) {
    return repo(db).liveBetween(doctorId, startOfLocalDay(date), startOfLocalDay(addLocalDays(date, 1)));
  }

  return {
    liveOfDay,

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
