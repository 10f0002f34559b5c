import { useParams } from 'react-router';
import { ClinicAuthModal } from '@/app/clinic-auth-modal';
import { DoctorDetailPage, prefetchDoctorPage } from '@/features/booking';
import { prefetchLoader } from '@/lib/prefetch';
import { ChatWithDoctorButton } from '@/features/chat';
import NotFoundRoute from './not-found';

/** `/doctor-detail/{slug}` — a doctor, the schedule and booking. */
export default function DoctorDetailRoute() {
  const { slug = '' } = useParams();
  return (
    <DoctorDetailPage
      slug={slug}
      AuthModal={ClinicAuthModal}
      NotFound={NotFoundRoute}
      renderContact={(doctor) => <ChatWithDoctorButton doctorId={doctor._id} label="Liên hệ" />}
    />
  );
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchDoctorPage);
