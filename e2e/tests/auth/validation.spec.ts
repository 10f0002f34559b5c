import { expect, test } from '../../fixtures/test';
import { type Page } from '@playwright/test';
import { createUser, readOtp, typeOtp } from '../../fixtures/api';

/** The validation message under a labelled field of the visible antd form. */
function fieldError(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error', { hasText: text });
}

async function expectFieldErrors(page: Page, texts: string[]) {
  for (const text of texts) await expect(fieldError(page, text)).toBeVisible();
}

test.describe('auth screen validation (spec §5)', () => {
  test('login: required fields and an invalid e-mail', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expectFieldErrors(page, ['Vui lòng nhập email', 'Vui lòng nhập mật khẩu']);

    await page.getByLabel('Email').fill('khachhang@');
    await expect(fieldError(page, 'Email không hợp lệ')).toBeVisible();
    await expect(fieldError(page, 'Vui lòng nhập email')).toHaveCount(0);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('lumi-khach-2026');
    await expect(fieldError(page, 'Vui lòng nhập mật khẩu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(fieldError(page, 'Email không hợp lệ')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('login: wrong credentials show the server message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('khachhang@lumi.vn');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('khong-dung-2026');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByText('Thông tin đăng nhập không chính xác')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('register: required fields, e-mail, short password and a different repeat', async ({ page }) => {
    await page.goto('/auth?page=register');
    const submit = page.getByRole('button', { name: 'Đăng ký', exact: true });
    await submit.click();
    await expectFieldErrors(page, [
      'Vui lòng nhập họ và tên',
      'Vui lòng nhập email',
      'Vui lòng nhập mật khẩu',
      'Vui lòng nhập lại mật khẩu',
    ]);

    await page.getByLabel('Họ và tên').fill('Lan');
    await page.getByLabel('Email').fill('lan.example.com');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('abc12');
    await page.getByLabel('Nhập lại mật khẩu').fill('abc123');
    await expectFieldErrors(page, [
      'Email không hợp lệ',
      'Mật khẩu phải có ít nhất 6 ký tự',
      'Mật khẩu nhập lại không trùng khớp',
    ]);
    await expect(fieldError(page, 'Vui lòng nhập họ và tên')).toHaveCount(0);

    await page.getByLabel('Mật khẩu', { exact: true }).fill('Lumi-e2e-Lan-2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Lumi-e2e-Lan-2027');
    await submit.click();
    await expect(fieldError(page, 'Mật khẩu nhập lại không trùng khớp')).toBeVisible();
    await expect(fieldError(page, 'Mật khẩu phải có ít nhất 6 ký tự')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible();

    // Clearing the repeat asks for it again.
    await page.getByLabel('Nhập lại mật khẩu').fill('');
    await expect(fieldError(page, 'Vui lòng nhập lại mật khẩu')).toBeVisible();
  });

  test('register: an e-mail already in use shows the server message', async ({ page }) => {
    await page.goto('/auth?page=register');
    await page.getByLabel('Họ và tên').fill('Khách Hàng');
    await page.getByLabel('Email').fill('khachhang@lumi.vn');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Lumi-e2e-Trung-2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Lumi-e2e-Trung-2026');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByText('Email đăng ký đã tồn tại')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible();
  });

  test('send OTP: e-mail required and valid; an unknown one is answered like a known one', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    const submit = page.getByRole('button', { name: 'Gửi mã OTP' });
    await submit.click();
    await expect(fieldError(page, 'Vui lòng nhập email')).toBeVisible();
    await page.getByLabel('Email').fill('khong-phai-email');
    await expect(fieldError(page, 'Email không hợp lệ')).toBeVisible();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();

    // No account enumeration (issue 8): the same message and the verify step, where any code is wrong.
    await page.getByLabel('Email').fill('khong.ton.tai.e2e@example.com');
    await submit.click();
    await expect(page.getByText('Mã OTP đã được gửi đến email của bạn')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();
    await expect(page.getByText('Email không tồn tại trong hệ thống')).toHaveCount(0);

    await page.getByRole('button', { name: 'Quay lại đăng nhập' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();
  });

  test('OTP and reset steps: too few digits, non-digits, a wrong code, a different repeat', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'otpsai');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();

    const box = (n: number) => page.getByRole('textbox', { name: `Chữ số thứ ${n}` });
    const otpError = page.getByTestId('otp-error');
    const confirm = page.getByRole('button', { name: 'Xác nhận' });

    // Nothing typed, then three digits: the warning for fewer than 6.
    await confirm.click();
    await expect(otpError).toHaveText('Vui lòng nhập đủ 6 số OTP');
    await box(1).focus();
    await page.keyboard.type('123');
    await expect(otpError).toHaveText('');
    await expect(box(4)).toBeFocused();
    await confirm.click();
    await expect(otpError).toHaveText('Vui lòng nhập đủ 6 số OTP');

    // Backspace in an empty box clears and focuses the previous one.
    await box(4).focus();
    await page.keyboard.press('Backspace');
    await expect(box(3)).toBeFocused();
    await expect(box(3)).toHaveValue('');

    // A letter is refused with the non-numeric message and the box stays empty.
    await page.keyboard.type('a');
    await expect(otpError).toHaveText('OTP không hợp lệ. Vui lòng chỉ nhập số.');
    await expect(box(3)).toHaveValue('');

    // A wrong six-digit code (the right one with its last digit changed): the server's message.
    const code = await readOtp(request, user.email);
    const wrong = `${code.slice(0, 5)}${(Number(code.charAt(5)) + 1) % 10}`;
    await typeOtp(page, wrong);
    await confirm.click();
    await expect(page.getByText('Mã OTP không hợp lệ', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();

    // Retyped over the boxes, the same digits still move the focus on; the right code leads to the reset step.
    await typeOtp(page, code);
    for (let n = 1; n <= 6; n += 1) await expect(box(n)).toHaveValue(code.charAt(n - 1));
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();

    const reset = page.getByRole('button', { name: 'Đặt lại mật khẩu' });
    await reset.click();
    await expectFieldErrors(page, ['Vui lòng nhập mật khẩu', 'Vui lòng nhập lại mật khẩu']);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('abc');
    await expect(fieldError(page, 'Mật khẩu phải có ít nhất 6 ký tự')).toBeVisible();
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Lumi-e2e-Reset-2026');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('Lumi-e2e-Reset-2027');
    await reset.click();
    await expect(fieldError(page, 'Mật khẩu nhập lại không trùng khớp!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
  });

  test('error=already_registered shows the message and returns to /auth', async ({ page }) => {
    await page.goto('/auth?error=already_registered');
    await expect(page.getByText('Tài khoản đã tồn tại vui lòng thử lại')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập', exact: true })).toBeVisible();
  });

  test('a signed-in customer who opens /auth is sent to the home page', async ({ page, request }) => {
    const user = await createUser(request, 'dadangnhap');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth?page=register');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toHaveCount(0);
  });
});
