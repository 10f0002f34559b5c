import type { ReactNode } from 'react';
import type { AdminRole } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { selectAdmin } from '@/lib/auth-slice';
import { getAdminHomePath } from '../utils/admin-navigation';
import { ForbiddenResult } from './forbidden-result';

type RequireAdminRoleProps = { roles: readonly AdminRole[]; children: ReactNode };

/**
 * Shows the page only to the given roles; any other signed-in role gets a 403 result with a way back.
 * Used inside the admin layout, which has already made sure an admin is signed in.
 */
export function RequireAdminRole({ roles, children }: RequireAdminRoleProps) {
  const admin = useAppSelector(selectAdmin);
  if (!admin) return null;
  if (!roles.includes(admin.role))
    return <ForbiddenResult allowed={roles} homePath={getAdminHomePath(admin.role)} />;
  return children;
}
