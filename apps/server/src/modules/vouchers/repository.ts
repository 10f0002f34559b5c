import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { brandView, categoryView } from '../../db/read/catalog';
import { voucherUses, vouchers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherInsert = typeof vouchers.$inferInsert;

/** A voucher's state on a day as SQL, the same as `voucherStatus` in @lumi/shared. */
const statusSql = (today: string) => ({
  inactive: sql`not ${vouchers.isActive}`,
  ended: sql`${vouchers.isActive} and ${vouchers.endDate} < ${today}::date`,
  used_up: sql`${vouchers.isActive} and ${vouchers.endDate} >= ${today}::date and ${vouchers.totalLimit} is not null and ${vouchers.usedCount} >= ${vouchers.totalLimit}`,
  upcoming: sql`${vouchers.isActive} and ${vouchers.startDate} > ${today}::date and (${vouchers.totalLimit} is null or ${vouchers.usedCount} < ${vouchers.totalLimit})`,
  running: sql`${vouchers.isActive} and ${vouchers.startDate} <= ${today}::date and ${vouchers.endDate} >= ${today}::date and (${vouchers.totalLimit} is null or ${vouchers.usedCount} < ${vouchers.totalLimit})`,
});

/** The admin's vouchers (ADR 0062). */
export function vouchersRepository(db: Db) {
  return {
    async list(query: {
      limit: number;
      offset: number;
      search?: string | undefined;
      status?: keyof ReturnType<typeof statusSql> | undefined;
      today: string;
    }): Promise<{ items: VoucherRow[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(sql`(${ilike(vouchers.code, like)} or ${ilike(vouchers.name, like)})`);
      }
      if (query.status) filters.push(statusSql(query.today)[query.status]);
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ value: count() }).from(vouchers).where(where);
      const items = await db
        .select()
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(query.limit)
        .offset(query.offset);
      return { items, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
      return row;
    },

    /** Locks the voucher's row for a change in the caller's transaction. */
    async lockById(id: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
      return row;
    },

    async insert(values: VoucherInsert): Promise<VoucherRow> {
      try {
        const [row] = await db.insert(vouchers).values(values).returning();
        return row!;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'vouchers_code_unique'))
          throw new AppError('VOUCHER_CODE_TAKEN');
        throw error;
      }
    },

    async update(id: string, values: Partial<VoucherInsert>): Promise<VoucherRow | undefined> {
      try {
        const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
        return row;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'vouchers_code_unique'))
          throw new AppError('VOUCHER_CODE_TAKEN');
        throw error;
      }
    },

    /** Deletes a voucher no order ever used; false when one did (it can only be switched off). */
    async deleteUnused(id: string): Promise<boolean> {
      const [used] = await db.select({ n: count() }).from(voucherUses).where(eq(voucherUses.voucherId, id));
      if ((used?.n ?? 0) > 0) return false;
      await db.delete(vouchers).where(eq(vouchers.id, id));
      return true;
    },

    /** Σ what each voucher's uses not given back took off (goods and shipping). */
    async costs(ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: voucherUses.voucherId,
          cost: sql<number>`coalesce(sum(${voucherUses.discount} + ${voucherUses.shippingDiscount}), 0)::float8`,
        })
        .from(voucherUses)
        .where(and(inArray(voucherUses.voucherId, ids), isNull(voucherUses.returnedAt)))
        .groupBy(voucherUses.voucherId);
      return new Map(rows.map((r) => [r.id, r.cost]));
    },

    async categoryNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: categoryView.id, name: categoryView.name })
        .from(categoryView)
        .where(inArray(categoryView.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async brandNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: brandView.id, name: brandView.name })
        .from(brandView)
        .where(inArray(brandView.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
