import type { AdminAccount } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { selectAdmin } from '@/lib/auth-slice';
import { isApiError } from '@/lib/errors';
import { tokens } from '@/lib/storage';
import { useGetAdminAccountQuery } from '../api/admin-api';

const isRejectedToken = (status: number) => status === 401 || status === 403;

export type AdminSession =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; admin: AdminAccount }
  /** A token is stored but the account could not be loaded (offline, server error): it is kept. */
  | { status: 'unavailable'; message: string; retry: () => void };

/**
 * The admin's session (spec §2, §4): when an admin token is stored and the admin is not loaded yet,
 * `GET /admin/auth/account` runs; a rejected token is cleared and the admin marked signed out by the
 * endpoint. Used by the admin login page and the guarded admin layout.
 */
export function useAdminSession(): AdminSession {
  const isAuthenticatedAdmin = useAppSelector((state) => state.auth.isAuthenticatedAdmin);
  const admin = useAppSelector(selectAdmin);
  // Read on every render: the slice changes whenever the token does (login, logout, rejection).
  const hasToken = tokens.get('admin') !== null;
  const isSignedIn = isAuthenticatedAdmin && admin !== null;

  const query = useGetAdminAccountQuery(undefined, {
    skip: !hasToken || isSignedIn,
    refetchOnMountOrArgChange: true,
  });

  if (isSignedIn && hasToken) return { status: 'authenticated', admin };
  if (!hasToken) return { status: 'anonymous' };
  // A rejected token (401/403) is being cleared by the endpoint: keep waiting for that, no error flash.
  if (query.isError && !query.isFetching && isApiError(query.error) && !isRejectedToken(query.error.status)) {
    return { status: 'unavailable', message: query.error.message, retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
