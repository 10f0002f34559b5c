/** Asia/Ho_Chi_Minh's offset: UTC+7 all year (no daylight saving since 1975); every conversion below uses it. */
const BUSINESS_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

// Read from the instant moved by the offset, not through Intl: a page's first Intl formatter costs 50–60 ms (the
// engine loads its locale data), ×4 on a phone, in whatever task first formats a date — usually the page's takeover.
function partsOf(instant: Date | string | number) {
  const date = instant instanceof Date ? instant : new Date(instant);
  const iso = new Date(date.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    hour: iso.slice(11, 13),
    minute: iso.slice(14, 16),
    second: iso.slice(17, 19),
  };
}

/** 'YYYY-MM-DD' (the shape only: `isCalendarDate` says whether the day exists). */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a string is a real calendar day written 'YYYY-MM-DD' (year 0001–9999): '2026-02-28' is, '2026-02-30' and
 * '2026-13-45' are not. Pure arithmetic, so neither the process time zone nor Date's roll-over can mislead it.
 */
export function isCalendarDate(value: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** The calendar day ('YYYY-MM-DD') of an instant in Asia/Ho_Chi_Minh. */
export function toLocalDate(instant: Date | string | number): string {
  const p = partsOf(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A duration to a tenth of a second, Vietnamese style: 2500 → '2,5 s' (progress lines of the seed and backups). */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}

/** 'dd/MM/yyyy' in Asia/Ho_Chi_Minh, as every screen shows dates (decision 28). */
export function formatDate(instant: Date | string | number): string {
  const p = partsOf(instant);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/MM/yyyy HH:mm' in Asia/Ho_Chi_Minh. */
export function formatDateTime(instant: Date | string | number): string {
  const p = partsOf(instant);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A local date ('YYYY-MM-DD') shown as 'dd/MM/yyyy'. */
/** 'HH:mm' of an instant in Asia/Ho_Chi_Minh. */
export function toLocalTime(instant: Date | string | number): string {
  return formatDateTime(instant).slice(11, 16);
}

export function formatLocalDate(localDate: string): string {
  const [y, m, d] = localDate.split('-');
  return `${d}/${m}/${y}`;
}

/** The instant at which a local day starts in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function startOfLocalDay(localDate: string): Date {
  return new Date(utcDay(localDate) - BUSINESS_UTC_OFFSET_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar arithmetic on 'YYYY-MM-DD' read as a UTC day, so the process time zone never matters. */
function utcDay(localDate: string): number {
  return Date.parse(`${localDate}T00:00:00.000Z`);
}

/** The local date `days` after (or before, when negative) a local date. */
export function addLocalDays(localDate: string, days: number): string {
  return new Date(utcDay(localDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one local date to another (negative when `to` is earlier). */
export function localDaysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The weekday of a local date as the contract numbers it: 1 = Monday … 7 = Sunday. */
export function localDayOfWeek(localDate: string): Weekday {
  return (((new Date(utcDay(localDate)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The instant of a local date and time of day ('HH:mm') in Asia/Ho_Chi_Minh. */
export function localDateTimeToInstant(localDate: string, localTime: string): Date {
  return new Date(Date.parse(`${localDate}T${localTime}:00.000Z`) - BUSINESS_UTC_OFFSET_MS);
}

/** A weekday as the contract numbers it: 1 = Monday … 7 = Sunday (api-contract §2 DayOfWeek). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Monday to Sunday. */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** 'Thứ 2' … 'Thứ 7', 'Chủ nhật' by weekday. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Thứ 2',
  2: 'Thứ 3',
  3: 'Thứ 4',
  4: 'Thứ 5',
  5: 'Thứ 6',
  6: 'Thứ 7',
  7: 'Chủ nhật',
};

/** The name of a contract `dayOfWeek` (a number 1–7 in the schemas); '' outside 1–7. */
export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek as Weekday] ?? '';
}

/** 'T2' … 'T7', 'CN' by weekday (calendar heads, the day strip). */
export const WEEKDAY_SHORT_NAMES: Record<Weekday, string> = {
  1: 'T2',
  2: 'T3',
  3: 'T4',
  4: 'T5',
  5: 'T6',
  6: 'T7',
  7: 'CN',
};

/** 'Thứ 4, 26/11/2026' */
export function formatWeekdayDate(localDate: string): string {
  return `${WEEKDAY_NAMES[localDayOfWeek(localDate)]}, ${formatLocalDate(localDate)}`;
}

/** '08:30 - 09:00, Thứ 4, 26/11/2026': when a booking takes place. */
export function formatAppointment(when: { date: string; startTime: string; endTime: string }): string {
  return `${when.startTime} - ${when.endTime}, ${formatWeekdayDate(when.date)}`;
}

/** 'HH:mm' → minutes since midnight. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes since midnight → 'HH:mm'. */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
