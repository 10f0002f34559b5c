import { CheckOutlined, EditOutlined, RollbackOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Result, Skeleton } from 'antd';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import {
  customerMayMove,
  isOrderEditable,
  SUCCESS,
  RETURN_WINDOW_DAYS,
  formatDate,
  formatDateTime,
  formatVnd,
  PAYMENT_METHOD_LABELS,
  type OrderEvent,
  type OrderLine,
} from '@lumi/shared';
import { ACCOUNT_TABS, paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { useGetMyOrderQuery, useUpdateMyOrderStatusMutation } from '../api/orders-api';
import { useGetOrderReturnQuery } from '../api/returns-api';
import { OrderStatusTag, PaymentStatusTag } from '@/components/order/order-status';
import { OrderTimeline, OrderTotals } from '@/components/order/order-summary';
import { CancelOrderModal } from './cancel-order-modal';
import { EditOrderModal } from './edit-order-modal';
import { mayPayAgain, PayAgainButton } from './pay-again-button';
import { ReturnCard } from './return-card';
import { ReturnRequestModal } from './return-request-modal';
import { returnDeadline } from './return-window';
import styles from './orders.module.css';

function actorOf(event: OrderEvent): string {
  if (event.updatedByModel === 'System') return 'Hệ thống';
  const name = event.updatedBy?.name;
  if (event.updatedByModel === 'Admin') return name ? `Cửa hàng (${name})` : 'Cửa hàng';
  return name ? `Bạn (${name})` : 'Bạn';
}

/** `/order-detail/:id` (spec §3 Order detail): lines, address, payment, totals, history and actions. */

/** What the page needs from the review form (the route passes the reviews feature's modal). */
export type OrderReviewModalProps = { orderId: string; line: OrderLine | null; onClose: () => void };

export type OrderDetailPageProps = {
  id: string;
  ReviewModal: ComponentType<OrderReviewModalProps>;
};

export function OrderDetailPage({ id, ReviewModal }: OrderDetailPageProps) {
  const { data: order, isLoading, error } = useGetMyOrderQuery(id);
  const [updateStatus, updateState] = useUpdateMyOrderStatusMutation();
  // Only a delivered order can have a return request.
  const { data: orderReturn } = useGetOrderReturnQuery(id, { skip: order?.status !== 'delivered' });
  const [cancelOpen, setCancelOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const [reviewLine, setReviewLine] = useState<OrderLine | null>(null);
  const { message, modal } = App.useApp();

  if (isLoading) {
    return (
      <div className={styles.page}>
        <div className={styles.container}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }

  if (!order) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className={styles.page}>
        <div className={styles.narrow}>
          <section className={styles.card}>
            <Result
              status={notFound ? '404' : 'error'}
              title={notFound ? 'Không tìm thấy đơn hàng' : 'Không tải được đơn hàng'}
              subTitle={
                notFound
                  ? 'Đơn hàng không tồn tại hoặc không thuộc tài khoản của bạn.'
                  : getErrorMessage(error)
              }
              extra={
                <Link to={paths.shop.account.getHref({ tab: ACCOUNT_TABS.orders })}>
                  <Button type="primary">Xem đơn hàng của tôi</Button>
                </Link>
              }
            />
          </section>
        </div>
      </div>
    );
  }

  const confirmReceived = () => {
    void modal.confirm({
      title: 'Xác nhận đã nhận hàng?',
      content: 'Đơn hàng sẽ được chuyển sang trạng thái Đã giao.',
      okText: 'Đã nhận hàng',
      cancelText: 'Đóng',
      onOk: async () => {
        await updateStatus({ id: order._id, body: { status: 'delivered' } }).unwrap();
        void message.success(SUCCESS.orderReceived);
      },
    });
  };

  const address = [order.address, order.ward.name, order.district.name, order.province.name].join(', ');
  const mayCancel = customerMayMove(order.status, 'cancelled');
  const mayConfirm = customerMayMove(order.status, 'delivered');
  const mayPay = mayPayAgain(order);
  const mayEdit = isOrderEditable(order.status);
  // Asked for once: while the request is being read (undefined) the button waits; after it, the card shows it.
  const returnEnds = orderReturn === null ? returnDeadline(order) : null;
  const mayReturn = returnEnds !== null;

  return (
    <div className={styles.page}>
      <div className={styles.container}>
        <Breadcrumb
          items={[
            { label: 'Đơn hàng của tôi', href: paths.shop.account.getHref({ tab: ACCOUNT_TABS.orders }) },
            { label: order.code },
          ]}
        />
        <div className={styles.detailHead}>
          <h1 className={styles.title}>
            Đơn hàng <span className={styles.code}>{order.code}</span>
          </h1>
          <OrderStatusTag status={order.status} />
          {order.payment.status !== 'unpaid' && <PaymentStatusTag status={order.payment.status} />}
          <span className={styles.muted}>Đặt lúc {formatDateTime(order.createdAt)}</span>
        </div>
        {order.status === 'cancelled' && order.cancelReason && (
          <p className={styles.cancelNote}>Lý do hủy: {order.cancelReason}</p>
        )}
        <div className={styles.detailLayout}>
          <div className={styles.column}>
            <section className={styles.card} aria-labelledby="order-lines">
              <h2 id="order-lines" className={styles.cardTitle}>
                Sản phẩm ({order.products.length})
              </h2>
              <ul className={styles.lines}>
                {order.products.map((line) => (
                  <li key={line._id} className={styles.line}>
                    {line.image ? (
                      <img src={line.image} alt="" className={styles.lineImage} width={64} height={64} />
                    ) : (
                      <span className={styles.lineImage} />
                    )}
                    <div className={styles.lineBody}>
                      <Link to={paths.shop.productDetail.getHref(line.slug)} className={styles.lineName}>
                        {line.name}
                      </Link>
                      {line.color && <div className={styles.muted}>Màu: {line.color.name}</div>}
                      <div className={styles.muted}>
                        {line.quantity} × {formatVnd(line.price)}
                        {line.originalPrice > line.price && (
                          <s className={styles.strike}>{formatVnd(line.originalPrice)}</s>
                        )}
                      </div>
                      {line.promoQty > 0 && line.promoQty < line.quantity && (
                        <div className={styles.promoNote}>
                          Giá khuyến mãi áp dụng cho {line.promoQty} sản phẩm
                        </div>
                      )}
                      {order.status === 'delivered' &&
                        (line.isReviewed ? (
                          <Button size="small" icon={<CheckOutlined />} disabled style={{ marginTop: 8 }}>
                            Đã đánh giá
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            type="primary"
                            ghost
                            icon={<StarOutlined />}
                            style={{ marginTop: 8 }}
                            onClick={() => setReviewLine(line)}
                            aria-label={`Đánh giá ${line.name}`}
                          >
                            Đánh giá
                          </Button>
                        ))}
                    </div>
                    <div className={styles.lineTotal}>{formatVnd(line.lineTotal)}</div>
                  </li>
                ))}
              </ul>
              <OrderTotals
                order={order}
                classes={{ list: styles.rows, row: styles.row, saving: styles.saving, total: styles.total }}
              />
            </section>
            {orderReturn && <ReturnCard orderReturn={orderReturn} />}
            <section className={styles.card} aria-labelledby="order-history">
              <h2 id="order-history" className={styles.cardTitle}>
                Lịch sử đơn hàng
              </h2>
              <OrderTimeline
                order={order}
                actorOf={actorOf}
                classes={{ meta: styles.muted, note: styles.eventNote }}
              />
            </section>
          </div>
          <div className={styles.column}>
            <section className={styles.card} aria-labelledby="order-address">
              <h2 id="order-address" className={styles.cardTitle}>
                Địa chỉ nhận hàng
              </h2>
              <p className={styles.strong}>{order.name}</p>
              <p className={styles.muted}>{order.phone}</p>
              <p>{address}</p>
              {order.note && <p className={styles.muted}>Ghi chú: {order.note}</p>}
              {mayEdit && (
                <Button
                  icon={<EditOutlined />}
                  className={styles.editButton}
                  onClick={() => setEditOpen(true)}
                >
                  Sửa thông tin nhận hàng
                </Button>
              )}
            </section>
            <section className={styles.card} aria-labelledby="order-payment">
              <h2 id="order-payment" className={styles.cardTitle}>
                Thanh toán
              </h2>
              <p>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
              <PaymentStatusTag status={order.payment.status} />
              {order.payment.paidAt && (
                <p className={styles.muted}>Thanh toán lúc {formatDateTime(order.payment.paidAt)}</p>
              )}
            </section>
            {(mayCancel || mayConfirm || mayPay || mayReturn) && (
              <section className={`${styles.card} ${styles.actions}`}>
                {mayPay && <PayAgainButton order={order} block />}
                {mayCancel && (
                  <Button danger block size="large" onClick={() => setCancelOpen(true)}>
                    Hủy đơn hàng
                  </Button>
                )}
                {mayConfirm && (
                  <Button
                    type="primary"
                    block
                    size="large"
                    onClick={confirmReceived}
                    loading={updateState.isLoading}
                  >
                    Đã nhận hàng
                  </Button>
                )}
                {returnEnds && (
                  <div>
                    <Button
                      block
                      size="large"
                      icon={<RollbackOutlined />}
                      onClick={() => setReturnOpen(true)}
                      aria-describedby="order-return-window"
                    >
                      Yêu cầu trả hàng
                    </Button>
                    <p id="order-return-window" className={styles.returnWindowHint}>
                      {`Trong ${RETURN_WINDOW_DAYS} ngày kể từ khi nhận hàng (đến ${formatDate(returnEnds)})`}
                    </p>
                  </div>
                )}
              </section>
            )}
          </div>
        </div>
      </div>
      <ReviewModal orderId={order._id} line={reviewLine} onClose={() => setReviewLine(null)} />
      <CancelOrderModal order={order} open={cancelOpen} onClose={() => setCancelOpen(false)} />
      {mayEdit && <EditOrderModal order={order} open={editOpen} onClose={() => setEditOpen(false)} />}
      {mayReturn && (
        <ReturnRequestModal order={order} open={returnOpen} onClose={() => setReturnOpen(false)} />
      )}
    </div>
  );
}
