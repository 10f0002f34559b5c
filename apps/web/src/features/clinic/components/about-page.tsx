import { CalendarOutlined, CheckCircleOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { PageHero } from './page-hero';
import styles from './clinic-pages.module.css';

const HOW_IT_WORKS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Tìm bác sĩ hoặc phòng khám',
    text: 'Lọc theo chuyên khoa, phí khám, kinh nghiệm, giờ làm việc và đánh giá; xem hồ sơ bác sĩ và hình ảnh phòng khám.',
    icon: <SearchOutlined />,
  },
  {
    title: 'Chọn khung giờ còn trống',
    text: 'Lịch trống được tính từ giờ làm việc của phòng khám và bác sĩ, trừ ngày nghỉ và các lịch đã có người đặt. Bạn đặt trước ít nhất 2 giờ và tối đa 60 ngày.',
    icon: <CalendarOutlined />,
  },
  {
    title: 'Nhận xác nhận',
    text: 'Bác sĩ hoặc phòng khám xác nhận lịch; bạn nhận email kèm lịch hẹn và lời nhắc một ngày trước giờ khám. Phí khám thanh toán tại phòng khám.',
    icon: <CheckCircleOutlined />,
  },
  {
    title: 'Đánh giá sau khi khám',
    text: 'Chỉ khách hàng đã hoàn thành lịch khám mới đánh giá được bác sĩ và phòng khám, nên mỗi đánh giá đều đến từ trải nghiệm thật.',
    icon: <StarOutlined />,
  },
];

const CITIES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ'];

/** `/about-lumi-clinic`: what Lumi Clinic is and how booking works. */
export function AboutPage() {
  return (
    <div className={styles.page}>
      <PageHero
        title="Giới thiệu Lumi Clinic"
        subtitle="Hệ thống phòng khám da liễu hợp tác cùng Lumi: tìm bác sĩ, đặt lịch và theo dõi lịch khám ở cùng một nơi."
      />
      <section className={styles.section} aria-labelledby="lumi-clinic-la-gi">
        <div className={`${styles.container} ${styles.aboutIntro}`}>
          <div>
            <h2 id="lumi-clinic-la-gi" className={styles.sectionTitle}>
              Lumi Clinic là gì?
            </h2>
            <p className={styles.aboutText}>
              Lumi bắt đầu là cửa hàng mỹ phẩm chăm sóc da chính hãng. Nhiều khách hàng cần lời khuyên của bác
              sĩ trước khi chọn sản phẩm hay bắt đầu một liệu trình, vì vậy Lumi Clinic ra đời để kết nối họ
              với các phòng khám da liễu uy tín.
            </p>
            <p className={styles.aboutText}>
              Mỗi phòng khám tự quản lý thông tin, giờ làm việc, ngày nghỉ và đội ngũ bác sĩ của mình. Lumi
              hiển thị lịch trống theo thời gian thực, gửi email xác nhận và nhắc lịch, và chỉ cho phép đánh
              giá sau khi lịch khám đã hoàn thành.
            </p>
          </div>
          <ul className={styles.aboutFacts}>
            <li>
              <strong>Đặt lịch trực tuyến</strong>
              <span>Không cần gọi điện, xem ngay khung giờ còn trống</span>
            </li>
            <li>
              <strong>Thanh toán tại phòng khám</strong>
              <span>Phí khám hiển thị rõ trước khi đặt</span>
            </li>
            <li>
              <strong>Hủy lịch linh hoạt</strong>
              <span>Hủy khi lịch chờ xác nhận, hoặc trước giờ khám ít nhất 24 giờ</span>
            </li>
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="cach-dat-lich">
        <div className={styles.container}>
          <h2 id="cach-dat-lich" className={styles.sectionTitle}>
            Đặt lịch khám như thế nào?
          </h2>
          <ol className={styles.serviceGrid}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title} className={styles.serviceCard}>
                <span className={styles.serviceIcon} aria-hidden="true">
                  {step.icon}
                </span>
                <h3 className={styles.serviceTitle}>{step.title}</h3>
                <p className={styles.serviceText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="thanh-pho">
        <div className={styles.container}>
          <h2 id="thanh-pho" className={styles.sectionTitle}>
            Tìm phòng khám theo thành phố
          </h2>
          <p className={styles.sectionText}>
            Phòng khám hợp tác với Lumi đang mở rộng tại các thành phố lớn. Chọn thành phố để xem phòng khám
            gần bạn.
          </p>
          <ul className={styles.specialtyList}>
            {CITIES.map((city) => (
              <li key={city}>
                <Link to={paths.booking.clinics.getHref({ search: city })} className={styles.specialtyChip}>
                  {city}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="lien-ket">
        <div className={styles.container}>
          <h2 id="lien-ket" className={styles.sectionTitle}>
            Bắt đầu
          </h2>
          <div className={styles.heroLinks}>
            <Link to={paths.booking.doctors.getHref()} className={styles.heroButton}>
              Tìm bác sĩ
            </Link>
            <Link to={paths.booking.clinics.getHref()} className={styles.heroButtonOutline}>
              Tìm phòng khám
            </Link>
            <Link to={paths.booking.partnership.getHref()} className={styles.heroButtonOutline}>
              Hợp tác với Lumi
            </Link>
            <Link to={paths.shop.home.getHref()} className={styles.heroButtonOutline}>
              Mua sắm tại Lumi
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
