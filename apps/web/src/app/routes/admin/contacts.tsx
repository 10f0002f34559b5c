import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ContactsManager } from '@/features/admin-contacts';

const ADMIN_ONLY = ['ADMIN'] as const;

/** `/admin/contacts`: the partnership requests of the public form (ADMIN only, api-contract §1.4; ADR 0030). */
export default function AdminContactsPage() {
  return (
    <>
      <PageTitle title="Liên hệ hợp tác" admin />
      <RequireAdminRole roles={ADMIN_ONLY}>
        <ContactsManager />
      </RequireAdminRole>
    </>
  );
}
