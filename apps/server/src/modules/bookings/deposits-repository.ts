import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { DepositStatus } from '@lumi/shared';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from './repository';

/** What a deposit's move writes besides its status. */
export type DepositChange = Partial<
  Pick<BookingRow, 'depositRequestedAt' | 'depositPaidAt' | 'depositTransactionNo' | 'depositRefundedAt'>
>;

/** The deposits of bookings (ADR 0061): columns of their booking, moved only from the state the caller judged. */
export function depositsRepository(db: Db) {
  return {
    /** The customer's visits marked 'Không đến' at the clinic that started since `since`. */
    async noShowsSince(userId: string, clinicId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.clinicId, clinicId),
            eq(bookings.status, 'no_show'),
            gte(bookings.startAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Moves the deposit from `from` to `to` while it is still `from`; undefined when it changed meanwhile. */
    async move(id: string, from: DepositStatus, to: DepositStatus, set: DepositChange = {}, at?: Date) {
      const [row] = await db
        .update(bookings)
        .set({ depositStatus: to, ...set, ...(at ? { updatedAt: at } : {}) })
        .where(and(eq(bookings.id, id), eq(bookings.depositStatus, from)))
        .returning();
      return row;
    },

    async byCode(code: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.code, code));
      return row;
    },

    /** The bookings whose deposit was not paid by its deadline, oldest first. */
    async overdue(now: Date, limit: number): Promise<{ id: string }[]> {
      return db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.depositStatus, 'awaiting'), lte(bookings.depositExpiresAt, now)))
        .orderBy(bookings.depositExpiresAt)
        .limit(limit);
    },
  };
}
