import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Link, useSearchParams } from 'react-router';
import { formatVnd, type Doctor } from '@lumi/shared';
import {
  CalendarIcon,
  ClockCircleIcon,
  MailIcon,
  PhoneIcon,
  SafetyCertificateFilledIcon,
} from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { formatRating, RatingStars } from '@/components/product';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { asApiError } from '@/lib/query-error';
import { htmlToPlainText } from '@/lib/rich-text';
import { useGetDoctorQuery } from '../api/booking-api';
import { useJsonLd } from '@/lib/page-head';
import { DOCTOR_JSON_LD_ID, doctorJsonLd } from '../utils/doctor-json-ld';
import { doctorTitle } from '../utils/format';
import { DollarIcon, TrophyIcon } from './doctor-icons';
import { DoctorReviews } from './doctor-reviews';
import { DoctorSchedule } from './doctor-schedule';
import { SignInGate, type AuthModalComponent } from './sign-in-gate';
import styles from './booking.module.css';
import plain from './doctor-page.module.css';

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
type TabKey = (typeof TABS)[keyof typeof TABS];

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
            <button type="button" className={plain.linkButton} onClick={() => void refetch()}>
              Thử lại
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (isLoading || !doctor) {
    return (
      <div className={styles.page} role="status" aria-label="Đang tải thông tin bác sĩ...">
        <div className={styles.container}>
          <div className={`${styles.card} ${plain.skeletonCard}`}>
            <span className={`${plain.skeleton} ${plain.skeletonAvatar}`} />
            <span className={plain.skeletonLines}>
              {[40, 100, 100, 100, 100, 60].map((width, i) => (
                <span key={i} className={plain.skeleton} style={{ width: `${width}%` }} />
              ))}
            </span>
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
  const [tab, setTab] = useState<TabKey>(TABS.schedule);
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

  // A link to a slot (a waitlist offer, `?date=…&time=…`) lands on the schedule, below the profile on a phone.
  const [params] = useSearchParams();
  const askedDate = params.get('date');
  useEffect(() => {
    if (askedDate) scheduleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [askedDate]);

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
            <ResponsiveImage
              src={doctor.avatar.url}
              alt={name}
              className={styles.avatar}
              width={480}
              height={480}
              sizes="132px"
              priority
            />
            <div className={styles.profileBody}>
              <h1 id="doctor-name" className={styles.doctorName}>
                {name}
                <span className={styles.verified} role="img" aria-label="Bác sĩ đã xác minh">
                  <SafetyCertificateFilledIcon />
                </span>
              </h1>
              <div className={styles.tags}>
                <span className={`${plain.tag} ${plain.tagBlue}`}>{doctor.specialty}</span>
                <span className={`${plain.tag} ${plain.tagCyan}`}>{doctor.experience} năm kinh nghiệm</span>
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
                <button type="button" className={plain.primaryButton} onClick={goToSchedule}>
                  <CalendarIcon />
                  Đặt lịch khám
                </button>
                {renderContact?.(doctor)}
              </div>
            </div>
          </section>
          <aside className={`${styles.card} ${styles.clinicCard}`} aria-label="Phòng khám">
            <div className={styles.clinicHead}>
              <ResponsiveImage
                src={doctor.clinic.logo.url}
                alt=""
                className={styles.clinicLogo}
                width={160}
                height={160}
                sizes="52px"
              />
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
              <PhoneIcon /> {doctor.clinic.phone}
            </div>
            <div style={{ overflowWrap: 'anywhere' }}>
              <MailIcon /> {doctor.clinic.email}
            </div>
            <div className={styles.tags}>
              {doctor.clinic.specialties.slice(0, 3).map((s) => (
                <span key={s} className={plain.tag}>
                  {s}
                </span>
              ))}
              {doctor.clinic.specialties.length > 3 && (
                <span className={plain.tag}>+{doctor.clinic.specialties.length - 3}</span>
              )}
            </div>
            <Link to={paths.booking.clinicDetail.getHref(doctor.clinic.slug)}>Xem chi tiết phòng khám</Link>
          </aside>
        </div>

        <section className={styles.card} aria-label="Thông tin bác sĩ">
          <dl className={styles.tiles}>
            <div className={styles.tile}>
              <dt>
                <PhoneIcon /> Điện thoại
              </dt>
              <dd>{doctor.phone}</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <MailIcon /> Email
              </dt>
              <dd>{doctor.email}</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <TrophyIcon /> Kinh nghiệm
              </dt>
              <dd>{doctor.experience} năm</dd>
            </div>
            <div className={styles.tile}>
              <dt>
                <DollarIcon /> Phí khám
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
          <DoctorTabs
            active={tab}
            onChange={setTab}
            tabs={[
              {
                key: TABS.schedule,
                label: (
                  <>
                    <ClockCircleIcon /> Lịch khám
                  </>
                ),
                panel: <DoctorSchedule doctor={doctor} />,
              },
              { key: TABS.reviews, label: 'Đánh giá', panel: <DoctorReviews doctor={doctor} /> },
            ]}
          />
        </section>
      </div>
    </div>
  );
}

type Tab = { key: TabKey; label: ReactNode; panel: ReactNode };

/**
 * The schedule and the reviews as tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them and show the
 * one reached; Tab goes on into the panel). A panel is rendered from its first showing (the reviews are fetched
 * then) and kept, hidden, afterwards, so the chosen day and slot survive a look at the reviews.
 */
function DoctorTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: Tab[];
  active: TabKey;
  onChange: (key: TabKey) => void;
}) {
  const [shown, setShown] = useState<TabKey[]>([active]);
  if (!shown.includes(active)) setShown([...shown, active]);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    list.current?.querySelector<HTMLElement>(`#doctor-tab-${tab.key}`)?.focus();
  };

  return (
    <div>
      <div
        ref={list}
        className={plain.tabList}
        role="tablist"
        aria-label="Lịch khám và đánh giá"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              id={`doctor-tab-${tab.key}`}
              type="button"
              role="tab"
              className={plain.tab}
              aria-selected={selected}
              aria-controls={`doctor-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`doctor-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`doctor-tab-${tab.key}`}
          className={plain.tabPanel}
          hidden={tab.key !== active}
        >
          {shown.includes(tab.key) ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
