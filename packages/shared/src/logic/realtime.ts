import type { PrincipalKind } from '../enums';

// ── limits (api-contract §5.1, §5.4) ─────────────────────────────────────────

export const CHAT_CONTENT_MAX = 2000;
export const CHAT_ATTACHMENTS_MAX = 5;
/**
 * At most this many client events in any window of `windowMs`, per account (kind and id) across all its sockets and
 * server processes (ADR 0031).
 */
export const SOCKET_RATE_LIMIT = { events: 20, windowMs: 10_000 } as const;
/**
 * At most this many sockets per account and kind (several tabs and devices); a newer one closes the oldest with
 * `connection:replaced` (ADR 0031).
 */
export const SOCKETS_PER_ACCOUNT = 5;
/** A typing indicator lapses after this long without renewal. */
export const CHAT_TYPING_LAPSE_MS = 5_000;
/** A call nobody answers ends with `timeout` after this long. */
export const CALL_RING_TIMEOUT_MS = 45_000;
/** socket.io client options of api-contract §5.1 / spec §9. */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

export const CALL_END_REASONS = [
  'hangup',
  'rejected',
  'busy',
  'timeout',
  'offline',
  'answered_elsewhere',
  'disconnected',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** Room names (api-contract §5.2): joined by the server only. */
export const ROOMS = {
  principal: (kind: PrincipalKind, id: string) => `${kind}:${id}`,
  staffShop: 'staff:shop',
  clinic: (clinicId: string) => `clinic:${clinicId}`,
} as const;
