import {
  BOOKING_CODE_PREFIX,
  VALIDATION,
  toLocalDate,
  type Booking,
  type CreateBookingBody,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { newCode } from '../../lib/lifecycle/codes';
import type { BookingCustomer, BookingsCore } from './deps';
import { pushBookingStatus } from './notices';
import { BookingCodeTakenError, type BookingRow } from './repository';
import { createSchedule, takeSlot } from './schedule';
import type { Deposits } from './deposits';

const MAX_ATTEMPTS = 4;

/** A date of birth must lie before today (Asia/Ho_Chi_Minh); the shared schema checks only that it is a real day. */
export function assertBornBefore(dateOfBirth: string | undefined, now: Date): void {
  if (dateOfBirth !== undefined && dateOfBirth >= toLocalDate(now)) {
    throw new AppError('VALIDATION_ERROR', {
      errors: [{ path: 'customer.dateOfBirth', message: VALIDATION.dateOfBirthInvalid }],
    });
  }
}

/**
 * `POST /bookings` (api-contract §4.1): the clinic, the end and the price (the doctor's fee now) come from the
 * server; the slot must be one `schedule-booking` offers; the database's exclusion constraint decides races.
 */
export function createPlacement(
  core: BookingsCore,
  dto: (row: BookingRow) => Promise<Booking>,
  /** The deposit a customer owes at a clinic after missed visits (ADR 0061), or null. */
  depositAsked: Deposits['asked'],
) {
  const { deps, repo, followUps, slots } = core;
  const schedule = createSchedule(core);

  async function create(customer: BookingCustomer, body: CreateBookingBody): Promise<Booking> {
    const now = deps.clock.now();
    assertBornBefore(body.customer.dateOfBirth, now);
    const day = await schedule.bookableDay(body.doctor, body.date);
    const { subject } = day;
    const slot = takeSlot(day, body.date, body.startTime, now);
    const patient = body.customer;
    const deposit = await depositAsked(customer.id, subject.clinic.id, subject.doctor.fees, now);

    for (let attempt = 1; ; attempt++) {
      try {
        const row = await deps.db.transaction(async (tx) => {
          const r = repo(tx);
          const inserted = await r.insert({
            code: newCode(BOOKING_CODE_PREFIX),
            userId: customer.id,
            doctorId: subject.doctor.id,
            clinicId: subject.clinic.id,
            startAt: slot.startAt,
            endAt: slot.endAt,
            status: 'pending',
            price: subject.doctor.fees,
            patientName: patient.name,
            patientPhone: patient.phone,
            patientEmail: patient.email,
            patientGender: patient.gender,
            patientDateOfBirth: patient.dateOfBirth,
            patientAddress: patient.address,
            patientNote: patient.note,
            ...deposit,
            createdAt: now,
            updatedAt: now,
          });
          await r.appendEvent({
            bookingId: inserted.id,
            prevStatus: null,
            status: 'pending',
            actor: { id: customer.id, name: customer.name, model: 'User' },
            note: null,
            at: now,
          });
          await slots.taken(tx, {
            doctorId: inserted.doctorId,
            startAt: inserted.startAt,
            endAt: inserted.endAt,
            bookingId: inserted.id,
            userId: inserted.userId,
          });
          await followUps.record(tx, { bookingId: inserted.id, change: { kind: 'created' } });
          return inserted;
        });
        const booking = await dto(row);
        followUps.announce(() => pushBookingStatus(deps.realtime, booking, null));
        return booking;
      } catch (error) {
        if (error instanceof BookingCodeTakenError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  return { create, daySchedule: schedule.daySchedule, bookablePlan: schedule.bookablePlan };
}
