import { sql, type SQL } from 'drizzle-orm';
import { bookingReviews } from '../../db/schema';

/** Whether the customer (`user`: a column or a parameter) has reviewed a visit; it keeps the account. */
export const hasBookingReviews = (user: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${bookingReviews} br where br.user_id = ${user})`;
