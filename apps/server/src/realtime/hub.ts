import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { ZodError } from 'zod';
import {
  ERRORS,
  PRINCIPAL_KINDS,
  ROOMS,
  SOCKET_RATE_LIMIT,
  SOCKETS_PER_ACCOUNT,
  type ClientEventName,
  type ErrorCode,
  type PrincipalKind,
  type ServerEventName,
  type ServerEvents,
  type SocketAck,
} from '@lumi/shared';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { withAbsoluteAssetUrls } from '../lib/asset-urls';
import { memoryEventLimiter, redisEventLimiter, type EventLimit, type EventLimiter } from './event-limit';
import type { ClientEventHandler, RealtimeHub, SocketContext, SocketPrincipal } from './port';
import {
  memoryPresenceStore,
  redisPresenceStore,
  type PresenceSnapshot,
  type PresenceStore,
  type PresenceTag,
  type SocketRef,
} from './presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io hub (api-contract §5); tests reach it here. */
    realtime: RealtimeHub;
  }
}

/** Checks a handshake's token: a SocketPrincipal, or an AppError (AUTH_TOKEN_INVALID, ACCOUNT_DISABLED). */
export type SocketAuthenticator = (kind: PrincipalKind, token: string) => Promise<SocketPrincipal>;

type Log = {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
};

export type RealtimeHubOptions = {
  /** The HTTP server socket.io attaches to (Fastify's `app.server`): same origin, path /socket.io. */
  server: HttpServer;
  authenticate: SocketAuthenticator;
  /** Other origins allowed (config.corsOrigins, like the HTTP CORS); same-origin needs none. */
  corsOrigins: readonly string[];
  /** With REDIS_URL: the Redis adapter's pub/sub connections are duplicated from it, presence lives in it. */
  redis: Redis | null;
  /** Prefix of the Redis keys and of the adapter's channels (one deployment, or one test run). */
  redisPrefix: string;
  /**
   * Per account (kind and id), over every process (ADR 0031): the most sockets (a newer one closes the oldest) and
   * the client events in a sliding window. Default: SOCKETS_PER_ACCOUNT and SOCKET_RATE_LIMIT.
   */
  limits?: { socketsPerAccount: number; events: EventLimit };
  clock: Clock;
  log: Log;
  /** Pictures and avatars in events and acknowledgements are made absolute on it, as in HTTP answers (ADR 0030). */
  assetBaseUrl: string;
  /** Presence heartbeat: every `heartbeatMs`; a process silent for `ttlMs` is dropped. */
  presence?: { heartbeatMs?: number; ttlMs?: number };
};

/** The hub with what only app.ts needs: its server, when it is ready, and closing. */
export type RealtimeServer = RealtimeHub & {
  readonly io: Server;
  /** Resolves when the Redis subscriptions are in place (events from other processes are received). */
  ready(): Promise<void>;
  /** Open sockets of this process by namespace (metrics). */
  socketsByNamespace(): Record<string, number>;
  /** Leaves presence and closes every socket of this process (before the HTTP server closes). */
  drain(): Promise<void>;
  /** Closes socket.io and its Redis connections. */
  close(): Promise<void>;
};

type SocketData = {
  principal: SocketPrincipal;
  token: string;
  /** Presence member (`{tag}:{id}`), fixed at the handshake. */
  member: string;
  /** Token expiry, ms since the epoch. */
  expiresAt: number;
};

type ServerEventMap = { [E in ServerEventName]: (payload: ServerEvents[E]) => void };
type InterServerEvents = {
  'lumi:presence': (snapshot: PresenceSnapshot) => void;
  'lumi:revalidate': (kind: PrincipalKind, id: string) => void;
  /** Sockets a newer socket of their account replaced, for the process holding them. */
  'lumi:replace': (socketIds: string[]) => void;
};
type HubServer = Server<Record<string, never>, ServerEventMap, InterServerEvents, SocketData>;
type HubSocket = Socket<Record<string, never>, ServerEventMap, InterServerEvents, SocketData>;

/** Internal rooms (never named to clients): who receives which `userOnlines` list. */
const PRESENCE_ROOM = { customers: 'presence:customers', staff: 'presence:staff' } as const;
/** setTimeout's longest delay; a later expiry re-arms. */
const MAX_TIMER_MS = 2_147_483_647;
/** How long a draining process waits for the events it is handling before it closes their sockets. */
const DRAIN_EVENTS_MS = 5_000;

function presenceTagOf(principal: SocketPrincipal): PresenceTag {
  if (principal.kind === 'admin') return principal.role === 'CLINIC' ? 'clinic' : 'staff';
  return principal.kind;
}

/** Members as the ids each audience sees (api-contract §5.3): customers see doctors and support staff only. */
function audienceLists(members: readonly string[]): { customers: string[]; staff: string[] } {
  const customers: string[] = [];
  const staff: string[] = [];
  for (const member of members) {
    const at = member.indexOf(':');
    const tag = member.slice(0, at);
    const id = member.slice(at + 1);
    if (tag === 'doctor' || tag === 'staff') {
      customers.push(id);
      staff.push(id);
    } else if (tag === 'user') staff.push(id);
  }
  customers.sort();
  staff.sort();
  return { customers, staff };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The expiry of an already verified JWT (its `exp` claim), ms since the epoch; 0 (expired) if unreadable. */
function expiryOf(token: string): number {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function failure(code: ErrorCode, message?: string): SocketAck {
  return { ok: false, code, message: message ?? ERRORS[code].message };
}

function handshakeError(code: 'AUTH_TOKEN_INVALID' | 'ACCOUNT_DISABLED'): Error {
  const error = new Error('UNAUTHORIZED') as Error & { data?: unknown };
  error.data = { code, message: ERRORS[code].message };
  return error;
}

function isPrincipalKind(value: unknown): value is PrincipalKind {
  return typeof value === 'string' && (PRINCIPAL_KINDS as readonly string[]).includes(value);
}

/** The key of an account's socket count and event budget: one per principal kind and id (ADR 0031). */
function accountOf(principal: SocketPrincipal): string {
  return `${principal.kind}:${principal.id}`;
}

/**
 * socket.io on the server (api-contract §5): token handshake, server-joined rooms, `userOnlines` presence, wrapped
 * client events with acks and a rate limit per account, a few sockets per account (a newer one replaces the oldest,
 * ADR 0031), revalidation of tokens; with Redis, the official adapter so that rooms, emits and server-side events
 * span every process, and the counts are shared.
 */
export async function createRealtimeHub(options: RealtimeHubOptions): Promise<RealtimeServer> {
  const { authenticate, clock, log } = options;
  const absolute = (payload: unknown) => withAbsoluteAssetUrls(payload, options.assetBaseUrl);
  const corsOrigins = new Set(options.corsOrigins);
  const io: HubServer = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && corsOrigins.has(origin) ? origin : false),
      credentials: false,
    },
  });

  const nodeId = randomUUID();
  const heartbeatMs = options.presence?.heartbeatMs ?? 5_000;
  const ttlMs = options.presence?.ttlMs ?? 15_000;
  const redis = options.redis;
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (redis) {
    pub = redis.duplicate();
    sub = redis.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err: Error) => log.warn({ err }, 'realtime redis connection error'));
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix}socket.io` }));
  }
  const presence: PresenceStore = redis
    ? redisPresenceStore({ redis, prefix: options.redisPrefix, nodeId, ttlMs })
    : memoryPresenceStore(nodeId);
  const socketsPerAccount = options.limits?.socketsPerAccount ?? SOCKETS_PER_ACCOUNT;
  const eventLimit = options.limits?.events ?? SOCKET_RATE_LIMIT;
  // Client events are counted per account over all its sockets, on every process (ADR 0031).
  const events: EventLimiter = redis
    ? redisEventLimiter({ redis, prefix: options.redisPrefix, nodeId, limit: eventLimit, log })
    : memoryEventLimiter(eventLimit);
  // The same budget per socket, in memory: a socket past its account's whole budget is refused without asking Redis.
  const perSocket: EventLimiter = memoryEventLimiter(eventLimit);

  const handlers = new Map<string, ClientEventHandler>();
  const disconnectListeners: ((context: SocketContext) => void)[] = [];
  /** This process's sockets per presence member. */
  const local = new Map<string, Set<string>>();
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  let closing = false;

  // ── presence ────────────────────────────────────────────────────────────────
  let applied = -1;
  let lists: { customers: string[]; staff: string[] } = { customers: [], staff: [] };

  /** Applies a snapshot to this process's sockets unless a newer one was applied already. */
  function applyPresence(snapshot: PresenceSnapshot): void {
    if (snapshot.version <= applied) return;
    applied = snapshot.version;
    const next = audienceLists(snapshot.members);
    if (!sameList(next.customers, lists.customers))
      io.local.to(PRESENCE_ROOM.customers).emit('userOnlines', next.customers);
    if (!sameList(next.staff, lists.staff)) io.local.to(PRESENCE_ROOM.staff).emit('userOnlines', next.staff);
    lists = next;
  }

  function publishPresence(snapshot: PresenceSnapshot | null): void {
    if (!snapshot) return;
    applyPresence(snapshot);
    if (redis) io.serverSideEmit('lumi:presence', snapshot);
  }

  io.on('lumi:presence', (snapshot) => applyPresence(snapshot));

  const beat = setInterval(() => {
    presence
      .beat(() => [...local.keys()])
      .then(publishPresence)
      .catch((err: unknown) => log.warn({ err }, 'presence heartbeat failed'));
  }, heartbeatMs);
  beat.unref();

  async function presenceJoin(socket: HubSocket): Promise<void> {
    const { member, principal } = socket.data;
    let sockets = local.get(member);
    const first = !sockets;
    if (!sockets) {
      sockets = new Set();
      local.set(member, sockets);
    }
    sockets.add(socket.id);
    if (first) publishPresence(await presence.add(member));
    applyPresence(await presence.snapshot());
    if (!socket.connected) return;
    const audience = principal.kind === 'user' ? 'customers' : 'staff';
    socket.emit('userOnlines', lists[audience]);
    void socket.join(PRESENCE_ROOM[audience]);
  }

  async function presenceLeave(socket: HubSocket): Promise<void> {
    const { member } = socket.data;
    const sockets = local.get(member);
    if (!sockets) return;
    sockets.delete(socket.id);
    if (sockets.size > 0) return;
    local.delete(member);
    publishPresence(await presence.remove(member));
  }

  // ── authentication ──────────────────────────────────────────────────────────
  io.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; kind?: unknown };
    const raw = typeof auth.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '').trim() : '';
    const kind = auth.kind;
    if (!raw || !isPrincipalKind(kind)) {
      next(handshakeError('AUTH_TOKEN_INVALID'));
      return;
    }
    authenticate(kind, raw).then(
      (principal) => {
        socket.data = {
          principal,
          token: raw,
          member: `${presenceTagOf(principal)}:${principal.id}`,
          expiresAt: expiryOf(raw),
        };
        next();
      },
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'ACCOUNT_DISABLED')
          next(handshakeError('ACCOUNT_DISABLED'));
        else if (error instanceof AppError) next(handshakeError('AUTH_TOKEN_INVALID'));
        else {
          log.error({ err: error }, 'socket handshake failed');
          const failed = new Error('INTERNAL_ERROR') as Error & { data?: unknown };
          failed.data = { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message };
          next(failed);
        }
      },
    );
  });

  function roomsOf(principal: SocketPrincipal): string[] {
    const rooms = [ROOMS.principal(principal.kind, principal.id)];
    if (principal.kind === 'admin' && (principal.role === 'ADMIN' || principal.role === 'SUPPORT'))
      rooms.push(ROOMS.staffShop);
    if (principal.kind === 'admin' && principal.role === 'CLINIC' && principal.clinicId)
      rooms.push(ROOMS.clinic(principal.clinicId));
    return rooms;
  }

  function expire(socket: HubSocket, code: 'AUTH_TOKEN_INVALID' | 'ACCOUNT_DISABLED'): void {
    if (!socket.connected) return;
    socket.emit('auth:expired', { code, message: ERRORS[code].message });
    socket.disconnect(true);
  }

  function armExpiry(socket: HubSocket): void {
    const remaining = socket.data.expiresAt - clock.now().getTime();
    if (remaining <= 0) {
      expire(socket, 'AUTH_TOKEN_INVALID');
      return;
    }
    const timer =
      remaining > MAX_TIMER_MS
        ? setTimeout(() => armExpiry(socket), MAX_TIMER_MS)
        : setTimeout(() => expire(socket, 'AUTH_TOKEN_INVALID'), remaining);
    timer.unref();
    expiryTimers.set(socket.id, timer);
  }

  // ── sockets per account ─────────────────────────────────────────────────────
  /** A newer socket of the account took this one's place: it is told why, then closed (ADR 0031). */
  function replace(socketIds: readonly string[]): void {
    for (const socketId of socketIds) {
      const socket = io.of('/').sockets.get(socketId);
      if (!socket?.connected) continue;
      socket.emit('connection:replaced', {
        code: 'TOO_MANY_CONNECTIONS',
        message: ERRORS.TOO_MANY_CONNECTIONS.message,
      });
      socket.disconnect(true);
    }
  }

  io.on('lumi:replace', (socketIds) => replace(socketIds));

  function replaceAnywhere(refs: readonly SocketRef[]): void {
    replace(refs.filter((ref) => ref.nodeId === nodeId).map((ref) => ref.socketId));
    const elsewhere = refs.filter((ref) => ref.nodeId !== nodeId).map((ref) => ref.socketId);
    if (elsewhere.length > 0 && redis) io.serverSideEmit('lumi:replace', elsewhere);
  }

  // ── client events ───────────────────────────────────────────────────────────
  /** Events being handled now: a draining process answers them before it closes their sockets. */
  const inFlight = new Set<Promise<void>>();

  function dispatch(socket: HubSocket, event: string, args: unknown[]): Promise<void> {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (answer: SocketAck) => void) : null;
    // Stopping (ADR 0055): nothing is done, and the client sends it again once reconnected to another process.
    if (closing) {
      ack?.(failure('SERVICE_STOPPING'));
      return Promise.resolve();
    }
    const handled = handleEvent(socket, event, args, ack);
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled)).catch(() => undefined);
    return handled;
  }

  async function handleEvent(
    socket: HubSocket,
    event: string,
    args: unknown[],
    ack: ((answer: SocketAck) => void) | null,
  ): Promise<void> {
    if (!(await perSocket.take(socket.id)) || !(await events.take(accountOf(socket.data.principal)))) {
      ack?.(failure('RATE_LIMITED'));
      return;
    }
    const handler = handlers.get(event);
    // Every client event takes an acknowledgement (api-contract §5.1): without one, or unknown, it is ignored.
    if (!handler || !ack) return;
    const payload = args[0];
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      ack(failure('VALIDATION_ERROR'));
      return;
    }
    let answer: SocketAck;
    try {
      const data = await handler({ principal: socket.data.principal, socketId: socket.id }, payload);
      answer = data === undefined ? { ok: true } : { ok: true, data: absolute(data) };
    } catch (error) {
      if (error instanceof AppError) answer = failure(error.code, error.message);
      else if (error instanceof ZodError) answer = failure('VALIDATION_ERROR', error.issues[0]?.message);
      else {
        log.error({ err: error, event }, 'socket event failed');
        answer = failure('INTERNAL_ERROR');
      }
    }
    ack(answer);
  }

  io.on('connection', (socket) => {
    const { principal } = socket.data;
    void socket.join(roomsOf(principal));
    const account = accountOf(principal);
    // Counted before anything else may close it: the disconnect below waits for this to have happened.
    const attached = presence
      .attach(account, socket.id, socketsPerAccount)
      .then(replaceAnywhere, (err: unknown) => log.warn({ err }, 'socket count update failed'));
    socket.onAny((event: string, ...args: unknown[]) => {
      dispatch(socket, event, args).catch((err: unknown) =>
        log.error({ err, event }, 'socket event dispatch failed'),
      );
    });
    socket.on('disconnect', () => {
      const timer = expiryTimers.get(socket.id);
      if (timer) clearTimeout(timer);
      expiryTimers.delete(socket.id);
      const context: SocketContext = { principal: socket.data.principal, socketId: socket.id };
      for (const listener of disconnectListeners) {
        try {
          listener(context);
        } catch (err) {
          log.error({ err }, 'socket disconnect listener failed');
        }
      }
      if (!closing)
        presenceLeave(socket).catch((err: unknown) => log.warn({ err }, 'presence update failed'));
      attached
        .then(() => presence.detach(account, socket.id))
        .catch((err: unknown) => log.warn({ err }, 'socket count update failed'));
    });
    armExpiry(socket);
    presenceJoin(socket).catch((err: unknown) => log.warn({ err }, 'presence update failed'));
  });

  // ── revalidation ────────────────────────────────────────────────────────────
  async function revalidateLocal(kind: PrincipalKind, id: string): Promise<void> {
    const ids = io.of('/').adapter.rooms.get(ROOMS.principal(kind, id));
    if (!ids) return;
    const sockets = [...ids]
      .map((socketId) => io.of('/').sockets.get(socketId))
      .filter((socket): socket is HubSocket => socket !== undefined);
    await Promise.all(
      sockets.map(async (socket) => {
        try {
          const principal = await authenticate(kind, socket.data.token);
          // A role or clinic may have changed: the server-joined rooms follow.
          const before = new Set(roomsOf(socket.data.principal));
          const after = new Set(roomsOf(principal));
          for (const room of before) if (!after.has(room)) void socket.leave(room);
          for (const room of after) if (!before.has(room)) void socket.join(room);
          socket.data.principal = principal;
        } catch (error) {
          if (error instanceof AppError)
            expire(socket, error.code === 'ACCOUNT_DISABLED' ? 'ACCOUNT_DISABLED' : 'AUTH_TOKEN_INVALID');
          else log.error({ err: error }, 'socket revalidation failed');
        }
      }),
    );
  }

  io.on('lumi:revalidate', (kind, id) => {
    revalidateLocal(kind, id).catch((err: unknown) => log.error({ err }, 'socket revalidation failed'));
  });

  // ── the hub ─────────────────────────────────────────────────────────────────
  const hub: RealtimeServer = {
    io: io as unknown as Server,
    emit(rooms, event, payload, emitOptions) {
      try {
        const list = typeof rooms === 'string' ? [rooms] : [...rooms];
        if (list.length === 0) return;
        let operator = io.to(list);
        if (emitOptions?.exceptSocketId) operator = operator.except(emitOptions.exceptSocketId);
        (operator.emit as (e: string, p: unknown) => boolean)(event, absolute(payload));
      } catch (err) {
        log.error({ err, event }, 'realtime emit failed');
      }
    },
    emitToSocket(socketId, event, payload) {
      try {
        (io.to(socketId).emit as (e: string, p: unknown) => boolean)(event, absolute(payload));
      } catch (err) {
        log.error({ err, event }, 'realtime emit failed');
      }
    },
    async isOnline(kind, id) {
      const members = kind === 'admin' ? [`staff:${id}`, `clinic:${id}`] : [`${kind}:${id}`];
      return presence.hasAny(members);
    },
    async socketsOf(kind, id) {
      const sockets = await io.in(ROOMS.principal(kind, id)).fetchSockets();
      return sockets.map((socket) => socket.id);
    },
    handle(event: ClientEventName, handler) {
      if (handlers.has(event)) throw new Error(`realtime: a handler for ${event} is already registered`);
      handlers.set(event, handler);
    },
    onDisconnect(listener) {
      disconnectListeners.push(listener);
    },
    revalidate(kind, id) {
      try {
        if (redis) io.serverSideEmit('lumi:revalidate', kind, id);
      } catch (err) {
        log.error({ err }, 'realtime revalidate broadcast failed');
      }
      revalidateLocal(kind, id).catch((err: unknown) => log.error({ err }, 'socket revalidation failed'));
    },
    async ready() {
      // Commands on one connection run in order: once this ping answers, the adapter's subscriptions are active.
      // Redis down at start is logged, never fatal: ioredis reconnects and subscribes again by itself.
      if (sub) await sub.ping().catch((err: unknown) => log.warn({ err }, 'realtime redis not ready'));
    },
    socketsByNamespace() {
      const counts: Record<string, number> = {};
      for (const [name, namespace] of io._nsps) counts[name] = namespace.sockets.size;
      return counts;
    },
    async drain() {
      if (closing) return;
      closing = true;
      clearInterval(beat);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      try {
        const snapshot = await presence.leave();
        if (snapshot && redis) io.serverSideEmit('lumi:presence', snapshot);
      } catch (err) {
        log.warn({ err }, 'presence leave failed');
      }
      // Events already being handled are answered first (their acknowledgement is what the client waits for).
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, DRAIN_EVENTS_MS).unref()),
      ]);
      io.local.disconnectSockets(true);
    },
    async close() {
      await hub.drain();
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await Promise.all(
        [pub, sub].map((client) => client?.quit().catch(() => undefined) ?? Promise.resolve()),
      );
    },
  };
  return hub;
}
