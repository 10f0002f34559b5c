import { Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { consultationWindow, formatAppointment, formatVnd, callTimeOf, type Booking } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { useIsOnline } from '@/realtime';
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
    text: 'Từ 15 phút trước giờ hẹn, bấm “Vào cuộc gọi” ở đây hoặc trên trang chi tiết lịch khám; bác sĩ cũng có thể gọi cho bạn.',
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

/** The route's call button of one booking (features/call), composed by the route. */
export type RenderBookingCall = (booking: Booking) => ReactNode;

/**
 * `/online-consultation`: how an online visit works, and the customer's confirmed visits to come with their call
 * window, the doctor's online state and the call button.
 */
export function OnlineConsultationPage({ renderCall }: { renderCall: RenderBookingCall }) {
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
              <UpcomingVisits renderCall={renderCall} />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

function UpcomingVisits({ renderCall }: { renderCall: RenderBookingCall }) {
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
  // A visit stays listed until its call window closes (30 minutes after its end).
  const upcoming = data.data
    .filter((booking) => consultationWindow(booking).closesAt.getTime() > now)
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  if (upcoming.length === 0) return <Empty description="Bạn chưa có lịch khám đã xác nhận sắp tới" />;
  return (
    <>
      <p className={styles.muted}>
        Cuộc gọi video mở từ 15 phút trước giờ khám đến 30 phút sau khi kết thúc.
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
                <CallWindowLine booking={booking} />
                <div style={{ margin: '8px 0' }}>{renderCall(booking)}</div>
                <Link to={paths.booking.bookingDetail.getHref(booking._id)}>Xem chi tiết lịch khám</Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Giờ gọi: 08:45 – 10:00' and whether the doctor is online now ('Mở lúc 08:45' stands by the button). */
function CallWindowLine({ booking }: { booking: Booking }) {
  const online = useIsOnline(booking.doctor._id);
  const window = consultationWindow(booking);
  return (
    <div>
      Giờ gọi: <strong>{callTimeOf(window.opensAt)}</strong> – <strong>{callTimeOf(window.closesAt)}</strong>{' '}
      ·{' '}
      <span style={{ color: online ? '#16a34a' : undefined }} className={online ? undefined : styles.muted}>
        {online ? 'Bác sĩ đang trực tuyến' : 'Bác sĩ đang ngoại tuyến'}
      </span>
    </div>
  );
}
