import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoPrincipals, injectAs, type TestApp } from './helpers';

/** Filters a client sends as 0, empty or 'all' to mean "all" (issue 8): every item, never a 400. */
describe('list filters meaning all', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;

  beforeAll(async () => {
    t = await buildTestApp();
    p = await demoPrincipals(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/admin/reviews', ['?rate=0', '?rate=', '?rate=all', '?rate=0&fromDate=&toDate=']],
    ['/admin/admin-accounts', ['?role=', '?role=all', '?role=ALL', '?role=0']],
    ['/admin/products', ['?tag=all&category=0&brand=', '?tag=0', '?category=all']],
  ] as const)('%s answers the unfiltered list', async (url, queries) => {
    const all = await injectAs(t.app, p.admin, { method: 'GET', url });
    expect(all.statusCode, all.body).toBe(200);
    for (const query of queries) {
      const res = await injectAs(t.app, p.admin, { method: 'GET', url: `${url}${query}` });
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json().pagination, query).toEqual(all.json().pagination);
    }
  });

  it('a notification type of all is every type', async () => {
    const all = await injectAs(t.app, p.user, { method: 'GET', url: '/notifications/by-user' });
    const typed = await injectAs(t.app, p.user, { method: 'GET', url: '/notifications/by-user?type=all' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().pagination).toEqual(all.json().pagination);
  });

  it('a real value still filters, and a wrong one is still a 400', async () => {
    expect((await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/reviews?rate=5' })).statusCode).toBe(
      200,
    );
    expect((await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/reviews?rate=7' })).statusCode).toBe(
      400,
    );
    expect(
      (await injectAs(t.app, p.admin, { method: 'GET', url: '/admin/admin-accounts?role=OWNER' })).statusCode,
    ).toBe(400);
  });
});
