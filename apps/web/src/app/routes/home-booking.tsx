import { PageTitle } from '@/components/page-title';
import { HomeBookingPage } from '@/features/clinic';

/** `/home-booking` — the booking area's home. */
export default function HomeBookingRoute() {
  return (
    <>
      <PageTitle clinic title="Phòng khám da liễu" />
      <HomeBookingPage />
    </>
  );
}
