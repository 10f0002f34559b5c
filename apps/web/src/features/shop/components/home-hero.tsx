import {
  ArrowRightIcon,
  CheckIcon,
  HeartFilledIcon,
  SafetyCertificateFilledIcon,
  StarFilledIcon,
} from '@/components/icons';
import { Link } from 'react-router';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { HeroIllustration } from './hero-illustration';
import styles from './home.module.css';

export function HomeHero() {
  const user = useAppSelector((state) => state.auth.userInfo);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${styles.container} ${styles.heroInner}`}>
        <div>
          <span className={styles.eyebrow}>
            <HeartFilledIcon />{' '}
            {user
              ? `Chào ${user.name}, rất vui được gặp lại bạn`
              : 'Mỹ phẩm chính hãng · Bác sĩ da liễu đồng hành'}
          </span>
          <h1 id="hero-title" className={styles.heroTitle}>
            Làn da khỏe đẹp bắt đầu từ <em>những lựa chọn đúng</em>
          </h1>
          <p className={styles.heroText}>
            Lumi tuyển chọn mỹ phẩm chăm sóc da chính hãng và kết nối bạn với bác sĩ da liễu của các phòng
            khám uy tín, để mỗi bước dưỡng da đều an toàn, phù hợp và hiệu quả.
          </p>
          <div className={styles.ctas}>
            {user ? (
              <Link
                to={paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile })}
                className={styles.ctaPrimary}
              >
                Tài khoản của tôi <ArrowRightIcon />
              </Link>
            ) : (
              <Link
                to={paths.shop.auth.getHref({ [AUTH_QUERY.page]: AUTH_QUERY.register })}
                className={styles.ctaPrimary}
              >
                Đăng ký thành viên <ArrowRightIcon />
              </Link>
            )}
            <Link to={{ pathname: paths.shop.home.path, hash: 'danh-muc' }} className={styles.ctaSecondary}>
              Khám phá danh mục sản phẩm
            </Link>
          </div>
          <div className={styles.trust}>
            <span className={styles.trustItem}>
              <span className={styles.trustIcon}>
                <SafetyCertificateFilledIcon />
              </span>
              Chính hãng, rõ nguồn gốc
            </span>
            <span className={styles.trustItem}>
              <span className={styles.trustIcon}>
                <CheckIcon />
              </span>
              Hạn dùng hiển thị rõ ràng
            </span>
          </div>
        </div>
        <div className={styles.heroArt}>
          <HeroIllustration />
          <div className={`${styles.floatCard} ${styles.floatTop}`}>
            <span
              className={styles.floatIcon}
              style={{ background: 'linear-gradient(135deg,#f472b6,#db2777)' }}
            >
              <StarFilledIcon />
            </span>
            <span>
              Đánh giá thật
              <small>Chỉ từ khách đã mua hàng</small>
            </span>
          </div>
          <div className={`${styles.floatCard} ${styles.floatBottom}`}>
            <span
              className={styles.floatIcon}
              style={{ background: 'linear-gradient(135deg,#38bdf8,#0284c7)' }}
            >
              <SafetyCertificateFilledIcon />
            </span>
            <span>
              Lumi Clinic
              <small>Bác sĩ da liễu tư vấn</small>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
