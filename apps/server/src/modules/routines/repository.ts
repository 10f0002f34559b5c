import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { ROUTINE_CONVERSION_DAYS, type BookingStatus, type Image } from '@lumi/shared';
import type { Db } from '../../db/client';
import { routineItems, routines } from '../../db/schema';
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
  createdAt: string;
  bookingId: string;
  bookingCode: string;
  doctorId: string;
  doctorName: string;
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
  position: number;
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
      createdAt: Date;
      items: { productId: string; variantId: string | null; quantity: number; usage: string }[];
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
        sql`select r.id, r.title, r.note, ${isoOf(sql`r.created_at`)} as "createdAt",
            b.id as "bookingId", b.code as "bookingCode",
            d.id as "doctorId", d.name as "doctorName", d.avatar as "doctorAvatar", d.specialty as "doctorSpecialty",
            u.id as "userId", u.name as "userName"
          ${ROUTINE_FROM}
          where ${where}
          order by r.created_at desc, r.id desc`,
      );
    },

    async items(routineIds: readonly string[]): Promise<RoutineItemRow[]> {
      if (routineIds.length === 0) return [];
      return db
        .select({
          id: routineItems.id,
          routineId: routineItems.routineId,
          productId: routineItems.productId,
          variantId: routineItems.variantId,
          quantity: routineItems.quantity,
          usage: routineItems.usage,
          position: routineItems.position,
        })
        .from(routineItems)
        .where(inArray(routineItems.routineId, [...routineIds]))
        .orderBy(asc(routineItems.routineId), asc(routineItems.position));
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
