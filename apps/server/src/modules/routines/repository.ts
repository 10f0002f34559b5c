import { sql, type SQL } from 'drizzle-orm';
import { ROUTINE_CONVERSION_DAYS, type BookingStatus, type Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { routineItems, routineReminders, routines } from '../../db/schema';
import { escapeLike, isoOf, rowsOf, uuidArray } from '../../db/sql';
import { orderLineView, orderView } from '../../db/read/orders';
import { bookingView } from '../../db/read/bookings';
import { doctorView } from '../../db/read/doctors';
import { userView } from '../../db/read/auth';
import { productView, variantView } from '../../db/read/catalog';
import { viewAs } from '../../db/views';

/** What a routine needs to know about its booking: whose it is and where it stands. */
export type RoutineBookingRow = {
  id: string;
  code: string;
  doctorId: string;
  userId: string;
  status: BookingStatus;
};

/** A product as the recommendation checks it: sold now (enabled, unexpired) and its stock, or its colours'. */
export type ProductFactsRow = {
  id: string;
  name: string;
  visible: boolean;
  stock: number | null;
  variants: { id: string; stock: number }[];
};

export type RoutineRow = {
  id: string;
  title: string;
  note: string | null;
  durationDays: number | null;
  createdAt: string;
  bookingId: string;
  bookingCode: string;
  doctorId: string;
  doctorName: string;
  doctorSlug: string;
  doctorAvatar: Image | null;
  doctorSpecialty: string;
  userId: string;
  userName: string;
};

export type RoutineItemRow = {
  id: string;
  routineId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  usage: string;
  perUse: number | null;
  usesPerDay: number | null;
  position: number;
  /** The product's catalogue capacity ('50ml', '60 viên'…), from which its size is read. */
  capacity: string | null;
  /** The customer ordered it: an order not cancelled, placed at or after the routine. */
  bought: boolean;
  /** The last delivered such order: its id, its delivery, the units of the product it held. */
  lastOrderId: string | null;
  lastDeliveredAt: string | null;
  lastUnits: number | null;
};

/** A routine whose time is over and whose follow-up was never suggested. */
export type FollowUpDueRow = {
  routineId: string;
  title: string;
  userId: string;
  bookingId: string;
  doctorName: string;
  doctorSlug: string;
  createdAt: string;
  durationDays: number;
};

/** An item with structured usage bought and delivered, whose refill was never reminded for that order. */
export type RefillCandidateRow = RoutineItemRow & {
  routineTitle: string;
  userId: string;
  bookingId: string;
  productName: string;
};

export type AdminRoutineRow = {
  id: string;
  title: string;
  createdAt: string;
  bookingId: string;
  bookingCode: string;
  doctorId: string;
  doctorName: string;
  userId: string;
  userName: string;
  userEmail: string;
  itemsCount: number;
  orderId: string | null;
  orderCode: string | null;
};

export type AdminRoutineFilter = { search?: string; from?: Date; to?: Date };

/**
 * THE CONVERSION RULE (issue 12, ROUTINE_CONVERSION_DAYS in @lumi/shared), for the routine aliased `r`: the first
 * order of the routine's customer that is not cancelled, placed at or after the routine's creation and at most
 * 30 days later, with at least one line of one of the routine's products (any colour). Computed on read, so an
 * order cancelled later stops counting by itself; there is no stored flag to keep in step.
 */
const CONVERTING_ORDER = sql`left join lateral (
    select o.id, o.code
    from ${viewAs(orderView, 'o')}
    where o.user_id = r.user_id
      and o.status <> 'cancelled'
      and o.created_at >= r.created_at
      and o.created_at <= r.created_at + make_interval(days => ${ROUTINE_CONVERSION_DAYS})
      and exists (
        select 1 from ${viewAs(orderLineView, 'l')} join routine_items i on i.product_id = l.product_id
        where l.order_id = o.id and i.routine_id = r.id
      )
    order by o.created_at, o.id
    limit 1
  ) conv on true`;

function adminWhere(filter: AdminRoutineFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.from) parts.push(sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`r.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.search) {
    const like = `%${escapeLike(filter.search.trim())}%`;
    parts.push(sql`(lumi_fold(d.name) like lumi_fold(${like}) or lumi_fold(u.name) like lumi_fold(${like})
      or lower(u.email) like lower(${like}) or b.code ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * A routine item's purchase facts, for the item `i` of the routine `r` and the product `p`: whether its customer
 * ordered it (not cancelled, at or after the routine) and the last such order delivered, with the units it held.
 */
const ITEM_COLUMNS = sql`i.id, i.routine_id as "routineId", i.product_id as "productId", i.variant_id as "variantId",
    i.quantity, i.usage, i.per_use::float8 as "perUse", i.uses_per_day::float8 as "usesPerDay", i.position,
    p.capacity,
    exists (
      select 1 from ${viewAs(orderView, 'bo')} join ${viewAs(orderLineView, 'bl')} on bl.order_id = bo.id
      where bo.user_id = r.user_id and bo.status <> 'cancelled' and bo.created_at >= r.created_at
        and bl.product_id = i.product_id
    ) as bought,
    last.id as "lastOrderId", ${isoOf(sql`last.delivered_at`)} as "lastDeliveredAt", last.units as "lastUnits"`;
const ITEM_FROM = sql`from routine_items i
    join routines r on r.id = i.routine_id
    join ${viewAs(productView, 'p')} on p.id = i.product_id
    left join lateral (
      select lo.id, lo.delivered_at, sum(ll.quantity)::int as units
      from ${viewAs(orderView, 'lo')} join ${viewAs(orderLineView, 'll')} on ll.order_id = lo.id
      where lo.user_id = r.user_id and lo.status = 'delivered' and lo.created_at >= r.created_at
        and ll.product_id = i.product_id
      group by lo.id, lo.delivered_at
      order by lo.delivered_at desc, lo.id
      limit 1
    ) last on true`;

const ROUTINE_FROM = sql`from routines r
  join ${viewAs(bookingView, 'b')} on b.id = r.booking_id
  join ${viewAs(doctorView, 'd')} on d.id = r.doctor_id
  join ${viewAs(userView, 'u')} on u.id = r.user_id`;

export function routinesRepository(db: Db) {
  return {
    async booking(id: string): Promise<RoutineBookingRow | null> {
      const [row] = await rowsOf<RoutineBookingRow>(
        db,
        sql`select id, code, doctor_id as "doctorId", user_id as "userId", status
          from ${viewAs(bookingView, 'bookings')} where id = ${id}::uuid`,
      );
      return row ?? null;
    },

    /** The products named, with `visible` as the shop decides it on the local day `today`. */
    async productFacts(ids: readonly string[], today: string): Promise<ProductFactsRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<ProductFactsRow>(
        db,
        sql`select p.id, p.name, (p.enable and p.expiry >= ${today}::date) as visible, p.stock,
            coalesce((select json_agg(json_build_object('id', v.id, 'stock', v.stock))
              from ${viewAs(variantView, 'v')} where v.product_id = p.id), '[]'::json) as variants
          from ${viewAs(productView, 'p')} where p.id = any(${uuidArray(ids)})`,
      );
    },

    /** Inserts the routine and its items (positions in the order given) in one transaction; returns its id. */
    async insert(values: {
      bookingId: string;
      doctorId: string;
      userId: string;
      title: string;
      note: string | null;
      durationDays: number | null;
      createdAt: Date;
      items: {
        productId: string;
        variantId: string | null;
        quantity: number;
        usage: string;
        perUse: number | null;
        usesPerDay: number | null;
      }[];
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(routines)
          .values({
            bookingId: values.bookingId,
            doctorId: values.doctorId,
            userId: values.userId,
            title: values.title,
            note: values.note,
            durationDays: values.durationDays,
            createdAt: values.createdAt,
          })
          .returning({ id: routines.id });
        const id = row!.id;
        await tx
          .insert(routineItems)
          .values(values.items.map((item, position) => ({ ...item, routineId: id, position })));
        return id;
      });
    },

    /** Routines with their doctor, customer and booking, by id or by booking (newest first). */
    async find(by: { id: string } | { bookingId: string }): Promise<RoutineRow[]> {
      const where = 'id' in by ? sql`r.id = ${by.id}::uuid` : sql`r.booking_id = ${by.bookingId}::uuid`;
      return rowsOf<RoutineRow>(
        db,
        sql`select r.id, r.title, r.note, r.duration_days as "durationDays", ${isoOf(sql`r.created_at`)} as "createdAt",
            b.id as "bookingId", b.code as "bookingCode",
            d.id as "doctorId", d.name as "doctorName", d.slug as "doctorSlug", d.avatar as "doctorAvatar",
            d.specialty as "doctorSpecialty",
            u.id as "userId", u.name as "userName"
          ${ROUTINE_FROM}
          where ${where}
          order by r.created_at desc, r.id desc`,
      );
    },

    async items(routineIds: readonly string[]): Promise<RoutineItemRow[]> {
      if (routineIds.length === 0) return [];
      return rowsOf<RoutineItemRow>(
        db,
        sql`select ${ITEM_COLUMNS} ${ITEM_FROM}
          where i.routine_id = any(${uuidArray(routineIds)})
          order by i.routine_id, i.position`,
      );
    },

    // ── reminders (issue 32 item 4) ─────────────────────────────────────────────

    /**
     * Items with structured usage whose last delivery (since `since`) was never reminded: the service computes the
     * run-out day from the product's size and tells those due.
     */
    async refillCandidates(since: Date, limit: number): Promise<RefillCandidateRow[]> {
      return rowsOf<RefillCandidateRow>(
        db,
        sql`select ${ITEM_COLUMNS}, r.title as "routineTitle", r.user_id as "userId", r.booking_id as "bookingId",
            p.name as "productName"
          ${ITEM_FROM}
          where i.per_use is not null and last.id is not null
            and last.delivered_at >= ${since.toISOString()}::timestamptz
            and not exists (select 1 from routine_reminders m
              where m.kind = 'refill' and m.item_id = i.id and m.order_id = last.id)
          order by last.delivered_at
          limit ${limit}`,
      );
    },

    /**
     * Routines whose time may be over (`created_at + duration_days` before `now`; the service decides by the local
     * day, `routineEnded`) and whose follow-up was never told.
     */
    async followUpsDue(now: Date, limit: number): Promise<FollowUpDueRow[]> {
      return rowsOf<FollowUpDueRow>(
        db,
        sql`select r.id as "routineId", r.title, r.user_id as "userId", r.booking_id as "bookingId",
            d.name as "doctorName", d.slug as "doctorSlug", ${isoOf(sql`r.created_at`)} as "createdAt",
            r.duration_days as "durationDays"
          from routines r join ${viewAs(doctorView, 'd')} on d.id = r.doctor_id
          where r.duration_days is not null
            and r.created_at + make_interval(days => r.duration_days) <= ${now.toISOString()}::timestamptz
            and not exists (select 1 from routine_reminders m where m.kind = 'follow_up' and m.routine_id = r.id)
          order by r.created_at
          limit ${limit}`,
      );
    },

    /** Records a reminder once; false when it was already recorded (a concurrent sweep). */
    async recordReminder(values: typeof routineReminders.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(routineReminders)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: routineReminders.id });
      return rows.length > 0;
    },

    /** A reminder's facts for its follow-up jobs, with the name of the product a refill is about. */
    async reminder(id: string) {
      const [row] = await rowsOf<{
        kind: 'refill' | 'follow_up';
        routineId: string;
        dueOn: string;
        productName: string | null;
      }>(
        db,
        sql`select m.kind, m.routine_id as "routineId", m.due_on::text as "dueOn", p.name as "productName"
          from routine_reminders m
          left join routine_items i on i.id = m.item_id
          left join ${viewAs(productView, 'p')} on p.id = i.product_id
          where m.id = ${id}::uuid`,
      );
      return row ?? null;
    },

    /** One page of the admin's list, newest first, each with its converting order (if any). */
    async adminPage(filter: AdminRoutineFilter, limit: number, offset: number): Promise<AdminRoutineRow[]> {
      return rowsOf<AdminRoutineRow>(
        db,
        sql`select r.id, r.title, ${isoOf(sql`r.created_at`)} as "createdAt",
            b.id as "bookingId", b.code as "bookingCode",
            d.id as "doctorId", d.name as "doctorName",
            u.id as "userId", u.name as "userName", u.email as "userEmail",
            (select count(*) from routine_items i where i.routine_id = r.id)::int as "itemsCount",
            conv.id as "orderId", conv.code as "orderCode"
          ${ROUTINE_FROM}
          ${CONVERTING_ORDER}
          where ${adminWhere(filter)}
          order by r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`,
      );
    },

    /** Over every routine the filter selects: how many, and how many converted. */
    async adminSummary(filter: AdminRoutineFilter): Promise<{ total: number; converted: number }> {
      const [row] = await rowsOf<{ total: number; converted: number }>(
        db,
        sql`select count(*)::int as total, count(conv.id)::int as converted
          ${ROUTINE_FROM}
          ${CONVERTING_ORDER}
          where ${adminWhere(filter)}`,
      );
      return row ?? { total: 0, converted: 0 };
    },
  };
}
