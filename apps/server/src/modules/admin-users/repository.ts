import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LIVE_BOOKING_STATUSES,
  LIVE_ORDER_STATUSES,
  type BookingStatus,
  type OrderStatus,
  type PaymentMethod,
  type UserStatusFilter,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '../../db/pg-errors';
import { escapeLike, rowsOf, textArray } from '../../db/sql';
import {
  bookingReviews,
  bookings,
  clinics,
  conversations,
  doctors,
  messages,
  notifications,
  orderLines,
  orders,
  otpCodes,
  reviews,
  routines,
  uploads,
  users,
} from '../../db/schema';
import type { UserRow } from '../auth/repository';

/** Orders and bookings still running: while any, the user cannot be deleted (ADR 0024). */
function liveOrdersOf(userId: string): SQL {
  return sql`(select count(*)::int from ${orders} o where o.user_id = ${userId} and o.status = any(${textArray(LIVE_ORDER_STATUSES)}))`;
}

function liveBookingsOf(userId: string): SQL {
  return sql`(select count(*)::int from ${bookings} b where b.user_id = ${userId} and b.status::text = any(${textArray(LIVE_BOOKING_STATUSES)}))`;
}

/** How many of the newest orders and bookings the detail lists. */
export const DETAIL_LIST_SIZE = 20;

export type UserActivity = { orderCount: number; bookingCount: number; spent: number };
export type AdminUserRow = UserRow & UserActivity;

export type AdminUserOrderRow = {
  id: string;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  totalAmount: number;
  itemCount: number;
  createdAt: Date;
};

export type AdminUserBookingRow = {
  id: string;
  code: string;
  status: BookingStatus;
  startAt: Date;
  price: number;
  doctorId: string;
  doctorName: string;
  clinicId: string;
  clinicName: string;
  createdAt: Date;
};

/** A file to delete once the transaction that dropped what referred to it has committed. */
export type OrphanedFile = { url: string; publicId: string };

export type DeleteOutcome =
  | { kind: 'not_found' }
  | { kind: 'live' }
  | { kind: 'disabled'; user: UserRow }
  | { kind: 'deleted'; files: OrphanedFile[] };

/**
 * What a user did on the site, computed by the database for each listed row (correlated sub-queries served by the
 * `(user_id, created_at)` indexes of orders and bookings): orders of any status, bookings of any status, and the
 * goods value of the delivered orders.
 */
const activityColumns = {
  orderCount: sql<number>`(select count(*)::int from ${orders} o where o.user_id = "users"."id")`.mapWith(
    Number,
  ),
  bookingCount: sql<number>`(select count(*)::int from ${bookings} b where b.user_id = "users"."id")`.mapWith(
    Number,
  ),
  // float8, not bigint: both drivers decode it to a number (a sum of int is a bigint, a string through node-postgres).
  spent:
    sql<number>`(select coalesce(sum(o.subtotal), 0)::float8 from ${orders} o where o.user_id = "users"."id" and o.status = 'delivered')`.mapWith(
      Number,
    ),
};

/**
 * The search of the customers list: the name without diacritics or case ('nguyen' finds 'Nguyễn'), the e-mail
 * without case, the phone by its digits ('0901 234' finds '0901234567').
 */
function searchFilter(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const clauses: SQL[] = [
    sql`lumi_fold(${users.name}) like lumi_fold(${pattern})`,
    sql`lower(${users.email}) like lower(${pattern})`,
  ];
  const digits = search.replace(/[\s.+()-]/g, '');
  if (/^\d+$/.test(digits)) {
    clauses.push(sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(clauses, sql` or `)})`;
}

export function adminUsersRepository(db: Db) {
  return {
    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      status?: UserStatusFilter | undefined;
    }): Promise<{ items: AdminUserRow[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) filters.push(searchFilter(query.search));
      if (query.status) filters.push(eq(users.isActive, query.status === 'active'));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db
        .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
        .from(users)
        .where(where);
      const rows = await db
        .select({ user: users, ...activityColumns })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        items: rows.map((r) => ({
          ...r.user,
          orderCount: r.orderCount,
          bookingCount: r.bookingCount,
          spent: r.spent,
        })),
        total: total?.value ?? 0,
      };
    },

    async findWithActivity(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .select({ user: users, ...activityColumns })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row
        ? { ...row.user, orderCount: row.orderCount, bookingCount: row.bookingCount, spent: row.spent }
        : undefined;
    },

    /** The newest orders of the user, with their units (Σ quantity of the lines). */
    async recentOrders(userId: string, limit = DETAIL_LIST_SIZE): Promise<AdminUserOrderRow[]> {
      return db
        .select({
          id: orders.id,
          code: orders.code,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          totalAmount: orders.totalAmount,
          itemCount:
            sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = "orders"."id")`.mapWith(
              Number,
            ),
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** The newest bookings of the user (by when they were made), with their doctor and clinic. */
    async recentBookings(userId: string, limit = DETAIL_LIST_SIZE): Promise<AdminUserBookingRow[]> {
      return db
        .select({
          id: bookings.id,
          code: bookings.code,
          status: bookings.status,
          startAt: bookings.startAt,
          price: bookings.price,
          doctorId: doctors.id,
          doctorName: doctors.name,
          clinicId: clinics.id,
          clinicName: clinics.name,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
        .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },

    /** Orders pending/processing/shipping and bookings pending/confirmed of the user, now. */
    async liveCounts(userId: string): Promise<{ orders: number; bookings: number }> {
      const [row] = await rowsOf<{ orders: number; bookings: number }>(
        db,
        sql`select ${liveOrdersOf(userId)} as orders, ${liveBookingsOf(userId)} as bookings`,
      );
      return { orders: row?.orders ?? 0, bookings: row?.bookings ?? 0 };
    },

    /**
     * Blocks (revoking every token the user holds: the version they carry no longer matches) or unblocks (old tokens
     * stay revoked). Undefined when there is no such user.
     */
    async setActive(id: string, isActive: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          isActive,
          ...(isActive ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Deletes the user and what hangs on them, or disables them when they have a history, in one transaction
     * (ADR 0024). The user row is locked first (`FOR UPDATE`): an order or a booking being placed for them holds a
     * key-share lock on it through its foreign key, so the delete waits for that transaction and then sees what it
     * wrote; one that starts after the lock waits for the delete and then fails on the missing user. Should a
     * referencing row slip through anyway, the restricting foreign keys refuse the delete, answered as live activity.
     */
    async deleteOrDisable(id: string): Promise<DeleteOutcome> {
      try {
        return await db.transaction(async (tx): Promise<DeleteOutcome> => {
          const [locked] = await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(users.id, id))
            .for('update');
          if (!locked) return { kind: 'not_found' };

          const [history] = await rowsOf<{ liveOrders: number; liveBookings: number; kept: boolean }>(
            tx,
            sql`select ${liveOrdersOf(id)} as "liveOrders", ${liveBookingsOf(id)} as "liveBookings",
              -- Whatever else refers to the user with a restricting key (each comes with an order or a booking).
              (exists (select 1 from ${orders} o where o.user_id = ${id})
                or exists (select 1 from ${bookings} b where b.user_id = ${id})
                or exists (select 1 from ${reviews} r where r.user_id = ${id})
                or exists (select 1 from ${bookingReviews} br where br.user_id = ${id})
                or exists (select 1 from ${routines} rt where rt.user_id = ${id})) as kept`,
          );
          if (!history) throw new Error('activity query returned nothing');
          if (history.liveOrders > 0 || history.liveBookings > 0) return { kind: 'live' };

          if (history.kept) {
            const [user] = await tx
              .update(users)
              .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
              .where(eq(users.id, id))
              .returning();
            if (!user) throw new Error(`user ${id} vanished under its lock`);
            return { kind: 'disabled', user };
          }

          // The files of the account: its own uploads (avatar, chat pictures and voice notes) and those sent to it
          // in its conversations, which go with them.
          const owned = await tx
            .select({ url: uploads.url, publicId: uploads.publicId })
            .from(uploads)
            .where(and(eq(uploads.ownerKind, 'user'), eq(uploads.ownerId, id)));
          const attached = await tx
            .select({ attachments: messages.attachments })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .where(eq(conversations.userId, id));
          const files = new Map<string, OrphanedFile>();
          for (const f of owned) files.set(f.publicId, f);
          for (const m of attached)
            for (const a of m.attachments) files.set(a.publicId, { url: a.url, publicId: a.publicId });
          // Detached first: should the files not be removed after the commit, the stale-upload sweep takes them.
          if (files.size > 0)
            await tx
              .update(uploads)
              .set({ attachedAt: null })
              .where(inArray(uploads.publicId, [...files.keys()]));

          await tx
            .delete(notifications)
            .where(and(eq(notifications.recipientId, id), eq(notifications.model, 'User')));
          await tx.delete(otpCodes).where(sql`lower(${otpCodes.email}) = lower(${locked.email})`);
          // Conversations (and their messages), reset tokens and idempotency keys follow by their cascading keys.
          await tx.delete(users).where(eq(users.id, id));
          return { kind: 'deleted', files: [...files.values()] };
        });
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) return { kind: 'live' };
        throw error;
      }
    },
  };
}
