import { Navigate } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { signedInLoader } from '@/lib/prefetch';
import { AdminSessionError, AdminShell, prefetchAdminAccount, useAdminSession } from '@/features/admin';
import { ChatUnreadBadge } from '@/features/chat';
import { ReconnectingNotice } from '@/realtime';

/**
 * Every admin route except the login (spec §2): needs an admin sign-in — a signed-out visitor goes
 * to /admin — and sits inside the admin frame with its heading (the admin theme comes from `admin-area`).
 */
export function AdminLayout() {
  const session = useAdminSession();
  switch (session.status) {
    case 'loading':
      return <FullScreenLoader variant="admin" />;
    case 'anonymous':
      return <Navigate to={paths.admin.login.getHref()} replace />;
    case 'unavailable':
      return <AdminSessionError message={session.message} onRetry={session.retry} />;
    case 'authenticated':
      return (
        <>
          <AdminShell
            admin={session.admin}
            navBadges={
              session.admin.role === 'CLINIC' ? undefined : { messages: <ChatUnreadBadge as="admin" /> }
            }
          />
          <ReconnectingNotice kind="admin" floating />
        </>
      );
  }
}

export default AdminLayout;

/** The admin's account, asked for beside the screen's queries (ADR 0040). */
export const loader = signedInLoader('admin', prefetchAdminAccount);
