import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ClinicBookingsManager } from '@/features/admin-clinic';
import { selectAdmin } from '@/lib/auth-slice';

const CLINIC_MANAGERS = ['CLINIC', 'ADMIN'] as const;

/** `/admin/bookings`: the clinic's bookings and their status moves (CLINIC its own; ADMIN every clinic). */
export default function AdminBookingsPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Quản lý lịch khám" admin />
      <RequireAdminRole roles={CLINIC_MANAGERS}>
        <ClinicBookingsManager canPickClinic={admin?.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
