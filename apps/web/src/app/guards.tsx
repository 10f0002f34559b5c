import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/store';

/**
 * A protected shop route (spec §2: /order-return, /account, /order-detail/{id}): a signed-out
 * visitor goes to /auth once loading has finished.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAppSelector((state) => state.auth);
  const location = useLocation();
  if (isLoading) return <FullScreenLoader variant="shop" />;
  if (!isAuthenticated) {
    return (
      <Navigate
        to={paths.shop.auth.getHref()}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  return children;
}

/**
 * Where a visitor goes once signed in on /auth (ADR 0066): back to the page that sent them there (a protected route,
 * 'Báo khi có hàng'…) when its location state names one of this site's pages, otherwise / (spec §2).
 */
export function returnPathOf(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return paths.shop.home.getHref();
  if (from === paths.shop.auth.getHref() || from.startsWith(`${paths.shop.auth.getHref()}?`))
    return paths.shop.home.getHref();
  return from;
}

/** /auth is for signed-out visitors only: a signed-in user is sent back where they came from, or to / (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAppSelector((state) => state.auth);
  const location = useLocation();
  if (isLoading) return <FullScreenLoader variant="shop" />;
  if (isAuthenticated) return <Navigate to={returnPathOf(location.state)} replace />;
  return children;
}
