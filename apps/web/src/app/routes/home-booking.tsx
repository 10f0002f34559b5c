import { PageTitle } from '@/components/page-title';
import { HomeBookingPage, prefetchHomeBookingPage } from '@/features/clinic';
import { prefetchLoader } from '@/lib/prefetch';

/** `/home-booking` — the booking area's home. */
export default function HomeBookingRoute() {
  return (
    <>
      <PageTitle clinic title="Phòng khám da liễu" />
      <HomeBookingPage />
    </>
  );
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchHomeBookingPage);
