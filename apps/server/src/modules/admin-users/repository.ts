import { sql } from 'drizzle-orm';
import type { UserStatusFilter } from '@lumi/shared';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '../../db/pg-errors';
import { rowsOf } from '../../db/sql';
import { usersDirectoryRepository, type PerUserColumns } from '../auth/directory-repository';
import { otpRepository, usersRepository, type UserRow } from '../auth/repository';
import { bookingsRepository, type CustomerBookingRow } from '../bookings/repository';
import { customerBookings } from '../bookings/views';
import { chatRepository } from '../chat/repository';
import { hasBookingReviews } from '../clinics/views';
import { notificationsRepository } from '../notifications/repository';
import { ordersRepository, type CustomerOrderRow } from '../orders/repository';
import { customerOrders } from '../orders/views';
import { hasProductReviews } from '../reviews/views';
import { hasRoutines } from '../routines/views';
import { uploadsRepository } from '../uploads/repository';

/** How many of the newest orders and bookings the detail lists. */
export const DETAIL_LIST_SIZE = 20;

export type UserActivity = { orderCount: number; bookingCount: number; spent: number };
export type AdminUserRow = UserRow & UserActivity;
export type AdminUserOrderRow = CustomerOrderRow;
export type AdminUserBookingRow = CustomerBookingRow;

/** A file to delete once the transaction that dropped what referred to it has committed. */
export type OrphanedFile = { url: string; publicId: string };

export type DeleteOutcome =
  | { kind: 'not_found' }
  | { kind: 'live' }
  | { kind: 'disabled'; user: UserRow }
  | { kind: 'deleted'; files: OrphanedFile[] };

/** What a customer did on the site, read from the modules that own it: orders and bookings of any status, spend. */
const activity: PerUserColumns<keyof UserActivity> = (user) => ({
  orderCount: customerOrders.count(user),
  bookingCount: customerBookings.count(user),
  spent: customerOrders.spent(user),
});

/**
 * The admin's customers (api-contract §4.6): the account lives in `auth`, what it did in `orders`, `bookings`,
 * `reviews`, `clinics`, `routines` and `chat`; this module puts them together and reads or changes each through
 * its owner (ADR 0044).
 */
export function adminUsersRepository(db: Db) {
  return {
    list: (query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      status?: UserStatusFilter | undefined;
    }): Promise<{ items: AdminUserRow[]; total: number }> =>
      usersDirectoryRepository(db).list(query, activity),

    findWithActivity: (id: string): Promise<AdminUserRow | undefined> =>
      usersDirectoryRepository(db).find(id, activity),

    recentOrders: (userId: string, limit = DETAIL_LIST_SIZE): Promise<AdminUserOrderRow[]> =>
      ordersRepository(db).recentOf(userId, limit),

    recentBookings: (userId: string, limit = DETAIL_LIST_SIZE): Promise<AdminUserBookingRow[]> =>
      bookingsRepository(db).recentOf(userId, limit),

    /** Orders pending/processing/shipping and bookings pending/confirmed of the user, now. */
    async liveCounts(userId: string): Promise<{ orders: number; bookings: number }> {
      const user = sql`${userId}::uuid`;
      const [row] = await rowsOf<{ orders: number; bookings: number }>(
        db,
        sql`select ${customerOrders.live(user)} as orders, ${customerBookings.live(user)} as bookings`,
      );
      return { orders: row?.orders ?? 0, bookings: row?.bookings ?? 0 };
    },

    setActive: (id: string, isActive: boolean): Promise<UserRow | undefined> =>
      usersRepository(db).setActive(id, isActive),

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
          const accounts = usersRepository(tx);
          const locked = await accounts.lockForUpdate(id);
          if (!locked) return { kind: 'not_found' };

          const user = sql`${id}::uuid`;
          const [history] = await rowsOf<{ liveOrders: number; liveBookings: number; kept: boolean }>(
            tx,
            sql`select ${customerOrders.live(user)} as "liveOrders", ${customerBookings.live(user)} as "liveBookings",
              -- Whatever else refers to the user with a restricting key (each comes with an order or a booking).
              (${customerOrders.any(user)} or ${customerBookings.any(user)} or ${hasProductReviews(user)}
                or ${hasBookingReviews(user)} or ${hasRoutines(user)}) as kept`,
          );
          if (!history) throw new Error('activity query returned nothing');
          if (history.liveOrders > 0 || history.liveBookings > 0) return { kind: 'live' };

          if (history.kept) {
            const disabled = await accounts.setActive(id, false);
            if (!disabled) throw new Error(`user ${id} vanished under its lock`);
            return { kind: 'disabled', user: disabled };
          }

          // The files of the account: its own uploads (avatar, chat pictures and voice notes) and those sent to it
          // in its conversations, which go with them.
          const uploads = uploadsRepository(tx);
          const files = new Map<string, OrphanedFile>();
          for (const f of await uploads.ownedBy('user', id)) files.set(f.publicId, f);
          for (const a of await chatRepository(tx).attachmentsOfCustomer(id))
            files.set(a.publicId, { url: a.url, publicId: a.publicId });
          // Detached first: should the files not be removed after the commit, the stale-upload sweep takes them.
          await uploads.markDetached([...files.keys()]);

          await notificationsRepository(tx).removeAllOf({ id, model: 'User' });
          await otpRepository(tx).remove(locked.email.toLowerCase());
          // Conversations (and their messages), reset tokens and idempotency keys follow by their cascading keys.
          await accounts.remove(id);
          return { kind: 'deleted', files: [...files.values()] };
        });
      } catch (error) {
        if (isPgError(error, FOREIGN_KEY_VIOLATION)) return { kind: 'live' };
        throw error;
      }
    },
  };
}
