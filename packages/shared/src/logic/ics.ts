import type { Booking } from '../schemas/booking';
import { BUSINESS_TIME_ZONE as BOOKING_TIME_ZONE } from '../constants';
import { richTextToPlainText } from './text';

/**
 * The iCalendar (RFC 5545 / RFC 5546) file of a booking: the mail's attachment and the confirmation screen's
 * download are the same bytes. The event keeps the clinic's wall-clock time (DTSTART;TZID=Asia/Ho_Chi_Minh with
 * its VTIMEZONE, +07:00 all year), so Google and Apple Calendar show the visit at the clinic's hour wherever the
 * reader is. The UID is stable per booking and SEQUENCE grows with each status change, so a later REQUEST
 * updates the event and a CANCEL removes it.
 */
export type BookingCalendarMethod = 'REQUEST' | 'CANCEL';

export type BookingCalendarOptions = {
  method: BookingCalendarMethod;
  /** The organiser's address (RFC 5546 requires one on REQUEST and CANCEL): the clinic's or the shop's mail. */
  organizerEmail: string;
  /** The site's origin, for the event's link to the booking page. */
  siteUrl?: string;
};

const CRLF = '\r\n';

export function bookingCalendar(booking: Booking, options: BookingCalendarOptions): string {
  const cancelled = options.method === 'CANCEL' || booking.status === 'cancelled';
  const lastChange = booking.statusHistory.at(-1)?.date ?? booking.updatedAt;
  const description = [
    `Mã lịch khám: ${booking.code}`,
    `Bác sĩ: ${booking.doctor.name} (${booking.doctor.specialty})`,
    `Phòng khám: ${booking.clinic.name} · ${booking.clinic.phone}`,
    `Bệnh nhân: ${booking.customer.name}`,
    `Phí khám: ${booking.price.toLocaleString('vi-VN')} đ (thanh toán tại phòng khám)`,
    ...(booking.customer.note ? [`Ghi chú: ${booking.customer.note}`] : []),
    ...(cancelled && booking.cancelReason ? [`Lý do hủy: ${booking.cancelReason}`] : []),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumi//Lumi Clinic//VI',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${BOOKING_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:ICT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:booking-${booking._id}@lumi.vn`,
    `DTSTAMP:${utcStamp(lastChange)}`,
    `CREATED:${utcStamp(booking.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(lastChange)}`,
    `SEQUENCE:${Math.max(0, booking.statusHistory.length - 1)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${localStamp(booking.date, booking.startTime)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${localStamp(booking.date, booking.endTime)}`,
    `SUMMARY:${escapeIcsText(`${cancelled ? 'Đã hủy: ' : ''}Khám da liễu với ${booking.doctor.name}`)}`,
    `LOCATION:${escapeIcsText(`${booking.clinic.name}, ${richTextToPlainText(booking.clinic.address)}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `STATUS:${cancelled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${paramText(booking.clinic.name)}:mailto:${options.organizerEmail}`,
    `ATTENDEE;CN=${paramText(booking.customer.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      cancelled ? 'DECLINED' : 'ACCEPTED'
    }:mailto:${booking.customer.email}`,
    ...(options.siteUrl ? [`URL:${options.siteUrl.replace(/\/$/, '')}/booking-detail/${booking._id}`] : []),
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeIcsText(`Lịch khám ${booking.code} sau 2 giờ nữa`)}`,
          'TRIGGER:-PT2H',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** The download's file name: `lich-kham-BK0000000001.ics`. */
export function bookingCalendarFileName(booking: Pick<Booking, 'code'>): string {
  return `lich-kham-${booking.code}.ics`;
}

function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function localStamp(localDate: string, localTime: string): string {
  return `${localDate.replace(/-/g, '')}T${localTime.replace(':', '')}00`;
}

/** Every way of breaking a line: CRLF, a bare CR or LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** The control characters a TEXT value may not hold (RFC 5545 §3.1 CONTROL, tab aside), and the C1 ones. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break written as the escaped
 * '\n', any other control character a space (issue 24: a bare CR in a booking note used to pass through).
 */
function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, ' ');
}

/** A parameter value (CN): quoted, and it may not hold a double quote, a line break or a control character. */
function paramText(text: string): string {
  return `"${text.replace(LINE_BREAK, ' ').replace(CONTROL, ' ').replace(/["\t]/g, ' ')}"`;
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
