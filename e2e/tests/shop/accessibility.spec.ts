import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../fixtures/api';
import { animationsDone, expectNoAxeViolations } from '../../fixtures/axe';
import { publicGet } from '../../fixtures/catalog';
import { customerToken } from '../../fixtures/clinic';

/*
 * Issue 25, the shop: axe (WCAG 2.1 A/AA and best practices, serious and critical) finds nothing on the shop's
 * pages at 1366 px and at 390 px — the public pages as a guest; the cart, the checkout and both tabs of the account
 * as the demo customer with a product in the cart. On the phone the header's menu drawer, cart summary and account
 * menu are opened and checked too. And the phone menu is a dialog a keyboard can use: Enter on its button moves the
 * focus into it, Escape closes it and gives the focus back to the button.
 */

const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

type Envelope<T> = { data: T };
type Listed = { _id: string; name: string; slug: string; finalPrice: number; variants: unknown[] };
type Detail = Listed & { totalQuantity: number; brand: { name: string } | null; mainImage: { url: string } };

/** A category of the demo catalogue, a product of it, and a product without colours in stock (for the cart). */
async function demoPages(request: APIRequestContext) {
  const categories = (await publicGet<Envelope<{ slug: string }[]>>(request, '/categories')).data;
  const category = categories[0]!.slug;
  const listing = (
    await publicGet<Envelope<Listed[]>>(request, `/products/categories/${category}?pageSize=50`)
  ).data;
  let plain: Detail | undefined;
  for (const item of listing.filter((p) => p.variants.length === 0)) {
    const detail = (await publicGet<Envelope<Detail>>(request, `/products/detail/${item.slug}`)).data;
    if (detail.totalQuantity >= 5) {
      plain = detail;
      break;
    }
  }
  if (!plain) throw new Error(`no plain product in stock in '${category}'`);
  return { category, product: listing[0]!.slug, productName: listing[0]!.name, plain };
}

/**
 * Waits until the page has loaded what it shows and stopped moving: no request pending, no loading placeholder
 * left, no animation running (a drawer sliding in is measured half transparent).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Đang tải"]')).toHaveCount(0);
  await animationsDone(page);
}

async function visit(page: Page, path: string, where: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  // The run includes label-content-name-mismatch (WCAG 2.5.3, always serious): every name holds its visible text.
  await expectNoAxeViolations(page, where);
}

/** A dialog opened by `opener` passes axe, has the focus, and gives it back to `opener` on Escape. */
async function checkDialog(page: Page, opener: Locator, name: string, where: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(page);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus in '${name}'`).toBe(true);
  await expectNoAxeViolations(page, `${where}, '${name}' open`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** On a phone: the header's menu drawer, open, has no violation either; closing it hands the focus back. */
async function checkPhoneMenu(page: Page, where: string): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Mở menu' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Danh mục sản phẩm' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button').first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, `${where}, menu open`);
  await drawer.getByRole('button', { name: 'Đóng menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
}

/** The header's cart summary, open, has no violation, and the focus is in it. */
async function checkCartPanel(page: Page, where: string): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Giỏ hàng/ });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Giỏ hàng của bạn' });
  await expect(panel).toBeFocused();
  await settle(page);
  await expectNoAxeViolations(page, `${where}, cart summary open`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
}

test.describe('shop: accessibility (issue 25)', () => {
  test('the public shop pages, at 1366 px and 390 px, menus open on the phone', async ({ page, request }) => {
    test.setTimeout(100_000);
    const { category, product, productName } = await demoPages(request);
    const pages = [
      ['/', 'home'],
      [`/detail/${product}`, 'product'],
      [`/categories/${category}`, 'category'],
      ['/search?keyword=serum', 'search'],
      ['/promotions', 'promotions'],
    ] as const;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const [path, name] of pages) {
        const where = `${name} at ${viewport.width} px`;
        await visit(page, path, where);
        if (viewport === PHONE && (name === 'home' || name === 'product')) await checkPhoneMenu(page, where);
        // The product's pictures full screen.
        if (name === 'product')
          await checkDialog(
            page,
            page.getByRole('button', { name: /^Phóng to ảnh 1 / }),
            `Ảnh ${productName}`,
            where,
          );
        // Below 992 px the filters are a drawer.
        if (viewport === PHONE && name === 'category')
          await checkDialog(page, page.getByRole('button', { name: /^Bộ lọc/ }), 'Bộ lọc sản phẩm', where);
      }
    }
    // The header's search with its suggestions open.
    await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('serum');
    await expect(page.getByRole('listbox', { name: 'Gợi ý sản phẩm' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, 'search suggestions at 390 px');
    await checkCartPanel(page, 'promotions at 390 px (empty cart)');
  });

  test('the cart, the checkout and the account of a signed-in customer, at 1366 px and 390 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { plain } = await demoPages(request);
    const token = await customerToken(request, DEMO.customer);
    const line = {
      productId: plain._id,
      name: plain.name,
      image: plain.mainImage.url,
      slug: plain.slug,
      color: null,
      price: plain.finalPrice,
      brand: plain.brand?.name ?? '',
      quantity: 2,
    };
    await page.addInitScript(
      ([t, cart]) => {
        window.localStorage.setItem('ACCESS_TOKEN', t);
        window.localStorage.setItem('cart', cart);
      },
      [token, JSON.stringify({ products: [line] })] as const,
    );
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const at = `at ${viewport.width} px`;
      await visit(page, '/cart', `cart ${at}`);
      await expect(page.getByRole('list', { name: 'Sản phẩm trong giỏ hàng' })).toContainText(plain.name);
      await visit(page, '/checkout', `checkout ${at}`);
      await expect(page.getByRole('list', { name: 'Sản phẩm đặt mua' })).toContainText(plain.name);
      await visit(page, '/account?tab=profile', `account profile ${at}`);
      await visit(page, '/account?tab=orders', `account orders ${at}`);
      if (viewport === PHONE) {
        await checkPhoneMenu(page, `account orders ${at}`);
        await checkCartPanel(page, `account orders ${at}`);
        // The signed-in account button has a name on the phone too (only its avatar shows), and its menu passes.
        const account = page.getByRole('banner').getByRole('button', { name: 'Vũ Ngọc Lan' });
        await account.click();
        const menu = page.getByRole('menu', { name: 'Tài khoản' });
        await expect(menu.getByRole('menuitem').first()).toBeFocused();
        await settle(page);
        await expectNoAxeViolations(page, `account orders ${at}, account menu open`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(account).toBeFocused();
      }
    }
  });

  test('the phone menu opens from the keyboard, holds the focus, and Escape gives it back', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Mở menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Danh mục sản phẩm' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Đặt lịch khám');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tab from the last control comes back to the first: the focus stays in the drawer.
    await drawer.getByRole('link', { name: 'Dành cho bác sĩ' }).focus();
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});
