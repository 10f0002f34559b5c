import { PageTitle } from '@/components/page-title';
import { ClinicsPage } from '@/features/clinic';

/** `/clinics` — the clinic list with its filters in the address. */
export default function ClinicsRoute() {
  return (
    <>
      <PageTitle clinic title="Danh sách phòng khám" />
      <ClinicsPage />
    </>
  );
}
