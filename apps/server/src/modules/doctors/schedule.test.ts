import { describe, expect, it } from 'vitest';
import type { DoctorScheduleDay, WorkingDay } from '@lumi/shared';
import { checkSchedule } from './service';

/** The demo clinic's week: Mon–Fri 07:30–17:30, Sat 08:00–12:00, closed on Sunday. */
const HOURS: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 7,
  startTime: dayOfWeek === 6 ? '08:00' : '07:30',
  endTime: dayOfWeek === 6 ? '12:00' : '17:30',
  breakTime: dayOfWeek === 6 ? null : { start: '11:30', end: '13:30' },
}));

const day = (dayOfWeek: number, ...ranges: [string, string][]): DoctorScheduleDay => ({
  dayOfWeek,
  isActive: true,
  ranges: ranges.map(([start, end]) => ({ start, end })),
});

describe('checkSchedule (decision 21)', () => {
  it.each<[string, DoctorScheduleDay[], 'ok' | 'invalid' | 'outside']>([
    ['an empty schedule', [], 'ok'],
    ['the clinic hours exactly', [day(1, ['07:30', '17:30'])], 'ok'],
    ['two ranges apart', [day(2, ['07:30', '11:30'], ['13:30', '17:30'])], 'ok'],
    ['ranges given out of order', [day(2, ['13:30', '17:30'], ['07:30', '11:30'])], 'ok'],
    ['touching ranges', [day(2, ['08:00', '10:00'], ['10:00', '12:00'])], 'ok'],
    ['Saturday morning', [day(6, ['08:00', '12:00'])], 'ok'],
    [
      'an inactive Sunday',
      [{ dayOfWeek: 7, isActive: false, ranges: [{ start: '08:00', end: '09:00' }] }],
      'ok',
    ],
    ['an active day without ranges on Sunday', [{ dayOfWeek: 7, isActive: true, ranges: [] }], 'ok'],
    ['starting before opening', [day(1, ['07:00', '09:00'])], 'outside'],
    ['ending after closing', [day(5, ['16:00', '18:00'])], 'outside'],
    ['Saturday afternoon', [day(6, ['12:00', '13:00'])], 'outside'],
    ['a closed Sunday', [day(7, ['08:00', '09:00'])], 'outside'],
    ['overlapping ranges', [day(3, ['08:00', '10:00'], ['09:45', '11:00'])], 'invalid'],
    ['an empty range', [day(3, ['09:00', '09:00'])], 'invalid'],
    ['a reversed range', [day(3, ['10:00', '09:00'])], 'invalid'],
    ['off the 15-minute grid', [day(3, ['08:10', '09:00'])], 'invalid'],
    ['a day twice', [day(3, ['08:00', '09:00']), day(3, ['10:00', '11:00'])], 'invalid'],
  ])('%s → %s', (_label, schedule, verdict) => {
    expect(checkSchedule(schedule, HOURS)).toBe(verdict);
  });
});
