import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatVnd, formatAppointment } from '@lumi/shared';
import { useAppSelector } from '@/app/store';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useGetMyBookingsQuery } from '../api/booking-api';
import { doctorTitle } from '../utils/format';
import styles from './booking.module.css';

const STEPS = [
  {
    title: 'Chọn bác sĩ và đặt lịch',
    text: 'Tìm bác sĩ da liễu phù hợp, chọn ngày giờ còn trống và điền thông tin bệnh nhân.',
  },
  {
    title: 'Chờ phòng khám xác nhận',
    text: 'Bạn nhận email kèm tệp lịch (.ics) và thông báo khi lịch khám được xác nhận.',
  },
  {
    title: 'Vào cuộc gọi đúng giờ',
    text: 'Đến giờ hẹn, cuộc gọi video được mở từ trang chi tiết lịch khám của bạn.',
  },
  {
    title: 'Nhận tư vấn và theo dõi',
    text: 'Bác sĩ tư vấn phác đồ chăm sóc da; bạn đánh giá bác sĩ sau khi buổi khám hoàn thành.',
  },
] as const;

const NEEDS = [
  'Máy tính hoặc điện thoại có camera, micro và kết nối Internet ổn định',
  'Nơi đủ ánh sáng để bác sĩ quan sát rõ vùng da cần tư vấn',
  'Ảnh chụp tình trạng da, đơn thuốc hoặc sản phẩm đang dùng (nếu có)',
  'Tài khoản Lumi đã đăng nhập, dùng đúng tài khoản đã đặt lịch',
] as const;

/** `/online-consultation`: how an online visit works, and the customer's confirmed visits to come. */
export function OnlineConsultationPage() {
  return (
    <>
      <PageTitle clinic title="Tư vấn trực tuyến cùng bác sĩ da liễu" />
      <div className={styles.page}>
        <div className={styles.container}>
          <section className={styles.card} aria-labelledby="online-title">
            <h1 id="online-title" className={styles.heading}>
              Tư vấn trực tuyến cùng bác sĩ da liễu
            </h1>
            <p className={styles.muted}>
              Đặt lịch với bác sĩ như khám tại phòng khám; đến giờ hẹn, bạn gặp bác sĩ qua cuộc gọi video mà
              không cần di chuyển.
            </p>
            <ol className={styles.steps}>
              {STEPS.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <strong>{step.title}</strong>
                    <div className={styles.muted}>{step.text}</div>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <div className={styles.detailGrid}>
            <section className={styles.card} aria-labelledby="needs-title">
              <h2 id="needs-title" className={styles.cardTitle}>
                Bạn cần chuẩn bị
              </h2>
              <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
                {NEEDS.map((need) => (
                  <li key={need}>{need}</li>
                ))}
              </ul>
              <p style={{ marginTop: 14 }}>
                <Link to={paths.booking.doctors.getHref()} className={styles.primaryLink}>
                  Tìm bác sĩ và đặt lịch
                </Link>
              </p>
            </section>
            <section className={styles.card} aria-labelledby="upcoming-title">
              <h2 id="upcoming-title" className={styles.cardTitle}>
                Lịch tư vấn sắp tới của bạn
              </h2>
              <UpcomingVisits />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

function UpcomingVisits() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const [now] = useState(() => Date.now());
  const { data, isLoading, error } = useGetMyBookingsQuery(
    { status: 'confirmed', page: 1, pageSize: 10 },
    { skip: !isAuthenticated, refetchOnMountOrArgChange: true },
  );
  if (!isAuthenticated)
    return <p className={styles.muted}>Đăng nhập để xem các lịch khám đã được xác nhận của bạn.</p>;
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <p role="alert">{getErrorMessage(error)}</p>;
  const upcoming = data.data.filter((booking) => new Date(booking.endAt).getTime() > now);
  if (upcoming.length === 0) return <Empty description="Bạn chưa có lịch khám đã xác nhận sắp tới" />;
  return (
    <>
      <p className={styles.muted}>
        Cuộc gọi video mở từ trang chi tiết của lịch khám, trong khung giờ đã hẹn.
      </p>
      <ul className={styles.bookingList}>
        {upcoming.map((booking) => (
          <li key={booking._id} className={styles.bookingCard}>
            <div className={styles.person}>
              <img
                src={booking.doctor.avatar.url}
                alt=""
                className={styles.personAvatar}
                width={56}
                height={56}
              />
              <div style={{ minWidth: 0 }}>
                <div className={styles.personName}>{doctorTitle(booking.doctor.name)}</div>
                <div className={styles.muted}>
                  {booking.doctor.specialty} · {booking.clinic.name}
                </div>
                <div>
                  Khung giờ: <strong>{formatAppointment(booking)}</strong>
                </div>
                <div className={styles.muted}>
                  {booking.code} · {formatVnd(booking.price)}
                </div>
                <Link to={paths.booking.bookingDetail.getHref(booking._id)}>Xem chi tiết lịch khám</Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
