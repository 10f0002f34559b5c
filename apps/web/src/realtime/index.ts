/**
 * The web's realtime connection (api-contract §5): one socket per signed-in kind, presence, server events into
 * the RTK Query cache, acknowledged emits, and the reconnecting notice. Chat (features/chat) and calls
 * (features/call) build on these exports only.
 */
export type {
  ConnectionState,
  LiveCacheUpdate,
  LiveCacheUpdates,
  RealtimeKind,
  RealtimeError,
} from './types';
export { RealtimeProvider, type RealtimeOptions } from './realtime-provider';
export { useConnectionState, useOnlineIds, useIsOnline, useSocketEvent, emitWithAck } from './hooks';
export { ReconnectingNotice } from './reconnecting-notice';
