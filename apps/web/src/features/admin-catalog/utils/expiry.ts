import { toLocalDate } from '@lumi/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Asia/Ho_Chi_Minh ('YYYY-MM-DD'). */
export function todayLocal(now: Date | number = Date.now()): string {
  return toLocalDate(now);
}

/** Whole days from `today` to `expiry` (both 'YYYY-MM-DD'); negative once past. */
export function daysUntil(expiry: string, today: string = todayLocal()): number {
  const a = Date.UTC(...(expiry.split('-').map(Number) as [number, number, number]));
  const b = Date.UTC(...(today.split('-').map(Number) as [number, number, number]));
  // Month is 1-based in the string; the same offset on both sides cancels out.
  return Math.round((a - b) / DAY_MS);
}

/** 'Còn 12 ngày', 'Hết hạn hôm nay', 'Đã hết hạn'. */
export function expiryLabel(expiry: string, today: string = todayLocal()): string {
  const days = daysUntil(expiry, today);
  if (days < 0) return 'Đã hết hạn';
  if (days === 0) return 'Hết hạn hôm nay';
  return `Còn ${days} ngày`;
}
