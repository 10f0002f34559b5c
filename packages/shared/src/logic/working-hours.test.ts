import { describe, expect, it } from 'vitest';
import { WORKING_DAY_MESSAGES as M } from '../messages/clinic-admin';
import { workingDayIssues, type WorkingDayInput } from './working-hours';

const day = (overrides: Partial<WorkingDayInput>): WorkingDayInput => ({
  dayOfWeek: 1,
  isOpen: true,
  startTime: '08:00',
  endTime: '17:00',
  ...overrides,
});

describe('workingDayIssues', () => {
  it.each([
    ['a plain open day', day({}), {}],
    ['a closed day, whatever its hours', day({ isOpen: false, startTime: '18:00', endTime: '08:00' }), {}],
    ['a lunch break inside', day({ breakStart: '12:00', breakEnd: '13:00' }), {}],
    ['opening after closing', day({ startTime: '17:00', endTime: '08:00' }), { endTime: M.openBeforeClose }],
    ['opening at closing time', day({ endTime: '08:00' }), { endTime: M.openBeforeClose }],
    ['a break at opening', day({ breakStart: '08:00', breakEnd: '09:00' }), { breakStart: M.breakAfterOpen }],
    [
      'a break ending at closing',
      day({ breakStart: '16:00', breakEnd: '17:00' }),
      { breakEnd: M.breakBeforeClose },
    ],
    [
      'a break starting after closing',
      day({ breakStart: '17:30', breakEnd: '18:00' }),
      {
        breakStart: M.breakBeforeClose,
        breakEnd: M.breakBeforeClose,
      },
    ],
    [
      'a break ending before it starts',
      day({ breakStart: '13:00', breakEnd: '12:00' }),
      {
        breakEnd: M.breakEndAfterStart,
      },
    ],
    ['half a break', day({ breakStart: '12:00' }), { breakEnd: M.breakIncomplete }],
  ])('%s', (_name, input, expected) => {
    expect(workingDayIssues(input)).toEqual(expected);
  });

  it('speaks the reference’s words', () => {
    expect(M.openBeforeClose).toBe('Giờ mở cửa phải trước giờ đóng cửa');
    expect(M.breakAfterOpen).toBe('Giờ nghỉ phải sau giờ mở cửa');
    expect(M.breakBeforeClose).toBe('Giờ nghỉ phải trước giờ đóng cửa');
    expect(M.breakEndAfterStart).toBe('Giờ kết thúc nghỉ phải sau giờ bắt đầu nghỉ');
  });
});
