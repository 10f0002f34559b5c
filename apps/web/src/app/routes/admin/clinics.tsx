import { useCallback } from 'react';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole, useCreateAdminAccountMutation } from '@/features/admin';
import { ClinicsManager, type ClinicOwnerInput } from '@/features/admin-clinic';

const ADMIN_ONLY = ['ADMIN'] as const;

/**
 * `/admin/clinics` (ADMIN): every clinic. A new clinic's owner account is made with the admin accounts API
 * (the admin feature's endpoint, handed in here: features do not import each other).
 */
export default function AdminClinicsPage() {
  const [createAccount] = useCreateAdminAccountMutation();
  const createOwnerAccount = useCallback(
    async (owner: ClinicOwnerInput) => {
      const result = await createAccount({ ...owner, rePassword: owner.password, role: 'CLINIC' }).unwrap();
      return result.admin._id;
    },
    [createAccount],
  );
  return (
    <>
      <PageTitle title="Quản lý phòng khám" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <ClinicsManager createOwnerAccount={createOwnerAccount} />
      </RequireAdminRole>
    </>
  );
}
