import { Timeline } from 'antd';
import { formatDateTime, formatVnd, ORDER_STATUS_LABELS, type Order, type OrderEvent } from '@lumi/shared';

type ClassName = string | undefined;
type TotalsClasses = { list: ClassName; row?: ClassName; saving?: ClassName; total: ClassName };

/** Subtotal before discounts, the discount, the shipping fee and the total of an order (customer and admin pages). */
export function OrderTotals({ order, classes }: { order: Order; classes: TotalsClasses }) {
  const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
  return (
    <dl className={classes.list}>
      <div className={classes.row}>
        <dt>Tạm tính</dt>
        <dd>{formatVnd(order.subtotal + order.discountTotal)}</dd>
      </div>
      {order.discountTotal > 0 && (
        <div className={join(classes.row, classes.saving)}>
          <dt>Giảm giá</dt>
          <dd>-{formatVnd(order.discountTotal)}</dd>
        </div>
      )}
      <div className={classes.row}>
        <dt>Phí vận chuyển</dt>
        <dd>{order.shippingFee === 0 ? 'Miễn phí' : formatVnd(order.shippingFee)}</dd>
      </div>
      <div className={join(classes.row, classes.total)}>
        <dt>Tổng cộng</dt>
        <dd>{formatVnd(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** The order's timeline, newest first: status, when, who (as the reader should see them) and the note. */
export function OrderTimeline({
  order,
  actorOf,
  classes,
}: {
  order: Order;
  actorOf: (event: OrderEvent) => string;
  classes: { meta: ClassName; note: ClassName };
}) {
  return (
    <Timeline
      items={[...order.statusHistory].reverse().map((event, index) => ({
        key: `${event.date}-${index}`,
        color: event.status === 'cancelled' ? 'gray' : index === 0 ? 'green' : 'blue',
        content: (
          <div>
            <strong>{ORDER_STATUS_LABELS[event.status]}</strong>
            <div className={classes.meta}>
              {formatDateTime(event.date)} · {actorOf(event)}
            </div>
            {event.note && <div className={classes.note}>{event.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
