import { toLocalDate } from '@lumi/shared';

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
const BUSINESS_OFFSET_MS = 7 * 3600 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export type PromotionBound = 'start' | 'end';

/**
 * A promotion date as the form sends it (api-contract §3.7), read in the business time zone:
 * - `YYYY-MM-DD` → the start of that day (start) or its last millisecond, 23:59:59.999 (end);
 * - `YYYY-MM-DD HH:mm[:ss]` → that local time; an end covers the whole of its last minute or second.
 * Null when the text is not a real calendar date and time.
 */
export function parsePromotionDate(text: string, bound: PromotionBound): Date | null {
  const m = DATE_PATTERN.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const isEnd = bound === 'end';
  const hour = m[4] !== undefined ? Number(m[4]) : isEnd ? 23 : 0;
  const minute = m[5] !== undefined ? Number(m[5]) : isEnd ? 59 : 0;
  // The end is inclusive: a day ends at 23:59:59.999, a minute at :59.999, a second at .999.
  const second = m[6] !== undefined ? Number(m[6]) : isEnd ? 59 : 0;
  const ms = isEnd ? 999 : 0;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - BUSINESS_OFFSET_MS);
}

/** True when the local calendar day of `instant` is before the local day of `now`. */
export function isBeforeToday(instant: Date, now: Date): boolean {
  return toLocalDate(instant) < toLocalDate(now);
}
