import { useParams } from 'react-router';
import { BookingActionPage } from '@/features/booking';

/** `/booking-action/{token}` — a reminder's link: confirm or cancel the visit without signing in (issue 30). */
export default function BookingActionRoute() {
  const { token = '' } = useParams();
  return <BookingActionPage token={token} />;
}
