import { sql, type SQL } from 'drizzle-orm';
import { LIVE_ORDER_STATUSES } from '@lumi/shared';
import { orders } from '../../db/schema';
import { textArray } from '../../db/sql';
import { ORDER_FIGURES } from './figures-sql';

/**
 * A customer's orders as other modules count them (ADR 0044), each a scalar sub-query on the customer's id (`user`:
 * a column or a parameter), served by the `(user_id, created_at)` index.
 */
export const customerOrders = {
  /** Orders of any status. */
  count: (user: SQL): SQL<number> =>
    sql<number>`(select ${ORDER_FIGURES.total} from ${orders} o where o.user_id = ${user})`.mapWith(Number),
  /** Pending, processing or shipping: while any, the account cannot be deleted (ADR 0024). */
  live: (user: SQL): SQL<number> =>
    sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${user} and o.status = any(${textArray(LIVE_ORDER_STATUSES)}))`.mapWith(
      Number,
    ),
  /** The goods value of the delivered orders (the orders' own figure). */
  spent: (user: SQL): SQL<number> =>
    sql<number>`(select ${ORDER_FIGURES.deliveredAmount} from ${orders} o where o.user_id = ${user})`.mapWith(
      Number,
    ),
  /** Whether the customer has ever ordered (their orders keep the account: a restricting key). */
  any: (user: SQL): SQL<boolean> =>
    sql<boolean>`exists (select 1 from ${orders} o where o.user_id = ${user})`,
};
