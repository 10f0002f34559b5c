import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/responsive-image';
import { formatVnd, type ClinicSummary, type DoctorSummary } from '@lumi/shared';
import { EnvironmentIcon, RightIcon, TeamIcon } from '@/components/icons';
import { PersonAvatar } from '@/components/person-avatar';
import { RatingStars, formatRating } from '@/components/product';
import { paths } from '@/config/paths';
import { htmlToPlainText } from '@/lib/rich-text';
import styles from './cards.module.css';

/** A clinic card's banner: a column of the clinics grid on a wide screen, the screen's width on a phone. */
const CLINIC_CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw';

const DOCTOR_AVATAR_PX = 84;

/** '4,5' — one decimal with the Vietnamese decimal comma. */
export const formatAverage = formatRating;

/** Stars and '(n đánh giá)'. */
export function RatingLine({ value, count }: { value: number; count: number }) {
  return (
    <span className={styles.ratingLine}>
      <RatingStars value={value} size="md" />
      <span className={styles.ratingCount}>({count} đánh giá)</span>
    </span>
  );
}

/** Up to `max` specialties, then '+N'. */
export function SpecialtyTags({ specialties, max = 3 }: { specialties: string[]; max?: number }) {
  const shown = specialties.slice(0, max);
  const rest = specialties.length - shown.length;
  return (
    <div className={styles.tags}>
      {shown.map((specialty) => (
        <span key={specialty} className={`${styles.tag} ${styles.tagBlue}`}>
          {specialty}
        </span>
      ))}
      {rest > 0 ? (
        <span className={styles.tag} title={specialties.slice(max).join(', ')}>
          +{rest}
        </span>
      ) : null}
    </div>
  );
}

export function feeRangeText(feeRange: ClinicSummary['feeRange']): string | null {
  if (!feeRange) return null;
  return feeRange.min === feeRange.max
    ? formatVnd(feeRange.min)
    : `${formatVnd(feeRange.min)} - ${formatVnd(feeRange.max)}`;
}

/** A clinic card: first banner, logo, name, rating, up to 3 specialties +N, address, link. */
export function ClinicCard({ clinic }: { clinic: ClinicSummary }) {
  const href = paths.booking.clinicDetail.getHref(clinic.slug);
  const banner = clinic.banners[0];
  const address = htmlToPlainText(clinic.address).replace(/\n+/g, ', ');
  const fee = feeRangeText(clinic.feeRange);
  return (
    <article className={styles.clinicCard} aria-label={clinic.name}>
      <Link to={href} className={styles.clinicBanner} tabIndex={-1} aria-hidden="true">
        {banner ? (
          <ResponsiveImage src={banner.url} alt="" width={1280} height={560} sizes={CLINIC_CARD_SIZES} />
        ) : null}
      </Link>
      <div className={styles.clinicBody}>
        <ResponsiveImage
          className={styles.clinicLogo}
          src={clinic.logo.url}
          alt={`Logo ${clinic.name}`}
          width={320}
          height={320}
          sizes="64px"
        />
        <h3 className={styles.cardTitle}>
          <Link to={href}>{clinic.name}</Link>
        </h3>
        <RatingLine value={clinic.averageRating} count={clinic.reviewCount} />
        <SpecialtyTags specialties={clinic.specialties} />
        {address ? (
          <p className={styles.cardMeta}>
            <EnvironmentIcon className={styles.metaIcon} /> {address}
          </p>
        ) : null}
        <p className={styles.cardMeta}>
          <TeamIcon className={styles.metaIcon} /> {clinic.doctorCount} bác sĩ
          {fee ? <span className={styles.cardFee}> · Phí khám {fee}</span> : null}
        </p>
        <Link to={href} className={styles.cardLink}>
          Xem chi tiết <RightIcon className={styles.linkIcon} />
        </Link>
      </div>
    </article>
  );
}

/** A doctor card: photo, name, specialty, experience, clinic, fee, rating, link to the doctor's page. */
export function DoctorCard({ doctor }: { doctor: DoctorSummary }) {
  const href = paths.booking.doctorDetail.getHref(doctor.slug);
  return (
    <article className={styles.doctorCard} aria-label={doctor.name}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.doctorAvatarLink}>
        <PersonAvatar
          src={doctor.avatar.url}
          name={doctor.name}
          size={DOCTOR_AVATAR_PX}
          className={styles.doctorAvatar}
        />
      </Link>
      <div className={styles.doctorBody}>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{doctor.name}</Link>
        </h3>
        <div className={styles.tags}>
          <span className={`${styles.tag} ${styles.tagBlue}`}>{doctor.specialty}</span>
          {doctor.experience > 0 ? (
            <span className={styles.tag}>{doctor.experience} năm kinh nghiệm</span>
          ) : null}
        </div>
        <RatingLine value={doctor.averageRating} count={doctor.reviewCount} />
        <p className={styles.cardMeta}>{doctor.clinic.name}</p>
        <p className={styles.doctorFee}>
          {formatVnd(doctor.fees)}
          <span className={styles.doctorFeeUnit}> / lượt khám</span>
        </p>
        <Link to={href} className={styles.cardLink}>
          Xem hồ sơ và đặt lịch <RightIcon className={styles.linkIcon} />
        </Link>
      </div>
    </article>
  );
}
