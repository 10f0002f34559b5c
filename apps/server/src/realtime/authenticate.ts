import type { PrincipalResolver } from '../plugins/auth';
import type { SocketAuthenticator } from './hub';

/**
 * The socket handshake checks a token with the HTTP guards' own rules (plugins/auth) and keeps what rooms need. It
 * reads staff and doctor accounts from the database, never the guards' kept rows: a revalidation runs right after a
 * write commits, which on PostgreSQL may be before this process hears the change's notice (ADR 0049).
 */
export function socketAuthenticator(resolve: PrincipalResolver): SocketAuthenticator {
  return async (kind, token) => {
    const principal = await resolve(kind, token, { fresh: true });
    if (principal.kind === 'admin')
      return {
        kind: 'admin',
        id: principal.id,
        role: principal.admin.role,
        clinicId: principal.admin.clinic?.id ?? null,
      };
    return { kind: principal.kind, id: principal.id };
  };
}
