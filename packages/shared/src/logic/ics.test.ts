import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../schemas/booking';
import { bookingCalendar, bookingCalendarFileName } from './ics';

const booking: Booking = {
  _id: '7b0c8a52-3f0e-4d7a-9a51-0d6f1c2b9e11',
  code: 'BK2611250001',
  user: { _id: 'u1', name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn' },
  doctor: {
    _id: 'd1',
    name: 'BS. Phạm Thị An',
    slug: 'bs-pham-thi-an',
    avatar: { url: '/a.png', publicId: null },
    specialty: 'Điều trị mụn',
    email: 'bs.an@lumi.vn',
    phone: '0912345678',
  },
  clinic: {
    _id: 'c1',
    name: 'Phòng khám Da liễu Lumi Hà Nội, cơ sở 1',
    slug: 'phong-kham-da-lieu-lumi-ha-noi',
    logo: { url: '/l.png', publicId: 'lumi/clinic/logo' },
    address: '<p>12 Phố Huế; Phường Hàng Bài, Quận Hoàn Kiếm &amp; Hà Nội</p>',
    phone: '02437654321',
    rescheduleNoticeHours: 24,
  },
  date: '2026-12-01',
  startTime: '09:30',
  endTime: '10:00',
  duration: 30,
  startAt: '2026-12-01T02:30:00.000Z',
  endAt: '2026-12-01T03:00:00.000Z',
  price: 350000,
  customer: {
    name: 'Nguyễn Thị Hoa',
    phone: '0987654321',
    email: 'hoa@example.vn',
    gender: 'female',
    dateOfBirth: '1995-04-12',
    address: 'Hà Nội',
    note: 'Da mặt nổi mụn nhiều tuần nay, muốn được tư vấn phác đồ điều trị kỹ lưỡng; đã dùng thử vài loại kem.',
  },
  status: 'pending',
  cancelReason: null,
  cancelledBy: null,
  statusHistory: [
    {
      prevStatus: null,
      status: 'pending',
      updatedBy: { _id: 'u1', name: 'Nguyễn Thị Hoa' },
      updatedByModel: 'User',
      note: null,
      date: '2026-11-25T03:00:00.000Z',
    },
  ],
  isReview: false,
  isClinicReview: false,
  canCancel: true,
  canEdit: true,
  rescheduleCount: 0,
  customerConfirmedAt: null,
  deposit: null,
  canReschedule: true,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

const cancelled: Booking = {
  ...booking,
  status: 'cancelled',
  cancelReason: 'Bận việc đột xuất',
  cancelledBy: 'User',
  statusHistory: [
    ...booking.statusHistory,
    {
      prevStatus: 'pending',
      status: 'cancelled',
      updatedBy: { _id: 'u1', name: 'Nguyễn Thị Hoa' },
      updatedByModel: 'User',
      note: 'Bận việc đột xuất',
      date: '2026-11-26T01:00:00.000Z',
    },
  ],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingCalendar: an iCalendar file a real parser reads back', () => {
  const text = bookingCalendar(booking, { method: 'REQUEST', organizerEmail: 'no-reply@lumi.vn' });

  it('is CRLF-terminated with no line over 75 octets, multibyte characters never split', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('holds the booking: method, UID, times in the clinic zone, summary, plain-text location, description', () => {
    const { calendar, event, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`booking-${booking._id}@lumi.vn`);
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Ho_Chi_Minh');
    expect(event.startDate.zone?.tzid).toBe('Asia/Ho_Chi_Minh');
    expect(event.startDate.toString()).toBe('2026-12-01T09:30:00');
    expect(event.endDate.toString()).toBe('2026-12-01T10:00:00');
    // The instant is right whatever the reader's zone: 09:30 at +07:00 is 02:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.startAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.endAt);
    expect(event.summary).toBe('Khám da liễu với BS. Phạm Thị An');
    expect(event.location).toBe(
      'Phòng khám Da liễu Lumi Hà Nội, cơ sở 1, 12 Phố Huế; Phường Hàng Bài, Quận Hoàn Kiếm & Hà Nội',
    );
    expect(event.description).toContain('Mã lịch khám: BK2611250001');
    expect(event.description).toContain(`Ghi chú: ${booking.customer.note}`);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event.sequence).toBe(0);
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:no-reply@lumi.vn');
    expect(String(vevent.getFirstPropertyValue('attendee'))).toBe('mailto:hoa@example.vn');
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
  });

  it('a confirmed booking is CONFIRMED with a higher sequence and the same UID', () => {
    const confirmed: Booking = {
      ...booking,
      status: 'confirmed',
      statusHistory: [
        ...booking.statusHistory,
        {
          ...booking.statusHistory[0]!,
          prevStatus: 'pending',
          status: 'confirmed',
          date: '2026-11-25T05:00:00.000Z',
        },
      ],
    };
    const { event, vevent } = parse(
      bookingCalendar(confirmed, { method: 'REQUEST', organizerEmail: 'no-reply@lumi.vn' }),
    );
    expect(event.uid).toBe(`booking-${booking._id}@lumi.vn`);
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T05:00:00Z');
  });

  it('a cancellation is METHOD:CANCEL, STATUS:CANCELLED, no alarm, with the reason', () => {
    const { calendar, event, vevent } = parse(
      bookingCalendar(cancelled, {
        method: 'CANCEL',
        organizerEmail: 'no-reply@lumi.vn',
        siteUrl: 'https://lumi.vn/',
      }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
    expect(event.summary.startsWith('Đã hủy: ')).toBe(true);
    expect(event.description).toContain('Lý do hủy: Bận việc đột xuất');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://lumi.vn/booking-detail/${booking._id}`);
  });

  it('names the download after the code', () => {
    expect(bookingCalendarFileName(booking)).toBe('lich-kham-BK2611250001.ics');
  });
});

describe('bookingCalendar: a note cannot break the file (issue 24)', () => {
  const withNote = (note: string) =>
    bookingCalendar(
      { ...booking, customer: { ...booking.customer, note, name: `Hoa${note}` } },
      { method: 'REQUEST', organizerEmail: 'no-reply@lumi.vn' },
    );
  /** The file's content lines, unfolded (RFC 5545 §3.1). */
  const contentLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
  const INJECTED = 'ATTENDEE:mailto:ke-gian@example.com';

  it.each([
    ['CRLF', '\r\n'],
    ['a bare LF', '\n'],
    ['a bare CR', '\r'],
    ['NEL (U+0085)', '\u0085'],
    ['the line separator U+2028', '\u2028'],
    ['the paragraph separator U+2029', '\u2029'],
  ])('%s in the note is an escaped line break, never a new property', (_name, breakChar) => {
    const text = withNote(`Dòng một${breakChar}${INJECTED}`);
    const lines = contentLines(text);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\r\n\u0085\u2028\u2029\u0000-\u0008\u000b-\u001f\u007f]/);
    }
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`Dòng một\\n${INJECTED}`);
    const { event } = parse(text);
    expect(event.description).toContain(`Ghi chú: Dòng một\n${INJECTED}`);
    expect(event.attendees).toHaveLength(1);
    // The attendee's name is a parameter: a line break there is a space.
    expect(String(event.attendees[0]?.getParameter('cn'))).toBe(`HoaDòng một ${INJECTED}`);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a vertical tab', '\u000b'],
    ['a form feed', '\u000c'],
    ['an escape', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u009b'],
  ])('%s in the note becomes a space', (_name, control) => {
    const text = withNote(`trước${control}sau`);
    for (const line of contentLines(text)) {
      // eslint-disable-next-line no-control-regex
      expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    expect(parse(text).event.description).toContain('Ghi chú: trước sau');
  });
});
