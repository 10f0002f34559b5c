import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_QUERY } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { useGetAccountQuery } from '../api/auth-api';
import { setUserToken } from '@/lib/auth-slice';

/**
 * The customer's session on the shop and booking sides (spec §2, §4):
 * - a `token` query parameter (the return from Google sign-in) is stored as the user token and
 *   removed from the address;
 * - while a token is stored and the user is not authenticated, the account is fetched (the
 *   endpoint updates the auth slice; a rejected token clears the token and the cart).
 * Returns `isLoading` for the full-screen loader.
 */
export function useUserSession(): { isLoading: boolean } {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoading = useAppSelector((state) => state.auth.isLoading);

  const params = new URLSearchParams(location.search);
  const tokenFromAddress = params.get(AUTH_QUERY.token);

  useEffect(() => {
    if (!tokenFromAddress) return;
    dispatch(setUserToken(tokenFromAddress));
    const rest = new URLSearchParams(location.search);
    rest.delete(AUTH_QUERY.token);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [tokenFromAddress, dispatch, navigate, location.pathname, location.search, location.hash]);

  // The query runs only while the slice says an account is awaited (token stored, not signed in).
  useGetAccountQuery(undefined, {
    skip: !isLoading || tokenFromAddress !== null,
    refetchOnMountOrArgChange: true,
  });

  return { isLoading: isLoading || tokenFromAddress !== null };
}
