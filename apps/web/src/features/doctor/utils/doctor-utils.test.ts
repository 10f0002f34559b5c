import { describe, expect, it } from 'vitest';
import { doctorOf } from '@/testing/booking-fixtures';
import { doctorBookingsQuery, toDoctorBookingsRequest } from './bookings-query';
import {
  holidayDayState,
  initialScheduleForm,
  nextRange,
  previewDay,
  scheduleErrors,
  timeOptions,
  toScheduleBody,
  type ScheduleForm,
} from './schedule-form';

const WEEK = ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 7,
  startTime: '08:00',
  endTime: '17:00',
  breakTime: { start: '12:00', end: '13:30' },
}));
// 2026-03-02 is a Monday; 2026-03-08 a Sunday (the clinic is closed on Sundays here).
const doctor = doctorOf({
  clinic: { ...doctorOf().clinic, workingHours: WEEK, holidays: ['2026-03-04'] },
  schedule: [],
  holidays: [],
  duration: 30,
});
const NOW = new Date('2026-03-01T01:00:00.000Z');

function ownWeek(): ScheduleForm {
  const form = initialScheduleForm(doctor);
  return { ...form, followClinic: false };
}

describe('schedule form', () => {
  it('starts from the clinic hours when the doctor has no weekly schedule', () => {
    const form = initialScheduleForm(doctor);
    expect(form.followClinic).toBe(true);
    expect(form.days[1]).toEqual({ isActive: true, ranges: [{ start: '08:00', end: '17:00' }] });
    expect(form.days[7]).toEqual({ isActive: false, ranges: [] });
    expect(toScheduleBody(form, '2026-03-01')).toEqual({ schedule: [], duration: 30, holidays: [] });
  });

  it.each([
    [[{ start: '09:00', end: '08:30' }], 'Giờ kết thúc phải sau giờ bắt đầu'],
    [[{ start: '07:00', end: '09:00' }], 'Khung giờ phải nằm trong giờ mở cửa 08:00 - 17:00'],
    [
      [
        { start: '08:00', end: '10:00' },
        { start: '09:30', end: '11:00' },
      ],
      'Các khung giờ không được chồng lên nhau',
    ],
    [[], 'Thêm ít nhất một khung giờ hoặc đánh dấu ngày nghỉ'],
  ])('refuses the ranges %j of a working day', (ranges, message) => {
    const form = ownWeek();
    form.days[2] = { isActive: true, ranges };
    expect(scheduleErrors(form, WEEK)).toEqual({ 2: message });
  });

  it('previews the unsaved week: own ranges, length, holidays', () => {
    const form = ownWeek();
    form.days[1] = { isActive: true, ranges: [{ start: '08:00', end: '10:00' }] };
    expect(previewDay(form, doctor, '2026-03-02', [], NOW).slots.map((s) => s.startTime)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ]);
    form.duration = 60;
    expect(previewDay(form, doctor, '2026-03-02', [], NOW).slots.map((s) => s.startTime)).toEqual([
      '08:00',
      '09:00',
    ]);
    const taken = previewDay(
      form,
      doctor,
      '2026-03-02',
      [{ startAt: '2026-03-02T01:00:00.000Z', endAt: '2026-03-02T01:30:00.000Z', status: 'pending' }],
      NOW,
    );
    expect(taken.slots.map((s) => s.state)).toEqual(['taken', 'available']);
    form.holidays = ['2026-03-02'];
    expect(previewDay(form, doctor, '2026-03-02', [], NOW).closedReason).toBe('doctor_holiday');
  });

  it('labels the days of the holiday calendar', () => {
    const form = ownWeek();
    form.days[2] = { isActive: false, ranges: [] };
    form.holidays = ['2026-03-05', '2026-03-04'];
    expect(holidayDayState(form, doctor, '2026-03-02')).toBe('working');
    expect(holidayDayState(form, doctor, '2026-03-03')).toBe('off');
    expect(holidayDayState(form, doctor, '2026-03-04')).toBe('both');
    expect(holidayDayState(form, doctor, '2026-03-05')).toBe('doctor');
    expect(holidayDayState(form, doctor, '2026-03-08')).toBe('clinic');
  });

  it('sends only holidays from today on, and the week sorted', () => {
    const form = ownWeek();
    form.holidays = ['2026-02-27', '2026-03-05'];
    form.days[1] = {
      isActive: true,
      ranges: [
        { start: '14:00', end: '15:00' },
        { start: '08:00', end: '09:00' },
      ],
    };
    const body = toScheduleBody(form, '2026-03-01');
    expect(body.holidays).toEqual(['2026-03-05']);
    expect(body.schedule?.[0]).toEqual({
      dayOfWeek: 1,
      isActive: true,
      ranges: [
        { start: '08:00', end: '09:00' },
        { start: '14:00', end: '15:00' },
      ],
    });
    expect(body.schedule?.[6]).toEqual({ dayOfWeek: 7, isActive: false, ranges: [] });
  });

  it('offers 15-minute steps within the clinic hours and adds ranges after the last one', () => {
    const options = timeOptions(WEEK[0]);
    expect(options[0]).toBe('08:00');
    expect(options[1]).toBe('08:15');
    expect(options.at(-1)).toBe('17:00');
    expect(timeOptions(WEEK[6])).toEqual([]);
    expect(nextRange([{ start: '08:00', end: '10:00' }], WEEK[0])).toEqual({ start: '10:00', end: '11:00' });
    expect(nextRange([{ start: '08:00', end: '17:00' }], WEEK[0])).toEqual({ start: '16:00', end: '17:00' });
  });
});

describe('doctor bookings query', () => {
  it('reads the address and asks for one booking when a link names it', () => {
    const filters = doctorBookingsQuery.parse(
      new URLSearchParams(
        'tab=bookings&id=7d0c1e2a-0000-4000-8000-00000000b001&status=done&search=%20lan%20&fromDate=2026-03-09&toDate=2026-03-01',
      ),
    );
    expect(filters).toMatchObject({
      status: undefined,
      search: 'lan',
      fromDate: undefined,
      toDate: undefined,
    });
    expect(toDoctorBookingsRequest(filters)).toEqual({
      page: 1,
      pageSize: 10,
      bookingId: '7d0c1e2a-0000-4000-8000-00000000b001',
      search: 'lan',
    });
  });
});
