import { OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, buildTestApp, injectAs, type TestApp } from '../../../test/helpers';
import { DAY_SECONDS, jwtPayload } from '../../../test/assertions';
import { usersRepository } from '../auth/repository';

const WEB = 'http://localhost:3000';
type Profile = { sub: string; email: string; name?: string; email_verified?: boolean | string };

/** Google sign-in (decision 7) against a local OAuth 2 server. */
describe('ROOT /auth/google', () => {
  let t: TestApp;
  let oauth: OAuth2Server;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const issuer = oauth.issuer.url;
    if (!issuer) throw new Error('mock OAuth server has no url');
    t = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'lumi-test-client',
        GOOGLE_CLIENT_SECRET: 'lumi-test-secret',
        GOOGLE_AUTH_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oauth.stop();
  });

  /** GET /auth/google: where it sends the browser, and the state cookie it sets. */
  async function begin(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/auth/google${query}` });
    expect(res.statusCode).toBe(302);
    const setCookie = [res.headers['set-cookie'] ?? []].flat();
    const stateCookie = setCookie.find((c) => c.startsWith('lumi_google_state='));
    if (!stateCookie) throw new Error(`no state cookie: ${JSON.stringify(res.headers)}`);
    return {
      location: new URL(String(res.headers.location)),
      setCookie: stateCookie,
      cookie: stateCookie.split(';')[0]!,
    };
  }

  /** The provider's answer to the authorisation request: the callback URL it redirects to. */
  async function authorize(location: URL): Promise<URL> {
    const res = await fetch(location, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  async function callback(query: string, cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/auth/google/callback${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location));
  }

  /** The whole round trip with the provider answering `profile`; returns where the browser lands. */
  async function signIn(profile: Profile, options: { remember?: boolean } = {}): Promise<URL> {
    const start = await begin(options.remember ? '?remember=true' : '');
    oauth.service.once('beforeUserinfo', (response: MutableResponse) => {
      response.body = { email_verified: true, ...profile };
    });
    const back = await authorize(start.location);
    return callback(back.search, start.cookie);
  }

  const tokenOf = (landing: URL) => {
    expect(`${landing.origin}${landing.pathname}`).toBe(`${WEB}/`);
    const token = landing.searchParams.get('token');
    if (!token) throw new Error(`no token in ${landing.href}`);
    return token;
  };

  it('tells the client it is configured', async () => {
    const res = await injectAs(t.app, null, { method: 'GET', url: '/config' });
    expect(res.json().data.googleSignIn).toBe(true);
  });

  it('redirects to the provider with client id, callback, scope and state, and sets a signed http-only state cookie', async () => {
    const { location, setCookie } = await begin();
    expect(`${location.origin}${location.pathname}`).toBe(`${oauth.issuer.url}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('lumi-test-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${WEB}/auth/google/callback`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    const state = location.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(16);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/auth\/google/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The cookie is signed: its value is not the bare state.
    expect(decodeURIComponent(setCookie.split(';')[0]!.split('=').slice(1).join('='))).not.toBe(`${state}.0`);
  });

  it('creates a new user, verified and without a password, and signs them in with a user token', async () => {
    const landing = await signIn({ sub: 'google-1001', email: 'Nguoi.Moi@Gmail.com', name: 'Người Mới' });
    const token = tokenOf(landing);
    const claims = jwtPayload(token);
    expect(claims.aud).toBe('lumi:user');
    expect(claims.exp - claims.iat).toBe(7 * DAY_SECONDS);

    const account = await injectAs(t.app, { kind: 'user', token }, { method: 'GET', url: '/auth/account' });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({
      email: 'nguoi.moi@gmail.com',
      name: 'Người Mới',
      googleId: 'google-1001',
      hasPassword: false,
      isVerified: true,
    });

    // Signing in again finds the same account.
    const again = tokenOf(
      await signIn({ sub: 'google-1001', email: 'nguoi.moi@gmail.com', name: 'Người Mới' }),
    );
    expect(jwtPayload(again).sub).toBe(claims.sub);
  });

  it('lets a Google-only user set a password without a current one, then sign in with it', async () => {
    const token = tokenOf(
      await signIn({ sub: 'google-1002', email: 'dat.mat.khau@gmail.com', name: 'Đặt Mật Khẩu' }),
    );
    const user = { kind: 'user' as const, token };
    expect(
      (
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'dat.mat.khau@gmail.com', password: 'bat-ky-2026' },
        })
      ).json().code,
    ).toBe('AUTH_USE_GOOGLE');
    const res = await injectAs(t.app, user, {
      method: 'PUT',
      url: '/auth/account',
      payload: { password: 'mat-khau-rieng-2026', rePassword: 'mat-khau-rieng-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasPassword).toBe(true);
    expect(typeof res.json().accessToken).toBe('string');
    const login = await injectAs(t.app, null, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'dat.mat.khau@gmail.com', password: 'mat-khau-rieng-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ googleId: 'google-1002', hasPassword: true });
    // Now that it has a password, a further change needs it.
    const next = await injectAs(
      t.app,
      { kind: 'user', token: login.json().accessToken },
      {
        method: 'PUT',
        url: '/auth/account',
        payload: { password: 'lan-nua-2026', rePassword: 'lan-nua-2026' },
      },
    );
    expect(next.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
  });

  it('gives a 30-day token with ?remember=true', async () => {
    const token = tokenOf(
      await signIn({ sub: 'google-1003', email: 'nho.toi@gmail.com', name: 'Nhớ Tôi' }, { remember: true }),
    );
    const claims = jwtPayload(token);
    expect(claims.exp - claims.iat).toBe(30 * DAY_SECONDS);
  });

  it.each([DEMO.customer.email, 'KhachHang@Lumi.VN'])(
    'sends %s (a password account) to /auth?error=already_registered',
    async (email) => {
      const landing = await signIn({ sub: `google-khach-${email}`, email, name: 'Khách' });
      expect(landing.href).toBe(`${WEB}/auth?error=already_registered`);
      const customer = await usersRepository(t.database.db).findByEmail(DEMO.customer.email);
      expect(customer?.googleId).toBeNull();
    },
  );

  describe('failures → /auth?error=google_auth_failed', () => {
    const failed = `${WEB}/auth?error=google_auth_failed`;

    it('a state that does not match the cookie', async () => {
      const start = await begin();
      const back = await authorize(start.location);
      back.searchParams.set('state', 'state-gia-mao');
      expect((await callback(back.search, start.cookie)).href).toBe(failed);
    });

    it('no state cookie', async () => {
      const start = await begin();
      const back = await authorize(start.location);
      expect((await callback(back.search)).href).toBe(failed);
    });

    it('a cookie whose signature does not match', async () => {
      const start = await begin();
      const back = await authorize(start.location);
      const forged = `lumi_google_state=${encodeURIComponent(`${back.searchParams.get('state')}.0.khong-ky`)}`;
      expect((await callback(back.search, forged)).href).toBe(failed);
    });

    it('no code, or the provider reporting an error', async () => {
      const start = await begin();
      const state = start.location.searchParams.get('state') ?? '';
      expect((await callback(`?state=${state}`, start.cookie)).href).toBe(failed);
      expect((await callback(`?state=${state}&error=access_denied`, start.cookie)).href).toBe(failed);
    });

    it('the token endpoint refusing the code', async () => {
      const start = await begin();
      oauth.service.once('beforeResponse', (response: MutableResponse) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      });
      const back = await authorize(start.location);
      expect((await callback(back.search, start.cookie)).href).toBe(failed);
    });

    it('the userinfo endpoint failing', async () => {
      const start = await begin();
      oauth.service.once('beforeUserinfo', (response: MutableResponse) => {
        response.statusCode = 401;
        response.body = { error: 'invalid_token' };
      });
      const back = await authorize(start.location);
      expect((await callback(back.search, start.cookie)).href).toBe(failed);
    });

    it('an unverified Google email', async () => {
      expect(
        (await signIn({ sub: 'google-1004', email: 'chua.xac.thuc@gmail.com', email_verified: false })).href,
      ).toBe(failed);
      expect(await usersRepository(t.database.db).findByEmail('chua.xac.thuc@gmail.com')).toBeUndefined();
    });

    it('a disabled account', async () => {
      const token = tokenOf(
        await signIn({ sub: 'google-1005', email: 'bi.khoa@gmail.com', name: 'Bị Khóa' }),
      );
      await usersRepository(t.database.db).update(jwtPayload(token).sub, { isActive: false });
      expect((await signIn({ sub: 'google-1005', email: 'bi.khoa@gmail.com', name: 'Bị Khóa' })).href).toBe(
        failed,
      );
    });
  });

  it('clears the state cookie once the callback is handled', async () => {
    const start = await begin();
    oauth.service.once('beforeUserinfo', (response: MutableResponse) => {
      response.body = {
        sub: 'google-1006',
        email: 'mot.lan@gmail.com',
        name: 'Một Lần',
        email_verified: true,
      };
    });
    const back = await authorize(start.location);
    const first = await t.app.inject({
      method: 'GET',
      url: `/auth/google/callback${back.search}`,
      headers: { cookie: start.cookie },
    });
    expect(String(first.headers.location)).toMatch(/\?token=/);
    // The answer clears the cookie; a browser would then send none.
    const cleared = [first.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('lumi_google_state='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });
});
