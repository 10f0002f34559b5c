import { Link } from 'react-router';
import { DOCTOR_RECOMMEND_PAGE_SIZE, formatVnd, type Product } from '@lumi/shared';
import { PersonAvatar } from '@/components/person-avatar';
import { paths } from '@/config/paths';
import { useListRecommendedDoctorsQuery } from '../api/clinic-api';
import { recommendedDoctorsArgs } from '../recommend-prefetch';
import styles from './recommended-doctors.module.css';

/**
 * 'Bác sĩ tư vấn cho sản phẩm này': up to five doctors matching the product's categories
 * (`GET /doctors/doctor-recommend/`), each linking to the doctor's page. Nothing when none match or the call fails.
 */
export function RecommendedDoctors({ product }: { product: Product }) {
  const args = recommendedDoctorsArgs(product);
  const { data } = useListRecommendedDoctorsQuery(
    args ?? { categories: [], pageSize: DOCTOR_RECOMMEND_PAGE_SIZE },
    { skip: args === null },
  );
  const doctors = data?.data ?? [];
  if (doctors.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="bac-si-goi-y">
      <div className={styles.head}>
        <h2 id="bac-si-goi-y" className={styles.title}>
          Bác sĩ da liễu tư vấn
        </h2>
        <Link to={paths.booking.doctors.getHref()} className={styles.more}>
          Xem tất cả bác sĩ
        </Link>
      </div>
      <p className={styles.lead}>Cần lời khuyên trước khi dùng? Đặt lịch với bác sĩ chuyên về vấn đề này.</p>
      <ul className={styles.list}>
        {doctors.map((doctor) => (
          <li key={doctor._id}>
            <Link to={paths.booking.doctorDetail.getHref(doctor.slug)} className={styles.card}>
              <PersonAvatar src={doctor.avatar.url} name={doctor.name} size={56} className={styles.avatar} />
              <span className={styles.body}>
                <strong className={styles.name}>{doctor.name}</strong>
                <span className={styles.meta}>{doctor.specialty}</span>
                <span className={styles.meta}>{doctor.clinic.name}</span>
                <span className={styles.fee}>{formatVnd(doctor.fees)} / lượt khám</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
