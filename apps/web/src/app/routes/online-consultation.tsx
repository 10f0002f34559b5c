import { OnlineConsultationPage } from '@/features/booking';
import { BookingCallButton } from '@/features/call';

/** `/online-consultation` — how online visits work, and the customer's confirmed visits to come with their call. */
export default function OnlineConsultationRoute() {
  return (
    <OnlineConsultationPage renderCall={(booking) => <BookingCallButton booking={booking} as="user" />} />
  );
}
