import type { AdminRole } from '../enums';

/** Why an administrator account may not be deleted, as the error code the server answers. */
export type AdminDeleteBlock = 'ADMIN_DELETE_SELF' | 'ADMIN_DELETE_ADMIN' | 'ADMIN_HAS_CLINIC';

/**
 * The deletion rules of an account (api-contract §3.2): never one's own, never an ADMIN, never one that runs a
 * clinic. Null when the account may be deleted.
 */
export function adminDeleteBlock(
  target: { id: string; role: AdminRole; hasClinic: boolean },
  actorId: string,
): AdminDeleteBlock | null {
  if (target.id === actorId) return 'ADMIN_DELETE_SELF';
  if (target.role === 'ADMIN') return 'ADMIN_DELETE_ADMIN';
  if (target.hasClinic) return 'ADMIN_HAS_CLINIC';
  return null;
}
