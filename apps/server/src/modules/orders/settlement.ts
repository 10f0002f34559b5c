import { ORDER_EVENT_NOTES } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderChange } from './notices';
import { isOwnOrder, type OrdersCore } from './deps';
import type { ActorRef, OrderRow, OrdersRepository } from './repository';
import { writeMove } from './transitions';

/** What the payments module reads of an order: never the row to write. */
export type PayableOrder = Pick<
  OrderRow,
  | 'id'
  | 'code'
  | 'userId'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'totalAmount'
  | 'createdAt'
  | 'expiresAt'
  | 'paymentUrl'
>;

/**
 * A settlement's result: applied now, already applied earlier, a late payment of a cancelled order, or no online
 * order of that id.
 */
export type MarkPaidResult = 'paid' | 'late' | 'already' | 'not_found';
export type CancelUnpaidResult = 'cancelled' | 'already' | 'not_found';

const SYSTEM: ActorRef = { id: null, name: null, model: 'System' };

const awaitsPayment = (row: OrderRow) => row.paymentStatus === 'pending' && row.status === 'pending';

/**
 * The order side of online payments. Each settlement locks the order row (`SELECT … FOR UPDATE`) and is idempotent:
 * a replayed gateway call finds the payment settled and changes nothing.
 */
export function createSettlement({ deps, repo, record, report }: OrdersCore) {
  /** Runs `write` on the locked online order and reports its change after the commit. */
  async function settleLocked<R extends string>(
    id: string,
    write: (
      r: OrdersRepository,
      row: OrderRow,
      now: Date,
    ) => Promise<{ result: R; change?: OrderChange; touchedCatalog?: boolean }>,
  ): Promise<R | 'not_found'> {
    let change: OrderChange | undefined;
    let touchedCatalog = false;
    const result = await deps.db.transaction(async (tx): Promise<R | 'not_found'> => {
      const r = repo(tx);
      const row = await r.lockById(id);
      if (!row || row.paymentMethod === 'COD') return 'not_found';
      const done = await write(r, row, deps.clock.now());
      change = done.change;
      if (change) await record(tx, change);
      touchedCatalog = done.touchedCatalog ?? false;
      return done.result;
    });
    if (touchedCatalog) deps.catalog.invalidate();
    // After the commit; never throws.
    if (change) await report(change);
    return result;
  }

  return {
    /**
     * A gateway reports the order paid: a payment still awaited is marked paid; one arriving after the order was
     * cancelled (unpaid) marks it `refund_pending`; anything else is a no-op.
     */
    markPaid(id: string, transactionId: string | null): Promise<MarkPaidResult> {
      return settleLocked(id, async (r, row, now) => {
        const late =
          row.status === 'cancelled' && (row.paymentStatus === 'failed' || row.paymentStatus === 'pending');
        if (!awaitsPayment(row) && !late) return { result: 'already' as const };
        await r.update(row.id, {
          paymentStatus: late ? 'refund_pending' : 'paid',
          transactionId,
          paidAt: now,
          paymentUrl: null,
          updatedAt: now,
        });
        await r.appendEvent({
          orderId: row.id,
          prevStatus: row.status,
          status: row.status,
          actor: SYSTEM,
          note: late
            ? ORDER_EVENT_NOTES.latePayment
            : ORDER_EVENT_NOTES.paidVia(row.paymentMethod === 'VNPAY' ? 'VNPAY' : 'STRIPE'),
          at: now,
        });
        return late
          ? { result: 'late' as const, change: { kind: 'late', orderId: row.id } }
          : { result: 'paid' as const, change: { kind: 'paid', orderId: row.id } };
      });
    },

    /** A payment failed or expired: the order still awaiting it is cancelled by System with its units back. */
    cancelUnpaid(id: string, reason: string): Promise<CancelUnpaidResult> {
      return settleLocked(id, async (r, row, now) => {
        if (!awaitsPayment(row)) return { result: 'already' as const };
        const touchedCatalog = await writeMove(r, row, 'cancelled', SYSTEM, reason, now);
        return {
          result: 'cancelled' as const,
          touchedCatalog,
          change: { kind: 'status', orderId: row.id, from: row.status, to: 'cancelled', reason },
        };
      });
    },

    /** The order of an id or of its display code (VNPay's first `vnp_TxnRef`). */
    async payable(ref: { id: string } | { code: string }): Promise<PayableOrder | undefined> {
      return 'id' in ref ? repo().findById(ref.id) : repo().findByCode(ref.code);
    },

    /** The customer's own order; ORDER_NOT_FOUND otherwise. */
    async payableMine(customerId: string, id: string): Promise<PayableOrder> {
      const row = await repo().findById(id);
      if (!row || !isOwnOrder(row, customerId)) throw new AppError('ORDER_NOT_FOUND');
      return row;
    },

    /** Online orders still awaiting payment whose time ran out. */
    expiredUnpaid(): Promise<PayableOrder[]> {
      return repo().expiredOnline(deps.clock.now());
    },

    /** The gateway page of a newly placed order's payment. */
    async setPaymentUrl(id: string, paymentUrl: string): Promise<void> {
      await repo().update(id, { paymentUrl });
    },

    /**
     * Replaces the order's payment page under its row lock: `link` checks the locked order and records the new
     * payment in the same transaction (a unique violation there means a concurrent replacement won).
     */
    async replacePaymentUrl(
      id: string,
      paymentUrl: string,
      at: Date,
      link: (tx: Db, order: PayableOrder) => Promise<void>,
    ): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = repo(tx);
        const locked = await r.lockById(id);
        if (!locked) throw new AppError('ORDER_NOT_FOUND');
        await link(tx, locked);
        await r.update(id, { paymentUrl, updatedAt: at });
      });
    },
  };
}
