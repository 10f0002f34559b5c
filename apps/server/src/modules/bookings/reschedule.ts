import {
  bookingRescheduleBlock,
  formatLocalDate,
  toLocalDate,
  type Booking,
  type RescheduleBookingBody,
  toLocalTime,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { conditionalMove } from '../../lib/lifecycle/move';
import type { BookingCustomer, BookingsCore } from './deps';
import { pushBookingStatus } from './notices';
import type { BookingRow } from './repository';
import { createSchedule, takeSlot } from './schedule';

/**
 * `PUT /bookings/reschedule/{id}` (issue 30): the customer moves a pending or confirmed booking to another free slot
 * of the same doctor. The shared rule decides (the clinic's notice, two moves at most) and the new slot is judged as a
 * new booking's would be; the move is written only while the booking is as judged (the lifecycle kit's conditional
 * move), under the doctor's turn and the overlap constraint, so a move racing a cancel, a confirmation or another
 * move ends in one consistent state. The code stays; the timeline records the move with the status unchanged, which
 * raises the calendar file's SEQUENCE; the doctor is notified and the customer mailed the updated event.
 */
export function createReschedule(core: BookingsCore, dto: (row: BookingRow) => Promise<Booking>) {
  const { deps, repo, followUps, slots } = core;
  const schedule = createSchedule(core);

  async function rescheduleMine(
    customer: BookingCustomer,
    id: string,
    body: RescheduleBookingBody,
  ): Promise<Booking> {
    let now = deps.clock.now();
    let target: { startAt: Date; endAt: Date } | null = null;
    const { moved } = await conditionalMove({
      async load() {
        const row = await repo().findById(id);
        if (!row || row.userId !== customer.id) throw new AppError('BOOKING_NOT_FOUND');
        return { row, day: await schedule.bookableDay(row.doctorId, body.date) };
      },
      judge({ row, day }) {
        now = deps.clock.now();
        const block = bookingRescheduleBlock(row, day.subject.clinic.rescheduleNoticeHours, now);
        if (block) throw new AppError(block);
        if (toLocalDate(row.startAt) === body.date && toLocalTime(row.startAt) === body.startTime)
          throw new AppError('BOOKING_RESCHEDULE_SAME_SLOT');
        target = takeSlot(day, body.date, body.startTime, now);
      },
      async write({ row }) {
        if (!target) throw new Error('reschedule judged without a slot');
        const { startAt, endAt } = target;
        const fromDate = toLocalDate(row.startAt);
        const fromTime = toLocalTime(row.startAt);
        return deps.db.transaction(async (tx) => {
          const written = await repo(tx).reschedule({
            row,
            startAt,
            endAt,
            actor: { id: customer.id, name: customer.name, model: 'User' },
            note:
              `Đổi lịch từ ${fromTime} ngày ${formatLocalDate(fromDate)} ` +
              `sang ${body.startTime} ngày ${formatLocalDate(body.date)}`,
            at: now,
          });
          if (!written) return null;
          await slots.freed(tx, { doctorId: row.doctorId, startAt: row.startAt, endAt: row.endAt });
          await slots.taken(tx, {
            doctorId: row.doctorId,
            startAt,
            endAt,
            bookingId: row.id,
            userId: row.userId,
          });
          await followUps.record(tx, {
            bookingId: row.id,
            change: { kind: 'rescheduled', by: 'User', fromDate, fromTime },
          });
          return written;
        });
      },
      lost: () => new AppError('BOOKING_NOT_RESCHEDULABLE'),
    });
    const booking = await dto(moved);
    followUps.announce(() => pushBookingStatus(deps.realtime, booking, booking.status));
    return booking;
  }

  return { rescheduleMine };
}
