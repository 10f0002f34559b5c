import {
  CalendarIcon,
  DownIcon,
  LogoutIcon,
  ShoppingIcon,
  UserIcon,
  VideoCameraIcon,
} from '@/components/icons';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { useDismissable } from '@/components/use-dismissable';
import { useUserLogout } from '@/hooks/use-logout';
import styles from './site-header.module.css';

type MenuLink = { label: string; icon: ReactNode; href: string };

/** Where a signed-in customer goes from the header, on both sides of the product. */
function menuLinks(tone: AccountMenuTone): MenuLink[] {
  const links: MenuLink[] = [
    {
      label: 'Tài khoản',
      icon: <UserIcon />,
      href: paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile }),
    },
    {
      label: 'Đơn hàng của tôi',
      icon: <ShoppingIcon />,
      href: paths.shop.account.getHref({ tab: ACCOUNT_TABS.orders }),
    },
    {
      label: 'Lịch sử đặt khám',
      icon: <CalendarIcon />,
      href: paths.booking.history.getHref(),
    },
  ];
  if (tone === 'clinic')
    links.push({
      label: 'Tư vấn trực tuyến',
      icon: <VideoCameraIcon />,
      href: paths.booking.onlineConsultation.getHref(),
    });
  return links;
}

export type AccountMenuTone = 'shop' | 'clinic';

/** 'Đăng nhập' in words, or a person icon on a narrow phone (the words stay its name for assistive technology). */
function LoginLabel() {
  return (
    <>
      <UserIcon className={styles.loginIcon} />
      <span className={styles.loginText}>Đăng nhập</span>
    </>
  );
}

/**
 * Signed out: 'Đăng nhập' / 'Đăng ký' (or one 'Đăng nhập' button calling `onSignIn`, where the page opens the auth
 * modal itself). Signed in: avatar and name with the account, orders, bookings and 'Đăng xuất'. `tone` 'clinic'
 * suits the booking area's sky header and adds the online consultation.
 */
export function AccountMenu({ tone = 'shop', onSignIn }: { tone?: AccountMenuTone; onSignIn?: () => void }) {
  const user = useAppSelector((state) => state.auth.userInfo);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useUserLogout();
  const anchor = useRef<HTMLDivElement>(null);
  const menu = useDismissable(anchor, location.key);
  const list = useRef<HTMLDivElement>(null);
  // A menu: opening it focuses its first item; the arrow keys, Home and End move between the items.
  useEffect(() => {
    if (menu.isOpen) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu.isOpen]);
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) || !list.current) return;
    event.preventDefault();
    const items = Array.from(list.current.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  if (!isAuthenticated || !user) {
    if (onSignIn)
      return (
        <button type="button" className={`${styles.loginLink} ${styles.loginButton}`} onClick={onSignIn}>
          <LoginLabel />
        </button>
      );
    return (
      <div className={styles.authLinks}>
        <Link to={paths.shop.auth.getHref()} className={styles.loginLink}>
          <LoginLabel />
        </Link>
        <Link
          to={paths.shop.auth.getHref({ [AUTH_QUERY.page]: AUTH_QUERY.register })}
          className={styles.registerLink}
        >
          Đăng ký
        </Link>
      </div>
    );
  }

  const initial = user.name.trim().charAt(0).toUpperCase();

  return (
    <div className={`${styles.popoverAnchor} ${tone === 'clinic' ? styles.clinicTone : ''}`} ref={anchor}>
      <button
        type="button"
        className={styles.accountButton}
        // The name is hidden on a phone, where the avatar alone is seen: the button keeps its name.
        aria-label={`Tài khoản ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        onClick={menu.toggle}
      >
        <span className={styles.accountAvatar} aria-hidden="true">
          {user.avatar ? <img src={user.avatar.url} alt="" /> : initial || <UserIcon />}
        </span>
        <span className={styles.accountName}>{user.name}</span>
        <DownIcon className={styles.accountCaret} />
      </button>
      {menu.isOpen && (
        <div
          ref={list}
          className={`${styles.popover} ${styles.menuPopover}`}
          role="menu"
          aria-label="Tài khoản"
          onKeyDown={moveFocus}
        >
          <div className={styles.menuHead}>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </div>
          {menuLinks(tone).map((link) => (
            <button
              key={link.href}
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                menu.setOpen(false);
                void navigate(link.href);
              }}
            >
              {link.icon} {link.label}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className={`${styles.menuItem} ${styles.menuDanger}`}
            onClick={logout}
          >
            <LogoutIcon /> Đăng xuất
          </button>
        </div>
      )}
    </div>
  );
}
