import { describe, expect, it } from 'vitest';
import type { WorkingDayInput } from '@lumi/shared';
import { QUARTER_HOURS, defaultWeek, toWorkingDayInputs, toWorkingDays } from './working-hours';

const day = (overrides: Partial<WorkingDayInput>): WorkingDayInput => ({
  dayOfWeek: 1,
  isOpen: true,
  startTime: '08:00',
  endTime: '17:00',
  ...overrides,
});

describe('the week', () => {
  it('offers every quarter of an hour', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
  });

  it('starts from seven open days 08:00–17:00', () => {
    expect(defaultWeek().map((d) => [d.dayOfWeek, d.isOpen, d.startTime, d.endTime])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => [n, true, '08:00', '17:00']),
    );
  });

  it('goes to the contract’s shape and back', () => {
    const week = toWorkingDays([day({ breakStart: '12:00', breakEnd: '13:00' }), ...defaultWeek().slice(1)]);
    expect(week[0]).toEqual({
      dayOfWeek: 1,
      isOpen: true,
      startTime: '08:00',
      endTime: '17:00',
      breakTime: { start: '12:00', end: '13:00' },
    });
    expect(week[1]?.breakTime).toBeNull();
    expect(toWorkingDays(toWorkingDayInputs(week))).toEqual(week);
  });
});
