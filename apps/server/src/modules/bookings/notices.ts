import { bookingNotice, type Booking, type BookingChange } from '@lumi/shared';
import type { BookingsDeps } from './deps';
import type { BookingMailKind } from './mail-port';

/** The customer's mail of a change (decision 26: created, confirmed, cancelled); none on completion. */
export function bookingMailKind(change: BookingChange): BookingMailKind | null {
  return change.kind === 'completed' ? null : change.kind;
}

/**
 * Tells the doctor or the customer of a committed change (a BOOKING notification) and mails the customer. Each
 * part's failure is logged and swallowed: the booking is already written and its request must not fail.
 */
export async function announceBookingChange(
  deps: Pick<BookingsDeps, 'notifications' | 'mail' | 'log'>,
  change: BookingChange,
  booking: Booking,
): Promise<void> {
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
