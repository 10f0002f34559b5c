import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { env } from '@/config/env';
import { registry } from './registry';
import type { LiveCacheUpdates, RealtimeKind } from './types';

/** Overrides for tests and stand-alone hosts; the product uses the defaults. */
export type RealtimeOptions = {
  /** The socket server's origin; by default the configured server origin, else the API's, else this page's. */
  origin?: string;
  /** Back-off overrides (tests); the product keeps SOCKET_CLIENT_OPTIONS (1 s growing to 5 s). */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
};

/** Where the sockets go: `VITE_SERVER_ORIGIN`, else the origin of an absolute `VITE_API_URL`, else this page. */
export function defaultSocketOrigin(): string {
  if (env.socketOrigin) return env.socketOrigin;
  if (/^https?:\/\//i.test(env.apiBaseUrl)) return new URL(env.apiBaseUrl).origin;
  return window.location.origin;
}

/** One kind's socket, open while that kind's account is signed in (another account gets another socket). */
function useKindSocket(
  kind: RealtimeKind,
  accountId: string | undefined,
  options: RealtimeOptions,
  cacheUpdates: LiveCacheUpdates,
): void {
  const dispatch = useAppDispatch();
  const { origin, reconnectionDelay, reconnectionDelayMax } = options;

  useEffect(() => {
    if (!accountId) return;
    let active = true;
    let close: (() => void) | undefined;
    registry.setState(kind, 'connecting');
    import('./live-socket')
      .then(({ openLiveSocket }) => {
        if (!active) return;
        close = openLiveSocket({
          kind,
          origin: origin ?? defaultSocketOrigin(),
          dispatch,
          cacheUpdates,
          reconnectionDelay,
          reconnectionDelayMax,
        });
      })
      .catch((error: unknown) => {
        // The socket code could not be downloaded (offline, a new deployment): the pages still work over HTTP.
        console.error('[realtime] the socket module did not load', error);
        if (active) registry.setState(kind, 'offline');
      });
    return () => {
      active = false;
      if (close) close();
      else registry.setState(kind, 'offline');
    };
  }, [kind, accountId, dispatch, cacheUpdates, origin, reconnectionDelay, reconnectionDelayMax]);
}

const NO_UPDATES: LiveCacheUpdates = {};

/**
 * Mounted once inside the Redux provider: one socket per signed-in kind (user, admin, doctor), each with its
 * own token (api-contract §5.1), opened when that kind's account is loaded and closed on sign-out. The socket
 * code loads with the first sign-in.
 */
export function RealtimeProvider({
  children,
  options = {},
  cacheUpdates = NO_UPDATES,
}: {
  children: ReactNode;
  options?: RealtimeOptions;
  /** The features' updates of their cached queries on server events (the app composes them); a constant. */
  cacheUpdates?: LiveCacheUpdates;
}) {
  const userId = useAppSelector((state) =>
    state.auth.isAuthenticated ? state.auth.userInfo?._id : undefined,
  );
  const adminId = useAppSelector((state) =>
    state.auth.isAuthenticatedAdmin ? state.auth.adminInfo?._id : undefined,
  );
  const doctorId = useAppSelector((state) =>
    state.auth.isAuthenticatedDoctor ? state.auth.doctorInfo?._id : undefined,
  );
  useKindSocket('user', userId, options, cacheUpdates);
  useKindSocket('admin', adminId, options, cacheUpdates);
  useKindSocket('doctor', doctorId, options, cacheUpdates);
  return <>{children}</>;
}
