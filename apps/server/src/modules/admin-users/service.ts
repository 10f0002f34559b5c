import {
  toLocalDate,
  type AdminUser,
  type AdminUserDeleteResult,
  type AdminUserDetail,
  type Pagination,
  type User,
  type UserStatusFilter,
  toLocalTime,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginate } from '../../lib/pagination';
import type { RealtimeHub } from '../../realtime/port';
import { toUserDto } from '../auth/dto';
import type { PrincipalCache } from '../auth/principal-cache';
import type { UploadsService } from '../uploads/service';
import {
  adminUsersRepository,
  type AdminUserBookingRow,
  type AdminUserOrderRow,
  type AdminUserRow,
} from './repository';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

function toAdminUserDto(row: AdminUserRow): AdminUser {
  return { ...toUserDto(row), orderCount: row.orderCount, bookingCount: row.bookingCount, spent: row.spent };
}

function toOrderDto(row: AdminUserOrderRow): AdminUserDetail['orders'][number] {
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    totalAmount: row.totalAmount,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toBookingDto(row: AdminUserBookingRow): AdminUserDetail['bookings'][number] {
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    date: toLocalDate(row.startAt),
    startTime: toLocalTime(row.startAt),
    price: row.price,
    doctor: { _id: row.doctorId, name: row.doctorName },
    clinic: { _id: row.clinicId, name: row.clinicName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customers of the back office (api-contract §3.7, ADR 0024 "Customers"). */
export function createAdminUsersService(deps: {
  db: Db;
  uploads: UploadsService;
  /** Closes the sockets of a user whose tokens were revoked (api-contract §5.1). */
  realtime?: Pick<RealtimeHub, 'revalidate'>;
  /** The accounts kept by the guards (issue 14): told after every committed write to one. */
  principals: Pick<PrincipalCache, 'forget'>;
}) {
  const repo = () => adminUsersRepository(deps.db);

  return {
    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      status?: UserStatusFilter | undefined;
    }): Promise<{ items: AdminUser[]; pagination: Pagination }> {
      const { items, total } = await repo().list(query);
      return { items: items.map(toAdminUserDto), pagination: paginate(query.page, query.pageSize, total) };
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const r = repo();
      const user = await r.findWithActivity(id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      const [orders, bookings, live] = await Promise.all([
        r.recentOrders(id),
        r.recentBookings(id),
        r.liveCounts(id),
      ]);
      return {
        user: toAdminUserDto(user),
        orders: orders.map(toOrderDto),
        bookings: bookings.map(toBookingDto),
        live,
      };
    },

    /** Blocks (every token revoked, sockets closed with auth:expired) or unblocks (old tokens stay revoked). */
    async setActive(id: string, isActive: boolean): Promise<User> {
      const row = await repo().setActive(id, isActive);
      if (!row) throw new AppError('USER_NOT_FOUND');
      await deps.principals.forget(id);
      if (!isActive) deps.realtime?.revalidate('user', id);
      return toUserDto(row);
    },

    /**
     * Refused while an order or a booking is running; a user with a finished history is disabled instead; any
     * other is deleted with what hangs on them (ADR 0024).
     */
    async remove(id: string): Promise<AdminUserDeleteResult> {
      const outcome = await repo().deleteOrDisable(id);
      // After the commit: a request reading the account meanwhile cannot keep the old row.
      if (outcome.kind === 'disabled' || outcome.kind === 'deleted') await deps.principals.forget(id);
      switch (outcome.kind) {
        case 'not_found':
          throw new AppError('USER_NOT_FOUND');
        case 'live':
          throw new AppError('USER_HAS_LIVE_ACTIVITY');
        case 'disabled':
          deps.realtime?.revalidate('user', id);
          return { _id: id, deleted: false };
        case 'deleted':
          deps.realtime?.revalidate('user', id);
          for (const file of outcome.files) await deps.uploads.release(file);
          return { _id: id, deleted: true };
      }
    },
  };
}
