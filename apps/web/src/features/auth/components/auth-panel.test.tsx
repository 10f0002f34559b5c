import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { getCookie } from '@/lib/cookies';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG, userOf, verifiedLoginOf } from '@/testing/fixtures';
import { AuthPanel, type AuthStep } from './auth-panel';

const user = userOf({ phone: null });

let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(initialStep: AuthStep = 'login') {
  const store = makeStore();
  const onLoggedIn = vi.fn();
  render(
    <AppProvider store={store}>
      <AuthPanel initialStep={initialStep} onLoggedIn={onLoggedIn} />
    </AppProvider>,
  );
  return { store, onLoggedIn };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const heading = (name: string) => screen.findByRole('heading', { name });
const otpBoxes = () => screen.getAllByRole('textbox', { name: /Chữ số thứ/ });

describe('AuthPanel', () => {
  it('login shows the spec messages for an empty form', async () => {
    renderPanel();
    await click('Đăng nhập');
    expect(await screen.findByText('Vui lòng nhập email')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    type('Email', 'lan@');
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
  });

  it('register shows every spec message', async () => {
    renderPanel('register');
    await click('Đăng ký');
    expect(await screen.findByText('Vui lòng nhập họ và tên')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập email')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập lại mật khẩu')).toBeTruthy();
    type('Mật khẩu', '12345');
    type('Nhập lại mật khẩu', '123456');
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeTruthy();
    expect(await screen.findByText('Mật khẩu nhập lại không trùng khớp')).toBeTruthy();
  });

  it('a verified login stores the token, signs in and remembers only the e-mail', async () => {
    server.on('POST /auth/login', { body: verifiedLoginOf(user) });
    const { store, onLoggedIn } = renderPanel();
    type('Email', 'Lan@Lumi.vn');
    type('Mật khẩu', 'lumi-2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
    await click('Đăng nhập');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(server.calls('POST /auth/login')).toEqual([
      { email: 'lan@lumi.vn', password: 'lumi-2026', remember: true },
    ]);
    expect(tokens.get('user')).toBe('jwt-user');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userInfo: user });
    expect(getCookie('lumi_email')).toBe('lan@lumi.vn');
    expect(document.cookie).not.toContain('lumi-2026');
  });

  it('an unverified login sends an OTP, then verifies the code sent as a number and returns to login', async () => {
    server.on('POST /auth/login', {
      body: {
        success: true,
        message: 'Vui lòng xác thực tài khoản',
        data: { verify: false, email: 'lan@lumi.vn' },
      },
    });
    server.on('POST /auth/send-otp', {
      body: {
        success: true,
        message: 'Mã OTP đã được gửi đến email của bạn',
        data: { email: 'lan@lumi.vn', purpose: 'verify', expiresIn: 300, resendAfter: 60 },
      },
    });
    server.on('POST /auth/verify-otp', {
      body: {
        success: true,
        message: 'Xác thực thành công',
        data: { email: 'lan@lumi.vn', verified: true, purpose: 'verify' },
      },
    });
    const { store } = renderPanel();
    type('Email', 'lan@lumi.vn');
    type('Mật khẩu', 'lumi-2026');
    await click('Đăng nhập');

    expect(await heading('Nhập mã OTP')).toBeTruthy();
    expect(server.calls('POST /auth/send-otp')).toEqual([{ email: 'lan@lumi.vn', purpose: 'verify' }]);
    expect(tokens.get('user')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.getByText(/Gửi lại sau/)).toBeTruthy();

    await click('Xác nhận');
    expect(screen.getByTestId('otp-error').textContent).toBe('Vui lòng nhập đủ 6 số OTP');
    fireEvent.change(otpBoxes()[0]!, { target: { value: 'x' } });
    expect(screen.getByTestId('otp-error').textContent).toBe('OTP không hợp lệ. Vui lòng chỉ nhập số.');

    fireEvent.paste(otpBoxes()[0]!, { clipboardData: { getData: () => '012345' } });
    await click('Xác nhận');
    expect(await heading('Đăng nhập')).toBeTruthy();
    expect(server.calls('POST /auth/verify-otp')).toEqual([{ email: 'lan@lumi.vn', otp: 12345 }]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('lan@lumi.vn');
  });

  it('forgot password: reset code → resetToken → new password (with the "!" mismatch) → login', async () => {
    server.on('POST /auth/send-otp', {
      body: {
        success: true,
        message: 'Mã OTP đã được gửi đến email của bạn',
        data: { email: 'lan@lumi.vn', purpose: 'reset', expiresIn: 300, resendAfter: 60 },
      },
    });
    server.on('POST /auth/verify-otp', {
      body: {
        success: true,
        message: 'Xác thực thành công',
        data: { email: 'lan@lumi.vn', verified: true, purpose: 'reset', resetToken: 'reset-1' },
      },
    });
    server.on('POST /auth/reset-password', {
      body: { success: true, message: 'Đặt lại mật khẩu thành công', data: null },
    });
    renderPanel();

    await click('Quên mật khẩu?');
    expect(await heading('Quên mật khẩu')).toBeTruthy();
    await click('Gửi mã OTP');
    expect(await screen.findByText('Vui lòng nhập email')).toBeTruthy();
    type('Email', 'lan@lumi.vn');
    await click('Gửi mã OTP');
    expect(await heading('Nhập mã OTP')).toBeTruthy();
    expect(server.calls('POST /auth/send-otp')).toEqual([{ email: 'lan@lumi.vn', purpose: 'reset' }]);

    fireEvent.paste(otpBoxes()[0]!, { clipboardData: { getData: () => '654321' } });
    await click('Xác nhận');
    expect(await heading('Đặt lại mật khẩu')).toBeTruthy();

    type('Mật khẩu mới', 'hoa-hong-2026');
    type('Xác nhận mật khẩu mới', 'hoa-hong-2025');
    await click('Đặt lại mật khẩu');
    expect(await screen.findByText('Mật khẩu nhập lại không trùng khớp!')).toBeTruthy();
    expect(server.calls('POST /auth/reset-password')).toEqual([]);

    type('Xác nhận mật khẩu mới', 'hoa-hong-2026');
    await click('Đặt lại mật khẩu');
    expect(await heading('Đăng nhập')).toBeTruthy();
    expect(server.calls('POST /auth/reset-password')).toEqual([
      { email: 'lan@lumi.vn', password: 'hoa-hong-2026', rePassword: 'hoa-hong-2026', resetToken: 'reset-1' },
    ]);
    // Spec §4: the stored e-mail is cleared after a reset.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('register moves to the verify step for the registered e-mail', async () => {
    server.on('POST /auth/register', {
      status: 201,
      body: {
        success: true,
        message: 'Đăng ký thành công, vui lòng kiểm tra email để lấy mã OTP',
        data: { email: 'moi@lumi.vn' },
      },
    });
    renderPanel('register');
    type('Họ và tên', 'Trần Thu Hà');
    type('Email', 'moi@lumi.vn');
    type('Mật khẩu', 'thu-ha-2026');
    type('Nhập lại mật khẩu', 'thu-ha-2026');
    await click('Đăng ký');
    expect(await heading('Nhập mã OTP')).toBeTruthy();
    expect(screen.getByText('moi@lumi.vn')).toBeTruthy();
    expect(server.calls('POST /auth/register')).toEqual([
      { name: 'Trần Thu Hà', email: 'moi@lumi.vn', password: 'thu-ha-2026', rePassword: 'thu-ha-2026' },
    ]);
  });
});
