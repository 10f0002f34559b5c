import { useCallback, useState, type ReactNode } from 'react';
import { weekdayName, type Clinic, type WorkingDay } from '@lumi/shared';
import { createIcon, EnvironmentIcon, MailIcon, PhoneIcon, ZoomInIcon } from '@/components/icons';
import { LaterLightbox, preloadLightbox } from '@/components/lightbox';
import { PageTitle } from '@/components/page-title';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { htmlToPlainText } from '@/lib/rich-text';
import { asApiError } from '@/lib/query-error';
import { useGetClinicQuery, useListDoctorsQuery } from '../api/clinic-api';
import { useJsonLd } from '@/lib/page-head';
import { clinicJsonLd } from '../utils/json-ld';
import { BannerGallery } from './banner-gallery';
import { DoctorCard, RatingLine, formatAverage, feeRangeText } from './cards';
import { ClinicReviews } from './clinic-reviews';
import { DetailTabs } from './detail-tabs';
import { ListEmpty, ListError } from './list-states';
import pageStyles from './clinic-pages.module.css';
import styles from './clinic-detail.module.css';
import { CLINIC_DOCTORS_PAGE_SIZE } from '../prefetch';

/** Three linked dots (share). */
const ShareIcon = createIcon(
  'ShareIcon',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);

/** How wide a photo of the clinic is shown (a grid of ~160 px tiles, two a row on phones). */
const PHOTO_SIZES = '(min-width: 601px) 200px, 45vw';

/** Google Maps searched for the clinic's address. */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export type ClinicDetailPageProps = {
  slug: string;
  /** Shown when the clinic does not exist or is not active (the route passes the not-found page). */
  notFound: ReactNode;
};

/** `/clinic-detail/{slug}`: one active clinic, its doctors, hours and reviews. */
export function ClinicDetailPage({ slug, notFound }: ClinicDetailPageProps) {
  const query = useGetClinicQuery(slug, { skip: slug === '' });
  const error = asApiError(query.error);
  const clinic = query.data && query.data.slug === slug ? query.data : undefined;

  if (error && !query.isFetching && (error.code === 'CLINIC_NOT_FOUND' || error.status === 404)) {
    return <>{notFound}</>;
  }
  if (error && !query.isFetching && !clinic) {
    return (
      <div className={pageStyles.page}>
        <PageTitle clinic title="Thông tin chi tiết phòng khám" />
        <div className={pageStyles.container}>
          <ListError
            error={error}
            onRetry={() => void query.refetch()}
            title="Không tải được thông tin phòng khám"
          />
        </div>
      </div>
    );
  }
  if (!clinic) {
    return (
      <div className={pageStyles.page} role="status" aria-label="Đang tải phòng khám...">
        <div className={pageStyles.container}>
          <div className={`${styles.banner} ${styles.bannerSkeleton} ${styles.shimmer}`} />
          <div className={styles.headSkeleton} aria-hidden="true">
            <span className={`${styles.logoSkeleton} ${styles.shimmer}`} />
            <span className={styles.linesSkeleton}>
              <span className={styles.shimmer} />
              <span className={styles.shimmer} />
              <span className={styles.shimmer} />
            </span>
          </div>
        </div>
      </div>
    );
  }
  return <ClinicView key={clinic._id} clinic={clinic} />;
}

function ClinicView({ clinic }: { clinic: Clinic }) {
  const address = htmlToPlainText(clinic.address).replace(/\n+/g, ', ');
  const description = htmlToPlainText(clinic.description).replace(/\s+/g, ' ');
  const [tab, setTab] = useState('overview');

  useJsonLd(
    'lumi-jsonld-clinic',
    useCallback(
      (origin: string) =>
        clinicJsonLd(clinic, `${origin}${paths.booking.clinicDetail.getHref(clinic.slug)}`, origin),
      [clinic],
    ),
  );

  const share = async () => {
    const url = `${window.location.origin}${paths.booking.clinicDetail.getHref(clinic.slug)}`;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Đã sao chép liên kết phòng khám');
    } catch {
      notify.error('Không sao chép được liên kết, vui lòng sao chép từ thanh địa chỉ');
    }
  };

  return (
    <div className={pageStyles.page}>
      <PageTitle
        clinic
        title={`${clinic.name} - Thông tin chi tiết phòng khám`}
        description={description ? description.slice(0, 160) : undefined}
      />
      <div className={pageStyles.container}>
        <BannerGallery banners={clinic.banners} name={clinic.name} />

        <section className={styles.head} aria-labelledby="clinic-name">
          <ResponsiveImage
            src={clinic.logo.url}
            alt={`Logo ${clinic.name}`}
            className={styles.logo}
            width={192}
            height={192}
            sizes="96px"
          />
          <div className={styles.info}>
            <h1 id="clinic-name" className={styles.name}>
              {clinic.name}
            </h1>
            <div className={styles.rating}>
              <strong>{formatAverage(clinic.averageRating)}</strong>
              <RatingLine value={clinic.averageRating} count={clinic.reviewCount} />
            </div>
            <ul className={styles.contactList}>
              {address ? (
                <li>
                  <EnvironmentIcon className={styles.contactIcon} /> {address}
                </li>
              ) : null}
              <li>
                <PhoneIcon className={styles.contactIcon} />{' '}
                <a href={`tel:${clinic.phone}`}>{clinic.phone}</a>
              </li>
              <li>
                <MailIcon className={styles.contactIcon} />{' '}
                <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
              </li>
            </ul>
          </div>
          <div className={styles.actions}>
            {address ? (
              <a
                className={styles.actionButton}
                href={mapsHref(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <EnvironmentIcon /> Xem bản đồ
              </a>
            ) : null}
            <button type="button" className={styles.actionButton} onClick={() => void share()}>
              <ShareIcon /> Chia sẻ
            </button>
          </div>
        </section>

        <DetailTabs
          className={styles.tabs}
          label={`Thông tin ${clinic.name}`}
          active={tab}
          onChange={setTab}
          items={[
            { key: 'overview', label: 'Tổng quan', render: () => <ClinicOverview clinic={clinic} /> },
            {
              key: 'reviews',
              label: `Đánh giá (${clinic.reviewCount})`,
              render: () => <ClinicReviews clinicId={clinic._id} />,
            },
          ]}
        />
      </div>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The clinic's photos: a grid of thumbnails, each opening the pictures full screen. */
function ClinicPhotos({ clinic }: { clinic: Clinic }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.gallery}>
        {clinic.images.map((image, index) => (
          <li key={image.publicId}>
            <button
              type="button"
              className={styles.galleryButton}
              aria-haspopup="dialog"
              onPointerEnter={() => void preloadLightbox()}
              onFocus={() => void preloadLightbox()}
              onClick={() => setOpen(index)}
            >
              <ResponsiveImage
                src={image.url}
                alt={`Hình ảnh ${clinic.name} ${index + 1}`}
                className={styles.galleryImage}
                width={640}
                height={480}
                sizes={PHOTO_SIZES}
              />
              <span className={styles.galleryZoom} aria-hidden="true">
                <ZoomInIcon />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <LaterLightbox
          images={clinic.images}
          label={`Hình ảnh ${clinic.name}`}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

function ClinicOverview({ clinic }: { clinic: Clinic }) {
  const fee = feeRangeText(clinic.feeRange);
  return (
    <div className={styles.overview}>
      <div className={styles.overviewMain}>
        <Block id="gioi-thieu" title="Giới thiệu">
          {clinic.description.trim() ? (
            <div
              className={styles.prose}
              // The server sanitises rich text on save (api-contract §1.9).
              dangerouslySetInnerHTML={{ __html: clinic.description }}
            />
          ) : (
            <p className={pageStyles.muted}>Phòng khám chưa có bài giới thiệu.</p>
          )}
        </Block>
        <Block id="chuyen-khoa" title="Chuyên khoa">
          <ul className={styles.tags}>
            {clinic.specialties.map((specialty) => (
              <li key={specialty} className={styles.tag}>
                {specialty}
              </li>
            ))}
          </ul>
        </Block>
        {clinic.images.length > 0 ? (
          <Block id="hinh-anh" title="Hình ảnh phòng khám">
            <ClinicPhotos clinic={clinic} />
          </Block>
        ) : null}
        <Block id="doi-ngu-bac-si" title="Đội ngũ bác sĩ">
          <ClinicDoctors clinicId={clinic._id} />
        </Block>
      </div>
      <aside className={styles.overviewSide}>
        <Block id="thong-ke" title="Thống kê">
          <dl className={styles.stats}>
            <div>
              <dt>Bác sĩ</dt>
              <dd>{clinic.doctorCount}</dd>
            </div>
            <div>
              <dt>Đánh giá trung bình</dt>
              <dd>{clinic.reviewCount > 0 ? `${formatAverage(clinic.averageRating)} / 5` : 'Chưa có'}</dd>
            </div>
            <div>
              <dt>Lượt đánh giá</dt>
              <dd>{clinic.reviewCount}</dd>
            </div>
            {fee ? (
              <div>
                <dt>Phí khám</dt>
                <dd>{fee}</dd>
              </div>
            ) : null}
          </dl>
        </Block>
        <Block id="thoi-gian-lam-viec" title="Thời gian làm việc">
          <WorkingHours days={clinic.workingHours} />
        </Block>
      </aside>
    </div>
  );
}

/** The seven days: open hours and the break, or 'Đóng cửa'. */
export function WorkingHours({ days }: { days: WorkingDay[] }) {
  return (
    <ul className={styles.hours}>
      {days.map((day) => (
        <li key={day.dayOfWeek} className={day.isOpen ? undefined : styles.hoursClosed}>
          <span className={styles.hoursDay}>{weekdayName(day.dayOfWeek)}</span>
          {day.isOpen ? (
            <span className={styles.hoursTime}>
              {day.startTime} - {day.endTime}
              {day.breakTime ? (
                <span className={styles.hoursBreak}>
                  Nghỉ trưa {day.breakTime.start} - {day.breakTime.end}
                </span>
              ) : null}
            </span>
          ) : (
            <span className={styles.hoursTime}>Đóng cửa</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The clinic's doctors, five at a time with 'Xem thêm'. */
function ClinicDoctors({ clinicId }: { clinicId: string }) {
  const [pages, setPages] = useState(1);
  return (
    <div>
      <ul className={styles.doctorList}>
        {Array.from({ length: pages }, (_, index) => (
          <ClinicDoctorsPage
            key={index}
            clinicId={clinicId}
            page={index + 1}
            isLast={index + 1 === pages}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </ul>
    </div>
  );
}

function ClinicDoctorsPage({
  clinicId,
  page,
  isLast,
  onMore,
}: {
  clinicId: string;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const list = useListDoctorsQuery({ clinic: [clinicId], page, pageSize: CLINIC_DOCTORS_PAGE_SIZE });
  const error = asApiError(list.error);
  const doctors = list.data?.data;
  const pagination = list.data?.pagination;
  if (error && !doctors) {
    return (
      <li className={styles.doctorListWide}>
        <ListError
          error={error}
          onRetry={() => void list.refetch()}
          title="Không tải được danh sách bác sĩ"
        />
      </li>
    );
  }
  if (!doctors) {
    return (
      <li className={styles.doctorListWide} role="status" aria-label="Đang tải bác sĩ...">
        <span className={styles.doctorSkeleton} aria-hidden="true">
          <span className={`${styles.avatarSkeleton} ${styles.shimmer}`} />
          <span className={styles.linesSkeleton}>
            <span className={styles.shimmer} />
            <span className={styles.shimmer} />
          </span>
        </span>
      </li>
    );
  }
  if (page === 1 && doctors.length === 0) {
    return (
      <li className={styles.doctorListWide}>
        <ListEmpty
          title="Chưa có bác sĩ"
          description="Phòng khám chưa có bác sĩ nhận lịch trên Lumi Clinic."
        />
      </li>
    );
  }
  return (
    <>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
      {isLast && pagination && pagination.page < pagination.totalPage ? (
        <li className={styles.doctorListWide}>
          <button type="button" className={styles.moreButton} onClick={onMore}>
            Xem thêm
          </button>
        </li>
      ) : null}
    </>
  );
}
