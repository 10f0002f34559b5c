import { Link } from 'react-router';
import { formatVnd, type ClinicSummary, type DoctorSummary } from '@lumi/shared';
import { RatingStars } from '@/components/product/rating-stars';
import { paths } from '@/config/paths';
import { htmlToPlainText } from '@/lib/rich-text';
import styles from './pages.module.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words[words.length - 1] ?? '').charAt(0).toUpperCase();
}

/** A doctor found by the site search: photo, name, specialty, clinic, fee, rating. */
export function DoctorResultCard({ doctor }: { doctor: DoctorSummary }) {
  return (
    <article className={styles.personCard} aria-label={doctor.name}>
      <div className={styles.avatar} aria-hidden="true">
        {doctor.avatar ? (
          <img src={doctor.avatar.url} alt="" width={72} height={72} loading="lazy" />
        ) : (
          initials(doctor.name)
        )}
      </div>
      <div className={styles.personBody}>
        <h3 className={styles.personName}>
          <Link to={paths.booking.doctorDetail.getHref(doctor.slug)} className={styles.personLink}>
            {doctor.name}
          </Link>
        </h3>
        <span className={styles.personSpecialty}>{doctor.specialty}</span>
        <p className={styles.personMeta}>
          {doctor.experience > 0 ? `${doctor.experience} năm kinh nghiệm · ` : ''}
          {doctor.clinic.name}
        </p>
        <div className={styles.personFooter}>
          <span className={styles.personFee}>
            {formatVnd(doctor.fees)}
            <span className={styles.personFeeUnit}> / lượt khám</span>
          </span>
          <RatingStars value={doctor.averageRating} count={doctor.reviewCount} />
        </div>
      </div>
    </article>
  );
}

/** A clinic found by the site search: logo, name, address, specialties, doctors, rating. */
export function ClinicResultCard({ clinic }: { clinic: ClinicSummary }) {
  const address = htmlToPlainText(clinic.address);
  const fee = clinic.feeRange
    ? clinic.feeRange.min === clinic.feeRange.max
      ? formatVnd(clinic.feeRange.min)
      : `${formatVnd(clinic.feeRange.min)} - ${formatVnd(clinic.feeRange.max)}`
    : null;
  return (
    <article className={styles.personCard} aria-label={clinic.name}>
      <div className={`${styles.avatar} ${styles.clinicLogo}`} aria-hidden="true">
        <img src={clinic.logo.url} alt="" width={72} height={72} loading="lazy" />
      </div>
      <div className={styles.personBody}>
        <h3 className={styles.personName}>
          <Link to={paths.booking.clinicDetail.getHref(clinic.slug)} className={styles.personLink}>
            {clinic.name}
          </Link>
        </h3>
        {address ? <p className={styles.personMeta}>{address}</p> : null}
        {clinic.specialties.length > 0 ? (
          <p className={styles.personMeta}>{clinic.specialties.slice(0, 3).join(' · ')}</p>
        ) : null}
        <div className={styles.personFooter}>
          <RatingStars value={clinic.averageRating} count={clinic.reviewCount} />
          <span className={styles.personMeta}>{clinic.doctorCount} bác sĩ</span>
          {fee ? <span className={styles.personFee}>{fee}</span> : null}
        </div>
      </div>
    </article>
  );
}
