import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { PrincipalKind, ServerEventName, ServerEvents, SocketAck } from '@lumi/shared';

/** Real socket.io clients against a listening test server (api-contract §5). */

/** Listens on an ephemeral port of 127.0.0.1 and answers the server's origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type HandshakeOptions = {
  auth?: Record<string, unknown>;
  query?: Record<string, string>;
};

type Recorder = ReturnType<typeof record>;
const recorders = new WeakMap<Socket, Recorder>();

/** Opens a socket whose events are recorded from the very first (the presence list comes with the connection). */
function open(origin: string, options: HandshakeOptions): Socket {
  const socket = io(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    timeout: 10_000,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.query ? { query: options.query } : {}),
  });
  recorders.set(socket, record(socket));
  return socket.connect();
}

/** A connected socket of a principal (token and kind in the handshake's `auth`). */
export function connect(origin: string, who: { kind: PrincipalKind; token: string }): Promise<Socket> {
  return connectWith(origin, { auth: { token: who.token, kind: who.kind } });
}

export function connectWith(origin: string, options: HandshakeOptions): Promise<Socket> {
  const socket = open(origin, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The `connect_error` of a refused handshake: its message and data. */
export function refusal(
  origin: string,
  options: HandshakeOptions,
): Promise<{ message: string; data: unknown }> {
  const socket = open(origin, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      resolve({ message: error.message, data: error.data });
    });
  });
}

/**
 * Every server event a socket opened here has received since it connected, so that a test can wait for one that
 * matches whatever arrived before it asked.
 */
export function recorder(socket: Socket): Recorder {
  const existing = recorders.get(socket);
  if (existing) return existing;
  const made = record(socket);
  recorders.set(socket, made);
  return made;
}

function record(socket: Socket) {
  const seen: { event: string; payload: unknown }[] = [];
  const waiters: { test: (event: string, payload: unknown) => boolean; resolve: (p: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    seen.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.test(event, payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  return {
    seen,
    /** Payloads of one event received so far. */
    all<E extends ServerEventName>(event: E): ServerEvents[E][] {
      return seen.filter((s) => s.event === event).map((s) => s.payload as ServerEvents[E]);
    },
    /** The first payload of `event` (already received or to come) that passes `test`. */
    next<E extends ServerEventName>(
      event: E,
      test: (payload: ServerEvents[E]) => boolean = () => true,
      timeoutMs = 5_000,
    ): Promise<ServerEvents[E]> {
      const match = (e: string, p: unknown) => e === event && test(p as ServerEvents[E]);
      const earlier = seen.find((s) => match(s.event, s.payload));
      if (earlier) return Promise.resolve(earlier.payload as ServerEvents[E]);
      return new Promise((resolve, reject) => {
        const waiter = { test: match, resolve: (p: unknown) => resolve(p as ServerEvents[E]) };
        waiters.push(waiter);
        setTimeout(() => {
          const at = waiters.indexOf(waiter);
          if (at >= 0) {
            waiters.splice(at, 1);
            reject(new Error(`no ${event} within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
    clear() {
      seen.length = 0;
    },
  };
}

/** Emits a client event and resolves with its acknowledgement. */
export function emitWithAck(
  socket: Socket,
  event: string,
  payload: unknown,
  timeoutMs = 5_000,
): Promise<SocketAck> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<SocketAck>;
}

/** Resolves when the socket is disconnected (with socket.io's reason). */
export function disconnection(socket: Socket, timeoutMs = 5_000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Waits until `check` holds (polling), for state that settles asynchronously on the server. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
