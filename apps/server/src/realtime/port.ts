import type { AdminRole, ClientEventName, PrincipalKind, ServerEventName, ServerEvents } from '@lumi/shared';

/** Who holds a socket: fixed at the handshake from a verified token (api-contract §5.1). */
export type SocketPrincipal = {
  kind: PrincipalKind;
  id: string;
  /** Admin accounts only. */
  role?: AdminRole;
  /** CLINIC admin accounts only: the clinic they run. */
  clinicId?: string | null;
};

/** What a client event handler learns about the socket that sent it. */
export type SocketContext = { principal: SocketPrincipal; socketId: string };

/**
 * Handles one client event. The payload is unvalidated (parse it with the shared zod schema); the returned value
 * becomes the ack's `data`; an AppError thrown becomes `{ ok: false, code, message }` (a ZodError becomes
 * VALIDATION_ERROR with the first issue's message). The hub applies the per-account rate limit (ADR 0031) before calling it.
 */
export type ClientEventHandler = (context: SocketContext, payload: unknown) => Promise<unknown>;

/** What the rest of the server may ask of the realtime layer. A no-op hub exists for tests and scripts. */
export interface RealtimeHub {
  /** Emits to rooms, across every server process when the Redis adapter is on. */
  emit<E extends ServerEventName>(
    rooms: string | readonly string[],
    event: E,
    payload: ServerEvents[E],
    options?: { exceptSocketId?: string },
  ): void;
  /** Emits to one socket, wherever it is connected. */
  emitToSocket<E extends ServerEventName>(socketId: string, event: E, payload: ServerEvents[E]): void;
  /** Whether the principal has at least one socket on any process. */
  isOnline(kind: PrincipalKind, id: string): Promise<boolean>;
  /** The ids of the principal's sockets on every process. */
  socketsOf(kind: PrincipalKind, id: string): Promise<string[]>;
  /** Registers the handler of a client event (one per event). */
  handle(event: ClientEventName, handler: ClientEventHandler): void;
  /** Called after a socket has gone (calls in progress end with `disconnected`). */
  onDisconnect(listener: (context: SocketContext) => void): void;
  /**
   * Checks again the token of every socket of this principal, on every process: a socket whose token is no longer
   * valid (password changed, account disabled, token revoked) gets `auth:expired` and is closed.
   */
  revalidate(kind: PrincipalKind, id: string): void;
}
