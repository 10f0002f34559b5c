import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../enums';
import { DAY_CLOSED_MESSAGES } from '../messages/vi';
import { DayScheduleSchema } from '../schemas/booking';
import type { DoctorScheduleDay, WorkingDay } from '../schemas/clinic';
import {
  checkBookingSlot,
  daySchedule,
  scheduleRange,
  slotTableHoldsUntil,
  workingWeek,
  type SlotRefusal,
  type SlotSource,
} from './slots';

// 2026-12-01 is a Tuesday; 09:00 in Asia/Ho_Chi_Minh.
const NOW = new Date('2026-12-01T02:00:00Z');
const WEDNESDAY = '2026-12-02';

const week = (day: (dayOfWeek: number) => Omit<WorkingDay, 'dayOfWeek'>): WorkingDay[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, ...day(dayOfWeek) }));

/** Open Monday to Saturday 08:00–17:00 with a 12:00–13:00 break, closed on Sunday. */
const CLINIC_HOURS = week((d) => ({
  isOpen: d !== 7,
  startTime: '08:00',
  endTime: '17:00',
  breakTime: { start: '12:00', end: '13:00' },
}));

const doctorWeek = (ranges: DoctorScheduleDay['ranges'], isActive = true): DoctorScheduleDay[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, isActive, ranges }));

function source(over: {
  ranges?: DoctorScheduleDay['ranges'];
  schedule?: DoctorScheduleDay[];
  duration?: number;
  doctorHolidays?: string[];
  clinicHours?: WorkingDay[];
  clinicHolidays?: string[];
  bookings?: SlotSource['bookings'];
}): SlotSource {
  return {
    doctor: {
      schedule: over.schedule ?? doctorWeek(over.ranges ?? [{ start: '08:00', end: '17:00' }]),
      duration: over.duration ?? 30,
      holidays: over.doctorHolidays ?? [],
    },
    clinic: { workingHours: over.clinicHours ?? CLINIC_HOURS, holidays: over.clinicHolidays ?? [] },
    bookings: over.bookings ?? [],
  };
}

const starts = (src: SlotSource, date = WEDNESDAY, now = NOW) =>
  daySchedule(src, date, now).timeSlots.map((s) => s.startTime);
/** A booking at local times of a day. */
const booking = (date: string, start: string, end: string, status: BookingStatus = 'pending') => ({
  startAt: new Date(`${date}T${start}:00+07:00`),
  endAt: new Date(`${date}T${end}:00+07:00`).toISOString(),
  status,
});

describe('daySchedule: an open day', () => {
  it('answers the contract shape: clinic hours, slots cut by duration around the break', () => {
    const schedule = daySchedule(source({}), WEDNESDAY, NOW);
    expect(DayScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(schedule).toMatchObject({
      date: WEDNESDAY,
      dayOfWeek: 3,
      isOpen: true,
      workingHours: { start: '08:00', end: '17:00', breakTime: { start: '12:00', end: '13:00' } },
    });
    expect(schedule.message).toBeUndefined();
    expect(schedule.timeSlots).toHaveLength(16);
    expect(schedule.timeSlots[0]).toEqual({
      startTime: '08:00',
      endTime: '08:30',
      isAvailable: true,
      duration: 30,
    });
    expect(schedule.timeSlots.at(-1)).toEqual({
      startTime: '16:30',
      endTime: '17:00',
      isAvailable: true,
      duration: 30,
    });
    expect(starts(source({}))).not.toContain('12:00');
    expect(starts(source({}))).not.toContain('12:30');
  });

  it.each<[number, string[]]>([
    // 08:00–09:50 is 110 minutes, a multiple of none of them: the last slot must fit whole.
    [15, ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30']],
    [30, ['08:00', '08:30', '09:00']],
    [45, ['08:00', '08:45']],
    [60, ['08:00']],
  ])('duration %i over 08:00–09:50 gives %j', (duration, expected) => {
    const src = source({ duration, ranges: [{ start: '08:00', end: '09:50' }] });
    expect(starts(src)).toEqual(expected);
    expect(daySchedule(src, WEDNESDAY, NOW).timeSlots.every((s) => s.duration === duration)).toBe(true);
  });

  it.each<[string, DoctorScheduleDay['ranges'], number, string[]]>([
    [
      'a range across the break restarts after it',
      [{ start: '10:00', end: '15:00' }],
      45,
      ['10:00', '10:45', '13:00', '13:45'],
    ],
    [
      'ranges partly outside the clinic hours are clipped',
      [
        { start: '07:00', end: '09:00' },
        { start: '16:00', end: '18:00' },
      ],
      60,
      ['08:00', '16:00'],
    ],
    ['a range wholly outside the clinic hours gives nothing', [{ start: '17:00', end: '20:00' }], 30, []],
    ['a range inside the break gives nothing', [{ start: '12:00', end: '13:00' }], 15, []],
    [
      'unordered ranges come out in time order',
      [
        { start: '14:00', end: '15:00' },
        { start: '09:00', end: '10:00' },
      ],
      60,
      ['09:00', '14:00'],
    ],
  ])('%s', (_name, ranges, duration, expected) => {
    expect(starts(source({ ranges, duration }))).toEqual(expected);
  });

  it('a clinic day without a break offers its midday slots', () => {
    const clinicHours = week((d) => ({
      isOpen: d !== 7,
      startTime: '08:00',
      endTime: '17:00',
      breakTime: null,
    }));
    expect(starts(source({ clinicHours, ranges: [{ start: '11:00', end: '14:00' }], duration: 60 }))).toEqual(
      ['11:00', '12:00', '13:00'],
    );
  });
});

describe('daySchedule: closed days', () => {
  it.each<[string, Parameters<typeof source>[0], string, keyof typeof DAY_CLOSED_MESSAGES]>([
    ['the clinic is closed on Sundays', {}, '2026-12-06', 'clinic_closed'],
    ['a clinic holiday', { clinicHolidays: [WEDNESDAY] }, WEDNESDAY, 'clinic_holiday'],
    ['a doctor holiday', { doctorHolidays: [WEDNESDAY] }, WEDNESDAY, 'doctor_holiday'],
    [
      'the doctor does not work that weekday',
      { schedule: doctorWeek([{ start: '08:00', end: '17:00' }], false) },
      WEDNESDAY,
      'doctor_day_off',
    ],
    ['the doctor has no ranges that weekday', { ranges: [] }, WEDNESDAY, 'doctor_day_off'],
    ['a weekday missing from the doctor schedule', { schedule: [] }, WEDNESDAY, 'doctor_day_off'],
    ['a weekday missing from the clinic hours', { clinicHours: [] }, WEDNESDAY, 'clinic_closed'],
    ['a closed day beyond the horizon is too far first', {}, '2027-01-31', 'too_far'],
    [
      'a holiday of both is the clinic holiday',
      { clinicHolidays: [WEDNESDAY], doctorHolidays: [WEDNESDAY] },
      WEDNESDAY,
      'clinic_holiday',
    ],
  ])('%s', (_name, over, date, reason) => {
    const schedule = daySchedule(source(over), date, NOW);
    expect(schedule).toEqual({
      date,
      dayOfWeek: schedule.dayOfWeek,
      isOpen: false,
      workingHours: null,
      timeSlots: [],
      message: DAY_CLOSED_MESSAGES[reason],
    });
    expect(DayScheduleSchema.parse(schedule)).toEqual(schedule);
  });

  it('another day than the holiday stays open', () => {
    expect(
      daySchedule(source({ clinicHolidays: ['2026-12-03'], doctorHolidays: ['2026-12-04'] }), WEDNESDAY, NOW)
        .isOpen,
    ).toBe(true);
  });
});

describe('daySchedule: bookings', () => {
  it.each<[string, SlotSource['bookings'], string[]]>([
    ['a pending booking takes its slot', [booking(WEDNESDAY, '09:00', '09:30')], ['09:00']],
    ['a confirmed booking takes its slot', [booking(WEDNESDAY, '09:00', '09:30', 'confirmed')], ['09:00']],
    ['a cancelled booking frees it', [booking(WEDNESDAY, '09:00', '09:30', 'cancelled')], []],
    ['a completed booking holds nothing', [booking(WEDNESDAY, '09:00', '09:30', 'completed')], []],
    // Bookings made under another duration: any overlap takes the slot, touching ends do not.
    [
      'a 45-minute booking takes two 30-minute slots',
      [booking(WEDNESDAY, '10:15', '11:00')],
      ['10:00', '10:30'],
    ],
    [
      'a 15-minute booking takes the slot it falls in',
      [booking(WEDNESDAY, '14:45', '15:00', 'confirmed')],
      ['14:30'],
    ],
    ['a booking of another day takes nothing', [booking('2026-12-03', '09:00', '09:30')], []],
  ])('%s', (_name, bookings, taken) => {
    const slots = daySchedule(source({ bookings }), WEDNESDAY, NOW).timeSlots;
    expect(slots).toHaveLength(16);
    expect(slots.filter((s) => !s.isAvailable).map((s) => s.startTime)).toEqual(taken);
  });

  it('a 60-minute grid refuses the hour holding a 30-minute booking', () => {
    const src = source({ duration: 60, bookings: [booking(WEDNESDAY, '09:30', '10:00')] });
    expect(
      daySchedule(src, WEDNESDAY, NOW)
        .timeSlots.filter((s) => !s.isAvailable)
        .map((s) => s.startTime),
    ).toEqual(['09:00']);
  });
});

describe('daySchedule: the 2-hour notice', () => {
  it.each<[string, Date, string]>([
    // Today is Tuesday 2026-12-01; the first available slot starts at least 2 h after now.
    ['09:00 local: 11:00 is exactly 2 h away and open', new Date('2026-12-01T02:00:00Z'), '11:00'],
    ['a millisecond later 11:00 is too soon', new Date('2026-12-01T02:00:00.001Z'), '11:30'],
    ['10:10 local: the break moves it to 13:00', new Date('2026-12-01T03:10:00Z'), '13:00'],
    ['at 06:00 local every slot of the day is open', new Date('2026-11-30T23:00:00Z'), '08:00'],
  ])('%s', (_name, now, firstAvailable) => {
    const slots = daySchedule(source({}), '2026-12-01', now).timeSlots;
    expect(slots).toHaveLength(16);
    expect(slots.find((s) => s.isAvailable)?.startTime).toBe(firstAvailable);
    const index = slots.findIndex((s) => s.isAvailable);
    expect(slots.slice(index).every((s) => s.isAvailable)).toBe(true);
  });

  it('a day that has passed keeps its slots, none available', () => {
    const schedule = daySchedule(source({}), '2026-11-30', NOW);
    expect(schedule.isOpen).toBe(true);
    expect(schedule.timeSlots).toHaveLength(16);
    expect(schedule.timeSlots.some((s) => s.isAvailable)).toBe(false);
  });
});

describe('daySchedule: the 60-day horizon and local midnight', () => {
  const allWeek = week(() => ({ isOpen: true, startTime: '08:00', endTime: '17:00', breakTime: null }));

  it.each<[string, Date, string, boolean]>([
    ['60 days after today is bookable', NOW, '2027-01-30', true],
    ['61 days after today is too far', NOW, '2027-01-31', false],
    // 00:30 on Wednesday in Ho Chi Minh City is still Tuesday in UTC: the horizon counts from the local day.
    [
      'after local midnight, 60 days after the local today is bookable',
      new Date('2026-12-01T17:30:00Z'),
      '2027-01-31',
      true,
    ],
    ['after local midnight, 61 days is too far', new Date('2026-12-01T17:30:00Z'), '2027-02-01', false],
    // 23:30 on Tuesday local (16:30 UTC): still Tuesday in both.
    [
      'at 23:30 local, 61 days after the local today is too far',
      new Date('2026-12-01T16:30:00Z'),
      '2027-01-31',
      false,
    ],
  ])('%s', (_name, now, date, bookable) => {
    const schedule = daySchedule(source({ clinicHours: allWeek }), date, now);
    expect(schedule.isOpen).toBe(bookable);
    expect(schedule.message).toBe(bookable ? undefined : DAY_CLOSED_MESSAGES.too_far);
    if (bookable) expect(schedule.timeSlots.every((s) => s.isAvailable)).toBe(true);
  });

  it('at 23:30 local, the night slots of the next local day open 2 h later', () => {
    const nightClinic = week(() => ({ isOpen: true, startTime: '00:00', endTime: '23:59', breakTime: null }));
    const src = source({ clinicHours: nightClinic, ranges: [{ start: '00:00', end: '03:00' }] });
    const now = new Date('2026-12-01T16:30:00Z');
    const schedule = daySchedule(src, WEDNESDAY, now);
    expect(schedule.dayOfWeek).toBe(3);
    expect(schedule.timeSlots.map((s) => [s.startTime, s.isAvailable])).toEqual([
      ['00:00', false],
      ['00:30', false],
      ['01:00', false],
      ['01:30', true],
      ['02:00', true],
      ['02:30', true],
    ]);
  });

  it('scheduleRange gives the 7-day strip from a local date with local weekdays', () => {
    const strip = scheduleRange(source({}), '2026-12-01', 7, new Date('2026-12-01T17:30:00Z'));
    expect(strip.map((d) => [d.date, d.dayOfWeek, d.isOpen])).toEqual([
      ['2026-12-01', 2, true],
      ['2026-12-02', 3, true],
      ['2026-12-03', 4, true],
      ['2026-12-04', 5, true],
      ['2026-12-05', 6, true],
      ['2026-12-06', 7, false],
      ['2026-12-07', 1, true],
    ]);
    // Tuesday has passed locally, Wednesday 00:30 local leaves all its daytime slots open.
    expect(strip[0]!.timeSlots.some((s) => s.isAvailable)).toBe(false);
    expect(strip[1]!.timeSlots.every((s) => s.isAvailable)).toBe(true);
  });

  it('scheduleRange crosses a month and a year end', () => {
    expect(scheduleRange(source({}), '2026-12-30', 4, NOW).map((d) => [d.date, d.dayOfWeek])).toEqual([
      ['2026-12-30', 3],
      ['2026-12-31', 4],
      ['2027-01-01', 5],
      ['2027-01-02', 6],
    ]);
  });
});

describe('checkBookingSlot', () => {
  const src = source({
    bookings: [
      booking(WEDNESDAY, '09:00', '09:30', 'confirmed'),
      booking(WEDNESDAY, '10:00', '10:30', 'cancelled'),
    ],
    clinicHolidays: ['2026-12-03'],
  });

  it.each<[string, string, string, Date, SlotRefusal]>([
    ['a taken slot', WEDNESDAY, '09:00', NOW, 'BOOKING_SLOT_TAKEN'],
    ['a time off the grid', WEDNESDAY, '09:15', NOW, 'BOOKING_SLOT_UNAVAILABLE'],
    ['a time in the break', WEDNESDAY, '12:00', NOW, 'BOOKING_SLOT_UNAVAILABLE'],
    ['a time after closing', WEDNESDAY, '17:00', NOW, 'BOOKING_SLOT_UNAVAILABLE'],
    ['a clinic holiday', '2026-12-03', '09:00', NOW, 'BOOKING_SLOT_UNAVAILABLE'],
    ['a closed Sunday', '2026-12-06', '09:00', NOW, 'BOOKING_SLOT_UNAVAILABLE'],
    ['under 2 h from now', '2026-12-01', '10:30', NOW, 'BOOKING_TOO_SOON'],
    [
      'a taken slot under 2 h from now',
      WEDNESDAY,
      '09:00',
      new Date('2026-12-02T01:00:00Z'),
      'BOOKING_TOO_SOON',
    ],
    ['a past day', '2026-11-30', '09:00', NOW, 'BOOKING_TOO_SOON'],
    ['beyond 60 days', '2027-02-01', '09:00', NOW, 'BOOKING_TOO_FAR'],
  ])('refuses %s', (_name, date, time, now, error) => {
    expect(checkBookingSlot(src, date, time, now)).toEqual({ slot: null, error });
  });

  it.each<[string, string, string, string, string]>([
    ['the slot freed by a cancellation', WEDNESDAY, '10:00', '2026-12-02T03:00:00.000Z', '10:30'],
    ['exactly 2 h from now', '2026-12-01', '11:00', '2026-12-01T04:00:00.000Z', '11:30'],
    ['the last day of the horizon', '2027-01-30', '16:30', '2027-01-30T09:30:00.000Z', '17:00'],
  ])('accepts %s', (_name, date, time, startAt, endTime) => {
    const { slot, error } = checkBookingSlot(src, date, time, NOW);
    expect(error).toBeNull();
    expect(slot).toMatchObject({ startTime: time, endTime, duration: 30, state: 'available' });
    expect(slot?.startAt.toISOString()).toBe(startAt);
    expect(slot?.endAt.getTime()).toBe(new Date(startAt).getTime() + 30 * 60_000);
  });
});

describe('workingWeek', () => {
  it('reads an empty doctor schedule as the clinic hours: each open day in full, closed days inactive', () => {
    const week = workingWeek([], CLINIC_HOURS);
    expect(week).toHaveLength(7);
    // One range over the opening hours: the break is cut later, by the slot arithmetic.
    expect(week[0]).toEqual({ dayOfWeek: 1, isActive: true, ranges: [{ start: '08:00', end: '17:00' }] });
    expect(week[6]).toEqual({ dayOfWeek: 7, isActive: false, ranges: [] });
  });

  it("keeps the doctor's own week as it is, whatever the clinic hours", () => {
    const own = doctorWeek([{ start: '09:00', end: '11:00' }]).map((day) =>
      day.dayOfWeek === 3 ? { ...day, isActive: false, ranges: [] } : day,
    );
    expect(workingWeek(own, CLINIC_HOURS)).toBe(own);
  });

  it('gives the same slots as the clinic hours written out as a week', () => {
    const clinicWeek = doctorWeek([{ start: '08:00', end: '17:00' }]).map((day) =>
      day.dayOfWeek === 7 ? { ...day, isActive: false, ranges: [] } : day,
    );
    expect(starts(source({ schedule: workingWeek([], CLINIC_HOURS) }))).toEqual(
      starts(source({ schedule: clinicWeek })),
    );
    expect(daySchedule(source({ schedule: workingWeek([], CLINIC_HOURS) }), '2026-12-06', NOW).isOpen).toBe(
      false,
    );
  });
});

describe('slotTableHoldsUntil (ADR 0048)', () => {
  it('a slot table holds over (minute, next minute] of one local day: the span the 2-hour notice allows', () => {
    const minute = Date.parse('2026-11-30T03:21:00.000Z'); // 10:21 in Hà Nội
    // Computed anywhere in (10:20, 10:21], it holds through 10:21 itself and no further.
    expect(slotTableHoldsUntil(new Date(minute))).toBe(minute + 1);
    expect(slotTableHoldsUntil(new Date(minute - 59_999))).toBe(minute + 1);
    expect(slotTableHoldsUntil(new Date(minute + 1))).toBe(minute + 60_000 + 1);
    // The local day turns at 00:00 in Hà Nội: a table of 23:59:30 holds until midnight, not past it.
    const midnight = Date.parse('2026-11-29T17:00:00.000Z');
    expect(slotTableHoldsUntil(new Date(midnight - 30_000))).toBe(midnight);
    expect(slotTableHoldsUntil(new Date(midnight))).toBe(midnight + 1);
  });
});
