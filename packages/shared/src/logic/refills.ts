import { addLocalDays, formatLocalDate } from './date';

/**
 * When a routine's product runs out (issue 32 item 4): its size, read from the catalogue's `capacity` ('50ml', '3.5g',
 * '60 viên', '5 miếng'), divided by what a day of the routine uses; the refill reminder comes a few days before.
 */

export const CAPACITY_UNITS = ['ml', 'g', 'viên', 'miếng'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
export type Capacity = { amount: number; unit: CapacityUnit };

/** Days before a product runs out that its refill reminder comes (time to order and receive it). */
export const REFILL_NOTICE_DAYS = 5;

const CAPACITY_PATTERN = /^(\d+(?:[.,]\d+)?)\s*(ml|g|viên|miếng)$/i;

/** A product's size from its capacity text, or null when it gives none ('', 'Bộ 3 món'…). */
export function parseCapacity(text: string | null | undefined): Capacity | null {
  const match = CAPACITY_PATTERN.exec((text ?? '').trim().normalize('NFC'));
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return { amount, unit: match[2]!.toLowerCase() as CapacityUnit };
}

/** How a routine uses a product: so much each time (in the product's unit), so many times a day. */
export type RoutineUsage = { perUse: number; usesPerDay: number };

/** Whole days one unit of the product lasts at that usage (at least 1), or null when the usage is not a positive one. */
export function daysOfSupply(size: Capacity, usage: RoutineUsage, units = 1): number | null {
  const daily = usage.perUse * usage.usesPerDay;
  if (!(daily > 0) || !(units > 0)) return null;
  return Math.max(1, Math.floor((size.amount * units) / daily));
}

/**
 * The day (Asia/Ho_Chi_Minh calendar, 'YYYY-MM-DD') the product runs out when started on `startedOn`, and the day
 * its refill reminder is due: REFILL_NOTICE_DAYS before, never before the start.
 */
export function refillDates(
  startedOn: string,
  size: Capacity,
  usage: RoutineUsage,
  units = 1,
): { runsOutOn: string; remindOn: string } | null {
  const days = daysOfSupply(size, usage, units);
  if (days === null) return null;
  const runsOutOn = addLocalDays(startedOn, days);
  return { runsOutOn, remindOn: addLocalDays(startedOn, Math.max(0, days - REFILL_NOTICE_DAYS)) };
}

/** The bell's words for a refill reminder: the product runs out on that local day. */
export function refillWords(productName: string, runsOutOn: string): { title: string; content: string } {
  return {
    title: `Sắp hết ${productName}`,
    content: `Theo liệu trình của bác sĩ, ${productName} sẽ hết vào khoảng ${formatLocalDate(runsOutOn)}. Đặt lại ngay để không bị gián đoạn.`,
  };
}

/** The bell's words when a routine's time is over: see the same doctor again. */
export function followUpWords(doctorName: string, routineTitle: string): { title: string; content: string } {
  return {
    title: 'Đã đến lúc tái khám',
    content: `Liệu trình "${routineTitle}" đã kết thúc. Đặt lịch tái khám với ${doctorName} để bác sĩ xem lại làn da của bạn.`,
  };
}

/** The last day of a routine that lasts `days` days from the local day it was written. */
export function routineEndsOn(writtenOn: string, days: number): string {
  return addLocalDays(writtenOn, days);
}

/** Whether a refill's reminder is due on the local day `today` (from its remind day on). */
export function refillDue(refill: { remindOn: string }, today: string): boolean {
  return today >= refill.remindOn;
}

/** Whether a routine is over on the local day `today`: the day after its last day; the follow-up visit is due then. */
export function routineEnded(endsOn: string, today: string): boolean {
  return today > endsOn;
}
