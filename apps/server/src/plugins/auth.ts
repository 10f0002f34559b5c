import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_HEADERS, type AdminRole, type PrincipalKind } from '@lumi/shared';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';
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

export function createGuards(deps: { db: Db; tokens: TokenService }) {
  async function resolve(kind: PrincipalKind, token: string): Promise<Principal> {
    const claims = await deps.tokens.verify(kind, token);
    if (!claims) throw new AppError('AUTH_TOKEN_INVALID');
    if (kind === 'user') {
      const user = await usersRepository(deps.db).findById(claims.sub);
      if (!user || user.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
      if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
      return { kind, id: user.id, user };
    }
    if (kind === 'admin') {
      const admin = await adminsRepository(deps.db).findById(claims.sub);
      if (!admin || admin.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
      if (!admin.isActive) throw new AppError('ACCOUNT_DISABLED');
      return { kind, id: admin.id, admin };
    }
    const doctor = await doctorsRepository(deps.db).findAuthRow(claims.sub);
    if (!doctor || doctor.tokenVersion !== claims.ver) throw new AppError('AUTH_TOKEN_INVALID');
    if (!doctor.isActive || !doctor.clinicActive) throw new AppError('ACCOUNT_DISABLED');
    return { kind, id: doctor.id };
  }

  async function authenticate(request: FastifyRequest, kind: PrincipalKind): Promise<Principal> {
    const token = tokenFor(request, kind);
    if (!token) throw new AppError('AUTH_REQUIRED');
    const principal = await resolve(kind, token);
    request.principal = principal;
    return principal;
  }

  const user: preHandlerAsyncHookHandler = async (request) => {
    await authenticate(request, 'user');
  };
  const doctor: preHandlerAsyncHookHandler = async (request) => {
    await authenticate(request, 'doctor');
  };
  function admin(...roles: AdminRole[]): preHandlerAsyncHookHandler {
    return async (request) => {
      const principal = await authenticate(request, 'admin');
      if (principal.kind === 'admin' && roles.length > 0 && !roles.includes(principal.admin.role)) {
        throw new AppError('FORBIDDEN');
      }
    };
  }
  /**
   * Routes open to every kind (uploads, chat history): `?as=` names the acting kind; without it the first
   * kind whose own header is present acts, in the order admin, doctor, user.
   */
  const anyKind: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const as = (request.query as { as?: unknown } | undefined)?.as;
    if (as === 'user' || as === 'admin' || as === 'doctor') {
      await authenticate(request, as);
      return;
    }
    const order: PrincipalKind[] = ['admin', 'doctor', 'user'];
    const withHeader = order.filter((kind) => hasOwnHeader(request, kind));
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
  };

  return { user, doctor, admin, anyKind };
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
