import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { processedPaymentEvents, stripeSessions, vnpayPayments } from '../../db/schema';

/** A payment attempt of an order: a Stripe session or a VNPay request; `replacedAt` once paid again. */
export type PaymentLink = { orderId: string; createdAt: Date; replacedAt: Date | null };

/** The payment attempt's reference is already linked: a concurrent 'Thanh toán lại' of the order got there first. */
export class PaymentAttemptTakenError extends Error {
  constructor() {
    super('the payment attempt was linked by a concurrent request');
    this.name = 'PaymentAttemptTakenError';
  }
}

function attemptTaken(error: unknown): never {
  if (isPgError(error, UNIQUE_VIOLATION)) throw new PaymentAttemptTakenError();
  throw error;
}

/** Stripe sessions and VNPay requests of orders, and gateway events already handled (ADR 0010, 0013). */
export function paymentsRepository(db: Db) {
  return {
    async linkStripeSession(sessionId: string, orderId: string, at: Date): Promise<void> {
      await db.insert(stripeSessions).values({ sessionId, orderId, createdAt: at });
    },

    /** The order's current (not replaced) session. */
    async stripeSessionOf(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ sessionId: stripeSessions.sessionId })
        .from(stripeSessions)
        .where(and(eq(stripeSessions.orderId, orderId), isNull(stripeSessions.replacedAt)));
      return row?.sessionId ?? null;
    },

    async stripeSession(sessionId: string): Promise<PaymentLink | null> {
      const [row] = await db
        .select({
          orderId: stripeSessions.orderId,
          createdAt: stripeSessions.createdAt,
          replacedAt: stripeSessions.replacedAt,
        })
        .from(stripeSessions)
        .where(eq(stripeSessions.sessionId, sessionId));
      return row ?? null;
    },

    /** Marks the order's current session replaced and links the new one (inside the order's transaction). */
    async replaceStripeSession(orderId: string, sessionId: string, at: Date): Promise<void> {
      await db
        .update(stripeSessions)
        .set({ replacedAt: at })
        .where(and(eq(stripeSessions.orderId, orderId), isNull(stripeSessions.replacedAt)));
      await db.insert(stripeSessions).values({ sessionId, orderId, createdAt: at }).catch(attemptTaken);
    },

    async linkVnpayPayment(txnRef: string, orderId: string, at: Date): Promise<void> {
      await db.insert(vnpayPayments).values({ txnRef, orderId, createdAt: at });
    },

    async vnpayPayment(txnRef: string): Promise<PaymentLink | null> {
      const [row] = await db
        .select({
          orderId: vnpayPayments.orderId,
          createdAt: vnpayPayments.createdAt,
          replacedAt: vnpayPayments.replacedAt,
        })
        .from(vnpayPayments)
        .where(eq(vnpayPayments.txnRef, txnRef));
      return row ?? null;
    },

    /** Marks the order's current VNPay request replaced and links the new one (inside the order's transaction). */
    async replaceVnpayPayment(orderId: string, txnRef: string, at: Date): Promise<void> {
      await db
        .update(vnpayPayments)
        .set({ replacedAt: at })
        .where(and(eq(vnpayPayments.orderId, orderId), isNull(vnpayPayments.replacedAt)));
      await db.insert(vnpayPayments).values({ txnRef, orderId, createdAt: at }).catch(attemptTaken);
    },

    /** How many payment attempts the order had with that gateway. */
    async attemptsOf(orderId: string, method: 'VNPAY' | 'STRIPE'): Promise<number> {
      const table = method === 'VNPAY' ? vnpayPayments : stripeSessions;
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.orderId, orderId));
      return row?.n ?? 0;
    },

    /** Records an event; false when it was already recorded (a replay). */
    async markEvent(values: {
      provider: string;
      eventId: string;
      orderId: string | null;
      type: string;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(processedPaymentEvents)
        .values({
          provider: values.provider,
          eventId: values.eventId,
          orderId: values.orderId,
          type: values.type,
          createdAt: values.at,
        })
        .onConflictDoNothing()
        .returning({ eventId: processedPaymentEvents.eventId });
      return rows.length === 1;
    },

    async forgetEvent(provider: string, eventId: string): Promise<void> {
      await db
        .delete(processedPaymentEvents)
        .where(
          and(eq(processedPaymentEvents.provider, provider), eq(processedPaymentEvents.eventId, eventId)),
        );
    },
  };
}
