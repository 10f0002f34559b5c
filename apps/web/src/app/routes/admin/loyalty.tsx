import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { MoneyInput } from '@/features/admin-catalog';
import { LoyaltyProgramSettings } from '@/features/admin-loyalty';

const ADMIN_ONLY = ['ADMIN'] as const;

/**
 * `/admin/loyalty`: the points programme and its tiers (ADMIN only), given the catalogue's amount input (handed in
 * here: features do not import each other).
 */
export default function AdminLoyaltyPage() {
  return (
    <>
      <PageTitle title="Điểm thưởng" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <LoyaltyProgramSettings MoneyInput={MoneyInput} />
      </RequireAdminRole>
    </>
  );
}
