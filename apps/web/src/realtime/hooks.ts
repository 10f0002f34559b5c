import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientEventName, ClientEvents, ServerEventName, ServerEvents } from '@lumi/shared';
import { OFFLINE_ERROR, type ConnectionState, type RealtimeKind } from './types';
import { registry } from './registry';

/** The state of that kind's socket ('offline' when that kind is not signed in). */
export function useConnectionState(kind: RealtimeKind): ConnectionState {
  return useSyncExternalStore(
    registry.subscribe,
    () => registry.state(kind),
    () => 'offline',
  );
}

/** Nobody is online before a socket says so (and on a server render). */
const NO_ONLINE: ReadonlySet<string> = new Set();

/** Ids of online principals (`userOnlines`), union over the open sockets. */
export function useOnlineIds(): ReadonlySet<string> {
  return useSyncExternalStore(registry.subscribe, registry.onlineIds, () => NO_ONLINE);
}

export function useIsOnline(id: string | undefined): boolean {
  return useSyncExternalStore(
    registry.subscribe,
    () => (id ? registry.onlineIds().has(id) : false),
    () => false,
  );
}

/**
 * Subscribes to a server event of that kind's socket while mounted. The handler is kept in a ref, so a new
 * function on every render does not resubscribe; the subscription outlives reconnections.
 */
export function useSocketEvent<E extends ServerEventName>(
  kind: RealtimeKind,
  event: E,
  handler: (payload: ServerEvents[E]) => void,
): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(
    () => registry.listen(kind, event, (payload) => ref.current(payload as ServerEvents[E])),
    [kind, event],
  );
}

/** Connects a replaced socket of that kind again (the notice's button); nothing in any other state. */
export function resumeConnection(kind: RealtimeKind): void {
  registry.connection(kind)?.resume();
}

/**
 * Emits with an acknowledgement: resolves with `ack.data`, rejects with `{ code, message }` (Vietnamese); with
 * `OFFLINE` when that socket is not connected, and after 10 s without an answer.
 */
export function emitWithAck<E extends ClientEventName>(
  kind: RealtimeKind,
  event: E,
  payload: ClientEvents[E],
): Promise<unknown> {
  const connection = registry.connection(kind);
  if (!connection) return Promise.reject({ ...OFFLINE_ERROR });
  return connection.emitWithAck(event, payload);
}
