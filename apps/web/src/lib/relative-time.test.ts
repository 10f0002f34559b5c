import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-24T10:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-24T10:00:05.000Z', 'Vừa xong'], // a little ahead of the clock
    ['2026-11-24T09:59:30.000Z', 'Vừa xong'],
    ['2026-11-24T09:59:00.000Z', '1 phút trước'],
    ['2026-11-24T09:15:00.000Z', '45 phút trước'],
    ['2026-11-24T07:00:00.000Z', '3 giờ trước'],
    ['2026-11-23T09:00:00.000Z', '1 ngày trước'],
    ['2026-11-17T10:00:01.000Z', '6 ngày trước'],
    // A week or more: the date and time in Asia/Ho_Chi_Minh.
    ['2026-11-17T10:00:00.000Z', '17/11/2026 17:00'],
  ])('%s → %s', (instant, shown) => {
    expect(formatRelativeTime(instant, now)).toBe(shown);
  });
});
