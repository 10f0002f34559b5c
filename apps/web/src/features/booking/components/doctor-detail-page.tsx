import {
  CalendarOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateFilled,
  TrophyOutlined,
} from '@ant-design/icons';
import { Button, Skeleton, Tabs, Tag } from 'antd';
import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatVnd, type Doctor } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { formatRating, RatingStars } from '@/components/product';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { asApiError } from '@/lib/query-error';
import { htmlToPlainText } from '@/lib/rich-text';
import { useGetDoctorQuery } from '../api/booking-api';
import { useJsonLd } from '@/app/ssr/head';
import { DOCTOR_JSON_LD_ID, doctorJsonLd } from '../utils/doctor-json-ld';
import { doctorTitle } from '../utils/format';
import { DoctorReviews } from './doctor-reviews';
import { DoctorSchedule } from './doctor-schedule';
import { SignInGate, type AuthModalComponent } from './sign-in-gate';
import styles from './booking.module.css';

export type DoctorDetailPageProps = {
  slug: string;
  /** The route passes the auth feature's modal (booking needs a signed-in customer, decision 10). */
  AuthModal: AuthModalComponent;
  /** The site's not-found page, shown for an unknown doctor. */
  NotFound: ComponentType;
  /** 'Liên hệ' (features/chat: the doctor's conversation, for a customer with a booking), composed by the route. */
  renderContact?: (doctor: Doctor) => ReactNode;
};

const TABS = { schedule: 'lich-kham', reviews: 'danh-gia' } as const;

/** `/doctor-detail/{slug}` (api-contract §3.9 `GET /doctors/{slug}`): the doctor, the schedule and booking, reviews. */
export function DoctorDetailPage({ slug, AuthModal, NotFound, renderContact }: DoctorDetailPageProps) {
  const { data, isLoading, isFetching, error, refetch } = useGetDoctorQuery(slug, { skip: slug === '' });
  const apiError = asApiError(error);
  const doctor = data && (data.slug === slug || data._id === slug) ? data : undefined;

  if (apiError && !isFetching && apiError.status === 404) return <NotFound />;
  if (apiError && !isFetching && !doctor) {
    return (
      <div className={styles.page}>
        <PageTitle clinic title="Thông tin chi tiết bác sĩ" />
        <div className={styles.container}>
          <div className={styles.card} role="alert">
            {getErrorMessage(error)}{' '}
            <Button type="link" onClick={() => void refetch()}>
              Thử lại
            </Button>
          </div>
        </div>
      </div>
    );
  }
  if (isLoading || !doctor) {
    return (
      <div className={styles.page} role="status" aria-label="Đang tải thông tin bác sĩ...">
        <div className={styles.container}>
          <div className={styles.card}>
            <Skeleton avatar active paragraph={{ rows: 5 }} />
          </div>
        </div>
      </div>
    );
  }
  return (
    <SignInGate AuthModal={AuthModal}>
      <DoctorView key={doctor._id} doctor={doctor} renderContact={renderContact} />
    </SignInGate>
  );
}

function DoctorView({
  doctor,
  renderContact,
}: {
  doctor: Doctor;
  renderContact: DoctorDetailPageProps['renderContact'];
}) {
  const [tab, setTab] = useState<string>(TABS.schedule);
  const scheduleRef = useRef<HTMLElement>(null);
  const name = doctorTitle(doctor.name);
  const about = htmlToPlainText(doctor.about).replace(/\s+/g, ' ');

  useJsonLd(
    DOCTOR_JSON_LD_ID,
    useCallback(
      (origin: string) =>
        doctorJsonLd(doctor, origin, `${origin}${paths.booking.doctorDetail.getHref(doctor.slug)}`),
      [doctor],
    ),
  );

  const goToSchedule = () => {
    setTab(TABS.schedule);
    scheduleRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <PageTitle
        clinic
        title={`${name} - Thông tin chi tiết bác sĩ`}
        description={about ? about.slice(0, 160) : `${name}, ${doctor.specialty} tại ${doctor.clinic.name}.`}
        image={doctor.avatar.url}
        type="profile"
      />
      <div className={styles.container}>
        <div className={styles.profile}>
          <section className={`${styles.card} ${styles.profileMain}`} aria-labelledby="doctor-name">
            <img src={doctor.avatar.url} alt={name} className={styles.avatar} width={132} height={132} />
            <div className={styles.profileBody}>
              <h1 id="doctor-name" className={styles.doctorName}>
                {name}
                <SafetyCertificateFilled className={styles.verified} aria-label="Bác sĩ đã xác minh" />
              </h1>
              <div className={styles.tags}>
                <Tag color="blue">{doctor.specialty}</Tag>
                <Tag color="cyan">{doctor.experience} năm kinh nghiệm</Tag>
              </div>
              <div className={styles.rating}>
                <RatingStars value={doctor.averageRating} count={doctor.reviewCount} size="md" />
                <span className={styles.muted}>
                  {doctor.reviewCount > 0
                    ? `${formatRating(doctor.averageRating)}/5 · ${doctor.reviewCount} đánh giá`
                    : 'Chưa có đánh giá'}
                </span>
              </div>
              <div className={styles.actions}>
                <Button type="primary" size="large" icon={<CalendarOutlined />} onClick={goToSchedule}>
                  Đặt lịch khám
                </Button>
                {renderContact?.(doctor)}
              </div>
            </div>
          </section>
          <aside className={`${styles.card} ${styles.clinicCard}`} aria-label="Phòng khám">
            <div className={styles.clinicHead}>
              <img src={doctor.clinic.logo.url} alt="" className={styles.clinicLogo} width={52} height={52} />
              <div style={{ minWidth: 0 }}>
                <div className={styles.clinicName}>{doctor.clinic.name}</div>
                <RatingStars value={doctor.clinic.averageRating} count={doctor.clinic.reviewCount} />
              </div>
            </div>
            {/* The server sanitises rich text on save (api-contract §1.9). */}
            <div
              className={`${styles.html} ${styles.muted}`}
              dangerouslySetInnerHTML={{ __html: doctor.clinic.address }}
            />
            <div>
              <PhoneOutlined /> {doctor.clinic.phone}
            </div>
            <div style={{ overflowWrap: 'anywhere' }}>
              <MailOutlined /> {doctor.clinic.email}
            </div>
            <div className={styles.tags}>
              {doctor.clinic.specialties.slice(0, 3).map((s) => (
                <Tag key={s}>{s}</Tag>
              ))}
              {doctor.clinic.specialties.length > 3 && <Tag>+{doctor.clinic.specialties.length - 3}</Tag>}
            </div>
            <Link to={paths.booking.clinicDetail.getHref(doctor.clinic.slug)}>Xem chi tiết phòng khám</Link>
          </aside>
        </div>

        <section className={styles.card} aria-label="Thông tin bác sĩ">
          <dl className={styles.tiles}>
            <div className={styles.tile}>
              <dt>
                <PhoneOutlined /> Điện thoại
              </dt>
              <dd>{doctor.phone}</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <MailOutlined /> Email
              </dt>
              <dd>{doctor.email}</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <TrophyOutlined /> Kinh nghiệm
              </dt>
              <dd>{doctor.experience} năm</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <DollarOutlined /> Phí khám
              </dt>
              <dd>{formatVnd(doctor.fees)}</dd>
            </div>
          </dl>
          <h2 className={styles.cardTitle} style={{ marginTop: 20 }}>
            Giới thiệu
          </h2>
          {doctor.about.trim() ? (
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: doctor.about }} />
          ) : (
            <p className={styles.muted}>Bác sĩ chưa cập nhật phần giới thiệu.</p>
          )}
        </section>

        <section
          ref={scheduleRef}
          className={styles.card}
          aria-label="Lịch khám và đánh giá"
          style={{ scrollMarginTop: 80 }}
        >
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: TABS.schedule,
                label: (
                  <span>
                    <ClockCircleOutlined /> Lịch khám
                  </span>
                ),
                children: <DoctorSchedule doctor={doctor} />,
              },
              { key: TABS.reviews, label: 'Đánh giá', children: <DoctorReviews doctor={doctor} /> },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
