import { Button, Spin, Tabs } from 'antd';
import type { Notification, NotificationType } from '@lumi/shared';
import {
  useListMyNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotificationPrincipal,
} from '../api/notifications-api';
import { formatRelativeTime } from '@/lib/relative-time';
import styles from './notification-bell.module.css';

/** The bell's tabs: the shop's notifications and the bookings' (api-contract §3.12 `type`). */
const TAB_LABELS: Record<NotificationType, string> = { STORE: 'Cửa hàng', BOOKING: 'Lịch khám' };

/** Only links inside the shop are followed (`/order-detail/<id>`…). */
const isInternalLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

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

export type NotificationPanelProps = {
  principal: NotificationPrincipal;
  /** The types this principal receives, in tab order. */
  types: NotificationType[];
  type: NotificationType;
  onTypeChange: (type: NotificationType) => void;
  unread: number;
  /** Follows a notification's link (the bell closes first). */
  onNavigate: (link: string) => void;
};

/**
 * The bell's panel: 'mark all read', the tabs of types and the list. Built with antd, so it is fetched only when
 * the bell is first opened (the header stays plain React).
 */
export default function NotificationPanel({
  principal,
  types,
  type,
  onTypeChange,
  unread,
  onNavigate,
}: NotificationPanelProps) {
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  return (
    <>
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
          onChange={(key) => onTypeChange(key as NotificationType)}
          items={types.map((key) => ({ key, label: TAB_LABELS[key] }))}
        />
      )}
      <NotificationList key={type} principal={principal} type={type} onNavigate={onNavigate} />
    </>
  );
}
