import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema';

export type NewVoucher = typeof vouchers.$inferInsert;

/** The vouchers' bulk writer (ADR 0047): the demo data's codes, written by the module that owns them. */
export function vouchersBulk(db: Db) {
  return {
    async exists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.code, code))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewVoucher): Promise<void> {
      await db.insert(vouchers).values(values);
    },
  };
}
