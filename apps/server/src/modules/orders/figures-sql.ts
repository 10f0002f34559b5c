import { sql, type SQL } from 'drizzle-orm';
import { figureColumns } from '../../db/sql';

/**
 * An order that counts as earned (ADR 0024): delivered, and its payment neither being nor having been refunded.
 * Over rows of `orders o`.
 */
export const ORDER_EARNED = sql`o.status = 'delivered' and o.payment_status not in ('refund_pending', 'refunded')`;

/** An order status's count, and its goods value, among the caller's rows of `orders o`. */
const statusCount = (status: string) => sql`(count(*) filter (where o.status = ${status}))::int`;
const statusAmount = (status: string) =>
  sql`(coalesce(sum(o.subtotal) filter (where o.status = ${status}), 0))::float8`;

/**
 * The shop's figures (ADR 0024, ADR 0045), each defined once here by the module that owns the orders and read by
 * every statistic. Aggregates over rows of `orders o` in the caller's scope; every amount is goods value after
 * promotions (`subtotal`), shipping never counts.
 */
export const ORDER_FIGURES = {
  total: sql`count(*)::int`,
  pending: statusCount('pending'),
  processing: statusCount('processing'),
  shipping: statusCount('shipping'),
  delivered: statusCount('delivered'),
  cancelled: statusCount('cancelled'),
  pendingAmount: statusAmount('pending'),
  processingAmount: statusAmount('processing'),
  shippingAmount: statusAmount('shipping'),
  deliveredAmount: statusAmount('delivered'),
  cancelledAmount: statusAmount('cancelled'),
  /** 'Doanh số' of the shop: Σ goods value of the orders not cancelled. */
  sales: sql`(coalesce(sum(o.subtotal) filter (where o.status <> 'cancelled'), 0))::float8`,
  /**
   * 'Lợi nhuận' of the shop: Σ (goods value − what a voucher and points took off the goods − cost) of the earned
   * orders, less what accepted returns refunded plus the cost of the units they brought back (ADR 0065); may be
   * negative (sold below cost). The contract's shop `revenue` field carries it (api-contract §2). Vouchers' cost is
   * shown per voucher too (ADR 0062); a free-shipping voucher's is shipping, which never counts.
   */
  profit: sql`(coalesce(sum(o.subtotal - o.voucher_discount - o.points_discount - o.returned_amount - o.cost_total + o.returned_cost) filter (where ${ORDER_EARNED}), 0))::float8`,
  /**
   * What customers paid for the goods they kept: Σ (goods value − voucher − points − refunded by returns) of the
   * earned orders. A
   * customer's over 12 months places them in a membership tier (ADR 0063).
   */
  received: sql`(coalesce(sum(o.subtotal - o.voucher_discount - o.points_discount - o.returned_amount) filter (where ${ORDER_EARNED}), 0))::float8`,
} as const satisfies Record<string, SQL>;

export type OrderFigure = keyof typeof ORDER_FIGURES;

/** The select list of some order figures, each under the caller's column name (`{ revenue: 'profit' }`). */
export function orderFigureColumns(columns: Record<string, OrderFigure>): SQL {
  return figureColumns(ORDER_FIGURES, columns);
}
