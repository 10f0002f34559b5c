import { useParams } from 'react-router';
import { AuthModal } from '@/features/auth';
import { DoctorDetailPage } from '@/features/booking';
import { ChatWithDoctorButton } from '@/features/chat';
import NotFoundRoute from './not-found';

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
