import { PageTitle } from '@/components/page-title';
import { DoctorsPage, prefetchDoctorsPage } from '@/features/clinic';
import { prefetchLoader } from '@/lib/prefetch';

/** `/doctors` — the doctor list with its filters in the address. */
export default function DoctorsRoute() {
  return (
    <>
      <PageTitle clinic title="Danh sách bác sĩ" />
      <DoctorsPage />
    </>
  );
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchDoctorsPage);
