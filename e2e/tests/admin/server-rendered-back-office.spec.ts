import type { BrowserContext, Page } from '@playwright/test';
import { SESSION_COOKIES } from '@lumi/shared';
import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import { adminLogin, doctorLogin } from '../../fixtures/clinic';

/*
 * Issue 26 (ADR 0041): a back-office screen comes from the server already drawn for the person signed in, whose token
 * a cookie mirrors beside local storage; the browser takes the markup over without drawing it again, and a sign-out
 * takes the mirror away with the token, so no page is rendered for anyone afterwards.
 */

async function mirror(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The document the server answers for `path` to this window (its cookies). */
async function documentOf(page: Page, path: string): Promise<{ html: string; cacheControl: string }> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return { html: await res.text(), cacheControl: res.headers()['cache-control'] ?? '' };
}

/** The markup inside `<div id="root">` (what the app draws), without the document's head and state. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

test.describe('back offices rendered by the server for their signed-in person', () => {
  test('the admin’s products arrive drawn, come alive without being drawn again, and stop at sign-out', async ({
    page,
    context,
  }) => {
    const errors = trackPageErrors(page);
    await adminLogin(page, DEMO.admin);
    const token = await page.evaluate(() => window.localStorage.getItem('ACCESS_TOKEN_ADMIN'));
    expect(token).toBeTruthy();
    expect(await mirror(context, SESSION_COOKIES.admin)).toBe(token);

    // The document itself holds the list's rows and the admin's frame, private to this person.
    const { html, cacheControl } = await documentOf(page, '/admin/products');
    expect(cacheControl).toBe('private, no-store');
    const markup = rootOf(html);
    expect(markup).toMatch(/<tr[^>]*data-row-key=/);
    expect(markup).toContain('Danh sách sản phẩm');
    expect(html).toContain('id="lumi-state"');
    // The token itself is never written into the page.
    expect(html).not.toContain(token!);

    // Loaded in the window: the rows are on screen before the app runs, and the list's query is not asked again.
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/admin/products') listCalls.push(request.url());
    });
    await page.goto('/admin/products');
    const rows = page.locator('tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    expect(listCalls).toEqual([]);
    // Alive: the search filters the list (the app's own handler, through the API).
    await page.getByRole('textbox', { name: 'Tìm sản phẩm', exact: true }).fill('rau má');
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
    await expect(rows.first()).toContainText(/rau má/i);

    // Signing out takes the mirror with the token: the next document is the browser's, with nobody's data.
    await page.getByRole('button', { name: /^Tài khoản / }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await mirror(context, SESSION_COOKIES.admin)).toBeUndefined();
    const after = await documentOf(page, '/admin/products');
    expect(after.html).toContain('<div id="root"></div>');
    expect(errors).toEqual([]);
  });

  test('a stale or foreign mirror never shows its page to someone else', async ({
    page,
    context,
    request,
  }) => {
    const errors = trackPageErrors(page);
    // A mirror left from another session (a token this window does not hold): the server renders for it, and the
    // browser, holding another token, draws the screen afresh for its own person.
    const login = await request.post('/api/v1/admin/auth/login', { data: DEMO.clinic });
    const clinicToken = ((await login.json()) as { accessToken?: string }).accessToken;
    expect(clinicToken).toBeTruthy();
    await adminLogin(page, DEMO.admin);
    await context.addCookies([
      { name: SESSION_COOKIES.admin, value: clinicToken!, url: new URL(page.url()).origin, sameSite: 'Lax' },
    ]);
    // (The document, rendered for the clinic's token, has the clinic account's frame.)
    const accountName = async (token: string) =>
      (
        (await (
          await request.get('/api/v1/admin/auth/account', { headers: { 'x-admin-header': token } })
        ).json()) as { data: { name: string } }
      ).data.name;
    const clinicName = await accountName(clinicToken!);
    const adminName = await accountName(
      (await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN_ADMIN')))!,
    );
    expect(rootOf((await documentOf(page, '/admin/products')).html)).toContain(clinicName);
    await page.goto('/admin/products');
    // The window shows its own admin's frame and list, nothing of the clinic's; the mirror follows its token again.
    await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
    await expect(page.getByText(adminName).first()).toBeVisible();
    await expect(page.getByText(clinicName)).toHaveCount(0);
    expect(await mirror(context, SESSION_COOKIES.admin)).toBe(
      await page.evaluate(() => window.localStorage.getItem('ACCESS_TOKEN_ADMIN')),
    );
    // A refused token (garbage) renders nothing for anyone: the browser's document.
    await context.addCookies([
      {
        name: SESSION_COOKIES.admin,
        value: 'khong-hop-le',
        url: new URL(page.url()).origin,
        sameSite: 'Lax',
      },
    ]);
    expect((await documentOf(page, '/admin/products')).html).toContain('<div id="root"></div>');
    expect(errors).toEqual([]);
  });

  test('the doctor’s page arrives with the doctor’s figures', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await doctorLogin(page);
    expect(await mirror(context, SESSION_COOKIES.doctor)).toBeTruthy();
    const { html, cacheControl } = await documentOf(page, '/doctor-owner');
    expect(cacheControl).toBe('private, no-store');
    expect(rootOf(html)).toContain(DEMO.doctor.name);
    await page.goto('/doctor-owner');
    await expect(page.getByRole('heading', { level: 1, name: 'Thống kê' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(DEMO.doctor.name, { exact: true })).toBeVisible();
    // Alive: another section opens.
    await page
      .getByRole('navigation', { name: 'Quản lý bác sĩ' })
      .getByRole('menuitem', { name: 'Lịch khám' })
      .click();
    await expect(page).toHaveURL(/tab=bookings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch khám' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
