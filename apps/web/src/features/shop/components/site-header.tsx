import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { HeartFilledIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { features } from '@/config/features';
import { paths } from '@/config/paths';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { CategoryMenu } from './category-menu';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

/**
 * The shop header: welcome strip, then the menu button (small screens), logo, product search with
 * suggestions, cart and account; below, the category mega-menu (desktop). The search moves to its
 * own row on small screens.
 */
export function SiteHeader({ notifications }: { notifications: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <span className={styles.stripText}>
            Chào mừng bạn đến với Lumi — mỹ phẩm chính hãng, đồng hành cùng bác sĩ da liễu <HeartFilledIcon />
          </span>
          <span className={styles.stripLinks}>
            <NavLink to={paths.booking.home.getHref()} className={styles.stripLink}>
              Đặt lịch khám
            </NavLink>
            <NavLink to={paths.booking.doctorOwner.getHref()} className={styles.stripLink}>
              Dành cho bác sĩ
            </NavLink>
          </span>
        </div>
      </div>
      <div className={styles.bar}>
        <MobileMenu />
        <Logo />
        {features.productSearch ? (
          <HeaderSearch className={styles.searchSlot} />
        ) : (
          <span className={styles.searchSlot} />
        )}
        <div className={styles.actions}>
          {/* The notification bell, shown to signed-in customers only (issue 4). */}
          {notifications}
          <CartButton />
          <AccountMenu />
        </div>
      </div>
      <CategoryMenu />
    </header>
  );
}
