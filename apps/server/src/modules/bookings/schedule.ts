import {
  addLocalDays,
  daySchedule,
  startOfLocalDay,
  toLocalDate,
  type DaySchedule,
  type DoctorScheduleDay,
  type SlotSource,
  type WorkingDay,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { BookingsCore } from './deps';
import type { SlotSubject } from './repository';

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
