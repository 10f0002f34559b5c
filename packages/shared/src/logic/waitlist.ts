import { BOOKING_MIN_NOTICE_HOURS, WAITLIST_OFFER_MINUTES } from '../constants';
import type { DaySchedule } from '../schemas/booking';
import { formatWeekdayDate, localDateTimeToInstant } from './date';
import type { DayPlan, PlannedSlot } from './slots';

/** A window of a day by its slots' starts: `from` ≤ start < `to`; null bounds are the whole day. */
export type WaitlistWindow = { from: string | null; to: string | null };

/** The windows the doctor page offers to wait for: the whole day, the morning, the afternoon. */
export const WAITLIST_WINDOWS = [
  { key: 'day', label: 'Cả ngày', from: null, to: null },
  { key: 'morning', label: 'Buổi sáng (trước 12:00)', from: '00:00', to: '12:00' },
  { key: 'afternoon', label: 'Buổi chiều (từ 12:00)', from: '12:00', to: '23:59' },
] as const;

export function inWaitlistWindow(startTime: string, window: WaitlistWindow): boolean {
  return (window.from === null || startTime >= window.from) && (window.to === null || startTime < window.to);
}

export type WaitlistWindowChoice = (typeof WAITLIST_WINDOWS)[number];

/**
 * The windows of a day's slot table one may wait for at `now` (the doctor page's): those with coming slots (not
 * under the booking notice), all taken — the same judgement as `waitlistJoinBlock` on the server's plan.
 */
export function fullWaitlistWindows(schedule: DaySchedule, now: Date): WaitlistWindowChoice[] {
  if (!schedule.isOpen) return [];
  const earliest = now.getTime() + BOOKING_MIN_NOTICE_HOURS * 3_600_000;
  const coming = schedule.timeSlots.filter(
    (s) => localDateTimeToInstant(schedule.date, s.startTime).getTime() >= earliest,
  );
  return WAITLIST_WINDOWS.filter((window) => {
    const slots = coming.filter((s) => inWaitlistWindow(s.startTime, window));
    return slots.length > 0 && slots.every((s) => !s.isAvailable);
  });
}

/** 'Cả ngày' or 'từ 09:00 đến 12:00': a wait's window as the pages show it. */
export function waitlistWindowLabel(window: WaitlistWindow): string {
  const preset = WAITLIST_WINDOWS.find((w) => w.from === window.from && w.to === window.to);
  if (preset) return preset.label;
  return `Từ ${window.from ?? '00:00'} đến ${window.to ?? '24:00'}`;
}

/** The slots of a day's plan within a window that one could still book or wait for (not past their notice). */
function comingSlots(plan: DayPlan, window: WaitlistWindow): PlannedSlot[] {
  return plan.slots.filter((s) => s.state !== 'too_soon' && inWaitlistWindow(s.startTime, window));
}

/**
 * Whether a customer may join the waitlist of a day's window: only while every coming slot in it is taken. A closed
 * day, or a window without coming slots, has nothing to wait for; a window with a free slot is booked instead.
 */
export function waitlistJoinBlock(
  plan: DayPlan,
  window: WaitlistWindow,
): 'WAITLIST_WINDOW_EMPTY' | 'WAITLIST_SLOTS_FREE' | null {
  if (plan.closedReason !== null) return 'WAITLIST_WINDOW_EMPTY';
  const coming = comingSlots(plan, window);
  if (coming.length === 0) return 'WAITLIST_WINDOW_EMPTY';
  return coming.some((s) => s.state === 'available') ? 'WAITLIST_SLOTS_FREE' : null;
}

/** The free slots of a day's window: what a waitlist entry is offered. */
export function waitlistFreeSlots(plan: DayPlan, window: WaitlistWindow): PlannedSlot[] {
  if (plan.closedReason !== null) return [];
  return comingSlots(plan, window).filter((s) => s.state === 'available');
}

/**
 * When an offer made at `now` of a slot starting at `slotStart` lapses: WAITLIST_OFFER_MINUTES later, but never after
 * the slot can no longer be booked (its start less the booking notice).
 */
export function waitlistOfferExpiry(now: Date, slotStart: Date): Date {
  const lastBookable = slotStart.getTime() - BOOKING_MIN_NOTICE_HOURS * 3_600_000;
  return new Date(Math.min(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000, lastBookable));
}

/** The customer's waitlists page. */
export const CUSTOMER_WAITLIST_LINK = '/booking-waitlist';

/** An offer's link: the doctor's page on the offered day with the slot chosen, the patient form open. */
export function waitlistOfferLink(doctorSlug: string, date: string, startTime: string): string {
  return `/doctor-detail/${encodeURIComponent(doctorSlug)}?date=${date}&time=${encodeURIComponent(startTime)}`;
}

/** The words of an offer's bell and mail: which doctor, which day, which times are free. */
export function waitlistOfferWords(offer: { doctorName: string; date: string; times: string[] }): {
  title: string;
  content: string;
} {
  const times = offer.times.join(', ');
  return {
    title: '⏰ Có giờ khám trống cho bạn',
    content:
      `Lịch khám với ${offer.doctorName} vừa có giờ trống lúc ${times}, ${formatWeekdayDate(offer.date)}. ` +
      'Người đặt trước sẽ nhận giờ này, bạn vẫn ở trong danh sách chờ nếu chưa đặt được.',
  };
}
