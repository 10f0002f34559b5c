import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../enums';
import {
  bookingActions,
  bookingEditBlock,
  bookingMoveBlock,
  bookingRescheduleBlock,
  customerBookingFlags,
  isRescheduleEvent,
  customerFlagsChangeAt,
  type BookingAction,
  type BookingActor,
  type BookingMoveRefusal,
} from './booking-status';

const START = '2026-12-10T02:00:00.000Z';
const HOUR = 60 * 60 * 1000;
/** `hours` before the booking starts (negative: after it started). */
const before = (hours: number, extraMs = 0) => new Date(new Date(START).getTime() - hours * HOUR + extraMs);
const FAR = before(72);

const at = (status: BookingStatus) => ({ status, startAt: START });

describe('bookingMoveBlock: every actor × status × target, well before the start', () => {
  type Row = [BookingActor, BookingStatus, BookingStatus, BookingMoveRefusal | null];
  const staff = (actor: BookingActor): Row[] => [
    [actor, 'pending', 'pending', 'BOOKING_STATUS_INVALID'],
    [actor, 'pending', 'confirmed', null],
    // Completing needs a started booking, and a confirmed one.
    [actor, 'pending', 'completed', 'BOOKING_STATUS_INVALID'],
    [actor, 'pending', 'cancelled', null],
    [actor, 'confirmed', 'pending', 'BOOKING_STATUS_INVALID'],
    [actor, 'confirmed', 'confirmed', 'BOOKING_STATUS_INVALID'],
    [actor, 'confirmed', 'completed', 'BOOKING_STATUS_INVALID'],
    [actor, 'confirmed', 'cancelled', null],
    // 'Không đến' too needs a confirmed booking that started.
    [actor, 'pending', 'no_show', 'BOOKING_STATUS_INVALID'],
    [actor, 'confirmed', 'no_show', 'BOOKING_STATUS_INVALID'],
    ...BOOKING_STATUSES.flatMap((to): Row[] => [
      [actor, 'completed', to, 'BOOKING_STATUS_INVALID'],
      [actor, 'cancelled', to, 'BOOKING_STATUS_INVALID'],
      [actor, 'no_show', to, 'BOOKING_STATUS_INVALID'],
    ]),
  ];
  it.each<Row>([
    ['User', 'pending', 'pending', 'BOOKING_STATUS_INVALID'],
    ['User', 'pending', 'confirmed', 'BOOKING_STATUS_INVALID'],
    ['User', 'pending', 'completed', 'BOOKING_STATUS_INVALID'],
    ['User', 'pending', 'cancelled', null],
    ['User', 'confirmed', 'pending', 'BOOKING_STATUS_INVALID'],
    ['User', 'confirmed', 'confirmed', 'BOOKING_STATUS_INVALID'],
    ['User', 'confirmed', 'completed', 'BOOKING_STATUS_INVALID'],
    ['User', 'confirmed', 'cancelled', null],
    ['User', 'completed', 'pending', 'BOOKING_STATUS_INVALID'],
    ['User', 'completed', 'confirmed', 'BOOKING_STATUS_INVALID'],
    ['User', 'completed', 'completed', 'BOOKING_STATUS_INVALID'],
    ['User', 'completed', 'cancelled', 'BOOKING_NOT_CANCELLABLE'],
    ['User', 'cancelled', 'pending', 'BOOKING_STATUS_INVALID'],
    ['User', 'cancelled', 'confirmed', 'BOOKING_STATUS_INVALID'],
    ['User', 'cancelled', 'completed', 'BOOKING_STATUS_INVALID'],
    ['User', 'cancelled', 'cancelled', 'BOOKING_NOT_CANCELLABLE'],
    ['User', 'confirmed', 'no_show', 'BOOKING_STATUS_INVALID'],
    ['User', 'no_show', 'cancelled', 'BOOKING_NOT_CANCELLABLE'],
    ...staff('Doctor'),
    ...staff('Clinic'),
  ])('%s: %s → %s gives %s', (actor, from, to, expected) => {
    expect(bookingMoveBlock(at(from), to, actor, FAR)).toBe(expected);
  });
});

describe('bookingMoveBlock: times', () => {
  it.each<[string, BookingActor, BookingStatus, BookingStatus, Date, BookingMoveRefusal | null]>([
    [
      'the customer cancels a confirmed booking exactly 24 h ahead',
      'User',
      'confirmed',
      'cancelled',
      before(24),
      null,
    ],
    [
      'but not a millisecond later',
      'User',
      'confirmed',
      'cancelled',
      before(24, 1),
      'BOOKING_NOT_CANCELLABLE',
    ],
    ['nor once it started', 'User', 'confirmed', 'cancelled', before(-1), 'BOOKING_NOT_CANCELLABLE'],
    ['the customer cancels a pending booking any time', 'User', 'pending', 'cancelled', before(1), null],
    ['even after its start', 'User', 'pending', 'cancelled', before(-1), null],
    [
      'the doctor cancels a confirmed booking an hour ahead',
      'Doctor',
      'confirmed',
      'cancelled',
      before(1),
      null,
    ],
    ['the clinic completes it at its start', 'Clinic', 'confirmed', 'completed', before(0), null],
    [
      'but not a millisecond before',
      'Clinic',
      'confirmed',
      'completed',
      before(0, -1),
      'BOOKING_STATUS_INVALID',
    ],
    ['the doctor completes it after its start', 'Doctor', 'confirmed', 'completed', before(-2), null],
    [
      'a pending booking is never completed, even after its start',
      'Doctor',
      'pending',
      'completed',
      before(-2),
      'BOOKING_STATUS_INVALID',
    ],
    ['the doctor marks a missed visit at its start', 'Doctor', 'confirmed', 'no_show', before(0), null],
    [
      'but not a millisecond before',
      'Clinic',
      'confirmed',
      'no_show',
      before(0, -1),
      'BOOKING_STATUS_INVALID',
    ],
    [
      'a pending booking is never marked missed: it was never promised',
      'Clinic',
      'pending',
      'no_show',
      before(-2),
      'BOOKING_STATUS_INVALID',
    ],
    [
      'the doctor confirms a pending booking after its start',
      'Doctor',
      'pending',
      'confirmed',
      before(-2),
      null,
    ],
  ])('%s', (_name, actor, from, to, now, expected) => {
    expect(bookingMoveBlock(at(from), to, actor, now)).toBe(expected);
  });
});

describe('bookingEditBlock', () => {
  it.each<[BookingActor, BookingStatus, 'BOOKING_NOT_EDITABLE' | null]>([
    ['User', 'pending', null],
    ['User', 'confirmed', 'BOOKING_NOT_EDITABLE'],
    ['User', 'completed', 'BOOKING_NOT_EDITABLE'],
    ['User', 'cancelled', 'BOOKING_NOT_EDITABLE'],
    // Patient details belong to the customer.
    ['Doctor', 'pending', 'BOOKING_NOT_EDITABLE'],
    ['Clinic', 'pending', 'BOOKING_NOT_EDITABLE'],
  ])('%s on a %s booking gives %s', (actor, status, expected) => {
    expect(bookingEditBlock(at(status), actor)).toBe(expected);
  });
});

describe('bookingActions', () => {
  it.each<[BookingActor, BookingStatus, Date, BookingAction[]]>([
    ['User', 'pending', FAR, ['cancel', 'edit']],
    ['User', 'confirmed', FAR, ['cancel']],
    ['User', 'confirmed', before(23), []],
    ['User', 'completed', before(-2), []],
    ['User', 'cancelled', FAR, []],
    ['Doctor', 'pending', FAR, ['confirm', 'cancel']],
    ['Doctor', 'confirmed', FAR, ['cancel']],
    ['Doctor', 'confirmed', before(0), ['complete', 'noShow', 'cancel']],
    ['Doctor', 'no_show', before(-2), []],
    ['Doctor', 'completed', before(-2), []],
    ['Doctor', 'cancelled', FAR, []],
    ['Clinic', 'pending', before(-1), ['confirm', 'cancel']],
    ['Clinic', 'confirmed', before(-1), ['complete', 'noShow', 'cancel']],
    ['Clinic', 'completed', before(-2), []],
    ['Clinic', 'cancelled', FAR, []],
  ])('%s on a %s booking at %s may %j', (actor, status, now, expected) => {
    expect(bookingActions(at(status), actor, now)).toEqual(expected);
  });
});

describe('bookingRescheduleBlock', () => {
  it.each<[BookingStatus, number, Date, number, string | null]>([
    ['pending', 0, FAR, 24, null],
    ['confirmed', 1, FAR, 24, null],
    // The clinic's notice, its boundary included.
    ['confirmed', 0, before(24), 24, null],
    ['confirmed', 0, before(24, 1), 24, 'BOOKING_RESCHEDULE_TOO_LATE'],
    ['pending', 0, before(47), 48, 'BOOKING_RESCHEDULE_TOO_LATE'],
    ['pending', 0, before(1), 0, null],
    // At most two moves.
    ['pending', 2, FAR, 24, 'BOOKING_RESCHEDULE_LIMIT'],
    ['completed', 0, FAR, 24, 'BOOKING_NOT_RESCHEDULABLE'],
    ['cancelled', 0, FAR, 24, 'BOOKING_NOT_RESCHEDULABLE'],
  ])('a %s booking moved %i times, at %s with %i h notice: %s', (status, count, now, hours, expected) => {
    expect(bookingRescheduleBlock({ status, startAt: START, rescheduleCount: count }, hours, now)).toBe(
      expected,
    );
  });
});

describe('isRescheduleEvent', () => {
  it('is a timeline entry whose status did not change: a move, not a creation or a status move', () => {
    expect(isRescheduleEvent({ prevStatus: 'confirmed', status: 'confirmed' })).toBe(true);
    expect(isRescheduleEvent({ prevStatus: null, status: 'pending' })).toBe(false);
    expect(isRescheduleEvent({ prevStatus: 'pending', status: 'confirmed' })).toBe(false);
  });
});

const customer = (status: BookingStatus, rescheduleCount = 0, rescheduleNoticeHours = 24) => ({
  status,
  startAt: START,
  rescheduleCount,
  rescheduleNoticeHours,
});

describe('customerBookingFlags', () => {
  it.each<[BookingStatus, Date, boolean, boolean, boolean]>([
    ['pending', FAR, true, true, true],
    ['confirmed', before(24), true, false, true],
    ['confirmed', before(23), false, false, false],
    ['completed', before(-2), false, false, false],
    ['cancelled', FAR, false, false, false],
  ])(
    'a %s booking at %s: canCancel %s, canEdit %s, canReschedule %s',
    (status, now, canCancel, canEdit, canReschedule) => {
      expect(customerBookingFlags(customer(status), now)).toEqual({ canCancel, canEdit, canReschedule });
    },
  );

  it('a booking moved twice may not be moved again', () => {
    expect(customerBookingFlags(customer('pending', 2), FAR).canReschedule).toBe(false);
  });
});

describe('customerFlagsChangeAt', () => {
  const flags = (booking: ReturnType<typeof customer>, ms: number) =>
    customerBookingFlags(booking, new Date(ms));

  it('is the first millisecond the flags differ from now: the cancel and the reschedule notices', () => {
    for (const [booking, hours] of [
      [customer('confirmed'), 24],
      [customer('pending'), 24],
      [customer('pending', 0, 48), 48],
      [customer('confirmed', 0, 48), 48],
    ] as const) {
      const deadline = before(hours);
      for (const now of [FAR, before(hours + 1), before(hours, -1), deadline]) {
        const changeAt = customerFlagsChangeAt(booking, now);
        expect(changeAt).toBe(deadline.getTime() + 1);
        expect(flags(booking, changeAt! - 1)).toEqual(flags(booking, now.getTime()));
        expect(flags(booking, changeAt!)).not.toEqual(flags(booking, now.getTime()));
      }
    }
    // A confirmed booking with a 48 h notice: after the reschedule deadline, the cancel one is next.
    expect(customerFlagsChangeAt(customer('confirmed', 0, 48), before(30))).toBe(before(24).getTime() + 1);
  });

  it('is null once every notice has passed, for a booking moved twice and pending, and for the other statuses', () => {
    expect(customerFlagsChangeAt(customer('confirmed'), before(24, 1))).toBeNull();
    expect(customerFlagsChangeAt(customer('pending', 2), FAR)).toBeNull();
    for (const status of ['completed', 'cancelled'] as const)
      for (const now of [FAR, before(24), before(-2)])
        expect(customerFlagsChangeAt(customer(status), now)).toBeNull();
  });
});
