import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from '@lumi/shared';
import { canArchive, canCancel, canEdit, canMarkRefunded, forwardMoves } from './order-actions';

const orderOf = (
  status: OrderStatus,
  paymentMethod: PaymentMethod = 'COD',
  payment: PaymentStatus = 'unpaid',
) =>
  ({ status, paymentMethod, payment: { status: payment } }) as Pick<
    Order,
    'status' | 'paymentMethod' | 'payment'
  >;

describe('forwardMoves', () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['pending', ['processing', 'shipping', 'delivered']],
    ['processing', ['shipping', 'delivered']],
    ['shipping', ['delivered']],
    ['delivered', []],
    ['cancelled', []],
  ])('from %s offers %j, the first one as the next step', (status, expected) => {
    const moves = forwardMoves(orderOf(status));
    expect(moves.map((m) => m.status)).toEqual(expected);
    expect(moves.map((m) => m.isNext)).toEqual(expected.map((_s, i) => i === 0));
    expect(moves.every((m) => m.blockedBy === null)).toBe(true);
  });

  it('blocks an unpaid online order from leaving pending', () => {
    expect(
      forwardMoves(orderOf('pending', 'VNPAY', 'pending')).every((m) => m.blockedBy === 'NOT_PAID'),
    ).toBe(true);
    expect(forwardMoves(orderOf('pending', 'STRIPE', 'paid')).every((m) => m.blockedBy === null)).toBe(true);
    // A COD order is paid on delivery.
    expect(forwardMoves(orderOf('pending', 'COD', 'unpaid')).every((m) => m.blockedBy === null)).toBe(true);
  });
});

describe('canCancel / canEdit / canArchive / canMarkRefunded', () => {
  it.each<[OrderStatus, boolean]>([
    ['pending', true],
    ['processing', true],
    ['shipping', false],
    ['delivered', false],
    ['cancelled', false],
  ])('ADMIN edits the delivery details of a %s order: %s', (status, expected) => {
    expect(canEdit(orderOf(status), 'ADMIN')).toBe(expected);
    expect(canEdit(orderOf(status), 'SUPPORT')).toBe(false);
  });

  it.each<[OrderStatus, boolean]>([
    ['pending', true],
    ['processing', true],
    ['shipping', true],
    ['delivered', false],
    ['cancelled', false],
  ])('cancel from %s: %s', (status, expected) => {
    expect(canCancel(orderOf(status))).toBe(expected);
  });

  it('lets only ADMIN archive, and only cancelled orders', () => {
    expect(canArchive(orderOf('cancelled'), 'ADMIN')).toBe(true);
    expect(canArchive(orderOf('cancelled'), 'SUPPORT')).toBe(false);
    expect(canArchive(orderOf('delivered'), 'ADMIN')).toBe(false);
  });

  it('lets only ADMIN record a refund of a payment waiting for one', () => {
    expect(canMarkRefunded(orderOf('cancelled', 'VNPAY', 'refund_pending'), 'ADMIN')).toBe(true);
    expect(canMarkRefunded(orderOf('cancelled', 'VNPAY', 'refund_pending'), 'SUPPORT')).toBe(false);
    expect(canMarkRefunded(orderOf('cancelled', 'VNPAY', 'refunded'), 'ADMIN')).toBe(false);
  });
});
