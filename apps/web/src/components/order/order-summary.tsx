import { Timeline } from 'antd';
import { formatDateTime, orderFigures, ORDER_STATUS_LABELS, type Order, type OrderEvent } from '@lumi/shared';
import { MoneyFiguresList, type MoneyFiguresClasses } from '@/components/money-figures';

type ClassName = string | undefined;

/** Subtotal before promotions, the savings, the shipping fee and the total of an order (customer and admin pages). */
export function OrderTotals({ order, classes }: { order: Order; classes: MoneyFiguresClasses }) {
  return (
    <MoneyFiguresList
      figures={orderFigures(order)}
      voucherCode={order.voucher?.code}
      pointsUsed={order.points?.used}
      classes={classes}
    />
  );
}

/**
 * The order's timeline, newest first: what changed, when, who (as the reader should see them) and the note.
 * The server also records changes that keep the status — the payment arriving, an address edit, a refund, the
 * archiving — as rows whose status is the previous one: such a row is named by its note, not by the status again
 * (a paid VNPay order read 'Chờ xác nhận' twice).
 */
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
      items={[...order.statusHistory].reverse().map((event, index) => {
        const keepsStatus = event.prevStatus === event.status && event.note !== null;
        return {
          key: `${event.date}-${index}`,
          color: event.status === 'cancelled' ? 'gray' : index === 0 ? 'green' : 'blue',
          content: (
            <div>
              <strong>{keepsStatus ? event.note : ORDER_STATUS_LABELS[event.status]}</strong>
              <div className={classes.meta}>
                {formatDateTime(event.date)} · {actorOf(event)}
              </div>
              {event.note && !keepsStatus && <div className={classes.note}>{event.note}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
