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

/** /auth is for signed-out visitors only: a signed-in user is sent to / (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAppSelector((state) => state.auth);
  if (isLoading) return <FullScreenLoader variant="shop" />;
  if (isAuthenticated) return <Navigate to={paths.shop.home.getHref()} replace />;
  return children;
}
