import { describe, expect, it } from 'vitest';
import type { AdminRole, OrderStatus, PaymentMethod, PaymentStatus } from '../enums';
import { orderMoveBlock, staffOrderActions, type OrderActionState } from './order-status';

const stateOf = (
  status: OrderStatus,
  paymentMethod: PaymentMethod = 'COD',
  paymentStatus: PaymentStatus = 'unpaid',
): OrderActionState => ({ status, paymentMethod, paymentStatus });

describe('orderMoveBlock', () => {
  it.each<[OrderStatus, PaymentMethod, PaymentStatus, OrderStatus, 'ORDER_NOT_PAID' | null]>([
    ['pending', 'VNPAY', 'pending', 'processing', 'ORDER_NOT_PAID'],
    ['pending', 'STRIPE', 'failed', 'delivered', 'ORDER_NOT_PAID'],
    ['pending', 'VNPAY', 'pending', 'cancelled', null],
    ['pending', 'STRIPE', 'paid', 'processing', null],
    // Cash is paid on delivery.
    ['pending', 'COD', 'unpaid', 'processing', null],
    ['processing', 'VNPAY', 'pending', 'shipping', null],
  ])('%s %s order, payment %s, to %s → %s', (status, method, payment, to, expected) => {
    expect(orderMoveBlock(stateOf(status, method, payment), to)).toBe(expected);
  });
});

describe('staffOrderActions', () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['pending', ['processing', 'shipping', 'delivered']],
    ['processing', ['shipping', 'delivered']],
    ['shipping', ['delivered']],
    ['delivered', []],
    ['cancelled', []],
  ])('from %s offers %j, the first one as the next step', (status, expected) => {
    for (const role of ['ADMIN', 'SUPPORT'] as const) {
      const moves = staffOrderActions(stateOf(status), role).forward;
      expect(moves.map((m) => m.status)).toEqual(expected);
      expect(moves.map((m) => m.isNext)).toEqual(expected.map((_s, i) => i === 0));
      expect(moves.every((m) => m.blockedBy === null)).toBe(true);
    }
  });

  it.each<[PaymentMethod, PaymentStatus, 'ORDER_NOT_PAID' | null]>([
    ['VNPAY', 'pending', 'ORDER_NOT_PAID'],
    ['STRIPE', 'paid', null],
    ['COD', 'unpaid', null],
  ])('a pending %s order with payment %s has its forward moves blocked by %s', (method, payment, block) => {
    const moves = staffOrderActions(stateOf('pending', method, payment), 'SUPPORT').forward;
    expect(moves.length).toBe(3);
    expect(moves.every((m) => m.blockedBy === block)).toBe(true);
  });

  it.each<[OrderStatus, boolean, boolean, boolean]>([
    // status, cancel, edit (ADMIN), archive (ADMIN)
    ['pending', true, true, false],
    ['processing', true, true, false],
    ['shipping', true, false, false],
    ['delivered', false, false, false],
    ['cancelled', false, false, true],
  ])('a %s order: cancel %s, ADMIN edits %s, ADMIN archives %s', (status, cancel, edit, archive) => {
    const admin = staffOrderActions(stateOf(status), 'ADMIN');
    const support = staffOrderActions(stateOf(status), 'SUPPORT');
    expect([admin.cancel, support.cancel]).toEqual([cancel, cancel]);
    expect([admin.edit, support.edit]).toEqual([edit, false]);
    expect([admin.archive, support.archive]).toEqual([archive, false]);
  });

  it.each<[PaymentStatus, AdminRole, boolean]>([
    ['refund_pending', 'ADMIN', true],
    ['refund_pending', 'SUPPORT', false],
    ['refunded', 'ADMIN', false],
    ['paid', 'ADMIN', false],
  ])('a refund of a %s payment is recorded by %s: %s', (payment, role, expected) => {
    expect(staffOrderActions(stateOf('cancelled', 'VNPAY', payment), role).markRefunded).toBe(expected);
  });

  it('gives a CLINIC account no order action', () => {
    expect(staffOrderActions(stateOf('pending'), 'CLINIC')).toEqual({
      forward: [],
      cancel: false,
      edit: false,
      markRefunded: false,
      archive: false,
    });
  });
});
