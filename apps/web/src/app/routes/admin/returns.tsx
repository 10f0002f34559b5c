import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ReturnsList, prefetchAdminReturns } from '@/features/admin-returns';
import { signedInLoader } from '@/lib/prefetch';

const RETURN_ROLES = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/returns`: the customers' returns and refunds (ADMIN decides; SUPPORT reads; other roles see a 403 result). */
export default function AdminReturnsPage() {
  return (
    <>
      <PageTitle title="Trả hàng" admin />
      <RequireAdminRole roles={RETURN_ROLES}>
        <ReturnsList />
      </RequireAdminRole>
    </>
  );
}

/** The screen's first queries, asked for while its code runs (ADR 0040). */
export const loader = signedInLoader('admin', prefetchAdminReturns);
