import { describe, expect, it } from 'vitest';
import type { BookingStatus, DepositStatus } from '../enums';
import { bookingDepositAmount, depositOnMove, depositRef, depositRequired } from './deposits';

const START = '2026-12-10T02:00:00.000Z';
const HOUR = 3_600_000;
const before = (hours: number, extraMs = 0) => new Date(new Date(START).getTime() - hours * HOUR + extraMs);

describe('bookingDepositAmount (ADR 0061)', () => {
  it.each([
    [300_000, 90_000],
    // Rounded up to the thousand.
    [250_500, 76_000],
    // At least 50 000 ₫…
    [100_000, 50_000],
    // …but never more than the fee.
    [30_000, 30_000],
    [0, 0],
  ])('a fee of %i asks %i', (price, amount) => {
    expect(bookingDepositAmount(price)).toBe(amount);
  });
});

describe('depositRequired', () => {
  it('from the second missed visit', () => {
    expect([0, 1, 2, 3].map(depositRequired)).toEqual([false, false, true, true]);
  });
});

describe('depositOnMove', () => {
  type Row = [
    DepositStatus,
    BookingStatus,
    BookingStatus,
    'User' | 'Doctor' | 'Clinic' | 'System',
    Date,
    DepositStatus | null,
  ];
  it.each<Row>([
    ['awaiting', 'pending', 'cancelled', 'User', before(48), 'expired'],
    ['awaiting', 'pending', 'cancelled', 'System', before(48), 'expired'],
    ['awaiting', 'pending', 'confirmed', 'Clinic', before(48), null],
    ['paid', 'pending', 'confirmed', 'Doctor', before(48), null],
    ['paid', 'confirmed', 'completed', 'Doctor', before(-1), 'applied'],
    ['paid', 'confirmed', 'no_show', 'Clinic', before(-1), 'kept'],
    // A cancel in time gives it back: the customer's 24 h ahead (the boundary included), the staff's always.
    ['paid', 'confirmed', 'cancelled', 'User', before(24), 'refunding'],
    ['paid', 'confirmed', 'cancelled', 'User', before(24, 1), 'kept'],
    ['paid', 'confirmed', 'cancelled', 'Doctor', before(1), 'refunding'],
    ['paid', 'confirmed', 'cancelled', 'Clinic', before(1), 'refunding'],
    // A pending visit the clinic never confirmed: the customer's cancel is always in time.
    ['paid', 'pending', 'cancelled', 'User', before(1), 'refunding'],
    ['refunded', 'pending', 'cancelled', 'User', before(48), null],
    ['expired', 'pending', 'cancelled', 'System', before(48), null],
  ])('%s deposit, %s → %s by %s at %s: %s', (deposit, status, to, by, now, next) => {
    expect(depositOnMove(deposit, { status, startAt: START }, to, by, now)).toBe(next);
  });
});

describe('depositRef', () => {
  it("is 'DC' and the booking code's characters", () => {
    expect(depositRef('BK7K2M9QX4TB')).toBe('DC7K2M9QX4TB');
  });
});
