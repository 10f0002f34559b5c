import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../fixtures/api';
import { animationsDone, expectNoAxeViolations } from '../../fixtures/axe';
import { adminLogin, doctorLogin } from '../../fixtures/clinic';
import { signInAdmin } from '../../fixtures/catalog';

/*
 * Issue 25, the back offices: axe (WCAG 2.1 A/AA and best practices, serious and critical) finds nothing on the
 * main screens of the shop admin, the clinic admin and the doctor, at 1366 px and on a 390-px phone, where the
 * admin's menu drawer is checked open as well. Then a dialog of the shop admin by keyboard: opened with Enter, it
 * holds the focus; Escape closes it and gives the focus back to the button that opened it.
 */

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 860 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

/** The screen has its heading and its data: no skeleton or spinner left, nothing moving. */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await animationsDone(page);
}

/** Opens the admin's menu drawer from the header (a phone) and checks it with axe. */
async function checkPhoneMenu(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu quản trị' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('menuitem').first()).toBeVisible();
  await animationsDone(page);
  await expectNoAxeViolations(page, `${where}, menu open`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** Opens each screen in turn, waits for its heading and runs axe on it. */
async function checkScreens(page: Page, screens: [string, string | RegExp][], where: string): Promise<void> {
  for (const [path, heading] of screens) {
    await page.goto(path);
    await settled(page, heading);
    await expectNoAxeViolations(page, `${path} ${where}`);
  }
}

for (const { name, viewport } of SIZES) {
  test.describe(`back offices at ${name} px`, () => {
    test.use({ viewport });

    test('shop admin: login, dashboard, products, orders and an order', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
      await animationsDone(page);
      await expectNoAxeViolations(page, `/admin (login) at ${name}`);
      await adminLogin(page, DEMO.admin);

      await checkScreens(
        page,
        [
          ['/admin/dashboard', /^Xin chào, /],
          ['/admin/products', 'Danh sách sản phẩm'],
          ['/admin/orders', 'Quản lý đơn hàng'],
          ['/admin/loyalty', 'Điểm thưởng'],
          ['/admin/stock-alerts', 'Khách chờ hàng'],
          ['/admin/returns', 'Trả hàng'],
        ],
        `at ${name}`,
      );

      // An order still open, so that its actions are on the screen too.
      await page.goto('/admin/orders?status=pending');
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await page
        .getByRole('link', { name: /^Xem chi tiết đơn / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/admin\/orders\/[\w-]+$/);
      await settled(page, 'Chi tiết đơn hàng');
      await expect(page.getByRole('button', { name: 'Hủy đơn hàng' })).toBeVisible();
      await expectNoAxeViolations(page, `/admin/orders/<id> at ${name}`);

      if (viewport.width < 768) await checkPhoneMenu(page, `/admin/orders/<id> at ${name}`);
    });

    test('clinic admin: dashboard, bookings and doctors', async ({ page }) => {
      await adminLogin(page, DEMO.clinic);
      await checkScreens(
        page,
        [
          ['/admin/dashboard-clinic', /^Xin chào, /],
          ['/admin/bookings', 'Quản lý lịch khám'],
          ['/admin/doctors', 'Quản lý bác sĩ'],
        ],
        `(clinic) at ${name}`,
      );
      if (viewport.width < 768) await checkPhoneMenu(page, `/admin/doctors (clinic) at ${name}`);
    });

    test('doctor: statistics, bookings and working schedule', async ({ page }) => {
      await doctorLogin(page);
      await settled(page, 'Thống kê');
      await expectNoAxeViolations(page, `/doctor-owner at ${name}`);
      // The sections are always on the screen (a sidebar, on a phone a scrolling bar above the content).
      const menu = page.getByRole('navigation', { name: 'Quản lý bác sĩ' });
      for (const [item, heading] of [
        ['Lịch khám', 'Lịch khám'],
        ['Lịch làm việc', /Lịch làm việc/],
      ] as const) {
        await menu.getByRole('menuitem', { name: item }).click();
        await settled(page, heading);
        await expectNoAxeViolations(page, `/doctor-owner, ${item}, at ${name}`);
      }
    });
  });
}

test('shop admin: a dialog opened by keyboard holds the focus, Escape closes it and the focus goes back', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  await page.goto('/admin/orders?status=pending');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page
    .getByRole('link', { name: /^Xem chi tiết đơn / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\/[\w-]+$/);

  const opener = page.getByRole('button', { name: 'Sửa thông tin giao hàng' });
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Sửa thông tin giao hàng / });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await animationsDone(page);
  await expectNoAxeViolations(page, 'the order edit dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
