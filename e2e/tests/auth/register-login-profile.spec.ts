import { expect, test } from '../../fixtures/test';
import { createUser, readOtp, typeOtp, uniqueEmail, expectPageWhole } from '../../fixtures/api';

test.describe('register → verify → login → profile → logout', () => {
  test('a new customer registers, verifies the mailed OTP, signs in, edits the profile and signs out', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dangky');
    const password = 'Lumi-e2e-Hoa-2026';
    const name = 'Nguyễn Thị Hoa';

    // Register step (spec §2: page=register opens it).
    await page.goto('/auth?page=register');
    await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible();
    await expect(page).toHaveTitle(/Lumi/);
    await expectPageWhole(page);

    await page.getByLabel('Họ và tên').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByLabel('Nhập lại mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();

    // Verify step: the code mailed on registration.
    await expect(page.getByText('Đăng ký thành công, vui lòng kiểm tra email để lấy mã OTP')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The address follows the step shown.
    await expect(page).toHaveURL(/\/auth\?page=verify$/);
    await expectPageWhole(page);
    const otp = await readOtp(request, email);
    await typeOtp(page, otp);
    await expect(page.getByRole('textbox', { name: 'Chữ số thứ 6' })).toHaveValue(otp.charAt(5));
    await page.getByRole('button', { name: 'Xác nhận' }).click();

    // Back to the login step with the e-mail filled in.
    await expect(page.getByText('Xác thực thành công')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

    await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    const accountButton = banner.getByRole('button', { name }).first();
    await expect(accountButton).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveCount(0);

    // The header's account menu leads to /account.
    // The menu closes when the address changes; the sign-in's last address update may still be landing on a
    // loaded machine, so the menu is opened again if it closed under the click.
    const accountItem = page.getByRole('menuitem', { name: 'Tài khoản' });
    await expect(async () => {
      if (!(await accountItem.isVisible())) await accountButton.click();
      await accountItem.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole('heading', { name: 'Thông tin người dùng' })).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(name);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expectPageWhole(page);

    // Edit the name and the phone.
    const newName = 'Nguyễn Thị Hoa Mai';
    const phone = '0912345678';
    await page.getByLabel('Họ và tên').fill(newName);
    await page.getByLabel('Số điện thoại').fill(phone);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();
    await expect(banner.getByRole('button', { name: newName })).toBeVisible();

    // Kept by the server: still there after a reload.
    await page.reload();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(newName);
    await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone);
    await expect(banner.getByRole('button', { name: newName })).toBeVisible();

    // Logout from the account menu (with its confirmation).
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Đăng xuất khỏi Lumi?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Đăng xuất' }).click();

    // The page reloads signed out; /account is for signed-in customers only.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(banner.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: newName })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();
  });

  test('the login screen looks finished', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quên mật khẩu?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expectPageWhole(page);
  });

  test('an unverified customer who signs in is sent a code and shown the verify step', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'chuaxacthuc', { verify: false });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

    await expect(page.getByText('Vui lòng xác thực tài khoản')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();
    await expect(page.getByText('Xác thực tài khoản', { exact: true })).toBeVisible();
    // The newest mailed code is valid (a fresh one, or the registration code while a resend is too soon).
    const otp = await readOtp(request, user.email);
    await typeOtp(page, otp);
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();

    await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
  });
});
