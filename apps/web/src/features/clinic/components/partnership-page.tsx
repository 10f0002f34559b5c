import {
  CustomerServiceOutlined,
  LineChartOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Collapse } from 'antd';
import type { ReactNode } from 'react';
import { ContactForm } from './contact-form';
import { PageHero } from './page-hero';
import styles from './clinic-pages.module.css';

const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Tăng trưởng doanh thu',
    text: 'Tiếp cận khách hàng đang chăm sóc da trên Lumi và nhận lịch khám trực tuyến mỗi ngày.',
    icon: <LineChartOutlined />,
  },
  {
    title: 'Hỗ trợ 24/7',
    text: 'Đội ngũ Lumi Clinic đồng hành khi thiết lập phòng khám, bác sĩ và lịch làm việc.',
    icon: <CustomerServiceOutlined />,
  },
  {
    title: 'Bảo mật thông tin',
    text: 'Thông tin bệnh nhân chỉ phòng khám và bác sĩ phụ trách được xem; mỗi tài khoản có quyền riêng.',
    icon: <LockOutlined />,
  },
  {
    title: 'Chứng nhận uy tín',
    text: 'Đánh giá chỉ đến từ khách hàng đã hoàn thành lịch khám, giúp phòng khám xây dựng uy tín thật.',
    icon: <SafetyCertificateOutlined />,
  },
];

const FAQ = [
  {
    question: 'Phòng khám cần điều kiện gì để hợp tác?',
    answer:
      'Phòng khám chuyên khoa da liễu có giấy phép hoạt động hợp lệ và bác sĩ có chứng chỉ hành nghề. Sau khi nhận thông tin, Lumi liên hệ để xác minh hồ sơ.',
  },
  {
    question: 'Sau khi đăng ký, bao lâu phòng khám được nhận lịch?',
    answer:
      'Thường trong vòng 3–5 ngày làm việc: Lumi cấp tài khoản quản lý, phòng khám nhập thông tin, giờ làm việc và tài khoản cho từng bác sĩ.',
  },
  {
    question: 'Lịch khám được xác nhận và thanh toán thế nào?',
    answer:
      'Khách hàng chọn khung giờ còn trống; bác sĩ hoặc phòng khám xác nhận lịch. Phí khám được thanh toán trực tiếp tại phòng khám.',
  },
  {
    question: 'Phòng khám quản lý lịch nghỉ và giờ làm việc ra sao?',
    answer:
      'Phòng khám đặt giờ mở cửa, giờ nghỉ trưa và ngày nghỉ; mỗi bác sĩ có lịch làm việc và ngày nghỉ riêng. Khung giờ đặt lịch được tính tự động từ các thông tin này.',
  },
];

/** `/partnership`: why clinics join Lumi Clinic, the FAQ and the contact form. */
export function PartnershipPage() {
  return (
    <div className={styles.page}>
      <PageHero
        title="Hợp tác cùng Lumi Clinic"
        subtitle="Đưa phòng khám da liễu của bạn đến gần hơn với khách hàng: nhận lịch trực tuyến, quản lý bác sĩ và đánh giá ở một nơi."
      />
      <section className={styles.section} aria-labelledby="loi-ich">
        <div className={styles.container}>
          <h2 id="loi-ich" className={styles.sectionTitle}>
            Lợi ích khi hợp tác
          </h2>
          <ul className={styles.serviceGrid}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className={styles.serviceCard}>
                <span className={styles.serviceIcon} aria-hidden="true">
                  {benefit.icon}
                </span>
                <h3 className={styles.serviceTitle}>{benefit.title}</h3>
                <p className={styles.serviceText}>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${styles.section} ${styles.sectionTinted}`}>
        <div className={`${styles.container} ${styles.partnerLayout}`}>
          <div aria-labelledby="cau-hoi">
            <h2 id="cau-hoi" className={styles.sectionTitle}>
              Câu hỏi thường gặp
            </h2>
            <Collapse
              accordion
              items={FAQ.map((item, index) => ({
                key: String(index),
                label: item.question,
                children: <p className={styles.faqAnswer}>{item.answer}</p>,
              }))}
            />
          </div>
          <div className={styles.contactCard} aria-labelledby="lien-he">
            <h2 id="lien-he" className={styles.sectionTitle}>
              Liên hệ hợp tác
            </h2>
            <p className={styles.sectionText}>
              Để lại thông tin, Lumi sẽ liên hệ lại trong 1–2 ngày làm việc.
            </p>
            <ContactForm />
          </div>
        </div>
      </section>
    </div>
  );
}
