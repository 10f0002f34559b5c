import { getTableColumns } from 'drizzle-orm';
import { orderLines, orders } from '../schema';
import { views } from '../views';

/** What other modules read of an order (ADR 0044): all of its columns, never a write. */
export const orderView = views.select(getTableColumns(orders)).from(orders).as('order_view');

/** What other modules read of an order's lines (ADR 0044). */
export const orderLineView = views.select(getTableColumns(orderLines)).from(orderLines).as('order_line_view');
