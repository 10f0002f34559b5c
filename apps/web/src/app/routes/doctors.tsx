import { PageTitle } from '@/components/page-title';
import { DoctorsPage } from '@/features/clinic';

/** `/doctors` — the doctor list with its filters in the address. */
export default function DoctorsRoute() {
  return (
    <>
      <PageTitle clinic title="Danh sách bác sĩ" />
      <DoctorsPage />
    </>
  );
}
