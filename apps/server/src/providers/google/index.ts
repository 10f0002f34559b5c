import { z } from 'zod';

/**
 * Google sign-in (decision 7): the two server-side calls of the OAuth 2 authorisation-code flow, the code for an
 * access token, then the token for the account's profile. The endpoints come from the configuration, so that tests
 * point them at a local OAuth server.
 */
export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
};

/** A Google account whose e-mail address Google has verified. */
export type GoogleProfile = { sub: string; email: string; name: string };

export type GoogleProvider = {
  /** Where the browser picks an account; Google sends it back to `redirectUri` with `state` and a code. */
  authorizationUrl(state: string, redirectUri: string): string;
  /**
   * The profile behind an authorisation code; null when Google refuses the code or the token, or the address is not
   * verified. Throws when Google cannot be reached.
   */
  profileOf(code: string, redirectUri: string): Promise<GoogleProfile | null>;
};

const TIMEOUT_MS = 10_000;

const TokenAnswer = z.object({ access_token: z.string() });
const UserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
});

export function createGoogleProvider(config: GoogleConfig): GoogleProvider {
  return {
    authorizationUrl(state, redirectUri) {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async profileOf(code, redirectUri) {
      const tokenRes = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const token = TokenAnswer.safeParse(await tokenRes.json().catch(() => null));
      if (!tokenRes.ok || !token.success) return null;
      const infoRes = await fetch(config.userInfoUrl, {
        headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const info = UserInfo.safeParse(await infoRes.json().catch(() => null));
      if (!infoRes.ok || !info.success) return null;
      if (info.data.email_verified === false || info.data.email_verified === 'false') return null;
      return { sub: info.data.sub, email: info.data.email, name: info.data.name ?? '' };
    },
  };
}
