import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Drawer, Empty, Popconfirm, Result, Skeleton, Table, Tabs, Tag } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import {
  PAYMENT_METHOD_LABELS,
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatVnd,
  type AdminUser,
  type AdminUserBooking,
  type AdminUserDetail,
  type AdminUserOrder,
} from '@lumi/shared';
import { BookingStatusTag } from '@/components/booking/booking-status-tag';
import { OrderStatusTag } from '@/components/order/order-status';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/errors';
import { useGetAdminUserQuery } from '../api/admin-users-api';
import { BLOCK_QUESTION } from './user-status-switch';
import styles from './admin-users.module.css';

/** The drawer's lists hold the 20 newest (ADR 0024). */
const NEWEST = 20;

type UserDrawerProps = {
  /** The user of `?user=<id>`; undefined: closed. */
  userId: string | undefined;
  busy: boolean;
  onToggleActive: (user: AdminUser, isActive: boolean) => void;
  onClose: () => void;
};

/** `?user=<id>`: one customer, what they bought and booked, and the block / unblock button. */
export function UserDrawer({ userId, busy, onToggleActive, onClose }: UserDrawerProps) {
  const query = useGetAdminUserQuery(userId ?? '', { skip: userId === undefined });
  const detail = query.currentData;

  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      title={detail ? detail.user.name : 'Thông tin khách hàng'}
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      {detail ? (
        <UserDetailBody detail={detail} busy={busy} onToggleActive={onToggleActive} />
      ) : query.isError ? (
        <Result
          status={isApiError(query.error) && query.error.status === 404 ? '404' : 'warning'}
          title={
            isApiError(query.error) && query.error.status === 404
              ? 'Không tìm thấy khách hàng'
              : 'Không thể tải thông tin khách hàng'
          }
          subTitle={isApiError(query.error) ? query.error.message : undefined}
          extra={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

function signInWays(user: AdminUser): string {
  const ways = [user.googleId ? 'Google' : null, user.hasPassword ? 'Mật khẩu' : null].filter(Boolean);
  return ways.length > 0 ? ways.join(' · ') : '—';
}

function UserDetailBody({
  detail,
  busy,
  onToggleActive,
}: {
  detail: AdminUserDetail;
  busy: boolean;
  onToggleActive: (user: AdminUser, isActive: boolean) => void;
}) {
  const { user, orders, bookings, live } = detail;

  return (
    <div className={styles.detail}>
      <div className={styles.profile}>
        <Avatar
          size={72}
          src={user.avatar.url}
          icon={<UserOutlined />}
          alt={`Ảnh đại diện của ${user.name}`}
          className={styles.avatar}
        />
        <div className={styles.profileText}>
          <div className={styles.profileName}>{user.name}</div>
          <div className={styles.secondary}>{user.email}</div>
          <div className={styles.profileTags}>
            {user.isActive ? <Tag color="green">Hoạt động</Tag> : <Tag color="red">Đã khóa</Tag>}
            {user.isVerified ? <Tag color="blue">Đã xác thực</Tag> : <Tag>Chưa xác thực</Tag>}
          </div>
        </div>
        <div className={styles.profileAction}>
          {user.isActive ? (
            <Popconfirm
              title="Khóa tài khoản"
              description={BLOCK_QUESTION}
              okText="Khóa"
              cancelText="Hủy"
              okButtonProps={{ danger: true }}
              placement="bottomRight"
              onConfirm={() => onToggleActive(user, false)}
            >
              <Button danger icon={<LockOutlined />} loading={busy}>
                Khóa tài khoản
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="primary"
              icon={<UnlockOutlined />}
              loading={busy}
              onClick={() => onToggleActive(user, true)}
            >
              Mở khóa tài khoản
            </Button>
          )}
        </div>
      </div>

      <dl className={styles.facts}>
        <div className={styles.factWide}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Số điện thoại</dt>
          <dd>{user.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Đăng nhập bằng</dt>
          <dd>{signInWays(user)}</dd>
        </div>
        <div>
          <dt>Xác thực email</dt>
          <dd>{user.isVerified ? 'Đã xác thực' : 'Chưa xác thực'}</dd>
        </div>
        <div>
          <dt>Ngày tạo</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt>Trạng thái</dt>
          <dd>{user.isActive ? 'Hoạt động' : 'Đã khóa'}</dd>
        </div>
      </dl>

      <div className={styles.figures} aria-label="Hoạt động của khách hàng">
        <div className={styles.figure}>
          <div className={styles.secondary}>Đơn hàng</div>
          <strong>{user.orderCount}</strong>
        </div>
        <div className={`${styles.figure} ${styles.figureWide}`}>
          <div className={styles.secondary}>Đã chi (đơn đã giao)</div>
          <strong>{formatVnd(user.spent)}</strong>
        </div>
        <div className={styles.figure}>
          <div className={styles.secondary}>Lịch khám</div>
          <strong>{user.bookingCount}</strong>
        </div>
      </div>

      {(live.orders > 0 || live.bookings > 0) && (
        <Alert
          type="warning"
          showIcon
          className={styles.live}
          title={`Đang có ${liveActivityText(live)} chưa hoàn tất — chưa thể xóa khách hàng này.`}
        />
      )}

      <Tabs
        items={[
          {
            key: 'orders',
            label: `Đơn hàng (${user.orderCount})`,
            children: <OrdersSection orders={orders} total={user.orderCount} />,
          },
          {
            key: 'bookings',
            label: `Lịch khám (${user.bookingCount})`,
            children: <BookingsSection bookings={bookings} total={user.bookingCount} />,
          },
        ]}
      />
    </div>
  );
}

const orderColumns: TableProps<AdminUserOrder>['columns'] = [
  {
    title: 'Mã đơn',
    dataIndex: 'code',
    key: 'code',
    width: 140,
    render: (code: string, order) => (
      <Link to={paths.admin.orderDetail.getHref(order._id)} className={styles.code}>
        {code}
      </Link>
    ),
  },
  {
    title: 'Trạng thái',
    dataIndex: 'status',
    key: 'status',
    width: 120,
    render: (status: AdminUserOrder['status']) => <OrderStatusTag status={status} />,
  },
  {
    title: 'Thanh toán',
    dataIndex: 'paymentMethod',
    key: 'paymentMethod',
    width: 150,
    render: (method: AdminUserOrder['paymentMethod']) => PAYMENT_METHOD_LABELS[method],
  },
  {
    title: 'Tổng tiền',
    dataIndex: 'totalAmount',
    key: 'totalAmount',
    width: 120,
    align: 'right',
    render: (amount: number) => <span className={styles.money}>{formatVnd(amount)}</span>,
  },
  {
    title: 'Ngày đặt',
    dataIndex: 'createdAt',
    key: 'createdAt',
    width: 140,
    render: (createdAt: string) => formatDateTime(createdAt),
  },
];

function OrdersSection({ orders, total }: { orders: AdminUserOrder[]; total: number }) {
  if (orders.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Khách hàng chưa có đơn hàng nào" />;
  }
  return (
    <>
      {total > NEWEST && <p className={styles.secondary}>{NEWEST} đơn hàng gần nhất</p>}
      <Table<AdminUserOrder>
        rowKey="_id"
        columns={orderColumns}
        dataSource={orders}
        pagination={false}
        size="small"
        // The columns fit the drawer's 672 px body; narrower screens scroll sideways.
        scroll={{ x: 670 }}
        aria-label="Đơn hàng của khách hàng"
      />
    </>
  );
}

const bookingColumns: TableProps<AdminUserBooking>['columns'] = [
  {
    title: 'Mã lịch',
    dataIndex: 'code',
    key: 'code',
    width: 140,
    render: (code: string) => <span className={styles.code}>{code}</span>,
  },
  {
    title: 'Bác sĩ',
    key: 'doctor',
    width: 200,
    render: (_value, booking) => (
      <div>
        <div>{booking.doctor.name}</div>
        <div className={styles.secondary}>{booking.clinic.name}</div>
      </div>
    ),
  },
  {
    title: 'Thời gian',
    key: 'when',
    width: 120,
    render: (_value, booking) => (
      <div>
        <div>{booking.startTime}</div>
        <div className={styles.secondary}>{formatLocalDate(booking.date)}</div>
      </div>
    ),
  },
  {
    title: 'Trạng thái',
    dataIndex: 'status',
    key: 'status',
    width: 120,
    render: (status: AdminUserBooking['status']) => <BookingStatusTag status={status} />,
  },
  {
    title: 'Phí khám',
    dataIndex: 'price',
    key: 'price',
    width: 110,
    align: 'right',
    render: (price: number) => <span className={styles.money}>{formatVnd(price)}</span>,
  },
];

function BookingsSection({ bookings, total }: { bookings: AdminUserBooking[]; total: number }) {
  if (bookings.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Khách hàng chưa đặt lịch khám nào" />;
  }
  return (
    <>
      {total > NEWEST && <p className={styles.secondary}>{NEWEST} lịch khám gần nhất</p>}
      <Table<AdminUserBooking>
        rowKey="_id"
        columns={bookingColumns}
        dataSource={bookings}
        pagination={false}
        size="small"
        scroll={{ x: 690 }}
        aria-label="Lịch khám của khách hàng"
      />
    </>
  );
}

/** '2 đơn hàng', '1 lịch khám' or '2 đơn hàng và 1 lịch khám': only what is there. */
function liveActivityText(live: { orders: number; bookings: number }): string {
  const parts = [
    ...(live.orders > 0 ? [`${live.orders} đơn hàng`] : []),
    ...(live.bookings > 0 ? [`${live.bookings} lịch khám`] : []),
  ];
  return parts.join(' và ');
}
