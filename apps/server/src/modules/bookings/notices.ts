import {
  ROOMS,
  bookingNotice,
  type Booking,
  type BookingChange,
  type BookingStatus,
  type BookingStatusEvent,
} from '@lumi/shared';
import type { BookingsDeps } from './deps';
import type { BookingMailKind } from './mail-port';

/** The customer's mail of a change (decision 26: created, confirmed, cancelled); none on completion. */
export function bookingMailKind(change: BookingChange): BookingMailKind | null {
  return change.kind === 'completed' ? null : change.kind;
}

/** The `booking:status` event of a committed creation (prevStatus null) or move (api-contract §5.3). */
export function bookingStatusEvent(booking: Booking, prevStatus: BookingStatus | null): BookingStatusEvent {
  return {
    bookingId: booking._id,
    code: booking.code,
    status: booking.status,
    prevStatus,
    doctorId: booking.doctor._id,
    clinicId: booking.clinic._id,
    date: booking.date,
    startTime: booking.startTime,
    updatedAt: booking.updatedAt,
  };
}

/**
 * Pushes `booking:status` to the customer's, the doctor's and the clinic's rooms, tells the doctor or the customer of
 * a committed change (a BOOKING notification) and mails the customer. Each part's failure is logged and swallowed:
 * the booking is already written and its request must not fail.
 */
export async function announceBookingChange(
  deps: Pick<BookingsDeps, 'notifications' | 'mail' | 'log' | 'realtime'>,
  change: BookingChange,
  booking: Booking,
  prevStatus: BookingStatus | null,
): Promise<void> {
  deps.realtime?.emit(
    [
      ROOMS.principal('user', booking.user._id),
      ROOMS.principal('doctor', booking.doctor._id),
      ROOMS.clinic(booking.clinic._id),
    ],
    'booking:status',
    bookingStatusEvent(booking, prevStatus),
  );
  const notice = bookingNotice(change, booking);
  try {
    await deps.notifications.create({
      recipient:
        notice.to === 'Doctor'
          ? { id: booking.doctor._id, model: 'Doctor' }
          : { id: booking.user._id, model: 'User' },
      type: 'BOOKING',
      title: notice.title,
      content: notice.content,
      link: notice.link,
      bookingId: booking._id,
    });
  } catch (error) {
    deps.log?.error({ err: error, bookingId: booking._id }, 'booking notification could not be written');
  }
  const mailKind = bookingMailKind(change);
  if (mailKind && deps.mail) {
    try {
      await deps.mail.send(mailKind, booking);
    } catch (error) {
      deps.log?.error(
        { err: error, bookingId: booking._id, mail: mailKind },
        'booking mail could not be sent',
      );
    }
  }
}
