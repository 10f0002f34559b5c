import { AuthModal } from '@/features/auth';
import { WaitlistPage } from '@/features/booking';

/** `/booking-waitlist` — the customer's waitlists and the slots offered to them (issue 30). */
export default function BookingWaitlistRoute() {
  return <WaitlistPage AuthModal={AuthModal} />;
}
