import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/app/store';
import { useDismissable } from '@/components/use-dismissable';
import { useUserLogout } from '@/hooks/use-logout';
import styles from './site-header.module.css';

/** Signed out: 'Đăng nhập' / 'Đăng ký'. Signed in: avatar and name with 'Tài khoản' and 'Đăng xuất'. */
export function AccountMenu() {
  const user = useAppSelector((state) => state.auth.userInfo);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useUserLogout();
  const anchor = useRef<HTMLDivElement>(null);
  const menu = useDismissable(anchor, location.key);

  if (!isAuthenticated || !user) {
    return (
      <div className={styles.authLinks}>
        <Link to={paths.shop.auth.getHref()} className={styles.loginLink}>
          Đăng nhập
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
    <div className={styles.popoverAnchor} ref={anchor}>
      <button
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        onClick={menu.toggle}
      >
        <span className={styles.accountAvatar} aria-hidden="true">
          {user.avatar ? (
            <img src={user.avatar.url} alt="" />
          ) : (
            initial || <UserOutlined aria-hidden="true" />
          )}
        </span>
        <span className={styles.accountName}>{user.name}</span>
        <DownOutlined className={styles.accountCaret} aria-hidden="true" />
      </button>
      {menu.isOpen && (
        <div className={`${styles.popover} ${styles.menuPopover}`} role="menu" aria-label="Tài khoản">
          <div className={styles.menuHead}>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </div>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => {
              menu.setOpen(false);
              void navigate(paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile }));
            }}
          >
            <UserOutlined aria-hidden="true" /> Tài khoản
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${styles.menuItem} ${styles.menuDanger}`}
            onClick={logout}
          >
            <LogoutOutlined aria-hidden="true" /> Đăng xuất
          </button>
        </div>
      )}
    </div>
  );
}
