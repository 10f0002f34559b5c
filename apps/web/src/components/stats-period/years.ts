import { toLocalDate } from '@lumi/shared';

/** The current local (Asia/Ho_Chi_Minh) year and month. */
export function currentYearMonth(now: Date = new Date()): { year: number; month: number } {
  const [year, month] = toLocalDate(now).split('-').map(Number);
  return { year: year!, month: month! };
}

/**
 * The years a statistics page offers, newest first: the current one and the `count − 1` before it, and `selected`
 * too when it is another (an older year from a link).
 */
export function yearChoices(selected: number, count: number, now: Date = new Date()): number[] {
  const current = currentYearMonth(now).year;
  const years = Array.from({ length: count }, (_v, i) => current - i);
  return years.includes(selected) ? years : [...years, selected].sort((a, b) => b - a);
}
