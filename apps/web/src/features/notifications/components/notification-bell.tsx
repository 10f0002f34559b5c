import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationType } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { BellIcon, LoadingIcon } from '@/components/icons';
import { useDismissable } from '@/components/use-dismissable';
import { useGetUnreadNotificationCountQuery, type NotificationPrincipal } from '../api/notifications-api';
import styles from './notification-bell.module.css';

// The panel (antd tabs and list) is fetched when the bell is first opened: the header stays free of antd.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** The types each principal receives: a doctor only gets booking notifications. */
const TYPES_OF: Record<NotificationPrincipal, NotificationType[]> = {
  user: ['STORE', 'BOOKING'],
  doctor: ['BOOKING'],
};

function SignedInBell({
  principal,
  defaultType,
}: {
  principal: NotificationPrincipal;
  defaultType: NotificationType;
}) {
  const types = TYPES_OF[principal];
  const anchor = useRef<HTMLDivElement>(null);
  const { isOpen, setOpen, toggle } = useDismissable(anchor);
  const [type, setType] = useState<NotificationType>(types.includes(defaultType) ? defaultType : types[0]!);
  const navigate = useNavigate();
  // The badge counts every type; each tab marks its own type read. The socket's `notification:new` keeps it
  // current (no polling); the window regaining focus still refreshes it.
  const { data: unread = 0 } = useGetUnreadNotificationCountQuery({ principal }, { refetchOnFocus: true });
  const [panelTop, setPanelTop] = useState(0);
  const onBellClick = () => {
    // Where the phone layout places the panel (fixed, just below the bell).
    setPanelTop(Math.round(anchor.current?.getBoundingClientRect().bottom ?? 0) + 8);
    toggle();
  };

  return (
    <div className={styles.anchor} ref={anchor}>
      <button
        type="button"
        className={styles.bell}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={unread > 0 ? `Thông báo, ${unread} chưa đọc` : 'Thông báo'}
        onClick={onBellClick}
      >
        <BellIcon className={styles.icon} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          className={styles.panel}
          role="dialog"
          aria-label="Thông báo"
          style={{ '--panel-top': `${panelTop}px` } as CSSProperties}
        >
          <Suspense
            fallback={
              <div className={styles.state} role="status" aria-label="Đang tải...">
                <LoadingIcon />
              </div>
            }
          >
            <NotificationPanel
              principal={principal}
              types={types}
              type={type}
              onTypeChange={setType}
              unread={unread}
              onNavigate={(link) => {
                setOpen(false);
                void navigate(link);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
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
 * area's 'BOOKING'. The bell and its badge are plain React; the panel loads when first opened.
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
