import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import styles from './clinic-chrome.module.css';

export function ClinicFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <Logo variant="clinic" light to={paths.booking.home.getHref()} />
          <p className={styles.footerText}>
            Lumi Clinic kết nối khách hàng của Lumi với bác sĩ da liễu tại các phòng khám hợp tác: lịch khám
            minh bạch, xác nhận nhanh chóng, đánh giá từ người đã khám.
          </p>
        </div>
        <div>
          <h2 className={styles.footerHeading}>Lumi Clinic</h2>
          <ul className={styles.footerLinks}>
            {[
              { to: paths.booking.clinics.getHref(), label: 'Phòng khám' },
              { to: paths.booking.doctors.getHref(), label: 'Bác sĩ' },
              { to: paths.booking.partnership.getHref(), label: 'Hợp tác' },
              { to: paths.booking.about.getHref(), label: 'Giới thiệu' },
            ].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.booking.doctorOwner.getHref()} className={styles.footerLink}>
                Dành cho bác sĩ
              </Link>
            </li>
            <li>
              <Link to={paths.shop.home.getHref()} className={styles.footerLink}>
                Trang mua sắm Lumi
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.footerHeading}>Hỗ trợ phòng khám</h2>
          <ul className={styles.footerLinks}>
            <li>
              Hotline:{' '}
              <a href="tel:18006868" className={styles.footerLink}>
                1800 6868
              </a>
            </li>
            <li>
              Email:{' '}
              <a href="mailto:clinic@lumi.vn" className={styles.footerLink}>
                clinic@lumi.vn
              </a>
            </li>
            <li>8:00 – 21:00, tất cả các ngày trong tuần</li>
          </ul>
        </div>
      </div>
      <div className={styles.copyright}>© 2026 Lumi Clinic · Một dịch vụ của Lumi</div>
    </footer>
  );
}
