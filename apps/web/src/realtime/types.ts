import { UI_TEXT, type ServerEventName, type ServerEvents } from '@lumi/shared';
import type { AppDispatch } from '@/lib/store';

/** The realtime module's plain types and constants (no socket.io-client here: it loads on sign-in). */

export type RealtimeKind = 'user' | 'admin' | 'doctor';
/**
 * `replaced`: a newer tab or device of the same account took this socket's place (ADR 0031); it stays closed until
 * this tab is looked at again or asked to go on.
 */
export type ConnectionState =
  'offline' | 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'replaced';

/** What a rejected emit rejects with: a shared error code and a Vietnamese message. */
export type RealtimeError = { code: string; message: string };

/** The acknowledgement wait of `emitWithAck`. */
export const ACK_TIMEOUT_MS = 10_000;

export const OFFLINE_ERROR: RealtimeError = { code: 'OFFLINE', message: 'Mất kết nối, đang kết nối lại…' };
/** No acknowledgement within ACK_TIMEOUT_MS: the HTTP layer's time-out code and words. */
export const TIMEOUT_ERROR: RealtimeError = { code: 'TIMEOUT_ERROR', message: UI_TEXT.timeoutError };

/** How one server event updates the RTK Query cache of a socket's kind. */
export type LiveCacheUpdate<E extends ServerEventName> = (
  dispatch: AppDispatch,
  kind: RealtimeKind,
  payload: ServerEvents[E],
) => void;
/** The cache updates of some events (a feature's, or the realtime module's own). */
export type LiveCacheUpdates = { [E in ServerEventName]?: LiveCacheUpdate<E> };
