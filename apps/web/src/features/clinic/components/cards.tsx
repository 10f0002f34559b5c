import { EnvironmentOutlined, RightOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Rate, Tag } from 'antd';
import { Link } from 'react-router';
import { formatVnd, type ClinicSummary, type DoctorSummary } from '@lumi/shared';
import { paths } from '@/config/paths';
import { htmlToPlainText } from '@/lib/rich-text';
import styles from './clinic-pages.module.css';

/** '4,5' — one decimal with the Vietnamese decimal comma. */
export function formatAverage(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

/** Stars and '(n đánh giá)'. */
export function RatingLine({ value, count }: { value: number; count: number }) {
  return (
    <span className={styles.ratingLine}>
      <Rate
        disabled
        allowHalf
        value={Math.round(value * 2) / 2}
        className={styles.rate}
        aria-label={`Đánh giá ${formatAverage(value)} trên 5 sao`}
      />
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
        <Tag key={specialty} color="blue" className={styles.tag}>
          {specialty}
        </Tag>
      ))}
      {rest > 0 ? (
        <Tag className={styles.tag} title={specialties.slice(max).join(', ')}>
          +{rest}
        </Tag>
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
        {banner ? <img src={banner.url} alt="" loading="lazy" /> : null}
      </Link>
      <div className={styles.clinicBody}>
        <img className={styles.clinicLogo} src={clinic.logo.url} alt={`Logo ${clinic.name}`} loading="lazy" />
        <h3 className={styles.cardTitle}>
          <Link to={href}>{clinic.name}</Link>
        </h3>
        <RatingLine value={clinic.averageRating} count={clinic.reviewCount} />
        <SpecialtyTags specialties={clinic.specialties} />
        {address ? (
          <p className={styles.cardMeta}>
            <EnvironmentOutlined aria-hidden="true" /> {address}
          </p>
        ) : null}
        <p className={styles.cardMeta}>
          <TeamOutlined aria-hidden="true" /> {clinic.doctorCount} bác sĩ
          {fee ? <span className={styles.cardFee}> · Phí khám {fee}</span> : null}
        </p>
        <Link to={href} className={styles.cardLink}>
          Xem chi tiết <RightOutlined aria-hidden="true" />
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
        <Avatar size={84} src={doctor.avatar.url} icon={<UserOutlined />} className={styles.doctorAvatar} />
      </Link>
      <div className={styles.doctorBody}>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{doctor.name}</Link>
        </h3>
        <div className={styles.tags}>
          <Tag color="blue" className={styles.tag}>
            {doctor.specialty}
          </Tag>
          {doctor.experience > 0 ? (
            <Tag className={styles.tag}>{doctor.experience} năm kinh nghiệm</Tag>
          ) : null}
        </div>
        <RatingLine value={doctor.averageRating} count={doctor.reviewCount} />
        <p className={styles.cardMeta}>{doctor.clinic.name}</p>
        <p className={styles.doctorFee}>
          {formatVnd(doctor.fees)}
          <span className={styles.doctorFeeUnit}> / lượt khám</span>
        </p>
        <Link to={href} className={styles.cardLink}>
          Xem hồ sơ và đặt lịch <RightOutlined aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
