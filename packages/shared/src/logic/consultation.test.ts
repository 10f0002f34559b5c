import { describe, expect, it } from 'vitest';
import {
  CALL_WINDOW_MESSAGES,
  callOpensLabel,
  callTimeOf,
  consultationWindow,
  isInCallWindow,
} from './consultation';

// 09:00–09:30 on 27/11/2026 in Asia/Ho_Chi_Minh (UTC+7), whatever the machine's time zone.
const booking = {
  startAt: '2026-11-27T02:00:00.000Z',
  endAt: '2026-11-27T02:30:00.000Z',
  date: '2026-11-27',
};

describe('the call window of a booking', () => {
  it('opens 15 minutes before the start and closes 30 minutes after the end, both ends included', () => {
    const window = consultationWindow(booking);
    expect(window.opensAt.toISOString()).toBe('2026-11-27T01:45:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(isInCallWindow(window, new Date('2026-11-27T01:44:59.999Z'))).toBe(false);
    expect(isInCallWindow(window, new Date('2026-11-27T01:45:00.000Z'))).toBe(true);
    expect(isInCallWindow(window, Date.parse('2026-11-27T03:00:00.000Z'))).toBe(true);
    expect(isInCallWindow(window, Date.parse('2026-11-27T03:00:00.001Z'))).toBe(false);
  });

  it('is told in local time', () => {
    const { opensAt } = consultationWindow(booking);
    expect(callTimeOf(opensAt)).toBe('08:45');
    expect(callOpensLabel(opensAt, booking.date)).toBe('Mở lúc 08:45');
    expect(callOpensLabel(opensAt, '2026-11-28')).toBe('Mở lúc 08:45 ngày 27/11/2026');
    // A window opening before midnight of the visit's day names its own day.
    const early = consultationWindow({
      startAt: '2026-11-27T17:05:00.000Z',
      endAt: '2026-11-27T17:35:00.000Z',
    });
    expect(callOpensLabel(early.opensAt, '2026-11-28')).toBe('Mở lúc 23:50 ngày 27/11/2026');
    expect(CALL_WINDOW_MESSAGES.opensAt(opensAt)).toBe(
      'Cuộc gọi với bác sĩ chỉ mở trong khung giờ của lịch khám đã xác nhận: lần tới mở lúc 08:45 ngày 27/11/2026',
    );
  });
});
