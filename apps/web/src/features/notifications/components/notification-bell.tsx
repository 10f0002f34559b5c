import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationType } from '@lumi/shared';
import { useAppSelector } from '@/app/store';
import {
  useGetUnreadNotificationCountQuery,
  useListMyNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotificationPrincipal,
} from '../api/notifications-api';
import { formatRelativeTime } from '@/lib/relative-time';
import styles from './notification-bell.module.css';

/** The bell's tabs: the shop's notifications and the bookings' (api-contract §3.12 `type`). */
const TAB_LABELS: Record<NotificationType, string> = { STORE: 'Cửa hàng', BOOKING: 'Lịch khám' };
const TAB_ORDER: NotificationType[] = ['STORE', 'BOOKING'];

/** Only links inside the shop are followed (`/order-detail/<id>`…). */
const isInternalLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The types each principal receives: a doctor only gets booking notifications. */
const TYPES_OF: Record<NotificationPrincipal, NotificationType[]> = { user: TAB_ORDER, doctor: ['BOOKING'] };

function uniqueById(list: Notification[]): Notification[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
}

function NotificationList({
  principal,
  type,
  onNavigate,
}: {
  principal: NotificationPrincipal;
  type: NotificationType;
  onNavigate: (link: string) => void;
}) {
  const { data, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useListMyNotificationsInfiniteQuery({ principal, type });
  const [markRead] = useMarkNotificationReadMutation();
  // A notification pushed on top (`notification:new`) moves the page boundaries: the next page may repeat one.
  const items = uniqueById(data?.pages.flatMap((page) => page.data) ?? []);

  const open = (notification: Notification) => {
    if (!notification.isRead) void markRead({ principal, id: notification._id, type });
    if (isInternalLink(notification.metadata.link)) onNavigate(notification.metadata.link);
  };

  if (isLoading)
    return (
      <div className={styles.state}>
        <Spin size="small" />
      </div>
    );
  if (isError && items.length === 0)
    return (
      <div className={styles.state} role="alert">
        Không thể tải thông báo.{' '}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          Thử lại
        </button>
      </div>
    );
  if (items.length === 0) return <div className={styles.state}>Bạn chưa có thông báo nào</div>;

  return (
    <>
      <ul className={styles.list} aria-busy={isFetching}>
        {items.map((notification) => (
          <li key={notification._id}>
            <button
              type="button"
              className={`${styles.item} ${notification.isRead ? '' : styles.unread}`}
              onClick={() => open(notification)}
              aria-label={`${notification.isRead ? '' : 'Chưa đọc: '}${notification.title}`}
            >
              <span className={styles.itemTitle}>{notification.title}</span>
              <span className={styles.itemContent}>{notification.content}</span>
              <time className={styles.itemTime} dateTime={notification.createdAt}>
                {formatRelativeTime(notification.createdAt)}
              </time>
              {!notification.isRead && <span className={styles.dot} aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className={styles.more}>
          <Button type="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Xem thêm
          </Button>
        </div>
      )}
    </>
  );
}

function SignedInBell({
  principal,
  defaultType,
}: {
  principal: NotificationPrincipal;
  defaultType: NotificationType;
}) {
  const types = TYPES_OF[principal];
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<NotificationType>(types.includes(defaultType) ? defaultType : types[0]!);
  const navigate = useNavigate();
  // The badge counts every type; each tab marks its own type read. The socket's `notification:new` keeps it
  // current (no polling); the window regaining focus still refreshes it.
  const { data: unread = 0 } = useGetUnreadNotificationCountQuery({ principal }, { refetchOnFocus: true });
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();

  const content = (
    <div className={styles.panel}>
      <div className={styles.head}>
        <span className={styles.heading}>Thông báo</span>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markAllState.isLoading}
          onClick={() => void markAll({ principal, type })}
        >
          Đánh dấu tất cả đã đọc
        </Button>
      </div>
      {types.length > 1 && (
        <Tabs
          size="small"
          activeKey={type}
          onChange={(key) => setType(key as NotificationType)}
          items={types.map((key) => ({ key, label: TAB_LABELS[key] }))}
        />
      )}
      {open && (
        <NotificationList
          key={type}
          principal={principal}
          type={type}
          onNavigate={(link) => {
            setOpen(false);
            void navigate(link);
          }}
        />
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
    >
      <button
        type="button"
        className={styles.bell}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={unread > 0 ? `Thông báo, ${unread} chưa đọc` : 'Thông báo'}
      >
        <Badge count={unread} overflowCount={99} size="small" offset={[2, -2]}>
          <BellOutlined className={styles.icon} aria-hidden="true" />
        </Badge>
      </button>
    </Popover>
  );
}

type NotificationBellProps = {
  defaultType?: NotificationType;
  /** Whose bell: the signed-in customer's (default) or the signed-in doctor's (`/doctor-owner`). */
  principal?: NotificationPrincipal;
};

/**
 * A signed-in customer's or doctor's bell (api-contract §3.12, §4.9): the unread count of every type, and for the
 * customer the tabs 'Cửa hàng' (shop notifications) and 'Lịch khám' (booking notifications); a doctor only has
 * booking notifications. `defaultType` picks the tab it opens on: the shop header's is 'STORE', the booking
 * area's 'BOOKING'.
 */
export function NotificationBell({ defaultType = 'STORE', principal = 'user' }: NotificationBellProps) {
  const isAuthenticated = useAppSelector((state) =>
    principal === 'doctor' ? state.auth.isAuthenticatedDoctor : state.auth.isAuthenticated,
  );
  const accountId = useAppSelector((state) =>
    principal === 'doctor' ? state.auth.doctorInfo?._id : state.auth.userInfo?._id,
  );
  if (!isAuthenticated || !accountId) return null;
  return <SignedInBell key={`${principal}-${accountId}`} principal={principal} defaultType={defaultType} />;
}
