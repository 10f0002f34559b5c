import {
  ArrowRightOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckOutlined,
  CreditCardOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_TABS, AUTH_QUERY, paths } from '@/config/paths';
import { useAppSelector } from '@/app/store';
import styles from './home.module.css';

const VALUES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Chính hãng, rõ nguồn gốc',
    text: 'Mỗi sản phẩm đều ghi rõ thương hiệu, dung tích và hạn sử dụng để bạn yên tâm lựa chọn.',
  },
  {
    icon: <MedicineBoxOutlined />,
    title: 'Bác sĩ da liễu đồng hành',
    text: 'Đặt lịch khám với bác sĩ của các phòng khám liên kết khi làn da cần được chăm sóc chuyên sâu.',
  },
  {
    icon: <CreditCardOutlined />,
    title: 'Thanh toán linh hoạt',
    text: 'Thanh toán khi nhận hàng, qua VNPay hoặc thẻ quốc tế — chọn cách thuận tiện nhất cho bạn.',
  },
  {
    icon: <CarOutlined />,
    title: 'Giao hàng toàn quốc',
    text: 'Phí vận chuyển được báo rõ trước khi thanh toán, theo dõi đơn hàng ngay trong tài khoản.',
  },
];

const ROUTINE = [
  {
    title: 'Làm sạch',
    text: 'Rửa mặt với sữa rửa mặt dịu nhẹ sáng và tối, loại bỏ bụi bẩn, dầu thừa mà không làm khô da.',
    tip: 'Nước ấm, massage 60 giây',
  },
  {
    title: 'Cân bằng',
    text: 'Toner giúp cân bằng độ pH, làm mềm da và chuẩn bị cho các bước dưỡng tiếp theo thẩm thấu tốt hơn.',
    tip: 'Vỗ nhẹ, không chà xát',
  },
  {
    title: 'Dưỡng ẩm',
    text: 'Serum và kem dưỡng bổ sung độ ẩm, củng cố hàng rào bảo vệ — kể cả với làn da dầu.',
    tip: 'Từ mỏng đến đặc',
  },
  {
    title: 'Chống nắng',
    text: 'Kem chống nắng phổ rộng SPF 30 trở lên mỗi sáng là bước quan trọng nhất để ngừa lão hóa và thâm nám.',
    tip: 'Thoa lại sau 2–3 giờ',
  },
];

const CLINIC_STEPS = [
  {
    icon: <SolutionOutlined />,
    title: 'Chọn bác sĩ phù hợp',
    text: 'Xem chuyên khoa, kinh nghiệm và phí khám minh bạch.',
  },
  {
    icon: <CalendarOutlined />,
    title: 'Đặt lịch theo giờ trống',
    text: 'Chỉ hiển thị khung giờ còn trống trong lịch làm việc.',
  },
  {
    icon: <ScheduleOutlined />,
    title: 'Nhận xác nhận qua email',
    text: 'Kèm lời nhắc trước ngày khám để bạn không bỏ lỡ.',
  },
];

export function HomeValues() {
  return (
    <section id="vi-sao-chon-lumi" className={styles.section} aria-labelledby="values-title">
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>Vì sao chọn Lumi</span>
          <h2 id="values-title" className={styles.sectionTitle}>
            Mua sắm mỹ phẩm an tâm như có chuyên gia bên cạnh
          </h2>
          <p className={styles.sectionText}>
            Lumi kết hợp cửa hàng mỹ phẩm chăm sóc da với mạng lưới phòng khám da liễu, giúp bạn chọn đúng sản
            phẩm và được tư vấn đúng lúc.
          </p>
        </div>
        <div className={styles.grid4}>
          {VALUES.map((value) => (
            <article key={value.title} className={styles.card}>
              <span className={styles.cardIcon}>{value.icon}</span>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p className={styles.cardText}>{value.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function HomeRoutine() {
  return (
    <section
      id="cham-soc-da"
      className={`${styles.section} ${styles.sectionSoft}`}
      aria-labelledby="routine-title"
    >
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>Chăm sóc da mỗi ngày</span>
          <h2 id="routine-title" className={styles.sectionTitle}>
            Quy trình 4 bước cơ bản cho mọi loại da
          </h2>
          <p className={styles.sectionText}>
            Một quy trình đơn giản, đều đặn hiệu quả hơn nhiều sản phẩm dùng ngắt quãng. Hãy bắt đầu từ những
            bước nền tảng này.
          </p>
        </div>
        <div className={styles.grid4}>
          {ROUTINE.map((step, index) => (
            <article key={step.title} className={styles.step}>
              <span className={styles.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
              <span className={styles.stepTip}>{step.tip}</span>
            </article>
          ))}
        </div>
      </div>
    </section>
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
                  <CheckOutlined />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <Link to={paths.booking.doctorOwner.getHref()} className={styles.clinicCta}>
            Bác sĩ đăng nhập Lumi Clinic <ArrowRightOutlined />
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
