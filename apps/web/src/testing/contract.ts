import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@lumi/shared';
import { SUCCESS_ANSWERS } from '@lumi/shared/contract';

const segmentsOf = (route: string) => route.split(/[ /]+/);

/** A pattern segment matches itself, `:param` one segment, `*` the rest. */
function matches(pattern: string[], route: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return route.length > i;
    if (i >= route.length || (pattern[i] !== route[i] && !pattern[i]!.startsWith(':'))) return false;
  }
  return pattern.length === route.length;
}

const wildcards = (pattern: string) =>
  segmentsOf(pattern).filter((s) => s === '*' || s.startsWith(':')).length;

/** The contract's success schema for `METHOD /path` (the most literal pattern wins: /orders/detail/:id over /orders/:id). */
export function successSchemaOf(route: string): z.ZodType | undefined {
  const path = segmentsOf(route);
  const candidates = Object.keys(SUCCESS_ANSWERS)
    .filter((pattern) => matches(segmentsOf(pattern), path))
    .sort((a, b) => wildcards(a) - wildcards(b));
  return candidates[0] === undefined ? undefined : SUCCESS_ANSWERS[candidates[0]];
}

/**
 * Throws, with the route and the mismatched fields, unless `body` is what the server may answer to `route` with
 * `status`: the route's success schema below 400, the error envelope from 400 on. `schema` stands in for the
 * table's (for a test-only route).
 */
export function assertContractReply(route: string, status: number, body: unknown, schema?: z.ZodType): void {
  const expected = status >= 400 ? ErrorEnvelopeSchema : (schema ?? successSchemaOf(route));
  if (!expected)
    throw new Error(`fake reply for ${route}: the contract table (testing/contract.ts) has no such route`);
  const result = expected.safeParse(body);
  if (!result.success) {
    throw new Error(
      `fake reply for ${route} (${status}) does not match the contract:\n${z.prettifyError(result.error)}`,
    );
  }
}
