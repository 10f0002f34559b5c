import type { PrincipalResolver } from '../plugins/auth';
import type { SocketAuthenticator } from './hub';

/** The socket handshake checks a token with the HTTP guards' own rules (plugins/auth) and keeps what rooms need. */
export function socketAuthenticator(resolve: PrincipalResolver): SocketAuthenticator {
  return async (kind, token) => {
    const principal = await resolve(kind, token);
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
