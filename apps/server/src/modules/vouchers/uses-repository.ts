import { sql } from 'drizzle-orm';
import type { VoucherKind, VoucherRule } from '@lumi/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/** A voucher as pricing reads it. */
export type VoucherRuleRow = VoucherRule & { id: string; code: string; name: string };

/** One order's use, as the placement writes it. */
export type VoucherUseInsert = {
  voucherId: string;
  orderId: string;
  userId: string;
  kind: VoucherKind;
  shippingCap: number | null;
  discount: number;
  shippingDiscount: number;
  createdAt: Date;
};

type RuleSqlRow = {
  id: string;
  code: string;
  name: string;
  kind: VoucherKind;
  value: number;
  max_discount: number | null;
  min_order: number;
  category_ids: string[];
  brand_ids: string[];
  start_date: string;
  end_date: string;
  is_active: boolean;
  per_customer_limit: number;
  total_limit: number | null;
  used_count: number;
};

/**
 * The vouchers as the orders use them (ADR 0062), in the caller's transaction: the vouchers module owns `vouchers`,
 * `voucher_uses` and `voucher_customers` (ADR 0044). Each take is one conditional statement, so two orders at once
 * never take more uses than there are.
 */
export function voucherUsesRepository(db: Db) {
  return {
    async byCode(code: string): Promise<VoucherRuleRow | undefined> {
      const [row] = await rowsOf<RuleSqlRow>(
        db,
        sql`select id, code, name, kind, value, max_discount, min_order, category_ids::text[] as category_ids,
                   brand_ids::text[] as brand_ids, start_date::text as start_date, end_date::text as end_date,
                   is_active, per_customer_limit, total_limit, used_count
              from vouchers where code = ${code}`,
      );
      return row
        ? {
            id: row.id,
            code: row.code,
            name: row.name,
            kind: row.kind,
            value: row.value,
            maxDiscount: row.max_discount,
            minOrder: row.min_order,
            categoryIds: row.category_ids,
            brandIds: row.brand_ids,
            startDate: row.start_date,
            endDate: row.end_date,
            isActive: row.is_active,
            perCustomerLimit: row.per_customer_limit,
            totalLimit: row.total_limit,
            usedCount: row.used_count,
          }
        : undefined;
    },

    /** How many of the voucher's uses the customer holds. */
    async customerUses(voucherId: string, userId: string): Promise<number> {
      const [row] = await rowsOf<{ used: number }>(
        db,
        sql`select used from voucher_customers where voucher_id = ${voucherId} and user_id = ${userId}`,
      );
      return row?.used ?? 0;
    },

    /** Takes `count` uses of a voucher usable on `today`; false when fewer are left (or it stopped meanwhile). */
    async take(voucherId: string, count: number, today: string, at: Date): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update vouchers set used_count = used_count + ${count}, updated_at = ${at.toISOString()}::timestamptz
             where id = ${voucherId} and is_active and start_date <= ${today}::date and end_date >= ${today}::date
               and (total_limit is null or used_count + ${count} <= total_limit)
            returning id`,
      );
      return rows.length === 1;
    },

    /** Takes one of the customer's `limit` uses; false when they hold them all. */
    async takeForCustomer(voucherId: string, userId: string, limit: number): Promise<boolean> {
      const rows = await rowsOf<{ used: number }>(
        db,
        sql`insert into voucher_customers as vc (voucher_id, user_id, used) values (${voucherId}, ${userId}, 1)
            on conflict (voucher_id, user_id) do update set used = vc.used + 1 where vc.used < ${limit}
            returning used`,
      );
      return rows.length === 1;
    },

    async record(uses: VoucherUseInsert[]): Promise<void> {
      for (const use of uses)
        await db.execute(
          sql`insert into voucher_uses (voucher_id, order_id, user_id, kind, shipping_cap, discount, shipping_discount, created_at)
              values (${use.voucherId}, ${use.orderId}, ${use.userId}, ${use.kind}, ${use.shippingCap}, ${use.discount},
                      ${use.shippingDiscount}, ${use.createdAt.toISOString()}::timestamptz)`,
        );
    },

    /** How an order's use takes off a fee (an address change re-quotes it). */
    async ofOrder(orderId: string): Promise<{ kind: VoucherKind; shippingCap: number | null } | undefined> {
      const [row] = await rowsOf<{ kind: VoucherKind; shipping_cap: number | null }>(
        db,
        sql`select kind, shipping_cap from voucher_uses where order_id = ${orderId}`,
      );
      return row ? { kind: row.kind, shippingCap: row.shipping_cap } : undefined;
    },

    async setShippingDiscount(orderId: string, shippingDiscount: number): Promise<void> {
      await db.execute(
        sql`update voucher_uses set shipping_discount = ${shippingDiscount} where order_id = ${orderId}`,
      );
    },

    /** A cancelled order gives its use back, once: the voucher's count and the customer's. */
    async giveBack(orderId: string, at: Date): Promise<void> {
      const [use] = await rowsOf<{ voucher_id: string; user_id: string }>(
        db,
        sql`update voucher_uses set returned_at = ${at.toISOString()}::timestamptz
             where order_id = ${orderId} and returned_at is null
            returning voucher_id, user_id`,
      );
      if (!use) return;
      await db.execute(
        sql`update vouchers set used_count = greatest(0, used_count - 1) where id = ${use.voucher_id}`,
      );
      await db.execute(
        sql`update voucher_customers set used = greatest(0, used - 1)
             where voucher_id = ${use.voucher_id} and user_id = ${use.user_id}`,
      );
    },
  };
}
