import { useParams } from 'react-router';
import { AuthModal } from '@/features/auth';
import { BookingDetailPage } from '@/features/booking';
import NotFoundRoute from './not-found';

/** `/booking-detail/{id}` — one of the customer's bookings. */
export default function BookingDetailRoute() {
  const { id = '' } = useParams();
  return <BookingDetailPage id={id} AuthModal={AuthModal} NotFound={NotFoundRoute} />;
}
