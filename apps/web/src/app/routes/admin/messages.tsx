import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ChatInbox } from '@/features/chat';
import { useAppSelector } from '@/lib/store';
import { selectAdmin } from '@/lib/auth-slice';

const MESSAGE_ROLES = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/messages`: the support inbox (ADMIN and SUPPORT; other roles see a 403 result). */
export default function AdminMessagesPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Tin nhắn" admin />
      <RequireAdminRole roles={MESSAGE_ROLES}>
        <ChatInbox as="admin" role={admin?.role} />
      </RequireAdminRole>
    </>
  );
}
