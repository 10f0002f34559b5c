import { expect, test } from '../../fixtures/test';
import { createUser, latestMailAt, readOtp, typeOtp } from '../../fixtures/api';

test('forgot password: OTP from the mailbox, new password, the old one no longer works', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'quenmatkhau');
  const newPassword = 'Lumi-e2e-Moi-2026';
  const verifyMailAt = await latestMailAt(request, user.email);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();

  await expect(page.getByText('Mã OTP đã được gửi đến email của bạn')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();
  await expect(page.getByText('Khôi phục tài khoản')).toBeVisible();
  const otp = await readOtp(request, user.email, verifyMailAt);
  await typeOtp(page, otp);
  await page.getByRole('button', { name: 'Xác nhận' }).click();

  // Reset step.
  await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
  await page.getByLabel('Xác nhận mật khẩu mới').fill(newPassword);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();

  await expect(page.getByText('Đặt lại mật khẩu thành công')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();

  // The old password is refused with the server's message.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Thông tin đăng nhập không chính xác')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The new one signs in.
  await page.getByLabel('Mật khẩu', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
});
