import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { ERRORS, ROOMS, SOCKET_CLIENT_OPTIONS, type ServerEventName, type ServerEvents } from '@lumi/shared';
import type { RealtimeKind } from './types';

/**
 * A real socket.io server for web tests (never imported by the app). Its handshake mimics the contract
 * (api-contract §5.1): `auth: { token, kind }` is checked by `accept`; a refusal is a `connect_error` with
 * message 'UNAUTHORIZED' and `data: { code, message }`. An accepted socket joins `{kind}:{id}` (ROOMS).
 */

export type TestPrincipal = { id: string };
export type TestHandshake = { token: unknown; kind: unknown };
type Refusal = { code: 'AUTH_TOKEN_INVALID' | 'ACCOUNT_DISABLED'; message: string };

export type SocketTestServerOptions = {
  /** Who a token is: a principal, or null to refuse it. Default: token `${kind}-token-<id>` is that id. */
  accept?: (handshake: { token: string; kind: RealtimeKind }) => TestPrincipal | Refusal | null;
  /** Runs for each accepted socket (register client event handlers here). */
  onConnection?: (socket: Socket, principal: TestPrincipal & { kind: RealtimeKind }) => void;
};

export type SocketTestServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every handshake's `auth`, accepted or not, in order. */
  handshakes: TestHandshake[];
  /** Sends an event to every socket of that principal. */
  emitTo<E extends ServerEventName>(kind: RealtimeKind, id: string, event: E, payload: ServerEvents[E]): void;
  /** Connected sockets of that principal. */
  socketsOf(kind: RealtimeKind, id: string): Promise<number>;
  /** What the server does to an account's oldest socket past the limit (ADR 0031): `connection:replaced`, closed. */
  replace(kind: RealtimeKind, id: string): void;
  /** Stops listening and drops every socket (clients start reconnecting). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
};

const KINDS: readonly string[] = ['user', 'admin', 'doctor'];

function defaultAccept({ token, kind }: { token: string; kind: RealtimeKind }): TestPrincipal | null {
  const prefix = `${kind}-token-`;
  return token.startsWith(prefix) && token.length > prefix.length ? { id: token.slice(prefix.length) } : null;
}

export async function startSocketTestServer(
  options: SocketTestServerOptions = {},
): Promise<SocketTestServer> {
  const accept = options.accept ?? defaultAccept;
  const handshakes: TestHandshake[] = [];
  let http: HttpServer;
  let io: Server;
  let port = 0;

  const listen = async () => {
    http = createServer();
    // jsdom's XMLHttpRequest applies CORS: the page's origin is not the test server's.
    io = new Server(http, { path: SOCKET_CLIENT_OPTIONS.path, cors: { origin: true, credentials: true } });
    io.use((socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      handshakes.push({ token: auth.token, kind: auth.kind });
      const { token, kind } = auth;
      const principal =
        typeof token === 'string' && typeof kind === 'string' && KINDS.includes(kind)
          ? accept({ token, kind: kind as RealtimeKind })
          : null;
      if (!principal || 'code' in principal) {
        const refusal: Refusal = principal ?? {
          code: 'AUTH_TOKEN_INVALID',
          message: ERRORS.AUTH_TOKEN_INVALID.message,
        };
        next(Object.assign(new Error('UNAUTHORIZED'), { data: refusal }));
        return;
      }
      socket.data = { ...principal, kind };
      next();
    });
    io.on('connection', (socket) => {
      const principal = socket.data as TestPrincipal & { kind: RealtimeKind };
      void socket.join(ROOMS.principal(principal.kind, principal.id));
      options.onConnection?.(socket, principal);
    });
    await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  };

  await listen();

  const stop = () =>
    new Promise<void>((resolve) => {
      io.close(() => resolve());
      // Open keep-alive connections (long polling) would hold the port.
      http.closeAllConnections();
    });

  return {
    origin: `http://127.0.0.1:${port}`,
    handshakes,
    emitTo: (kind, id, event, payload) => {
      io.to(ROOMS.principal(kind, id)).emit(event, ...([payload] as never[]));
    },
    socketsOf: async (kind, id) => (await io.in(ROOMS.principal(kind, id)).fetchSockets()).length,
    replace: (kind, id) => {
      const replaced = {
        code: 'TOO_MANY_CONNECTIONS',
        message: ERRORS.TOO_MANY_CONNECTIONS.message,
      } as const;
      io.in(ROOMS.principal(kind, id)).emit('connection:replaced', ...([replaced] as never[]));
      io.in(ROOMS.principal(kind, id)).disconnectSockets(true);
    },
    stop,
    restart: listen,
  };
}
