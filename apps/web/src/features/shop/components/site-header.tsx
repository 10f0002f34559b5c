import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { features } from '@/config/features';
import { paths } from '@/config/paths';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { HOME_SECTIONS } from './home-anchors';
import styles from './site-header.module.css';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

/** The shop header: welcome strip, logo, navigation, (search), account menu and cart. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <span className={styles.stripText}>
            Chào mừng bạn đến với Lumi — mỹ phẩm chính hãng, đồng hành cùng bác sĩ da liễu ♥
          </span>
          <NavLink to={paths.booking.doctorOwner.getHref()} className={styles.stripLink}>
            Dành cho bác sĩ
          </NavLink>
        </div>
      </div>
      <div className={styles.bar}>
        <Logo />
        {features.productSearch ? (
          <HeaderSearch />
        ) : (
          <nav className={styles.nav} aria-label="Điều hướng chính">
            <NavLink to={paths.shop.home.getHref()} end className={navLinkClass}>
              Trang chủ
            </NavLink>
            {HOME_SECTIONS.map((section) => (
              <Link
                key={section.id}
                to={{ pathname: paths.shop.home.path, hash: section.id }}
                className={styles.navLink}
              >
                {section.label}
              </Link>
            ))}
          </nav>
        )}
        <div className={styles.actions}>
          <CartButton />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
