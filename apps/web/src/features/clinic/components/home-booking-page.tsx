import { CalendarIcon, MedicineBoxIcon, RightIcon, UserIcon } from '@/components/icons';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { asApiError } from '@/lib/query-error';
import { useGetClinicFilterOptionsQuery, useListClinicsQuery, useListDoctorsQuery } from '../api/clinic-api';
import { CardList } from './card-list';
import { ClinicCard, DoctorCard } from './cards';
import { ClinicSearchBox } from './clinic-search-box';
import { CheckCircleIcon, FlaskIcon, SkinDropIcon, SmileIcon } from './service-icons';
import styles from './clinic-pages.module.css';

/** How many featured doctors and clinics the home shows. */
const FEATURED_COUNT = 6;

const SERVICES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Điều trị mụn',
    text: 'Mụn viêm, mụn ẩn, mụn nội tiết và thâm sau mụn, với phác đồ theo từng loại da.',
    icon: <MedicineBoxIcon />,
  },
  {
    title: 'Trị nám - tàn nhang',
    text: 'Đánh giá sắc tố, tư vấn laser và chăm sóc tại nhà để làn da đều màu hơn.',
    icon: <FlaskIcon />,
  },
  {
    title: 'Trẻ hóa da',
    text: 'Cải thiện nếp nhăn, độ đàn hồi và lỗ chân lông bằng liệu trình phù hợp độ tuổi.',
    icon: <SmileIcon />,
  },
  {
    title: 'Tư vấn da liễu',
    text: 'Khám và tư vấn các vấn đề da, tóc, móng; hướng dẫn chọn sản phẩm chăm sóc đúng cách.',
    icon: <SkinDropIcon />,
  },
];

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Chọn Bác Sĩ',
    text: 'Tìm bác sĩ theo chuyên khoa, phòng khám, kinh nghiệm và đánh giá của người đã khám.',
    icon: <UserIcon />,
  },
  {
    title: 'Chọn Lịch Khám',
    text: 'Xem các khung giờ còn trống trong 60 ngày tới và chọn giờ thuận tiện cho bạn.',
    icon: <CalendarIcon />,
  },
  {
    title: 'Xác Nhận Đặt Lịch',
    text: 'Điền thông tin người khám, nhận email xác nhận và thanh toán tại phòng khám.',
    icon: <CheckCircleIcon />,
  },
];

function SectionHead({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className={styles.sectionHead}>
      <div>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p className={styles.sectionText}>{text}</p>
      </div>
      {link ? (
        <Link to={link.to} className={styles.sectionLink}>
          {link.label} <RightIcon aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

function FeaturedDoctors() {
  const list = useListDoctorsQuery();
  const error = asApiError(list.error);
  const doctors = list.data?.data.slice(0, FEATURED_COUNT);
  return (
    <section className={styles.section} aria-labelledby="bac-si-noi-bat">
      <div className={styles.container}>
        <div id="bac-si-noi-bat">
          <SectionHead
            title="Bác Sĩ Nổi Bật"
            text="Bác sĩ da liễu được nhiều khách hàng tin chọn."
            link={{ to: paths.booking.doctors.getHref(), label: 'Xem tất cả bác sĩ' }}
          />
        </div>
        <CardList
          kind="doctor"
          noun="bác sĩ"
          items={doctors}
          error={error}
          onRetry={() => void list.refetch()}
          skeletonCount={3}
          empty={{ title: 'Chưa có bác sĩ', description: 'Các bác sĩ sẽ sớm có mặt trên Lumi Clinic.' }}
          label="Bác sĩ nổi bật"
          jsonLdId="lumi-jsonld-featured-doctors"
          card={(doctor) => <DoctorCard doctor={doctor} />}
        />
      </div>
    </section>
  );
}

function FeaturedClinics() {
  const list = useListClinicsQuery();
  const error = asApiError(list.error);
  const clinics = list.data?.data.slice(0, FEATURED_COUNT);
  return (
    <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="phong-kham-noi-bat">
      <div className={styles.container}>
        <div id="phong-kham-noi-bat">
          <SectionHead
            title="Phòng Khám Nổi Bật"
            text="Phòng khám da liễu hợp tác cùng Lumi, lịch làm việc minh bạch."
            link={{ to: paths.booking.clinics.getHref(), label: 'Xem tất cả phòng khám' }}
          />
        </div>
        <CardList
          kind="clinic"
          noun="phòng khám"
          items={clinics}
          error={error}
          onRetry={() => void list.refetch()}
          skeletonCount={3}
          empty={{
            title: 'Chưa có phòng khám',
            description: 'Các phòng khám sẽ sớm có mặt trên Lumi Clinic.',
          }}
          label="Phòng khám nổi bật"
          jsonLdId="lumi-jsonld-featured-clinics"
          card={(clinic) => <ClinicCard clinic={clinic} />}
        />
      </div>
    </section>
  );
}

function Specialties() {
  const { data } = useGetClinicFilterOptionsQuery();
  const specialties = data?.specialties.options ?? [];
  if (specialties.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="chuyen-khoa">
      <div className={styles.container}>
        <div id="chuyen-khoa">
          <SectionHead title="Chuyên Khoa" text="Tìm phòng khám theo vấn đề da bạn quan tâm." />
        </div>
        <ul className={styles.specialtyList}>
          {specialties.map((specialty) => (
            <li key={specialty.value}>
              <Link
                to={paths.booking.clinics.getHref({ specialties: specialty.value })}
                className={styles.specialtyChip}
              >
                {specialty.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** `/home-booking`: the booking area's home. */
export function HomeBookingPage() {
  return (
    <div className={styles.page}>
      <section className={styles.homeHero} aria-labelledby="home-booking-title">
        <div className={`${styles.container} ${styles.homeHeroInner}`}>
          <p className={styles.eyebrow}>Lumi Clinic</p>
          <h1 id="home-booking-title" className={styles.homeTitle}>
            Đặt lịch khám da liễu nhanh chóng, minh bạch
          </h1>
          <p className={styles.homeLead}>
            Tìm bác sĩ và phòng khám da liễu uy tín, xem lịch trống và đặt lịch chỉ trong vài bước.
          </p>
          <ClinicSearchBox />
          <div className={styles.heroLinks}>
            <Link to={paths.booking.clinics.getHref()} className={styles.heroButton}>
              Tìm phòng khám
            </Link>
            <Link to={paths.booking.doctors.getHref()} className={styles.heroButtonGhost}>
              Tìm bác sĩ
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="dich-vu">
        <div className={styles.container}>
          <div id="dich-vu">
            <SectionHead title="Dịch Vụ" text="Những vấn đề da được khám và điều trị nhiều nhất." />
          </div>
          <ul className={styles.serviceGrid}>
            {SERVICES.map((service) => (
              <li key={service.title} className={styles.serviceCard}>
                <span className={styles.serviceIcon} aria-hidden="true">
                  {service.icon}
                </span>
                <h3 className={styles.serviceTitle}>{service.title}</h3>
                <p className={styles.serviceText}>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="quy-trinh">
        <div className={styles.container}>
          <div id="quy-trinh">
            <SectionHead title="Quy Trình Đặt Lịch" text="Ba bước để có lịch khám với bác sĩ da liễu." />
          </div>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stepIcon} aria-hidden="true">
                  {step.icon}
                </span>
                <h3 className={styles.serviceTitle}>{step.title}</h3>
                <p className={styles.serviceText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeaturedDoctors />
      <FeaturedClinics />
      <Specialties />
    </div>
  );
}
