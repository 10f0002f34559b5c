import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, defaultAvatarUrl } from '@lumi/shared';
import { DEMO, answered, buildTestApp, demoPrincipals, injectAs, type TestApp } from '../../../test/helpers';

/** api-contract §2 `Avatar`: never null; without a picture, initials on a colour drawn by the server. */
describe('default avatars', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every account without a picture answers an avatar object with publicId null', async () => {
    const user = (await injectAs(t.app, p.user, { method: 'GET', url: '/auth/account' })).json().data;
    const admin = (await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/auth/account' })).json().data;
    expect(user.avatar).toEqual(answered({ url: defaultAvatarUrl(DEMO.customer.name), publicId: null }));
    expect(admin.avatar).toEqual(answered({ url: defaultAvatarUrl(DEMO.admin.name), publicId: null }));
    const accounts = (
      await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/admin-accounts?pageSize=100' })
    ).json().data as { avatar: unknown }[];
    for (const account of accounts) expect(account.avatar).toMatchObject({ url: expect.any(String) });
  });

  it('serves the initials on the name’s colour as an SVG, cached for a year with an ETag', async () => {
    const url = defaultAvatarUrl('Trần Thị Đào');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>TĐ</text>');
    expect(res.body).toContain(`fill="${avatarColour('Trần Thị Đào')}"`);
    expect(AVATAR_COLOURS).toContain(avatarColour('Trần Thị Đào'));

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: defaultAvatarUrl('Lê Văn An') });
    expect(other.headers.etag).not.toBe(etag);
    expect(other.body).toContain('>LA</text>');
  });

  it('escapes what it draws and copes with no name at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: defaultAvatarUrl('<script> &x') });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('>&lt;&amp;</text>');
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/avatars/default.svg' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('>?</text>');
  });
});
