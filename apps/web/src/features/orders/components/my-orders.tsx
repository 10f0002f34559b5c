import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatVnd,
  ORDER_STATUS_LABELS,
  ORDER_FIGURE_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
} from '@lumi/shared';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useGetMyOrdersQuery } from '../api/orders-api';
import { OrderStatusTag, PaymentStatusTag } from '@/components/order/order-status';
import { PayAgainButton } from './pay-again-button';
import styles from './orders.module.css';

const PAGE_SIZE = 5;
type StatusTab = OrderStatus | 'all';

/** 'Đơn hàng của tôi' in /account: status tabs with their counts and the paginated orders. */
export function MyOrders() {
  const [status, setStatus] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  // The tabs' counts stay while another tab loads (`data`); the list is only ever the chosen tab's (`currentData`).
  const { data, currentData, isFetching, error } = useGetMyOrdersQuery({
    status: status === 'all' ? undefined : status,
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = data?.statusCounts ?? {};
  const all = ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);

  const tabs = [
    { key: 'all', label: `Tất cả (${all})` },
    ...ORDER_STATUSES.map((s) => ({ key: s, label: `${ORDER_STATUS_LABELS[s]} (${counts[s] ?? 0})` })),
  ];

  return (
    <div>
      <Tabs
        className={styles.statusTabs}
        activeKey={status}
        items={tabs}
        onChange={(key) => {
          setStatus(key as StatusTab);
          setPage(1);
        }}
      />
      {!currentData && isFetching ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <p className={styles.errorText}>{getErrorMessage(error)}</p>
      ) : !currentData || currentData.data.length === 0 ? (
        <Empty
          description={status === 'all' ? 'Bạn chưa có đơn hàng nào' : 'Không có đơn hàng ở trạng thái này'}
        >
          <Link to={paths.shop.home.getHref()}>Tiếp tục mua sắm</Link>
        </Empty>
      ) : (
        <>
          <ul className={styles.orderList} aria-busy={isFetching}>
            {currentData.data.map((order) => {
              const first = order.products[0];
              const more = order.products.length - 1;
              return (
                <li key={order._id} className={styles.orderItem}>
                  <Link to={paths.shop.orderDetail.getHref(order._id)} className={styles.orderCard}>
                    <div className={styles.orderCardHead}>
                      <span className={styles.code}>{order.code}</span>
                      <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
                      <span className={styles.tags}>
                        {order.payment.status !== 'unpaid' && (
                          <PaymentStatusTag status={order.payment.status} />
                        )}
                        <OrderStatusTag status={order.status} />
                      </span>
                    </div>
                    {first && (
                      <div className={styles.orderCardBody}>
                        {first.image ? (
                          <img src={first.image} alt="" className={styles.lineImage} width={64} height={64} />
                        ) : (
                          <span className={styles.lineImage} />
                        )}
                        <div className={styles.lineBody}>
                          <div className={styles.lineName}>{first.name}</div>
                          <div className={styles.muted}>
                            {first.color ? `Màu: ${first.color.name} · ` : ''}x{first.quantity}
                          </div>
                          {more > 0 && <div className={styles.muted}>và {more} sản phẩm khác</div>}
                        </div>
                      </div>
                    )}
                    <div className={styles.orderCardFoot}>
                      <span className={styles.muted}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
                      <span>
                        {ORDER_FIGURE_LABELS.total}:{' '}
                        <strong className={styles.amount}>{formatVnd(order.totalAmount)}</strong>
                      </span>
                    </div>
                  </Link>
                  <div className={styles.orderCardActions}>
                    <PayAgainButton order={order} />
                  </div>
                </li>
              );
            })}
          </ul>
          {currentData.pagination.totalItems > PAGE_SIZE && (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={PAGE_SIZE}
              total={currentData.pagination.totalItems}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
