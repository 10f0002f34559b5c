/**
 * Recognises the PostgreSQL failures that a repository turns into a domain error (conventions: "a repository turns
 * a constraint violation into a code"), so that no service reads a SQLSTATE.
 */

/** SQLSTATEs (PostgreSQL, appendix A) that stand for a rule of the schema refusing a write. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const EXCLUSION_VIOLATION = '23P01';
export const CHECK_VIOLATION = '23514';

/** The SQLSTATE of a failed query and the constraint it names, wherever the driver or the ORM put them. */
export function pgErrorOf(error: unknown): { code: string; constraint: string | undefined } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a query failed with the SQLSTATE `code` (on `constraint`, when one is given). */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === code && (constraint === undefined || pg.constraint === constraint);
}
