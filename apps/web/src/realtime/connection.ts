import { io, type Socket } from 'socket.io-client';
import {
  ERRORS,
  SOCKET_CLIENT_OPTIONS,
  type ClientEventName,
  type ClientEvents,
  type ServerEventName,
  type SocketAck,
} from '@lumi/shared';
import {
  ACK_TIMEOUT_MS,
  OFFLINE_ERROR,
  TIMEOUT_ERROR,
  type ConnectionState,
  type RealtimeError,
  type RealtimeKind,
} from './types';

/** Why the server refused the socket (api-contract §5.1): a refused handshake or `auth:expired`. */
export type RefusalReason = { code: string; message: string };

export type ConnectionOptions = {
  kind: RealtimeKind;
  /** The server's origin, e.g. 'https://lumi.vn' (the socket path comes from SOCKET_CLIENT_OPTIONS). */
  origin: string;
  /** Read at every (re)connection attempt, so a renewed token (password change) is used at once. */
  getToken: () => string | null;
  /** Overrides of the back-off (tests only; the product uses SOCKET_CLIENT_OPTIONS). */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
  onState?: (state: ConnectionState) => void;
  /** Every server event, as received. */
  onEvent?: (event: ServerEventName, payload: unknown) => void;
  /** A reconnection after a drop (not the first connection): missed events are not replayed (§5.1). */
  onReconnected?: () => void;
  /** The server no longer accepts this token: the kind must be signed out (like an HTTP 401). */
  onRefused?: (reason: RefusalReason) => void;
};

const REFUSED_MESSAGE = 'UNAUTHORIZED';
const REPLACED_ERROR: RealtimeError = {
  code: 'TOO_MANY_CONNECTIONS',
  message: ERRORS.TOO_MANY_CONNECTIONS.message,
};

function isRealtimeError(value: unknown): value is RealtimeError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RealtimeError).code === 'string' &&
    typeof (value as RealtimeError).message === 'string'
  );
}

/**
 * One principal kind's socket (api-contract §5.1): authenticated by the token in `auth` (read at each
 * handshake), reconnecting with the spec's back-off (1 s growing to 5 s, time-out 20 s), refused for good when a
 * handshake is answered UNAUTHORIZED — also the handshake that follows `auth:expired` — unless the stored token
 * changed meanwhile, in which case it simply connects with the new one.
 */
export class RealtimeConnection {
  readonly kind: RealtimeKind;
  private readonly socket: Socket;
  private readonly options: ConnectionOptions;
  private current: ConnectionState = 'offline';
  private everConnected = false;
  /** The token of the last handshake attempt, to tell a renewed token from a rejected one. */
  private lastToken: string | null = null;
  private closed = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** While replaced: the tab coming back into view takes its place back. */
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.resume();
  };

  constructor(options: ConnectionOptions) {
    this.options = options;
    this.kind = options.kind;
    this.socket = io(options.origin, {
      ...SOCKET_CLIENT_OPTIONS,
      ...(options.reconnectionDelay !== undefined ? { reconnectionDelay: options.reconnectionDelay } : {}),
      ...(options.reconnectionDelayMax !== undefined
        ? { reconnectionDelayMax: options.reconnectionDelayMax }
        : {}),
      autoConnect: false,
      // A fresh Manager per connection: the user, admin and doctor sockets of one tab never share one.
      forceNew: true,
      auth: (callback) => {
        this.lastToken = options.getToken();
        callback({ token: this.lastToken ?? '', kind: options.kind });
      },
    });

    this.socket.on('connect', () => {
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.setState('connected');
      if (reconnected) this.options.onReconnected?.();
    });
    this.socket.on('disconnect', (reason) => {
      if (this.closed) return;
      // socket.io does not retry when the server closed the socket: try again, the handshake tells whether the
      // token still holds.
      if (reason === 'io server disconnect') {
        this.retryAfterServerClose();
        return;
      }
      if (reason === 'io client disconnect') return;
      this.setState('reconnecting');
    });
    this.socket.on('connect_error', (error: Error & { data?: unknown }) => {
      if (this.closed) return;
      if (error.message === REFUSED_MESSAGE) {
        const data = isRealtimeError(error.data)
          ? error.data
          : { code: 'AUTH_TOKEN_INVALID', message: ERRORS.AUTH_TOKEN_INVALID.message };
        this.refuse(data);
        return;
      }
      // Network failure: socket.io tries again with the back-off, which the notice shows as reconnecting.
      if (this.socket.active) this.setState('reconnecting');
    });
    // The server closes the socket after `auth:expired`. The handshake that follows decides: refused, the kind is
    // signed out; accepted, the tab already holds the new token (a password change revokes the old one before its
    // answer, carrying the new one, reaches this tab).
    this.socket.on('auth:expired', () => {
      if (this.closed || this.current === 'refused') return;
      this.socket.disconnect();
      this.retryAfterServerClose();
    });
    // A newer socket of this account took this one's place (ADR 0031): the server closes it. Retrying at once would
    // close another tab's in turn, so this tab waits to be looked at again (or for its notice's button).
    this.socket.on('connection:replaced', () => {
      if (this.closed || this.current === 'refused') return;
      clearTimeout(this.retryTimer);
      this.socket.disconnect();
      this.setState('replaced');
      document.addEventListener('visibilitychange', this.onVisible);
    });
    this.socket.onAny((event: string, payload: unknown) => {
      this.options.onEvent?.(event as ServerEventName, payload);
    });
  }

  get state(): ConnectionState {
    return this.current;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  open(): void {
    if (this.closed) return;
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    this.socket.connect();
  }

  /** A replaced socket connects again (and the server closes the account's oldest one in its place). */
  resume(): void {
    if (this.closed || this.current !== 'replaced') return;
    document.removeEventListener('visibilitychange', this.onVisible);
    this.setState('reconnecting');
    this.socket.connect();
  }

  /** Sign-out or unmount: closes for good and reports 'offline'. */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.socket.offAny();
    this.socket.removeAllListeners();
    this.socket.disconnect();
    // A refusal stays visible after the sign-out it caused; otherwise the kind is simply offline.
    if (this.current === 'refused') return;
    this.current = 'offline';
    this.options.onState?.('offline');
  }

  /** Emits with an acknowledgement (§5.1): resolves with `data`, rejects with `{ code, message }`. */
  emitWithAck<E extends ClientEventName>(event: E, payload: ClientEvents[E], again = true): Promise<unknown> {
    if (this.current === 'replaced') return Promise.reject({ ...REPLACED_ERROR });
    if (!this.socket.connected) return Promise.reject({ ...OFFLINE_ERROR });
    return new Promise((resolve, reject) => {
      this.socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (error: Error | null, ack?: SocketAck) => {
        if (error) {
          reject({ ...(this.socket.connected ? TIMEOUT_ERROR : OFFLINE_ERROR) });
          return;
        }
        if (ack && !ack.ok && ack.code === 'SERVICE_STOPPING' && again) {
          // The server process is stopping and did nothing (ADR 0055): once this socket is connected again — to
          // another process — the event is sent once more.
          this.afterReconnect().then(() => resolve(this.emitWithAck(event, payload, false)), reject);
          return;
        }
        if (ack && ack.ok) resolve(ack.data);
        else if (ack && isRealtimeError(ack)) reject({ code: ack.code, message: ack.message });
        else reject({ code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message });
      });
    });
  }

  /** Resolves at the socket's next connection; rejects with OFFLINE after ACK_TIMEOUT_MS without one. */
  private afterReconnect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const connected = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.socket.off('connect', connected);
        reject({ ...OFFLINE_ERROR });
      }, ACK_TIMEOUT_MS);
      this.socket.once('connect', connected);
    });
  }

  private setState(state: ConnectionState): void {
    if (this.closed || this.current === state) return;
    this.current = state;
    this.options.onState?.(state);
  }

  /** The stored token is not the one that was refused (a password change renewed it): try that one. */
  private tokenRenewed(): boolean {
    const stored = this.options.getToken();
    return stored !== null && stored !== this.lastToken;
  }

  /** The server closed the socket (`auth:expired`, a kick): one handshake again after the first delay. */
  private retryAfterServerClose(): void {
    this.setState('reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.closed) this.socket.connect();
    }, this.options.reconnectionDelay ?? SOCKET_CLIENT_OPTIONS.reconnectionDelay);
  }

  private refuse(reason: RefusalReason): void {
    if (this.closed || this.current === 'refused') return;
    if (this.tokenRenewed()) {
      this.socket.disconnect();
      this.setState('reconnecting');
      this.socket.connect();
      return;
    }
    this.setState('refused');
    this.socket.disconnect();
    this.options.onRefused?.(reason);
  }
}
