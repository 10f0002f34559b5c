import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { REMEMBER_TOKEN_TTL_DAYS, TOKEN_TTL_DAYS, type PrincipalKind } from '@lumi/shared';
import type { Secrets } from '../config';
import type { Clock } from './clock';

export type TokenClaims = { sub: string; kind: PrincipalKind; ver: number };

const AUDIENCE: Record<PrincipalKind, string> = {
  user: 'lumi:user',
  admin: 'lumi:admin',
  doctor: 'lumi:doctor',
};
const ISSUER = 'lumi';
/** Checked tokens kept per process (a few MB); beyond, the list starts again. */
const CHECKED_TOKENS = 10_000;

export type TokenService = {
  sign(
    kind: PrincipalKind,
    subject: string,
    version: number,
    options?: { remember?: boolean },
  ): Promise<string>;
  /** The claims, or null when the token is malformed, expired, signed for another kind or with another key. */
  verify(kind: PrincipalKind, token: string): Promise<TokenClaims | null>;
};

/**
 * One secret and one audience per kind of principal: a token of one kind never passes another kind's check.
 * HS256 through node:crypto, synchronously (fast-jwt): WebCrypto's per-call key import and thread-pool hop
 * cost more than the signature itself on every authenticated request.
 */
export function createTokenService(secrets: Secrets, clock: Clock): TokenService {
  const keys: Record<PrincipalKind, string> = {
    user: secrets.jwtUser,
    admin: secrets.jwtAdmin,
    doctor: secrets.jwtDoctor,
  };
  // Expiry is checked against the injected clock below, so one verifier per kind serves every call.
  const verifiers = Object.fromEntries(
    (Object.keys(keys) as PrincipalKind[]).map((kind) => [
      kind,
      createVerifier({
        key: keys[kind],
        algorithms: ['HS256'],
        allowedAud: AUDIENCE[kind],
        allowedIss: ISSUER,
        requiredClaims: ['sub', 'exp', 'aud', 'iss'],
        ignoreExpiration: true,
        ignoreNotBefore: true,
      }),
    ]),
  ) as Record<PrincipalKind, (token: string) => unknown>;
  // Tokens whose signature and claims were checked, with their expiry: a person's next requests skip the HMAC and
  // the decoding (an eighth of a cached read's cost). Only checked tokens enter; the keys never change while the
  // process runs; expiry is still checked against the clock, and the token's version against the account (guards).
  const checked = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    async sign(kind, subject, version, options = {}) {
      const days = options.remember ? REMEMBER_TOKEN_TTL_DAYS : TOKEN_TTL_DAYS;
      const signer = createSigner({
        key: keys[kind],
        algorithm: 'HS256',
        aud: AUDIENCE[kind],
        iss: ISSUER,
        sub: subject,
        expiresIn: days * 86_400_000,
        clockTimestamp: clock.now().getTime(),
      });
      return signer({ ver: version });
    },
    async verify(kind, token) {
      const known = checked.get(`${kind} ${token}`);
      if (known) return known.exp * 1000 <= clock.now().getTime() ? null : known.claims;
      try {
        const payload = verifiers[kind](token) as { sub?: unknown; ver?: unknown; exp?: unknown };
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.exp !== 'number'
        )
          return null;
        if (payload.exp * 1000 <= clock.now().getTime()) return null;
        const claims = Object.freeze({ sub: payload.sub, kind, ver: payload.ver });
        if (checked.size >= CHECKED_TOKENS) checked.clear();
        checked.set(`${kind} ${token}`, { claims, exp: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
    },
  };
}
