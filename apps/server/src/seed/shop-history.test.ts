import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EVENT_NOTES } from '@lumi/shared';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql';
import { DEMO_REVIEWERS } from './reviews';
import { HISTORY_CUSTOMERS, HISTORY_DAYS } from './shop-history';

const DAY = 86_400_000;

type Order = {
  id: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paidAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  subtotal: number;
  costTotal: number;
  shippingFee: number;
  totalAmount: number;
  cancelReason: string | null;
  cancelledBy: string | null;
  joinedAt: Date;
  lineSubtotal: number;
  lineCost: number;
  productCost: number;
};

type Event = {
  orderId: string;
  prevStatus: string | null;
  status: string;
  model: string;
  note: string | null;
  at: Date;
};

describe('demo shop history', () => {
  let database: Database;
  let history: Order[];
  let all: Order[];
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);
  const historyEmails = `{${HISTORY_CUSTOMERS.map((c) => c.email).join(',')}}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    all = (
      await q<
        Omit<Order, 'paidAt' | 'deliveredAt' | 'createdAt' | 'updatedAt' | 'joinedAt'> &
          Record<string, string | null>
      >(
        sql`select o.id, o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
            o.paid_at::text as "paidAt", o.delivered_at::text as "deliveredAt", o.created_at::text as "createdAt",
            o.updated_at::text as "updatedAt", o.subtotal, o.cost_total as "costTotal", o.shipping_fee as "shippingFee",
            o.total_amount as "totalAmount", o.cancel_reason as "cancelReason", o.cancelled_by as "cancelledBy",
            u.created_at::text as "joinedAt",
            (select sum(l.line_total)::int from order_lines l where l.order_id = o.id) as "lineSubtotal",
            (select sum(l.unit_cost * l.quantity)::int from order_lines l where l.order_id = o.id) as "lineCost",
            (select sum(p.cost * l.quantity)::int from order_lines l join products p on p.id = l.product_id
              where l.order_id = o.id) as "productCost"
          from orders o join users u on u.id = o.user_id`,
      )
    ).map((o) => ({
      ...(o as unknown as Order),
      paidAt: o.paidAt ? new Date(o.paidAt) : null,
      deliveredAt: o.deliveredAt ? new Date(o.deliveredAt) : null,
      createdAt: new Date(o.createdAt!),
      updatedAt: new Date(o.updatedAt!),
      joinedAt: new Date(o.joinedAt!),
    }));
    const ids = new Set(
      (
        await q<{ id: string }>(
          sql`select o.id from orders o join users u on u.id = o.user_id
            where u.email = any(${historyEmails}::text[])
              or (u.email = any(${`{${DEMO_REVIEWERS.map((r) => r.email).join(',')}}`}::text[])
                and not exists (select 1 from order_lines l where l.order_id = o.id and l.is_reviewed))`,
        )
      ).map((r) => r.id),
    );
    history = all.filter((o) => ids.has(o.id));
  });
  afterAll(async () => {
    await database.close();
  });

  it('adds the customers who joined over the history, verified and active', async () => {
    const rows = await q<{ month: string; n: number; usable: number }>(
      sql`select to_char(created_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM') as month, count(*)::int as n,
          count(*) filter (where is_active and is_verified and password_hash is not null)::int as usable
        from users where email = any(${historyEmails}::text[]) group by 1`,
    );
    expect(rows.reduce((n, r) => n + r.n, 0)).toBe(HISTORY_CUSTOMERS.length);
    expect(rows.reduce((n, r) => n + r.usable, 0)).toBe(HISTORY_CUSTOMERS.length);
    // Spread over the months, so that "new customers" differs from one month to the next.
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it('holds about fourteen months of orders, growing over time, by customers already registered', () => {
    expect(history.length).toBeGreaterThanOrEqual(400);
    expect(history.length).toBeLessThanOrEqual(1200);
    const now = Date.now();
    const oldest = Math.min(...history.map((o) => o.createdAt.getTime()));
    expect(now - oldest).toBeGreaterThan((HISTORY_DAYS - 5) * DAY);
    expect(now - oldest).toBeLessThan((HISTORY_DAYS + 2) * DAY);
    const inQuarter = (fromDays: number, toDays: number) =>
      all.filter(
        (o) => o.createdAt.getTime() > now - fromDays * DAY && o.createdAt.getTime() <= now - toDays * DAY,
      ).length;
    expect(inQuarter(90, 0)).toBeGreaterThan(2 * inQuarter(HISTORY_DAYS, HISTORY_DAYS - 90));
    for (const o of all) expect(o.joinedAt.getTime()).toBeLessThan(o.createdAt.getTime());
  });

  it('mixes statuses and payment methods as a shop does: mostly delivered, running orders only lately', () => {
    const by = (key: (o: Order) => string) =>
      history.reduce((m, o) => m.set(key(o), (m.get(key(o)) ?? 0) + 1), new Map<string, number>());
    const statuses = by((o) => o.status);
    expect(statuses.get('delivered')! / history.length).toBeGreaterThan(0.75);
    expect(statuses.get('cancelled')).toBeGreaterThanOrEqual(20);
    const running = history.filter((o) => ['pending', 'processing', 'shipping'].includes(o.status));
    expect(running.length).toBeGreaterThanOrEqual(3);
    for (const o of running) expect(Date.now() - o.createdAt.getTime()).toBeLessThan(10 * DAY);
    const methods = by((o) => o.paymentMethod);
    expect(methods.get('COD')).toBeGreaterThan((methods.get('VNPAY') ?? 0) + (methods.get('STRIPE') ?? 0));
    expect(methods.get('VNPAY')).toBeGreaterThanOrEqual(20);
    expect(methods.get('STRIPE')).toBeGreaterThanOrEqual(20);
  });

  it('keeps every order consistent: amounts, cost, payment and delivery time', () => {
    for (const o of all) {
      expect(o.lineSubtotal, o.id).toBe(o.subtotal);
      expect(o.totalAmount).toBe(o.subtotal + o.shippingFee);
      // The cost is the product's when the order was placed; the demo catalogue's costs have not changed since.
      expect(o.costTotal, o.id).toBe(o.lineCost);
      expect(o.costTotal, o.id).toBe(o.productCost);
      expect(o.costTotal).toBeGreaterThan(0);
      if (o.status === 'delivered') {
        expect(o.deliveredAt!.getTime()).toBeGreaterThan(o.createdAt.getTime());
        expect(o.deliveredAt!.getTime()).toBeLessThanOrEqual(Date.now());
        expect(o.paymentStatus).toBe('paid');
        if (o.paymentMethod === 'COD') expect(o.paidAt?.getTime()).toBe(o.deliveredAt!.getTime());
      } else {
        expect(o.deliveredAt).toBeNull();
      }
      if (o.paymentMethod === 'COD') {
        expect(['paid', 'unpaid']).toContain(o.paymentStatus);
        if (o.status !== 'delivered') expect(o.paymentStatus).toBe('unpaid');
      } else if (o.status !== 'cancelled') {
        expect(o.paymentStatus).toBe('paid');
        expect(o.paidAt!.getTime()).toBeGreaterThan(o.createdAt.getTime());
      } else {
        expect(['failed', 'refund_pending', 'refunded']).toContain(o.paymentStatus);
      }
      if (o.status === 'cancelled') {
        expect(o.cancelReason).toBeTruthy();
        expect(['User', 'Admin', 'System']).toContain(o.cancelledBy);
      } else {
        expect([o.cancelReason, o.cancelledBy]).toEqual([null, null]);
      }
    }
  });

  it('gives every order a timeline that ends in its status at its delivery or cancellation time', async () => {
    const events = (
      await q<Omit<Event, 'at'> & { at: string }>(
        sql`select e.order_id as "orderId", e.prev_status as "prevStatus", e.status, e.updated_by_model as model,
            e.note, e.created_at::text as at
          from order_events e order by e.order_id, e.seq`,
      )
    ).map((e) => ({ ...e, at: new Date(e.at) }));
    const byOrder = new Map<string, Event[]>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    for (const o of history) {
      const steps = byOrder.get(o.id) ?? [];
      expect(steps[0]).toMatchObject({ prevStatus: null, status: 'pending', model: 'User' });
      expect(steps[0]!.at.getTime()).toBe(o.createdAt.getTime());
      let status = 'pending';
      for (const [i, e] of steps.entries()) {
        if (i > 0) {
          expect(e.prevStatus, o.id).toBe(status);
          expect(e.at.getTime()).toBeGreaterThanOrEqual(steps[i - 1]!.at.getTime());
        }
        status = e.status;
      }
      expect(status, o.id).toBe(o.status);
      expect(steps.at(-1)!.at.getTime()).toBe(o.updatedAt.getTime());
      const moves = steps.filter((e) => e.prevStatus !== e.status);
      const last = moves.at(-1)!;
      if (o.status === 'delivered') expect(last.at.getTime()).toBe(o.deliveredAt!.getTime());
      if (o.status === 'cancelled') expect([last.note, last.model]).toEqual([o.cancelReason, o.cancelledBy]);
      if (o.paymentStatus === 'refunded') expect(steps.at(-1)!.note).toBe(ORDER_EVENT_NOTES.refunded);
      if (o.paymentMethod !== 'COD' && o.paidAt) {
        expect(steps.some((e) => e.model === 'System' && e.at.getTime() === o.paidAt!.getTime())).toBe(true);
      }
    }
  });

  it('never leaves a stock below zero', async () => {
    const [row] = await q<{ products: number; variants: number }>(
      sql`select (select count(*)::int from products where stock < 0) as products,
          (select count(*)::int from product_variants where stock < 0) as variants`,
    );
    expect(row).toEqual({ products: 0, variants: 0 });
  });
});
