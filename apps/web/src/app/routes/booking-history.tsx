import { AuthModal } from '@/features/auth';
import { BookingHistoryPage } from '@/features/booking';

/** `/booking-history` — the customer's bookings. */
export default function BookingHistoryRoute() {
  return <BookingHistoryPage AuthModal={AuthModal} />;
}
