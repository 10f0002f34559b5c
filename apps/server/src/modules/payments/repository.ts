import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { processedPaymentEvents, stripeSessions } from '../../db/schema';

/** Stripe sessions of orders and gateway events already handled (ADR 0010). */
export function paymentsRepository(db: Db) {
  return {
    async linkStripeSession(sessionId: string, orderId: string, at: Date): Promise<void> {
      await db.insert(stripeSessions).values({ sessionId, orderId, createdAt: at });
    },

    async stripeSessionOf(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ sessionId: stripeSessions.sessionId })
        .from(stripeSessions)
        .where(eq(stripeSessions.orderId, orderId));
      return row?.sessionId ?? null;
    },

    async orderOfStripeSession(sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ orderId: stripeSessions.orderId })
        .from(stripeSessions)
        .where(eq(stripeSessions.sessionId, sessionId));
      return row?.orderId ?? null;
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
