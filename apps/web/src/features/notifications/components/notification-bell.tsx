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
} from '../api/notifications-api';
import { formatRelativeTime } from '../utils/relative-time';
import styles from './notification-bell.module.css';

/** The unread count is refreshed this often (no socket yet) and whenever the window regains focus. */
export const UNREAD_POLL_MS = 60_000;

/** The bell's tabs: the shop's notifications and the bookings' (api-contract §3.12 `type`). */
const TAB_LABELS: Record<NotificationType, string> = { STORE: 'Cửa hàng', BOOKING: 'Lịch khám' };
const TAB_ORDER: NotificationType[] = ['STORE', 'BOOKING'];

/** Only links inside the shop are followed (`/order-detail/<id>`…). */
const isInternalLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

function NotificationList({
  type,
  onNavigate,
}: {
  type: NotificationType;
  onNavigate: (link: string) => void;
}) {
  const { data, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useListMyNotificationsInfiniteQuery(type);
  const [markRead] = useMarkNotificationReadMutation();
  const items = data?.pages.flatMap((page) => page.data) ?? [];

  const open = (notification: Notification) => {
    if (!notification.isRead) void markRead({ id: notification._id, type });
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

function SignedInBell({ defaultType }: { defaultType: NotificationType }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<NotificationType>(defaultType);
  const navigate = useNavigate();
  // The badge counts every type; each tab marks its own type read.
  const { data: unread = 0 } = useGetUnreadNotificationCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    refetchOnFocus: true,
    skipPollingIfUnfocused: true,
  });
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
          onClick={() => void markAll(type)}
        >
          Đánh dấu tất cả đã đọc
        </Button>
      </div>
      <Tabs
        size="small"
        activeKey={type}
        onChange={(key) => setType(key as NotificationType)}
        items={TAB_ORDER.map((key) => ({ key, label: TAB_LABELS[key] }))}
      />
      {open && (
        <NotificationList
          key={type}
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

/**
 * A signed-in customer's bell (api-contract §3.12, §4.9): the unread count of every type, and the tabs 'Cửa hàng'
 * (shop notifications) and 'Lịch khám' (booking notifications). `defaultType` picks the tab it opens on: the shop
 * header's is 'STORE', the booking area's 'BOOKING'.
 */
export function NotificationBell({ defaultType = 'STORE' }: { defaultType?: NotificationType }) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const user = useAppSelector((state) => state.auth.userInfo);
  if (!isAuthenticated || !user) return null;
  return <SignedInBell key={user._id} defaultType={defaultType} />;
}
