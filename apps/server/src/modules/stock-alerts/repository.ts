import { sql } from 'drizzle-orm';
import type { AdminStockAlertRow, StockAlert } from '@lumi/shared';
import type { Db } from '../../db/client';
import { productView, variantView } from '../../db/read/catalog';
import { orderLineView, orderView } from '../../db/read/orders';
import { userView } from '../../db/read/auth';
import { isoOf, rowsOf } from '../../db/sql';
import { viewAs } from '../../db/views';

/** A product (or colour) as an alert reads it: its name, slug and stock now. */
export type AlertTarget = {
  productId: string;
  name: string;
  slug: string;
  enable: boolean;
  variantId: string | null;
  variantName: string | null;
  /** The product's own stock, or the colour's; null when the product has colours and none was named. */
  stock: number | null;
  hasVariants: boolean;
};

/** An alert due to be told: its product or colour has stock again. */
export type DueAlert = {
  id: string;
  userId: string;
  productName: string;
  slug: string;
  variantName: string | null;
};

type AlertSqlRow = {
  id: string;
  product_id: string;
  name: string;
  slug: string;
  variant_id: string | null;
  variant_name: string | null;
  created_at: string;
};

const toAlert = (r: AlertSqlRow): StockAlert => ({
  _id: r.id,
  product: { _id: r.product_id, name: r.name, slug: r.slug },
  variant: r.variant_id && r.variant_name !== null ? { _id: r.variant_id, name: r.variant_name } : null,
  createdAt: r.created_at,
});

/** The stock alerts (the stock-alerts module owns `stock_alerts`); products and orders are read through their views. */
export function stockAlertsRepository(db: Db) {
  const p = viewAs(productView, 'p');
  const v = viewAs(variantView, 'v');

  async function waitingOf(where: ReturnType<typeof sql>): Promise<StockAlert[]> {
    const rows = await rowsOf<AlertSqlRow>(
      db,
      sql`select a.id, a.product_id, p.name, p.slug, a.variant_id, v.name as variant_name,
                 ${isoOf(sql`a.created_at`)} as created_at
            from stock_alerts a join ${p} on p.id = a.product_id left join ${v} on v.id = a.variant_id
           where a.notified_at is null and ${where}
           order by a.created_at desc, a.id`,
    );
    return rows.map(toAlert);
  }

  return {
    async target(productId: string, variantId: string | null): Promise<AlertTarget | undefined> {
      const [row] = await rowsOf<{
        id: string;
        name: string;
        slug: string;
        enable: boolean;
        stock: number | null;
        variant_id: string | null;
        variant_name: string | null;
        variant_stock: number | null;
        variants: number;
      }>(
        db,
        sql`select p.id, p.name, p.slug, p.enable, p.stock, v.id as variant_id, v.name as variant_name,
                   v.stock as variant_stock,
                   (select count(*)::int from ${viewAs(variantView, 'vv')} where vv.product_id = p.id) as variants
              from ${p} left join ${v} on v.id = ${variantId} and v.product_id = p.id
             where p.id = ${productId}`,
      );
      if (!row) return undefined;
      return {
        productId: row.id,
        name: row.name,
        slug: row.slug,
        enable: row.enable,
        variantId: row.variant_id,
        variantName: row.variant_name,
        stock: row.variant_id ? row.variant_stock : row.variants > 0 ? null : row.stock,
        hasVariants: row.variants > 0,
      };
    },

    /** Adds a waiting alert, or answers the one already waiting. */
    async subscribe(userId: string, productId: string, variantId: string | null, at: Date): Promise<string> {
      const [made] = await rowsOf<{ id: string }>(
        db,
        sql`insert into stock_alerts (user_id, product_id, variant_id, created_at)
            values (${userId}, ${productId}, ${variantId}, ${at.toISOString()}::timestamptz)
            on conflict do nothing returning id`,
      );
      if (made) return made.id;
      const [existing] = await rowsOf<{ id: string }>(
        db,
        sql`select id from stock_alerts where user_id = ${userId} and product_id = ${productId}
               and variant_id is not distinct from ${variantId}::uuid and notified_at is null`,
      );
      return existing!.id;
    },

    async byId(id: string): Promise<StockAlert | undefined> {
      const [alert] = await waitingOf(sql`a.id = ${id}`);
      return alert;
    },

    mine: (userId: string) => waitingOf(sql`a.user_id = ${userId}`),

    /** Removes a waiting alert of the customer's; false when there is none. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`delete from stock_alerts where id = ${id} and user_id = ${userId} and notified_at is null returning id`,
      );
      return rows.length === 1;
    },

    /** Waiting alerts whose product (enabled) or colour has stock again, oldest first. */
    async due(limit: number): Promise<DueAlert[]> {
      return rowsOf<DueAlert>(
        db,
        sql`select a.id, a.user_id as "userId", p.name as "productName", p.slug, v.name as "variantName"
              from stock_alerts a join ${p} on p.id = a.product_id left join ${v} on v.id = a.variant_id
             where a.notified_at is null and p.enable
               and (case when a.variant_id is null then coalesce(p.stock, 0) else v.stock end) > 0
             order by a.created_at, a.id limit ${limit}`,
      );
    },

    /** Marks an alert told, once: false when another process did. */
    async markNotified(id: string, at: Date): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update stock_alerts set notified_at = ${at.toISOString()}::timestamptz
             where id = ${id} and notified_at is null returning id`,
      );
      return rows.length === 1;
    },

    /** An alert as its follow-ups read it (told or not). */
    async told(id: string): Promise<(DueAlert & { notifiedAt: Date | null }) | undefined> {
      const [row] = await rowsOf<DueAlert & { notifiedAt: Date | null }>(
        db,
        sql`select a.id, a.user_id as "userId", p.name as "productName", p.slug, v.name as "variantName",
                   a.notified_at as "notifiedAt"
              from stock_alerts a join ${p} on p.id = a.product_id left join ${v} on v.id = a.variant_id
             where a.id = ${id}`,
      );
      return row;
    },

    /** The customer a mail goes to. */
    async customerOf(userId: string): Promise<{ name: string; email: string } | undefined> {
      const [row] = await rowsOf<{ name: string; email: string }>(
        db,
        sql`select u.name, u.email from ${viewAs(userView, 'u')} where u.id = ${userId}`,
      );
      return row;
    },

    /** The admin's view: per product and colour, who waits, who was told and who bought since. */
    async summary(): Promise<AdminStockAlertRow[]> {
      const rows = await rowsOf<{
        product_id: string;
        name: string;
        slug: string;
        variant_id: string | null;
        variant_name: string | null;
        stock: number;
        waiting: number;
        notified: number;
        bought: number;
        last_notified_at: string | null;
      }>(
        db,
        sql`select a.product_id, p.name, p.slug, a.variant_id, v.name as variant_name,
                   (case when a.variant_id is null then coalesce(p.stock, 0) else v.stock end)::int as stock,
                   (count(*) filter (where a.notified_at is null))::int as waiting,
                   (count(*) filter (where a.notified_at is not null))::int as notified,
                   (count(*) filter (where a.notified_at is not null and exists (
                      select 1 from ${viewAs(orderView, 'o')} join ${viewAs(orderLineView, 'l')} on l.order_id = o.id
                       where o.user_id = a.user_id and o.status <> 'cancelled' and o.created_at >= a.notified_at
                         and l.product_id = a.product_id
                         and (a.variant_id is null or l.variant_id = a.variant_id))))::int as bought,
                   ${isoOf(sql`max(a.notified_at)`)} as last_notified_at
              from stock_alerts a join ${p} on p.id = a.product_id left join ${v} on v.id = a.variant_id
             group by a.product_id, p.name, p.slug, a.variant_id, v.name, p.stock, v.stock
             order by (count(*) filter (where a.notified_at is null)) desc, p.name, v.name`,
      );
      return rows.map((r) => ({
        product: { _id: r.product_id, name: r.name, slug: r.slug },
        variant: r.variant_id && r.variant_name !== null ? { _id: r.variant_id, name: r.variant_name } : null,
        stock: r.stock,
        waiting: r.waiting,
        notified: r.notified,
        bought: r.bought,
        lastNotifiedAt: r.last_notified_at,
      }));
    },
  };
}
