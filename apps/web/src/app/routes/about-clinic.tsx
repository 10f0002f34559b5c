import { PageTitle } from '@/components/page-title';
import { AboutPage } from '@/features/clinic';

/** `/about-lumi-clinic` — what Lumi Clinic is and how booking works. */
export default function AboutClinicRoute() {
  return (
    <>
      <PageTitle clinic title="Giới thiệu về hệ thống các phòng khám hợp tác Lumi Clinic" />
      <AboutPage />
    </>
  );
}
