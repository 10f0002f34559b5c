import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AUTH_HEADERS, type AdminRole, type PrincipalKind } from '@lumi/shared';
import type { Db } from '../db/client';
import { createFreshCache, type ChangeVersions } from '../db/changes';
import { AppError } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';
import type { Redis } from 'ioredis';
import { createPrincipalCache, type PrincipalCache } from '../modules/auth/principal-cache';
import { usersRepository, type UserRow } from '../modules/auth/repository';
import { adminsRepository, type AdminWithClinic } from '../modules/admins/repository';
import { doctorsRepository } from '../modules/doctors/repository';

export type Principal =
  | { kind: 'user'; id: string; user: UserRow }
  | { kind: 'admin'; id: string; admin: AdminWithClinic }
  | { kind: 'doctor'; id: string };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** The routes whose guard runs before parsing and validation (filled as routes are registered). */
    guardedRoutes: { method: string; url: string }[];
  }
}

/** Every guard made by createGuards, so that `authenticateFirst` can recognise them in a route's hooks. */
const GUARDS = new WeakSet<object>();
function guard<T extends preHandlerAsyncHookHandler>(fn: T): T {
  GUARDS.add(fn);
  return fn;
}

/**
 * Authentication before validation, for every route (issue 8): routes name their guard as a `preHandler`, which
 * Fastify runs after the body is parsed and validated, so an anonymous call with a bad body answered 400. This
 * `onRoute` hook moves the guards of every route registered after it to the route's `onRequest` hooks: no token
 * → 401 before the body is even read. Call it before registering the routes.
 */
export function authenticateFirst(app: FastifyInstance): void {
  const guarded: { method: string; url: string }[] = [];
  app.decorate('guardedRoutes', guarded);
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    if (!pre) return;
    const list = Array.isArray(pre) ? pre : [pre];
    const guards = list.filter((fn) => GUARDS.has(fn));
    if (guards.length === 0) return;
    route.preHandler = list.filter((fn) => !GUARDS.has(fn));
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...own, ...(guards as unknown as onRequestAsyncHookHandler[])];
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (method !== 'HEAD') guarded.push({ method, url: route.url });
  });
}

/** The raw token for a kind: its own header, else `Authorization: Bearer` (api-contract §1.4). */
export function tokenFor(request: FastifyRequest, kind: PrincipalKind): string | undefined {
  const own = request.headers[AUTH_HEADERS[kind]];
  const raw = (Array.isArray(own) ? own[0] : own) ?? request.headers.authorization;
  if (!raw) return undefined;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : undefined;
}

function hasOwnHeader(request: FastifyRequest, kind: PrincipalKind): boolean {
  return request.headers[AUTH_HEADERS[kind]] !== undefined;
}

type DoctorAuthRow = Awaited<ReturnType<ReturnType<typeof doctorsRepository>['findAuthRow']>>;

/**
 * The one check of a token, for HTTP guards and the socket handshake alike (api-contract §1.4, §5.1): a malformed,
 * expired, forged or other-kind token, or one issued before the account's last password change →
 * AUTH_TOKEN_INVALID; a disabled account (a doctor's clinic disabled too) → ACCOUNT_DISABLED.
 */
export type PrincipalResolver = (
  kind: PrincipalKind,
  token: string,
  /** `fresh`: a staff or doctor account read from the database, not the kept row (a socket's revalidation). */
  options?: { fresh?: boolean },
) => Promise<Principal>;

export function createPrincipalResolver(deps: {
  db: Db;
  tokens: TokenService;
  /** Customer accounts kept in memory (issue 14); without it every request reads the account. */
  principals?: PrincipalCache;
  /**
   * The tables' change notices (ADR 0048): with them, staff and doctor accounts are kept in memory until `admins`,
   * `doctors` or `clinics` change; without them every request reads the account.
   */
  changes?: ChangeVersions;
}): PrincipalResolver {
  const principals = deps.principals;
  const keptAdmins = deps.changes
    ? createFreshCache<AdminWithClinic | undefined>(deps.changes, { maxEntries: 5_000 })
    : null;
  const keptDoctors = deps.changes
    ? createFreshCache<DoctorAuthRow | undefined>(deps.changes, { maxEntries: 5_000 })
    : null;
  const adminRow = (id: string, fresh: boolean) => {
    const read = () => adminsRepository(deps.db).findById(id);
    return keptAdmins && !fresh ? keptAdmins.get(id, ['admins', 'clinics'], read) : read();
  };
  const doctorRow = (id: string, fresh: boolean) => {
    const read = () => doctorsRepository(deps.db).findAuthRow(id);
    return keptDoctors && !fresh ? keptDoctors.get(id, ['doctors', 'clinics'], read) : read();
  };
  /** The account row: the cached one while it carries the token's version, else read (and kept) afresh. */
  async function userRow(id: string, version: number): Promise<UserRow | undefined> {
    const read = () => usersRepository(deps.db).findById(id);
    if (!principals) return read();
    const cached = principals.get(id);
    if (cached && cached.tokenVersion === version) return cached;
    return principals.load(id, read);
  }
  return async function resolve(kind, token, options = {}) {
    const claims = await deps.tokens.verify(kind, token);
    if (!claims) throw new AppError('AUTH_TOKEN_INVALID');
    if (kind === 'user') {
      const user = await userRow(claims.sub, claims.ver);
      if (!user || user.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
      return { kind, id: user.id, user };
    }
    if (kind === 'admin') {
      const admin = await adminRow(claims.sub, options.fresh === true);
      if (!admin || admin.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
      if (!admin.isActive) throw new AppError('ACCOUNT_DISABLED');
      return { kind, id: admin.id, admin };
    }
    const doctor = await doctorRow(claims.sub, options.fresh === true);
    if (!doctor || doctor.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
    if (!doctor.isActive || !doctor.clinicActive) throw new AppError('ACCOUNT_DISABLED');
    return { kind, id: doctor.id };
  };
}

export function createGuards(deps: {
  db: Db;
  tokens: TokenService;
  /** With REDIS_URL: account changes made by other processes reach this one's cache through it. */
  redis?: Redis | null;
  redisPrefix?: string;
  log?: FastifyBaseLogger;
  changes?: ChangeVersions;
}) {
  const principals = createPrincipalCache({
    redis: deps.redis ?? null,
    ...(deps.redisPrefix !== undefined ? { redisPrefix: deps.redisPrefix } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  const resolve = createPrincipalResolver({
    db: deps.db,
    tokens: deps.tokens,
    principals,
    ...(deps.changes ? { changes: deps.changes } : {}),
  });

  async function authenticate(request: FastifyRequest, kind: PrincipalKind): Promise<Principal> {
    const token = tokenFor(request, kind);
    if (!token) throw new AppError('AUTH_REQUIRED');
    const principal = await resolve(kind, token);
    request.principal = principal;
    return principal;
  }

  const user = guard(async (request) => {
    await authenticate(request, 'user');
  });
  const doctor = guard(async (request) => {
    await authenticate(request, 'doctor');
  });
  function admin(...roles: AdminRole[]): preHandlerAsyncHookHandler {
    return guard(async (request) => {
      const principal = await authenticate(request, 'admin');
      if (principal.kind === 'admin' && roles.length > 0 && !roles.includes(principal.admin.role)) {
        throw new AppError('FORBIDDEN');
      }
    });
  }
  /**
   * Routes open to every kind (uploads, chat history): `?as=` names the acting kind; without it the first
   * kind whose token is valid acts, in the order admin, doctor, user — a kind's own header, else
   * `Authorization: Bearer` (whose audience then decides the kind).
   */
  const anyKind = guard(async (request: FastifyRequest, _reply: FastifyReply) => {
    const as = (request.query as { as?: unknown } | undefined)?.as;
    if (as === 'user' || as === 'admin' || as === 'doctor') {
      await authenticate(request, as);
      return;
    }
    const order: PrincipalKind[] = ['admin', 'doctor', 'user'];
    const bearer = request.headers.authorization !== undefined;
    const withHeader = order.filter((kind) => bearer || hasOwnHeader(request, kind));
    let lastError: unknown = new AppError('AUTH_REQUIRED');
    for (const kind of withHeader) {
      try {
        await authenticate(request, kind);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  });

  /** `principals.forget(id)` after every committed write to a customer account; `ready`/`close` with the app. */
  return { user, doctor, admin, anyKind, resolve, principals };
}

export type Guards = ReturnType<typeof createGuards>;

export function principalOf<K extends Principal['kind']>(
  request: FastifyRequest,
  kind: K,
): Extract<Principal, { kind: K }> {
  const p = request.principal;
  if (!p || p.kind !== kind) throw new AppError('AUTH_REQUIRED');
  return p as Extract<Principal, { kind: K }>;
}

/**
 * Whose clinic a clinic-side caller acts on (decision 8): a CLINIC account its own clinic (none created yet:
 * CLINIC_REQUIRED), an ADMIN every clinic (`clinicId` null). The one helper every clinic-side route uses.
 */
export function clinicScopeOf(request: FastifyRequest): {
  clinicId: string | null;
  actor: { id: string; name: string };
} {
  const { admin } = principalOf(request, 'admin');
  const actor = { id: admin.id, name: admin.name };
  if (admin.role === 'ADMIN') return { clinicId: null, actor };
  if (!admin.clinic) throw new AppError('CLINIC_REQUIRED');
  return { clinicId: admin.clinic.id, actor };
}
