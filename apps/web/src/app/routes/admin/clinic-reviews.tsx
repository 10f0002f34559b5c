import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ClinicReviewsManager } from '@/features/admin-clinic';
import { selectAdmin } from '@/lib/auth-slice';

const CLINIC_MANAGERS = ['CLINIC', 'ADMIN'] as const;

/** `/admin/clinics/reviews`: customers' reviews of the clinic (CLINIC its own; ADMIN every clinic). */
export default function AdminClinicReviewsPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Đánh giá phòng khám" admin />
      <RequireAdminRole roles={CLINIC_MANAGERS}>
        <ClinicReviewsManager canPickClinic={admin?.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
