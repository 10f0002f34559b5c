import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claimed and answered `Idempotency-Key`s (ADR 0013). */
export function idempotencyRepository(db: Db) {
  const one = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** Claims the key; false when a row for it exists already (the primary key decides between racers). */
    async claim(values: { userId: string; key: string; fingerprint: string; at: Date }): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({
          userId: values.userId,
          key: values.key,
          fingerprint: values.fingerprint,
          createdAt: values.at,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(one(userId, key));
      return row;
    },

    async answer(userId: string, key: string, status: number, response: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ status, response }).where(one(userId, key));
    },

    /** Gives up a claim that has no answer (the request failed): the key may be used again. */
    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(one(userId, key), isNull(idempotencyKeys.status)));
    },

    /** Deletes that one row if it was created before `before` (an expired or abandoned key). */
    async dropIfOlder(userId: string, key: string, before: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(and(one(userId, key), lt(idempotencyKeys.createdAt, before)));
    },

    async sweep(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
