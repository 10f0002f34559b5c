import { sql, type SQL } from 'drizzle-orm';
import { reviews } from '../../db/schema';

/** Whether the customer (`user`: a column or a parameter) has written a product review; it keeps the account. */
export const hasProductReviews = (user: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${reviews} r where r.user_id = ${user})`;
