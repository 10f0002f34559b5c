import { BOOKING_CANCEL_NOTICE_HOURS, BOOKING_RESCHEDULE_LIMIT } from '../constants';
import type { BookingStatus } from '../enums';

/**
 * Who acts on a booking (decision 23): the customer (`User`), the doctor, or the clinic. A site ADMIN uses the
 * clinic's route and rules and is recorded as `Clinic` (api-contract §4.1).
 */
export type BookingActor = 'User' | 'Doctor' | 'Clinic';

export type BookingAction = 'confirm' | 'complete' | 'noShow' | 'cancel' | 'edit';

/** What the rules read from a booking: its status and when it starts. */
export type BookingRuleState = { status: BookingStatus; startAt: Date | string };

export type BookingMoveRefusal = 'BOOKING_STATUS_INVALID' | 'BOOKING_NOT_CANCELLABLE';

const HOUR_MS = 60 * 60 * 1000;

function startMs(booking: BookingRuleState): number {
  return new Date(booking.startAt).getTime();
}

/** The customer cancels while pending, or while confirmed up to 24 h before the start (the boundary included). */
function customerMayCancel(booking: BookingRuleState, now: Date): boolean {
  if (booking.status === 'pending') return true;
  return (
    booking.status === 'confirmed' &&
    startMs(booking) - now.getTime() >= BOOKING_CANCEL_NOTICE_HOURS * HOUR_MS
  );
}

/**
 * The doctor and the clinic: pending → confirmed; confirmed → completed, or → no_show ('Không đến', issue 30), once
 * started; pending or confirmed → cancelled.
 */
function staffMayMove(booking: BookingRuleState, to: BookingStatus, now: Date): boolean {
  switch (to) {
    case 'confirmed':
      return booking.status === 'pending';
    case 'completed':
    case 'no_show':
      return booking.status === 'confirmed' && now.getTime() >= startMs(booking);
    case 'cancelled':
      return booking.status === 'pending' || booking.status === 'confirmed';
    case 'pending':
      return false;
  }
}

/** Why `actor` may not move `booking` to `to` now, as the error code the server answers; null when allowed. */
export function bookingMoveBlock(
  booking: BookingRuleState,
  to: BookingStatus,
  actor: BookingActor,
  now: Date,
): BookingMoveRefusal | null {
  if (actor === 'User') {
    if (to !== 'cancelled') return 'BOOKING_STATUS_INVALID';
    return customerMayCancel(booking, now) ? null : 'BOOKING_NOT_CANCELLABLE';
  }
  return staffMayMove(booking, to, now) ? null : 'BOOKING_STATUS_INVALID';
}

/**
 * Whether a reminder's link (issue 30) may still act on its booking: confirm the visit or cancel it, without signing
 * in, while the booking is pending or confirmed and has not started. Unlike the signed-in cancel, the 24-hour notice
 * does not apply: a reminder comes within a day of the visit, and a slot given back late is still a slot the
 * waitlist can fill, which a missed visit is not.
 */
export function bookingLinkBlock(
  booking: BookingRuleState,
  now: Date,
): 'BOOKING_NOT_CANCELLABLE' | 'BOOKING_LINK_EXPIRED' | null {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return 'BOOKING_NOT_CANCELLABLE';
  if (now.getTime() >= startMs(booking)) return 'BOOKING_LINK_EXPIRED';
  return null;
}

export type BookingRescheduleRefusal =
  'BOOKING_NOT_RESCHEDULABLE' | 'BOOKING_RESCHEDULE_LIMIT' | 'BOOKING_RESCHEDULE_TOO_LATE';

/**
 * Why the customer may not move `booking` to another slot now (issue 30), as the error code the server answers;
 * null when allowed: a pending or confirmed booking, moved fewer than BOOKING_RESCHEDULE_LIMIT times, at least the
 * clinic's `noticeHours` before its start (the boundary included). The new slot is judged like a new booking's.
 */
export function bookingRescheduleBlock(
  booking: BookingRuleState & { rescheduleCount: number },
  noticeHours: number,
  now: Date,
): BookingRescheduleRefusal | null {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return 'BOOKING_NOT_RESCHEDULABLE';
  if (booking.rescheduleCount >= BOOKING_RESCHEDULE_LIMIT) return 'BOOKING_RESCHEDULE_LIMIT';
  if (startMs(booking) - now.getTime() < noticeHours * HOUR_MS) return 'BOOKING_RESCHEDULE_TOO_LATE';
  return null;
}

/** A timeline entry of a move to another slot (issue 30): recorded with the status unchanged. */
export function isRescheduleEvent(event: {
  prevStatus: BookingStatus | null;
  status: BookingStatus;
}): boolean {
  return event.prevStatus === event.status;
}

/** The customer edits the patient details only while the booking is pending (decision 24). */
export function bookingEditBlock(
  booking: BookingRuleState,
  actor: BookingActor,
): 'BOOKING_NOT_EDITABLE' | null {
  return actor === 'User' && booking.status === 'pending' ? null : 'BOOKING_NOT_EDITABLE';
}

const ACTION_TARGETS: Record<Exclude<BookingAction, 'edit'>, BookingStatus> = {
  confirm: 'confirmed',
  complete: 'completed',
  noShow: 'no_show',
  cancel: 'cancelled',
};

/** The actions open to `actor` on `booking` now, in the order screens show them. */
export function bookingActions(booking: BookingRuleState, actor: BookingActor, now: Date): BookingAction[] {
  const moves = (Object.keys(ACTION_TARGETS) as (keyof typeof ACTION_TARGETS)[]).filter(
    (action) => bookingMoveBlock(booking, ACTION_TARGETS[action], actor, now) === null,
  );
  return bookingEditBlock(booking, actor) === null ? [...moves, 'edit'] : moves;
}

/** What the customer's flags read of a booking: the rules' state, its moves so far and its clinic's notice. */
export type CustomerBookingState = BookingRuleState & {
  rescheduleCount: number;
  rescheduleNoticeHours: number;
};

/** The `canCancel`, `canEdit` and `canReschedule` flags of the contract's Booking, for its customer. */
export function customerBookingFlags(
  booking: CustomerBookingState,
  now: Date,
): { canCancel: boolean; canEdit: boolean; canReschedule: boolean } {
  return {
    canCancel: bookingMoveBlock(booking, 'cancelled', 'User', now) === null,
    canEdit: bookingEditBlock(booking, 'User') === null,
    canReschedule: bookingRescheduleBlock(booking, booking.rescheduleNoticeHours, now) === null,
  };
}

/**
 * The instant (ms since the epoch) from which `customerBookingFlags` of `booking` change by time alone, after `now`;
 * null when they never do. A confirmed booking's `canCancel` turns false once less than the cancel notice is left
 * before the start; a booking that may be moved stops being so once less than its clinic's notice is left.
 */
export function customerFlagsChangeAt(booking: CustomerBookingState, now: Date): number | null {
  const deadlines: number[] = [];
  if (booking.status === 'confirmed')
    deadlines.push(startMs(booking) - BOOKING_CANCEL_NOTICE_HOURS * HOUR_MS);
  if (bookingRescheduleBlock(booking, booking.rescheduleNoticeHours, now) === null)
    deadlines.push(startMs(booking) - booking.rescheduleNoticeHours * HOUR_MS);
  const next = deadlines.filter((d) => d >= now.getTime()).sort((a, b) => a - b)[0];
  return next === undefined ? null : next + 1;
}
