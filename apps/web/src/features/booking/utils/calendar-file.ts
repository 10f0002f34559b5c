import { bookingCalendar, bookingCalendarFileName, type Booking } from '@lumi/shared';

/**
 * 'Thêm vào lịch (.ics)': the booking's iCalendar file, the same text the confirmation mail attaches
 * (`bookingCalendar`, METHOD REQUEST, or CANCEL once cancelled), as a text/calendar Blob.
 */
export function bookingCalendarBlob(booking: Booking, origin: string): Blob {
  const text = bookingCalendar(booking, {
    method: booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    organizerEmail: booking.doctor.email,
    siteUrl: origin,
  });
  return new Blob([text], { type: 'text/calendar;charset=utf-8' });
}

/** Saves the file through a temporary link. */
export function downloadBookingCalendar(booking: Booking): void {
  const url = URL.createObjectURL(bookingCalendarBlob(booking, window.location.origin));
  const link = document.createElement('a');
  link.href = url;
  link.download = bookingCalendarFileName(booking);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the address after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
