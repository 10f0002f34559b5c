import { ClockCircleIcon, EnvironmentIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { HOME_SECTIONS } from './home-anchors';
import styles from './site-footer.module.css';

export const COMPANY = {
  name: 'Công ty TNHH Mỹ phẩm Lumi Việt Nam',
  address: 'Quận Cầu Giấy, Hà Nội, Việt Nam',
  hotline: '1800 6868',
  hotlineHref: 'tel:18006868',
  email: 'hotro@lumi.vn',
  hours: '8:00 – 21:00, tất cả các ngày trong tuần',
} as const;

export function SiteFooter() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div>
          <Logo light />
          <p className={styles.about}>
            Lumi là cửa hàng mỹ phẩm chăm sóc da chính hãng, kết nối bạn với các phòng khám và bác sĩ da liễu
            để mỗi lựa chọn cho làn da đều an toàn và đúng nhu cầu.
          </p>
        </div>
        <div>
          <h2 className={styles.heading}>Về Lumi</h2>
          <ul className={styles.links}>
            <li>
              <Link to={paths.shop.home.getHref()} className={styles.link}>
                Trang chủ
              </Link>
            </li>
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link to={{ pathname: paths.shop.home.path, hash: section.id }} className={styles.link}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Mua sắm</h2>
          <ul className={styles.links}>
            <li>
              <Link to={{ pathname: paths.shop.home.path, hash: 'san-pham-noi-bat' }} className={styles.link}>
                Sản phẩm nổi bật
              </Link>
            </li>
            <li>
              <Link to={{ pathname: paths.shop.home.path, hash: 'hang-moi-ve' }} className={styles.link}>
                Hàng mới về
              </Link>
            </li>
            <li>
              <Link to={paths.shop.promotions.getHref()} className={styles.link}>
                Khuyến mãi
              </Link>
            </li>
            <li>
              <Link to={paths.shop.cart.getHref()} className={styles.link}>
                Giỏ hàng
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Tài khoản</h2>
          <ul className={styles.links}>
            {isAuthenticated ? (
              <li>
                <Link to={paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile })} className={styles.link}>
                  Tài khoản của tôi
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to={paths.shop.auth.getHref()} className={styles.link}>
                    Đăng nhập
                  </Link>
                </li>
                <li>
                  <Link
                    to={paths.shop.auth.getHref({ [AUTH_QUERY.page]: AUTH_QUERY.register })}
                    className={styles.link}
                  >
                    Đăng ký thành viên
                  </Link>
                </li>
              </>
            )}
            <li>
              <Link to={paths.booking.home.getHref()} className={styles.link}>
                Đặt lịch khám
              </Link>
            </li>
            <li>
              <Link to={paths.booking.doctorOwner.getHref()} className={styles.link}>
                Dành cho bác sĩ
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Hỗ trợ khách hàng</h2>
          <ul className={styles.contact}>
            <li className={styles.contactItem}>
              <PhoneIcon className={styles.contactIcon} />
              <span>
                Hotline:{' '}
                <a href={COMPANY.hotlineHref} className={styles.hotline}>
                  {COMPANY.hotline}
                </a>
              </span>
            </li>
            <li className={styles.contactItem}>
              <ClockCircleIcon className={styles.contactIcon} />
              <span>{COMPANY.hours}</span>
            </li>
            <li className={styles.contactItem}>
              <MailIcon className={styles.contactIcon} />
              <a href={`mailto:${COMPANY.email}`} className={styles.link}>
                {COMPANY.email}
              </a>
            </li>
            <li className={styles.contactItem}>
              <EnvironmentIcon className={styles.contactIcon} />
              <span>
                {COMPANY.name}
                <br />
                {COMPANY.address}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>© 2026 Lumi. Bảo lưu mọi quyền.</span>
          <span>Mỹ phẩm chăm sóc da &amp; phòng khám da liễu</span>
        </div>
      </div>
    </footer>
  );
}
