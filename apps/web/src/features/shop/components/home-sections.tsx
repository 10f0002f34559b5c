import {
  ArrowRightIcon,
  CalendarIcon,
  CarIcon,
  CheckIcon,
  CreditCardIcon,
  MedicineBoxIcon,
  SafetyCertificateIcon,
  ScheduleIcon,
  SolutionIcon,
} from '@/components/icons';
import type { ReactNode } from 'react';
import shop from './home-shop.module.css';
import { Link } from 'react-router';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import styles from './home.module.css';

const CLINIC_STEPS = [
  {
    icon: <SolutionIcon />,
    title: 'Chọn bác sĩ phù hợp',
    text: 'Xem chuyên khoa, kinh nghiệm và phí khám minh bạch.',
  },
  {
    icon: <CalendarIcon />,
    title: 'Đặt lịch theo giờ trống',
    text: 'Chỉ hiển thị khung giờ còn trống trong lịch làm việc.',
  },
  {
    icon: <ScheduleIcon />,
    title: 'Nhận xác nhận qua email',
    text: 'Kèm lời nhắc trước ngày khám để bạn không bỏ lỡ.',
  },
];

const SERVICES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <SafetyCertificateIcon />,
    title: 'Chính hãng 100%',
    text: 'Rõ thương hiệu, dung tích, hạn dùng',
  },
  {
    icon: <MedicineBoxIcon />,
    title: 'Bác sĩ đồng hành',
    text: 'Đặt lịch khám da liễu khi cần',
  },
  {
    icon: <CreditCardIcon />,
    title: 'Thanh toán linh hoạt',
    text: 'COD, VNPay hoặc thẻ quốc tế',
  },
  {
    icon: <CarIcon />,
    title: 'Giao hàng toàn quốc',
    text: 'Phí vận chuyển báo rõ trước',
  },
];

/** Why Lumi, in one compact row under the banners. */
export function HomeServices() {
  return (
    <div id="vi-sao-chon-lumi" className={shop.container}>
      <h2 className="visually-hidden">Vì sao chọn Lumi</h2>
      <ul className={shop.services}>
        {SERVICES.map((service) => (
          <li key={service.title} className={shop.service}>
            <span className={shop.serviceIcon}>{service.icon}</span>
            <span>
              <span className={shop.serviceTitle}>{service.title}</span>
              <span className={shop.serviceText}>{service.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HomeClinic() {
  return (
    <section id="lumi-clinic" className={styles.clinic} aria-labelledby="clinic-title">
      <div className={`${styles.container} ${styles.clinicInner}`}>
        <div>
          <span className={`${styles.kicker} ${styles.clinicKicker}`}>Lumi Clinic</span>
          <h2 id="clinic-title" className={styles.sectionTitle}>
            Khi làn da cần nhiều hơn một sản phẩm
          </h2>
          <p className={styles.sectionText}>
            Mụn kéo dài, kích ứng hay nám sạm nên được bác sĩ thăm khám. Lumi Clinic kết nối bạn với bác sĩ da
            liễu của các phòng khám hợp tác.
          </p>
          <ul className={styles.clinicList}>
            {[
              'Thông tin bác sĩ, chuyên khoa và phí khám rõ ràng trước khi đặt',
              'Lịch khám được xác nhận bởi bác sĩ hoặc phòng khám',
              'Đánh giá chỉ đến từ khách hàng đã hoàn thành buổi khám',
            ].map((text) => (
              <li key={text} className={styles.clinicItem}>
                <span className={styles.clinicCheck}>
                  <CheckIcon />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <Link to={paths.booking.home.getHref()} className={styles.clinicCta}>
            Đặt lịch khám ngay <ArrowRightIcon />
          </Link>
        </div>
        <div className={styles.clinicCard}>
          <h3 className={styles.clinicCardTitle}>Đặt lịch khám chỉ với 3 bước</h3>
          <ol className={styles.timeline}>
            {CLINIC_STEPS.map((step) => (
              <li key={step.title} className={styles.timelineItem}>
                <span className={styles.timelineDot}>{step.icon}</span>
                <span>
                  <span className={styles.timelineTitle}>{step.title}</span>
                  <div className={styles.timelineText}>{step.text}</div>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

export function HomeMember() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  return (
    <section className={styles.member}>
      <div className={styles.container}>
        <div className={styles.memberCard}>
          <div>
            <h2 className={styles.memberTitle}>
              {isAuthenticated ? 'Cập nhật hồ sơ để mua sắm nhanh hơn' : 'Trở thành thành viên Lumi'}
            </h2>
            <p className={styles.memberText}>
              {isAuthenticated
                ? 'Thêm số điện thoại và ảnh đại diện để việc giao hàng, đặt lịch khám và nhận hỗ trợ thuận tiện hơn.'
                : 'Tạo tài khoản miễn phí để lưu thông tin giao hàng, theo dõi đơn và đặt lịch với bác sĩ da liễu chỉ trong vài bước.'}
            </p>
          </div>
          {isAuthenticated ? (
            <Link to={paths.shop.account.getHref({ tab: ACCOUNT_TABS.profile })} className={styles.memberCta}>
              Cập nhật tài khoản
            </Link>
          ) : (
            <Link
              to={paths.shop.auth.getHref({ [AUTH_QUERY.page]: AUTH_QUERY.register })}
              className={styles.memberCta}
            >
              Đăng ký ngay
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
