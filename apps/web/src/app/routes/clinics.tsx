import { PageTitle } from '@/components/page-title';
import { ClinicsPage, prefetchClinicsPage } from '@/features/clinic';
import { prefetchLoader } from '@/lib/prefetch';

/** `/clinics` — the clinic list with its filters in the address. */
export default function ClinicsRoute() {
  return (
    <>
      <PageTitle clinic title="Danh sách phòng khám" />
      <ClinicsPage />
    </>
  );
}

/** Server rendering and early fetching (ADR 0025). */
export const loader = prefetchLoader(prefetchClinicsPage);
