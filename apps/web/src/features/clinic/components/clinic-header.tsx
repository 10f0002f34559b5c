import { ArrowLeftOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useAppSelector } from '@/app/store';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import styles from './clinic-chrome.module.css';

const NAV_LINKS = [
  { to: paths.booking.clinics.getHref(), label: 'Phòng khám' },
  { to: paths.booking.doctors.getHref(), label: 'Bác sĩ' },
  { to: paths.booking.partnership.getHref(), label: 'Hợp tác' },
  { to: paths.booking.about.getHref(), label: 'Giới thiệu' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

/**
 * The booking area's sky-blue header: 'Lumi Clinic', its pages, the customer's bell and account menu (handed in by
 * the layout, which owns them), and the way back to the shop.
 */
export function ClinicHeader({ notifications, account }: { notifications?: ReactNode; account?: ReactNode }) {
  const doctor = useAppSelector((state) => state.auth.doctorInfo);
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* A plain button: antd's own `display` of its buttons won over the module's `display: none` on a
            computer, and its flex item was squeezed to 2 px on a phone (issue 24). */}
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Mở menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuOutlined />
        </button>
        <Logo variant="clinic" light to={paths.booking.home.getHref()} />
        <nav className={styles.nav} aria-label="Lumi Clinic">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {doctor && (
            <span className={styles.who}>
              <Avatar
                size={32}
                src={doctor.avatar?.url}
                icon={doctor.avatar ? undefined : <UserOutlined />}
                alt=""
                className={styles.whoAvatar}
              />
              <span className={styles.whoName}>{doctor.name}</span>
            </span>
          )}
          {notifications}
          {account}
          {/* On a phone the way back is the menu's last entry: the bar keeps its width for the account. */}
          <Link to={paths.shop.home.getHref()} className={styles.backLink}>
            <ArrowLeftOutlined aria-hidden /> Quay lại Lumi
          </Link>
        </div>
      </div>
      <Drawer
        title="Lumi Clinic"
        placement="left"
        open={isMenuOpen}
        onClose={() => setMenuOpen(false)}
        size={280}
      >
        <nav className={styles.drawerNav} aria-label="Lumi Clinic (menu)">
          <NavLink
            to={paths.booking.home.getHref()}
            end
            className={styles.drawerLink}
            onClick={() => setMenuOpen(false)}
          >
            Trang chủ đặt lịch
          </NavLink>
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={styles.drawerLink}
              onClick={() => setMenuOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={paths.booking.doctorOwner.getHref()}
            className={styles.drawerLink}
            onClick={() => setMenuOpen(false)}
          >
            Dành cho bác sĩ
          </NavLink>
          <Link
            to={paths.shop.home.getHref()}
            className={styles.drawerLink}
            onClick={() => setMenuOpen(false)}
          >
            Quay lại Lumi
          </Link>
        </nav>
      </Drawer>
    </header>
  );
}
