import { sql, type SQL } from 'drizzle-orm';
import { LIVE_BOOKING_STATUSES } from '@lumi/shared';
import { bookings } from '../../db/schema';
import { textArray } from '../../db/sql';
import { BOOKING_FIGURES } from './figures-sql';

/** A customer's bookings as other modules count them (ADR 0044), like `customerOrders`. */
export const customerBookings = {
  /** Bookings of any status. */
  count: (user: SQL): SQL<number> =>
    sql<number>`(select ${BOOKING_FIGURES.total} from ${bookings} b where b.user_id = ${user})`.mapWith(
      Number,
    ),
  /** Pending or confirmed: while any, the account cannot be deleted (ADR 0024). */
  live: (user: SQL): SQL<number> =>
    sql<number>`(select count(*)::int from ${bookings} b where b.user_id = ${user} and b.status::text = any(${textArray(LIVE_BOOKING_STATUSES)}))`.mapWith(
      Number,
    ),
  /** Whether the customer has ever booked (their bookings keep the account: a restricting key). */
  any: (user: SQL): SQL<boolean> =>
    sql<boolean>`exists (select 1 from ${bookings} b where b.user_id = ${user})`,
};
