import { expect, test } from '../../fixtures/test';
import { type Page } from '@playwright/test';
import { DEMO, uniqueSuffix, expectPageWhole } from '../../fixtures/api';

async function adminLogin(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/**
 * Picks an option in the open antd Select dropdown (its listbox options are visually hidden) and waits for the
 * dropdown to close. A click that lands while the dropdown is still opening can leave it open over the form's
 * buttons (seen on a loaded machine): the pick is tried again until the dropdown is gone.
 */
async function pickOption(page: Page, label: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if ((await open.count()) > 0) await open.getByTitle(label, { exact: true }).click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The sider's menu of the admin area. */
const sider = (page: Page) => page.getByRole('complementary', { name: 'Menu quản trị' });

test.describe('admin accounts', () => {
  test('the ADMIN signs in, creates a SUPPORT account that appears in the list and can sign in', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    await expect(page).toHaveTitle(/Lumi \| Admin/);
    await expectPageWhole(page);

    await adminLogin(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The toast raised on the login page stays once the dashboard is shown (one admin-themed scope for both).
    await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();

    await sider(page).getByRole('link', { name: 'Quản trị', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/accounts/);
    await expect(page.getByRole('heading', { name: 'Danh sách tài khoản quản trị' })).toBeVisible();
    const table = page.getByRole('table');
    // The seed makes its eleven accounts in one transaction (one createdAt): page 1 is the first ten by username,
    // which holds the demo clinic's account (not 'support', the eleventh).
    await expect(table.getByRole('row').filter({ hasText: DEMO.clinic.username })).toBeVisible();

    const username = `hotro.${uniqueSuffix()}`;
    const name = 'Phạm Thu Trang';
    const password = 'Lumi-e2e-Trang-2026';
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo tài khoản' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Họ và tên').fill(name);
    await dialog.getByLabel('Tên đăng nhập').fill(username);
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await dialog.getByLabel('Nhập lại mật khẩu').fill(password);
    await dialog.getByLabel('Vai trò').click();
    await pickOption(page, 'Hỗ trợ');
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();

    await expect(page.getByText('Tạo tài khoản thành công')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: username });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(row).toContainText('Hỗ trợ');
    await expect(row).toContainText('Đang hoạt động');
    await expectPageWhole(page);

    // Sign out, then in with the new account: a SUPPORT lands on the clinic dashboard.
    await page.getByRole('button', { name: /^Tài khoản / }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Đăng xuất thành công')).toBeVisible();
    await adminLogin(page, username, password);
    await expect(page).toHaveURL(/\/admin\/dashboard-clinic$/);
    await expect(page.getByRole('heading', { name: `Xin chào, ${name}!` })).toBeVisible();
    await expect(sider(page).getByRole('link', { name: 'Quản trị', exact: true })).toHaveCount(0);
  });

  test('a username already in use is refused with the server message', async ({ page }) => {
    await adminLogin(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // A signed-in ADMIN who opens the login page is sent to its dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/accounts');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo tài khoản' });
    await dialog.getByLabel('Họ và tên').fill('Trần Thu Hà');
    await dialog.getByLabel('Tên đăng nhập').fill(DEMO.support.username);
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('Lumi-e2e-Trung-2026');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('Lumi-e2e-Trung-2026');
    await dialog.getByLabel('Vai trò').click();
    await pickOption(page, 'Hỗ trợ');
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();

    // Shown as a toast and under the username field; the modal stays open.
    await expect(page.locator('.ant-message').getByText('Tên đăng nhập đã tồn tại')).toBeVisible();
    await expect(
      dialog.locator('.ant-form-item-explain-error', { hasText: 'Tên đăng nhập đã tồn tại' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the create form checks its fields before sending', async ({ page }) => {
    await adminLogin(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/accounts');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo tài khoản' });
    await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
    const errors = dialog.locator('.ant-form-item-explain-error');
    await expect(errors.filter({ hasText: 'Vui lòng nhập họ và tên' })).toBeVisible();
    await expect(errors.filter({ hasText: 'Vui lòng nhập tên đăng nhập' })).toBeVisible();
    await expect(errors.filter({ hasText: 'Vui lòng nhập mật khẩu' })).toBeVisible();
    await expect(errors.filter({ hasText: 'Vui lòng chọn vai trò' })).toBeVisible();
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('Lumi-e2e-Trung-2026');
    await dialog.getByLabel('Nhập lại mật khẩu').fill('Lumi-e2e-Khac-2026');
    await expect(errors.filter({ hasText: 'Mật khẩu nhập lại không trùng khớp' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a CLINIC account lands on the clinic dashboard and has no accounts menu', async ({ page }) => {
    await adminLogin(page, DEMO.clinic.username, DEMO.clinic.password);
    await expect(page).toHaveURL(/\/admin\/dashboard-clinic$/);
    await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
    const menu = sider(page);
    await expect(menu.getByRole('link', { name: 'Thống kê' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bác sĩ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cài đặt' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Quản trị', exact: true })).toHaveCount(0);

    // Signed in, /admin sends a non-ADMIN role to the clinic dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard-clinic$/);

    // Typed by hand, the accounts page refuses the role.
    await page.goto('/admin/accounts');
    await expect(page.getByText('Không có quyền truy cập')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tạo tài khoản' })).toHaveCount(0);
  });

  test('admin pages send a signed-out visitor to /admin', async ({ page }) => {
    for (const path of [
      '/admin/dashboard',
      '/admin/accounts',
      '/admin/settings',
      '/admin/dashboard-clinic',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    }
  });
});
