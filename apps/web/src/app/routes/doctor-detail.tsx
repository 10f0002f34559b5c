import { useParams } from 'react-router';
import { ClinicAntd } from '@/app/antd-island';
import { DoctorDetailPage, prefetchDoctorPage } from '@/features/booking';
import { prefetchLoader } from '@/app/ssr/prefetch';
import { LazyAuthModal } from '@/features/auth';
import { ChatWithDoctorButton } from '@/features/chat';
import NotFoundRoute from './not-found';

/** The page is plain (no antd on first render, ADR 0034): the sign-in modal and its antd scope download when it opens. */
function AuthModal(props: { open: boolean; onClose: () => void }) {
  return (
    <ClinicAntd>
      <LazyAuthModal {...props} />
    </ClinicAntd>
  );
}

/** `/doctor-detail/{slug}` — a doctor, the schedule and booking. */
export default function DoctorDetailRoute() {
  const { slug = '' } = useParams();
  return (
    <DoctorDetailPage
      slug={slug}
      AuthModal={AuthModal}
      NotFound={NotFoundRoute}
      renderContact={(doctor) => <ChatWithDoctorButton doctorId={doctor._id} label="Liên hệ" />}
    />
  );
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchDoctorPage);
