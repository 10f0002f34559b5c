import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ClinicInfo } from '@/features/admin-clinic';

const CLINIC_ONLY = ['CLINIC'] as const;

/** `/admin/clinics-info`: the CLINIC account's own clinic (ADMIN manages clinics at /admin/clinics). */
export default function AdminClinicInfoPage() {
  return (
    <>
      <PageTitle title="Thông tin phòng khám" admin />
      <RequireAdminRole roles={CLINIC_ONLY}>
        <ClinicInfo />
      </RequireAdminRole>
    </>
  );
}
