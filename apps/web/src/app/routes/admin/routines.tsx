import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { RoutinesManager } from '@/features/routines';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/routines`: the routines doctors recommended and how many turned into orders (ADMIN only). */
export default function AdminRoutinesPage() {
  return (
    <>
      <PageTitle title="Liệu trình gợi ý" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <RoutinesManager />
      </RequireAdminRole>
    </>
  );
}
