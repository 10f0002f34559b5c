import { ArrowLeftIcon, CloseIcon, MenuIcon } from '@/components/icons';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { useAppSelector } from '@/lib/store';
import { Logo } from '@/components/logo';
import { PersonAvatar } from '@/components/person-avatar';
import { useDrawerDialog } from '@/components/use-drawer-dialog';
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
 * The menu of small screens: a drawer from the left with the booking area's pages and the way back to the shop.
 * As the shop's (MobileMenu), a modal dialog named by its title: opening it moves the focus to its close button, Tab
 * stays inside it, Escape or a tap outside closes it and puts the focus back on the menu button, and navigating
 * closes it. Plain React: the header is on every booking page, rendered by the server (ADR 0025).
 */
function ClinicMenu() {
  // A link to the page already shown does not navigate: `dismiss` closes the menu itself.
  const { isOpen, open, dismiss, closeToTrigger, keepFocusInside, trigger, close, drawer, titleId } =
    useDrawerDialog();

  return (
    <>
      {/* A plain button: antd's own `display` of its buttons won over the module's `display: none` on a
          computer, and its flex item was squeezed to 2 px on a phone (issue 24). */}
      <button
        ref={trigger}
        type="button"
        className={styles.menuButton}
        aria-label="Mở menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      >
        <MenuIcon />
      </button>
      {/* Only ever open after a tap, so never in the server's markup; on <body>, above the page's floating buttons. */}
      {isOpen &&
        createPortal(
          <div className={styles.drawerOverlay} onClick={closeToTrigger}>
            <div
              ref={drawer}
              className={styles.drawer}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              onClick={(event) => event.stopPropagation()}
              onKeyDown={keepFocusInside}
            >
              <div className={styles.drawerHead}>
                <button
                  ref={close}
                  type="button"
                  className={styles.drawerClose}
                  aria-label="Đóng menu"
                  onClick={closeToTrigger}
                >
                  <CloseIcon />
                </button>
                <h2 id={titleId} className={styles.drawerTitle}>
                  Lumi Clinic
                </h2>
              </div>
              <nav className={styles.drawerNav} aria-label="Lumi Clinic (menu)">
                <NavLink
                  to={paths.booking.home.getHref()}
                  end
                  className={styles.drawerLink}
                  onClick={dismiss}
                >
                  Trang chủ đặt lịch
                </NavLink>
                {NAV_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} className={styles.drawerLink} onClick={dismiss}>
                    {link.label}
                  </NavLink>
                ))}
                <NavLink
                  to={paths.booking.doctorOwner.getHref()}
                  className={styles.drawerLink}
                  onClick={dismiss}
                >
                  Dành cho bác sĩ
                </NavLink>
                <Link to={paths.shop.home.getHref()} className={styles.drawerLink} onClick={dismiss}>
                  Quay lại Lumi
                </Link>
              </nav>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}

/**
 * The booking area's sky-blue header: 'Lumi Clinic', its pages, the customer's bell and account menu (handed in by
 * the layout, which owns them), and the way back to the shop. Plain React and CSS, no antd (issue 26).
 */
export function ClinicHeader({ notifications, account }: { notifications?: ReactNode; account?: ReactNode }) {
  const doctor = useAppSelector((state) => state.auth.doctorInfo);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <ClinicMenu />
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
              <PersonAvatar
                size={32}
                src={doctor.avatar?.url}
                name={doctor.name}
                className={styles.whoAvatar}
              />
              <span className={styles.whoName}>{doctor.name}</span>
            </span>
          )}
          {notifications}
          {account}
          {/* On a phone the way back is the menu's last entry: the bar keeps its width for the account. */}
          <Link to={paths.shop.home.getHref()} className={styles.backLink}>
            <ArrowLeftIcon aria-hidden /> Quay lại Lumi
          </Link>
        </div>
      </div>
    </header>
  );
}
