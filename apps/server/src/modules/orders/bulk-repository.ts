import { inArray, sql } from 'drizzle-orm';
import { ORDER_EVENT_NOTES, formatVnd } from '@lumi/shared';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { userView } from '../../db/read/auth';
import { insertChunked, rowsOf, uuidArray } from '../../db/sql';
import { viewAs } from '../../db/views';

/** The demo data's refused return says why. */
const REFUSAL = 'Sản phẩm đã được sử dụng quá nửa, không đủ điều kiện đổi trả';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/**
 * The orders' bulk writer (ADR 0047): past orders whole, with their lines and timelines (the demo data's shop
 * history), written by the module that owns them. What they did to the catalogue (units sold, stock held) the
 * caller writes through the catalogue's own functions.
 */
export function ordersBulk(db: Db) {
  return {
    /** Whether any of these customers has an order. */
    async anyOf(userIds: string[]): Promise<boolean> {
      if (userIds.length === 0) return false;
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .limit(1);
      return row !== undefined;
    },
    /** Every order code in use (a new one must differ). */
    async codes(): Promise<Set<string>> {
      return new Set((await db.select({ code: orders.code }).from(orders)).map((o) => o.code));
    },
    async insert(rows: {
      orders: NewOrder[];
      lines: NewOrderLine[];
      events: NewOrderEvent[];
    }): Promise<void> {
      await insertChunked(db, orders, rows.orders, 400);
      await insertChunked(db, orderLines, rows.lines, 1000);
      await insertChunked(db, orderEvents, rows.events, 1000);
    },

    /**
     * The demo data's returns (ADR 0065): six of the last weeks' cash orders of other customers, one line's unit
     * each — two waiting for the shop, one accepted and waiting for its bank transfer, two refunded, one refused —
     * with their timelines and, for the accepted ones, what the orders' figures lost. The photos are the products'.
     * Runs only on an empty table; answers the returns written.
     */
    async seedReturns(demoCustomerId: string, admin: { id: string; name: string }): Promise<number> {
      const [any] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from order_returns`);
      if (any!.n > 0) return 0;
      const rows = await rowsOf<{
        order_id: string;
        code: string;
        status: string;
        decided_at: string | null;
      }>(
        db,
        sql`with picked as (
              select o.id, o.user_id, o.delivered_at, o.subtotal, o.cost_total, u.name,
                     row_number() over (order by o.delivered_at desc, o.id) as k
                from orders o join ${viewAs(userView, 'u')} on u.id = o.user_id
               where o.status = 'delivered' and o.payment_method = 'COD' and o.user_id <> ${demoCustomerId}
                 and o.voucher_code is null and o.points_used = 0 and o.returned_amount = 0
                 and o.delivered_at > now() - interval '40 days' and o.delivered_at < now() - interval '1 day'
               limit 6
            ), line as (
              select distinct on (p.id) p.*, l.id as line_id, l.price, l.unit_cost, l.image
                from picked p join order_lines l on l.order_id = p.id
               order by p.id, l.position
            ), made as (
              select l.*,
                     (array['requested', 'requested', 'accepted', 'refunded', 'refunded', 'refused'])[l.k] as status,
                     (array['damaged', 'allergy', 'wrong_item', 'damaged', 'expired', 'not_as_described'])[l.k] as reason,
                     (array['Nắp chai bị nứt, sản phẩm chảy ra hộp', 'Da bị đỏ và ngứa sau hai lần dùng',
                            'Đặt màu Hồng nhưng nhận được màu Cam', 'Hộp bị móp, vòi xịt không hoạt động',
                            'Hạn sử dụng chỉ còn một tháng', 'Mùi khác với mô tả trên trang sản phẩm'])[l.k] as description,
                     'RT' || upper(substr(md5(l.id::text || 'return'), 1, 10)) as code,
                     least(now() - interval '2 hours', l.delivered_at + interval '1 day') as asked_at
                from line l
            ), inserted as (
              insert into order_returns (code, order_id, user_id, status, reason, description, images, goods_value,
                refund_amount, refund_method, bank, refund_reference, note, decided_by_id, decided_by_name, decided_at, refunded_at,
                created_at, updated_at)
              select m.code, m.id, m.user_id, m.status, m.reason, m.description,
                     jsonb_build_array(jsonb_build_object('url', m.image, 'publicId', 'return/' || m.code)),
                     m.price, m.price, 'BANK_TRANSFER',
                     jsonb_build_object('bankName', 'Vietcombank',
                       'accountNumber', '0071' || lpad((abs(hashtext(m.user_id::text)) % 1000000000)::text, 9, '0'),
                       'accountName', upper(m.name)),
                     case when m.status = 'refunded' then 'FT' || to_char(m.asked_at + interval '1 day', 'YYMMDD') || m.k end,
                     case when m.status = 'refused' then ${REFUSAL} end,
                     case when m.status <> 'requested' then ${admin.id}::uuid end,
                     case when m.status <> 'requested' then ${admin.name} end,
                     case when m.status <> 'requested' then m.asked_at + interval '5 hours' end,
                     case when m.status = 'refunded' then m.asked_at + interval '1 day' end,
                     m.asked_at, m.asked_at + interval '1 day'
                from made m
              returning id, order_id, code, status, decided_at, goods_value
            ), lines as (
              insert into order_return_lines (return_id, order_line_id, quantity)
              select i.id, m.line_id, 1 from inserted i join made m on m.id = i.order_id
            ), figures as (
              update orders o set returned_amount = o.returned_amount + m.price,
                                  returned_cost = o.returned_cost + least(m.unit_cost, o.cost_total - o.returned_cost)
                from made m where o.id = m.id and m.status in ('accepted', 'refunded')
            )
            select i.order_id, i.code, i.status, i.decided_at::text as decided_at from inserted i`,
      );
      const events: NewOrderEvent[] = [];
      for (const r of rows) {
        const [ret] = await rowsOf<{ created_at: string; refunded_at: string | null; refund_amount: number }>(
          db,
          sql`select created_at::text as created_at, refunded_at::text as refunded_at, refund_amount
                from order_returns where code = ${r.code}`,
        );
        const base = { orderId: r.order_id, prevStatus: 'delivered' as const, status: 'delivered' as const };
        events.push({
          ...base,
          updatedByModel: 'User',
          note: ORDER_EVENT_NOTES.returnRequested(r.code),
          createdAt: new Date(ret!.created_at),
        });
        if (r.decided_at) {
          events.push({
            ...base,
            updatedByModel: 'Admin',
            updatedById: admin.id,
            updatedByName: admin.name,
            note:
              r.status === 'refused'
                ? ORDER_EVENT_NOTES.returnRefused(r.code, REFUSAL)
                : ORDER_EVENT_NOTES.returnAccepted(r.code),
            createdAt: new Date(r.decided_at),
          });
        }
        if (ret!.refunded_at) {
          events.push({
            ...base,
            updatedByModel: 'Admin',
            updatedById: admin.id,
            updatedByName: admin.name,
            note: ORDER_EVENT_NOTES.returnRefunded(r.code, formatVnd(ret!.refund_amount)),
            createdAt: new Date(ret!.refunded_at),
          });
        }
      }
      if (events.length) await insertChunked(db, orderEvents, events, 1000);
      // A return's step is a change of its order: the order was last updated by its latest.
      await db.execute(
        sql`update orders o set updated_at = (select max(e.created_at) from order_events e where e.order_id = o.id)
             where o.id = any(${uuidArray(rows.map((r) => r.order_id))})`,
      );
      return rows.length;
    },
  };
}
