import {
  ORDER_EVENT_NOTES,
  adminMayMove,
  customerMayMove,
  isOrderArchivable,
  orderMoveBlock,
  paymentStatusOnCancel,
  type OrderStatus,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { conditionalMove } from '../../lib/lifecycle/move';
import { isOwnOrder, type OrderAdmin, type OrderCustomer, type OrdersCore } from './deps';
import type { ActorRef, OrderRow, OrdersRepository } from './repository';

/**
 * Writes a status change of an order locked by the caller's transaction: its units back on cancellation (and its
 * payment to refund or failed), sold counts, the delivery instant and a cash payment on delivery, the row and the event. Answers whether
 * the catalogue's stock or sold counts changed.
 */
export async function writeMove(
  r: OrdersRepository,
  row: OrderRow,
  target: OrderStatus,
  actor: ActorRef,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  let touchedCatalog = false;
  const changes: Partial<OrderRow> = { status: target, updatedAt: now };
  // The voucher's and the points' rows before the products': the order a placement takes them in (no deadlock).
  if (target === 'cancelled') {
    await r.returnVoucher(row.id, now);
    await r.returnPoints(row, now);
    await r.restoreLines(row.id);
    touchedCatalog = true;
    changes.cancelReason = reason;
    changes.cancelledBy = actor.model;
    const payment = paymentStatusOnCancel(row.paymentStatus);
    if (payment) changes.paymentStatus = payment;
    if (payment === 'failed') changes.paymentUrl = null;
  }
  if (target === 'delivered') {
    // Before the row is delivered: the tier is the one the customer held before this order.
    await r.earnPoints(row, now);
    await r.addSold(row.id);
    touchedCatalog = true;
    // Revenue is counted by this instant (ADR 0024).
    changes.deliveredAt = now;
    if (row.paymentMethod === 'COD' && row.paymentStatus === 'unpaid') {
      changes.paymentStatus = 'paid';
      changes.paidAt = now;
    }
  }
  await r.update(row.id, changes);
  await r.appendEvent({
    orderId: row.id,
    prevStatus: row.status,
    status: target,
    actor,
    note: reason,
    at: now,
  });
  return touchedCatalog;
}

/** Status changes asked by the customer or the shop, and the shop's archiving of cancelled orders. */
export function createTransitions({ deps, repo, record, report }: OrdersCore) {
  /**
   * A status change through the lifecycle kit's conditional move: judged on the order as read, written under its row
   * lock only while the order is still as judged (status and payment), else read and judged again; the event and the
   * follow-ups' jobs in the same transaction.
   */
  async function move(
    id: string,
    ownerId: string | null,
    actor: ActorRef,
    target: OrderStatus,
    reason: string | null,
    allowed: (from: OrderStatus, to: OrderStatus) => boolean,
  ): Promise<void> {
    let touchedCatalog = false;
    const { from } = await conditionalMove({
      async load() {
        const row = await repo().findById(id);
        if (!row || (ownerId !== null && !isOwnOrder(row, ownerId))) throw new AppError('ORDER_NOT_FOUND');
        return row;
      },
      judge(row) {
        if (!allowed(row.status, target)) throw new AppError('ORDER_STATUS_INVALID');
        const block = orderMoveBlock(row, target);
        if (block) throw new AppError(block);
      },
      write: (judged) =>
        deps.db.transaction(async (tx) => {
          const r = repo(tx);
          const row = await r.lockById(id);
          if (!row || row.status !== judged.status || row.paymentStatus !== judged.paymentStatus) return null;
          touchedCatalog = await writeMove(r, row, target, actor, reason, deps.clock.now());
          await record(tx, { kind: 'status', orderId: id, from: row.status, to: target, reason });
          return row;
        }),
      lost: () => new AppError('ORDER_STATUS_INVALID'),
    });
    if (touchedCatalog) deps.catalog.invalidate();
    await report({ kind: 'status', orderId: id, from: from.status, to: target, reason });
  }

  return {
    /** The customer cancels (with a reason) or confirms receipt. */
    moveMine(customer: OrderCustomer, id: string, target: OrderStatus, reason: string | null): Promise<void> {
      return move(
        id,
        customer.id,
        { id: customer.id, name: customer.name, model: 'User' },
        target,
        reason,
        customerMayMove,
      );
    },

    adminMove(admin: OrderAdmin, id: string, target: OrderStatus, reason: string | null): Promise<void> {
      return move(id, null, { id: admin.id, name: admin.name, model: 'Admin' }, target, reason, adminMayMove);
    },

    /** `DELETE /admin/orders/{id}`: cancelled orders only, archived (kept in statistics). */
    async archive(admin: OrderAdmin, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        const row = await r.lockById(id);
        if (!row || row.archivedAt) throw new AppError('ORDER_NOT_FOUND');
        if (!isOrderArchivable(row.status)) throw new AppError('ORDER_NOT_DELETABLE');
        const now = deps.clock.now();
        await r.update(row.id, { archivedAt: now, updatedAt: now });
        await r.appendEvent({
          orderId: row.id,
          prevStatus: row.status,
          status: row.status,
          actor: { id: admin.id, name: admin.name, model: 'Admin' },
          note: ORDER_EVENT_NOTES.archived,
          at: now,
        });
      });
    },
  };
}
