import { SITE_NAME, formatLocalDate, type Booking } from '@lumi/shared';
import type { BookingsDeps } from './deps';
import type { BookingMailKind } from './mail-port';

/** A committed change of a booking that someone is told about. */
export type BookingChange =
  | { kind: 'created' }
  | { kind: 'cancelled'; by: 'User' | 'Doctor' | 'Clinic'; reason: string }
  | { kind: 'confirmed' | 'completed'; by: 'Doctor' | 'Clinic' };

const when = (b: Booking) => `ngày ${formatLocalDate(b.date)} lúc ${b.startTime}`;

/** The doctor's link to a booking on the doctor page, and the customer's to the booking detail. */
export const doctorBookingLink = (id: string) => `/doctor-owner?tab=bookings&id=${id}`;
export const customerBookingLink = (id: string) => `/booking-detail/${id}`;

/** Who is notified of a change, and with which words (the reference's texts with the brand Lumi). */
export function bookingNotice(
  change: BookingChange,
  b: Booking,
): { to: 'Doctor' | 'User'; title: string; content: string } {
  switch (change.kind) {
    case 'created':
      return {
        to: 'Doctor',
        title: '🏥 Lịch khám mới',
        content: `Bệnh nhân ${b.customer.name} đã đặt lịch khám ${when(b)} (mã ${b.code})`,
      };
    case 'confirmed':
      return {
        to: 'User',
        title: '✅ Lịch khám đã được xác nhận',
        content: `Lịch khám ${b.code} với ${b.doctor.name} ${when(b)} đã được xác nhận`,
      };
    case 'completed':
      return {
        to: 'User',
        title: '🎉 Hoàn thành lịch khám',
        content: `Lịch khám ${b.code} với ${b.doctor.name} đã hoàn thành. Cảm ơn bạn đã tin tưởng ${SITE_NAME}!`,
      };
    case 'cancelled':
      return change.by === 'User'
        ? {
            to: 'Doctor',
            title: '❌ Lịch khám đã bị hủy',
            content: `Bệnh nhân ${b.customer.name} đã hủy lịch khám ${when(b)} (mã ${b.code}). Lý do: ${change.reason}`,
          }
        : {
            to: 'User',
            title: '❌ Lịch khám đã bị hủy',
            content: `Lịch khám ${b.code} với ${b.doctor.name} ${when(b)} đã bị hủy. Lý do: ${change.reason}`,
          };
  }
}

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
      link: notice.to === 'Doctor' ? doctorBookingLink(booking._id) : customerBookingLink(booking._id),
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
