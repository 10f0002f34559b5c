import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomToken } from '../../lib/crypto';
import type { RouteContext } from '../../plugins/route-context';
import type { AuthService } from '../auth/service';

const STATE_COOKIE = 'lumi_google_state';

/** Google sign-in (decision 7): OAuth 2 authorisation-code flow at the host root. */
export async function googleRoutes(app: FastifyInstance, ctx: RouteContext<{ auth: AuthService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const google = ctx.google;
  const callbackUrl = `${ctx.config.publicUrl}/auth/google/callback`;
  const fail = (reason: string) => `${ctx.config.publicUrl}/auth?error=${reason}`;

  r.get('/auth/google', {
    schema: { hide: true, querystring: z.object({ remember: z.string().optional() }) },
    handler: async (req, reply) => {
      if (!google) return reply.redirect(fail('google_not_configured'));
      const state = randomToken(24);
      const remember = req.query.remember === 'true';
      reply.setCookie(STATE_COOKIE, `${state}.${remember ? 1 : 0}`, {
        path: '/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https://'),
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(google.authorizationUrl(state, callbackUrl));
    },
  });

  r.get('/auth/google/callback', {
    schema: {
      hide: true,
      querystring: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
    },
    handler: async (req, reply) => {
      if (!google) return reply.redirect(fail('google_not_configured'));
      const cookie = req.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/auth/google' });
      const unsigned = cookie ? req.unsignCookie(cookie) : null;
      const [expectedState, rememberFlag] =
        unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
      const code = req.query.code;
      if (req.query.error || !code || !expectedState || req.query.state !== expectedState) {
        return reply.redirect(fail('google_auth_failed'));
      }
      try {
        const profile = await google.profileOf(code, callbackUrl);
        if (!profile) return reply.redirect(fail('google_auth_failed'));
        const result = await ctx.services.auth.signInWithGoogle(
          { ...profile, emailVerified: true },
          rememberFlag === '1',
        );
        if (!result.ok) return reply.redirect(fail(result.error));
        return reply.redirect(`${ctx.config.publicUrl}/?token=${encodeURIComponent(result.token)}`);
      } catch (error) {
        req.log.error({ err: error }, 'Google sign-in failed');
        return reply.redirect(fail('server_error'));
      }
    },
  });
}
