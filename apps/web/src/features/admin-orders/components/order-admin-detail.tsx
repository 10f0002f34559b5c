import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EditOutlined,
  PrinterOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Result, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ERRORS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  SUCCESS,
  formatDateTime,
  formatVnd,
  staffOrderActions,
  type Order,
  type OrderEvent,
  type OrderStatus,
} from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { paths } from '@/config/paths';
import { selectAdmin } from '@/lib/auth-slice';
import { OrderStatusTag, PaymentStatusTag } from '@/components/order/order-status';
import { OrderTimeline, OrderTotals } from '@/components/order/order-summary';
import { getErrorMessage, isApiError } from '@/lib/errors';
import {
  useArchiveAdminOrderMutation,
  useGetAdminOrderQuery,
  useSetAdminOrderStatusMutation,
  useUpdateAdminOrderMutation,
} from '../api/admin-orders-api';
import { MOVE_LABELS } from '../utils/order-actions';
import { CancelOrderModal } from './cancel-order-modal';
import { EditOrderModal } from './edit-order-modal';
import { OrderInvoice, fullAddress } from './order-invoice';
import { OrderReturnCard } from './order-return-card';
import styles from './admin-orders.module.css';

/** Who made a timeline change, as staff read it. */
export function actorOf(event: OrderEvent): string {
  if (event.updatedByModel === 'System') return 'Hệ thống';
  const name = event.updatedBy?.name;
  if (event.updatedByModel === 'Admin') return name ? `Quản trị viên: ${name}` : 'Quản trị viên';
  return name ? `Khách hàng: ${name}` : 'Khách hàng';
}

function OrderActions({ order }: { order: Order }) {
  const admin = useAppSelector(selectAdmin);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [setStatus, statusState] = useSetAdminOrderStatusMutation();
  const [updateOrder, updateState] = useUpdateAdminOrderMutation();
  const [archiveOrder, archiveState] = useArchiveAdminOrderMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  if (!admin) return null;
  const actions = staffOrderActions(
    { status: order.status, paymentMethod: order.paymentMethod, paymentStatus: order.payment.status },
    admin.role,
  );

  const move = async (status: OrderStatus) => {
    setMoving(status);
    try {
      const result = await setStatus({ id: order._id, body: { status } }).unwrap();
      void message.success(result.message ?? SUCCESS.orderStatusUpdated);
    } catch {
      // The API layer shows the server's message.
    } finally {
      setMoving(null);
    }
  };

  const cancel = async (cancelReason: string) => {
    try {
      const result = await setStatus({
        id: order._id,
        body: { status: 'cancelled', cancelReason },
      }).unwrap();
      void message.success(result.message ?? SUCCESS.orderStatusUpdated);
      setCancelOpen(false);
    } catch {
      // The API layer shows the server's message; the modal stays open.
    }
  };

  const markRefunded = async () => {
    try {
      const result = await updateOrder({ id: order._id, body: { paymentStatus: 'refunded' } }).unwrap();
      void message.success(result.message ?? SUCCESS.orderUpdated);
    } catch {
      // The API layer shows the server's message.
    }
  };

  const saveEdit = async (body: { name: string; phone: string; address: string; note: string | null }) => {
    try {
      const result = await updateOrder({ id: order._id, body }).unwrap();
      void message.success(result.message ?? SUCCESS.orderUpdated);
      setEditOpen(false);
    } catch {
      // The API layer shows the server's message; the modal stays open.
    }
  };

  const archive = async () => {
    try {
      const result = await archiveOrder(order._id).unwrap();
      void message.success(result.message ?? SUCCESS.orderDeleted);
      void navigate(paths.admin.orders.getHref(), { replace: true });
    } catch {
      // The API layer shows the server's message.
    }
  };

  return (
    <div className={styles.actions}>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        In đơn hàng
      </Button>
      {actions.forward.map(({ status, isNext, blockedBy }) => {
        const button = (
          <Button
            type={isNext ? 'primary' : 'default'}
            disabled={blockedBy !== null || (statusState.isLoading && moving !== status)}
            loading={moving === status}
          >
            {MOVE_LABELS[status]}
          </Button>
        );
        if (blockedBy)
          return (
            <Tooltip key={status} title={ERRORS[blockedBy].message}>
              <span>{button}</span>
            </Tooltip>
          );
        return (
          <Popconfirm
            key={status}
            title={`Chuyển đơn ${order.code} sang "${ORDER_STATUS_LABELS[status]}"?`}
            okText="Xác nhận"
            cancelText="Không"
            onConfirm={() => move(status)}
          >
            {button}
          </Popconfirm>
        );
      })}
      {actions.markRefunded && (
        <Popconfirm
          title="Xác nhận đã hoàn tiền cho khách hàng?"
          okText="Xác nhận"
          cancelText="Không"
          onConfirm={markRefunded}
        >
          <Button loading={updateState.isLoading}>Xác nhận đã hoàn tiền</Button>
        </Popconfirm>
      )}
      {actions.edit && (
        <Button icon={<EditOutlined />} onClick={() => setEditOpen(true)}>
          Sửa thông tin giao hàng
        </Button>
      )}
      {actions.cancel && (
        <Button danger icon={<StopOutlined />} onClick={() => setCancelOpen(true)}>
          Hủy đơn hàng
        </Button>
      )}
      {actions.archive && (
        <Popconfirm
          title="Xóa đơn hàng đã hủy khỏi danh sách?"
          description="Đơn hàng vẫn được giữ trong thống kê."
          okText="Xóa"
          okButtonProps={{ danger: true }}
          cancelText="Không"
          onConfirm={archive}
        >
          <Button danger icon={<DeleteOutlined />} loading={archiveState.isLoading}>
            Xóa đơn hàng
          </Button>
        </Popconfirm>
      )}
      <CancelOrderModal
        open={cancelOpen}
        code={order.code}
        confirming={statusState.isLoading}
        onCancel={() => setCancelOpen(false)}
        onConfirm={cancel}
      />
      {actions.edit && (
        <EditOrderModal
          order={order}
          open={editOpen}
          saving={updateState.isLoading}
          onCancel={() => setEditOpen(false)}
          onSave={saveEdit}
        />
      )}
    </div>
  );
}

/** `/admin/orders/{id}`: lines, address, payment, timeline, status moves, cancel, archive and print. */
export function OrderAdminDetail({ id }: { id: string }) {
  const { data: order, isLoading, error, refetch } = useGetAdminOrderQuery(id);

  const back = (
    <Link to={paths.admin.orders.getHref()} className={styles.back}>
      <ArrowLeftOutlined /> Danh sách đơn hàng
    </Link>
  );

  if (isLoading)
    return (
      <Card variant="borderless" className={styles.card}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!order) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Card variant="borderless" className={styles.card}>
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? ERRORS.ORDER_NOT_FOUND.message : getErrorMessage(error)}
          extra={[
            <Button key="back" onClick={() => window.history.back()}>
              Quay lại
            </Button>,
            ...(notFound
              ? []
              : [
                  <Button key="retry" type="primary" onClick={() => void refetch()}>
                    Thử lại
                  </Button>,
                ]),
          ]}
        />
      </Card>
    );
  }

  return (
    <div className={styles.detail}>
      {back}
      <Card variant="borderless" className={styles.card}>
        <div className={styles.detailHead}>
          <div>
            <h2 className={styles.detailTitle}>
              Đơn hàng <span className={styles.code}>{order.code}</span>{' '}
              <OrderStatusTag status={order.status} />
            </h2>
            <div className={styles.secondary}>Đặt lúc {formatDateTime(order.createdAt)}</div>
          </div>
          <OrderActions order={order} />
        </div>
        {order.status === 'cancelled' && order.cancelReason && (
          <p className={styles.cancelNote}>Lý do hủy: {order.cancelReason}</p>
        )}
      </Card>
      <div className={styles.detailLayout}>
        <div className={styles.column}>
          <Card variant="borderless" className={styles.card} title={`Sản phẩm (${order.products.length})`}>
            <ul className={styles.lines}>
              {order.products.map((line) => (
                <li key={line._id} className={styles.line}>
                  {line.image ? (
                    <img src={line.image} alt="" className={styles.lineImage} width={56} height={56} />
                  ) : (
                    <span className={styles.lineImage} />
                  )}
                  <div className={styles.lineBody}>
                    <div className={styles.strong}>{line.name}</div>
                    {line.color && <div className={styles.secondary}>Màu: {line.color.name}</div>}
                    <div className={styles.secondary}>
                      {line.quantity} × {formatVnd(line.price)}
                      {line.originalPrice > line.price && (
                        <s className={styles.strike}>{formatVnd(line.originalPrice)}</s>
                      )}
                    </div>
                  </div>
                  <div className={styles.money}>{formatVnd(line.lineTotal)}</div>
                </li>
              ))}
            </ul>
            <OrderTotals order={order} classes={{ list: styles.totals, total: styles.grandTotal }} />
          </Card>
          <Card variant="borderless" className={styles.card} title="Lịch sử đơn hàng">
            <OrderTimeline
              order={order}
              actorOf={actorOf}
              classes={{ meta: styles.secondary, note: styles.eventNote }}
            />
          </Card>
        </div>
        <div className={styles.column}>
          <Card variant="borderless" className={styles.card} title="Khách hàng">
            <div className={styles.strong}>{order.user.name}</div>
            <div className={styles.secondary}>{order.user.email}</div>
          </Card>
          <Card variant="borderless" className={styles.card} title="Địa chỉ nhận hàng">
            <div className={styles.strong}>{order.name}</div>
            <div className={styles.secondary}>{order.phone}</div>
            <p className={styles.address}>{fullAddress(order)}</p>
            {order.note && <p className={styles.secondary}>Ghi chú: {order.note}</p>}
          </Card>
          <Card variant="borderless" className={styles.card} title="Thanh toán">
            <div className={styles.paymentCell}>
              <span>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
              <PaymentStatusTag status={order.payment.status} />
            </div>
            {order.payment.transactionId && (
              <div className={styles.secondary}>Mã giao dịch: {order.payment.transactionId}</div>
            )}
            {order.payment.paidAt && (
              <div className={styles.secondary}>Thanh toán lúc {formatDateTime(order.payment.paidAt)}</div>
            )}
          </Card>
          {/* Only a delivered order can have a return: no request for the others. */}
          {order.status === 'delivered' && <OrderReturnCard orderId={order._id} />}
        </div>
      </div>
      <OrderInvoice order={order} />
    </div>
  );
}
