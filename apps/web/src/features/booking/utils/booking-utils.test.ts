import { describe, expect, it } from 'vitest';
import { addLocalDays, localDayOfWeek } from '@lumi/shared';
import { bookingOf, doctorOf, weekOpenExcept } from '@/testing/booking-fixtures';
import { bookingCalendarBlob } from './calendar-file';
import { doctorTitle } from './format';
import { hasNextWeek, stripDays, stripStart } from './schedule-strip';

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('the calendar file', () => {
  it('is text/calendar with the booking as an iCalendar event (REQUEST), CANCEL once cancelled', async () => {
    const blob = bookingCalendarBlob(bookingOf(), 'https://lumi.vn');
    expect(blob.type).toMatch(/^text\/calendar/);
    const text = await readBlob(blob);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('URL:https://lumi.vn/booking-detail/');
    const cancelled = await readBlob(
      bookingCalendarBlob(bookingOf({ status: 'cancelled' }), 'https://lumi.vn'),
    );
    expect(cancelled).toContain('METHOD:CANCEL');
  });
});

describe('the date strip', () => {
  const now = new Date('2026-11-25T01:00:00.000Z'); // Wednesday 08:00 in Hà Nội
  const today = '2026-11-25';

  it('closes the weekly closed day, the clinic holiday and the doctor holiday', () => {
    const doctor = doctorOf({
      clinic: { ...doctorOf().clinic, workingHours: weekOpenExcept('2026-11-29'), holidays: ['2026-11-27'] },
      holidays: ['2026-12-01'],
    });
    const days = stripDays(doctor, today, now);
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addLocalDays(today, i)));
    expect(days.filter((d) => !d.isOpen).map((d) => d.date)).toEqual([
      '2026-11-27',
      '2026-11-29',
      '2026-12-01',
    ]);
    expect(localDayOfWeek('2026-11-29')).toBe(7);
  });

  it('moves by weeks up to 60 days ahead', () => {
    expect(stripStart(today, 2)).toBe('2026-12-09');
    expect(hasNextWeek(today, 7)).toBe(true); // week 8 starts 56 days ahead
    expect(hasNextWeek(today, 8)).toBe(false); // week 9 would start 63 days ahead
  });

  it.each([
    ['BS. Phạm Thị An', 'BS. Phạm Thị An'],
    ['Đỗ Văn Bình', 'BS. Đỗ Văn Bình'],
    ['ThS. Lê Hoa', 'ThS. Lê Hoa'],
  ])('titles %s as %s', (name, title) => {
    expect(doctorTitle(name)).toBe(title);
  });
});
