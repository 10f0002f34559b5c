import type { ServerEventName } from '@lumi/shared';
import type { RealtimeConnection } from './connection';
import type { ConnectionState, RealtimeKind } from './types';

/**
 * The tab's open sockets, their states, the online ids and the event listeners, outside React so that
 * `emitWithAck` works from any code and hooks subscribe with `useSyncExternalStore`. The provider is the only
 * writer; listeners are kept per kind and event, independent of any socket's lifetime (a screen may
 * subscribe before the socket opens, and keeps its subscription across reconnections).
 */

export const REALTIME_KINDS: readonly RealtimeKind[] = ['user', 'admin', 'doctor'];

type EventListener = (payload: unknown) => void;

const connections = new Map<RealtimeKind, RealtimeConnection>();
const states: Record<RealtimeKind, ConnectionState> = {
  user: 'offline',
  admin: 'offline',
  doctor: 'offline',
};
const onlineByKind: Record<RealtimeKind, readonly string[]> = { user: [], admin: [], doctor: [] };
const EMPTY: ReadonlySet<string> = new Set();
let onlineUnion: ReadonlySet<string> = EMPTY;
const eventListeners = new Map<string, Set<EventListener>>();
const storeListeners = new Set<() => void>();

const keyOf = (kind: RealtimeKind, event: string) => `${kind}\u0000${event}`;

function notifyStore(): void {
  for (const listener of storeListeners) listener();
}

function recomputeOnline(): void {
  const ids = new Set<string>();
  for (const kind of REALTIME_KINDS) for (const id of onlineByKind[kind]) ids.add(id);
  onlineUnion = ids.size === 0 ? EMPTY : ids;
}

export const registry = {
  subscribe(listener: () => void): () => void {
    storeListeners.add(listener);
    return () => storeListeners.delete(listener);
  },

  connection(kind: RealtimeKind): RealtimeConnection | undefined {
    return connections.get(kind);
  },
  attach(connection: RealtimeConnection): void {
    connections.set(connection.kind, connection);
  },
  /** Only the connection that is still registered for its kind is removed (a newer one may have replaced it). */
  detach(connection: RealtimeConnection): void {
    if (connections.get(connection.kind) === connection) connections.delete(connection.kind);
  },

  state(kind: RealtimeKind): ConnectionState {
    return states[kind];
  },
  setState(kind: RealtimeKind, state: ConnectionState): void {
    if (states[kind] === state) return;
    states[kind] = state;
    // Presence is only known while connected; the server sends the list again on every connection.
    if (state !== 'connected' && onlineByKind[kind].length > 0) {
      onlineByKind[kind] = [];
      recomputeOnline();
    }
    notifyStore();
  },

  onlineIds(): ReadonlySet<string> {
    return onlineUnion;
  },
  setOnline(kind: RealtimeKind, ids: readonly string[]): void {
    onlineByKind[kind] = ids.filter((id) => typeof id === 'string');
    recomputeOnline();
    notifyStore();
  },

  listen(kind: RealtimeKind, event: ServerEventName, listener: EventListener): () => void {
    const key = keyOf(kind, event);
    let set = eventListeners.get(key);
    if (!set) {
      set = new Set();
      eventListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) eventListeners.delete(key);
    };
  },
  /** Hands a server event to every listener of that kind; one failing listener does not stop the others. */
  dispatch(kind: RealtimeKind, event: ServerEventName, payload: unknown): void {
    const set = eventListeners.get(keyOf(kind, event));
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`[realtime] ${event} listener failed`, error);
      }
    }
  },
};
