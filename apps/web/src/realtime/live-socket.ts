import type { AppDispatch } from '@/lib/store';
import { adminLoggedOut, doctorLoggedOut, userLoggedOut } from '@/lib/auth-slice';
import { notify } from '@/lib/notify';
import { tokens } from '@/lib/storage';
import { CORE_CACHE_UPDATES, refetchLiveData } from './cache-sync';
import { RealtimeConnection } from './connection';
import { registry } from './registry';
import type { LiveCacheUpdate, LiveCacheUpdates, RealtimeKind } from './types';

/**
 * Loaded on the first sign-in (with socket.io-client), so a visitor's first page does not download it.
 */

export type LiveSocketOptions = {
  kind: RealtimeKind;
  origin: string;
  dispatch: AppDispatch;
  /** The features' cache updates, beside the realtime module's own. */
  cacheUpdates?: LiveCacheUpdates;
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
};

const SIGN_OUT = { user: userLoggedOut, admin: adminLoggedOut, doctor: doctorLoggedOut } as const;

/**
 * Opens that kind's socket, registers it (state, presence, events) and keeps the RTK Query cache in step with
 * its events; answers the function that closes it all.
 */
export function openLiveSocket({
  kind,
  origin,
  dispatch,
  cacheUpdates,
  reconnectionDelay,
  reconnectionDelayMax,
}: LiveSocketOptions) {
  const updates = { ...CORE_CACHE_UPDATES, ...cacheUpdates };
  const stops = Object.entries(updates).map(([event, update]) =>
    registry.listen(kind, event as keyof LiveCacheUpdates, (payload) =>
      (update as LiveCacheUpdate<keyof LiveCacheUpdates>)(dispatch, kind, payload as never),
    ),
  );
  const connection = new RealtimeConnection({
    kind,
    origin,
    getToken: () => tokens.get(kind),
    reconnectionDelay,
    reconnectionDelayMax,
    onState: (state) => registry.setState(kind, state),
    onEvent: (event, payload) => {
      if (event === 'userOnlines' && Array.isArray(payload)) registry.setOnline(kind, payload as string[]);
      registry.dispatch(kind, event, payload);
    },
    onReconnected: () => refetchLiveData(dispatch),
    // Like an HTTP 401 on that kind's account call: the token is dropped and that kind is signed out.
    onRefused: (reason) => {
      notify.warning(reason.message);
      dispatch(SIGN_OUT[kind]());
    },
  });
  registry.attach(connection);
  connection.open();
  return () => {
    stops.forEach((stop) => stop());
    registry.detach(connection);
    connection.close();
  };
}
