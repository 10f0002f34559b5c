import { useParams } from 'react-router';
import { AuthModal } from '@/features/auth';
import { BookingDetailPage } from '@/features/booking';
import { BookingCallButton } from '@/features/call';
import { ChatWithDoctorButton } from '@/features/chat';
import { BookingRoutines } from '@/features/routines';
import { BookingSkinShare } from '@/features/skin';
import NotFoundRoute from './not-found';

/** `/booking-detail/{id}` — one of the customer's bookings. */
export default function BookingDetailRoute() {
  const { id = '' } = useParams();
  return (
    <BookingDetailPage
      id={id}
      AuthModal={AuthModal}
      NotFound={NotFoundRoute}
      renderCall={(booking) => <BookingCallButton booking={booking} as="user" />}
      renderChat={(booking) => <ChatWithDoctorButton doctorId={booking.doctor._id} />}
      renderRoutines={(booking) => (
        <BookingRoutines bookingId={booking._id} doctorSlug={booking.doctor.slug} />
      )}
      renderSkin={(booking) => <BookingSkinShare booking={booking} />}
    />
  );
}
