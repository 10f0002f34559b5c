import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { DoctorCreateForm } from '@/features/admin-clinic';
import { selectAdmin } from '@/lib/auth-slice';

const CLINIC_MANAGERS = ['CLINIC', 'ADMIN'] as const;

/** `/admin/doctors/create`: 'Tạo thông tin bác sĩ' (CLINIC for its clinic; ADMIN picks the clinic). */
export default function AdminDoctorCreatePage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Tạo thông tin bác sĩ" admin />
      <RequireAdminRole roles={CLINIC_MANAGERS}>
        <DoctorCreateForm canPickClinic={admin?.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
