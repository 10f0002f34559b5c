import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { DoctorsManager } from '@/features/admin-clinic';
import { selectAdmin } from '@/lib/auth-slice';

const CLINIC_MANAGERS = ['CLINIC', 'ADMIN'] as const;

/** `/admin/doctors`: the clinic's doctors (CLINIC its own; ADMIN every clinic's, with a clinic filter). */
export default function AdminDoctorsPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Quản lý bác sĩ" admin />
      <RequireAdminRole roles={CLINIC_MANAGERS}>
        <DoctorsManager canPickClinic={admin?.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
