import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG, userOf, verifiedLoginOf } from '@/testing/fixtures';
import { ClinicAuthModal } from './clinic-auth-modal';

const user = userOf({ phone: null });
let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
});

function renderModal() {
  const store = makeStore();
  const onClose = vi.fn();
  render(
    <ReduxProvider store={store}>
      <MemoryRouter>
        <ClinicAuthModal open onClose={onClose} />
      </MemoryRouter>
    </ReduxProvider>,
  );
  return { store, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Đăng nhập' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('ClinicAuthModal (the sign-in prompt of the plain clinic pages)', () => {
  it('opens a plain sign-in dialog: no antd in it, the fields checked with the shared messages', async () => {
    renderModal();
    const signIn = await dialog();
    expect(signIn.querySelector('[class*="ant-"]')).toBeNull();
    await click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByText('Vui lòng nhập email')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    type('Email', 'lan@');
    expect(screen.getByText('Email không hợp lệ')).toBeTruthy();
    expect(server.calls('POST /auth/login')).toEqual([]);
  });

  it('signs a verified customer in: the token stored, the account in the store, the dialog closed', async () => {
    server.on('POST /auth/login', { body: verifiedLoginOf(user) });
    const { store, onClose } = renderModal();
    await dialog();
    type('Email', 'Lan@Lumi.vn');
    type('Mật khẩu', 'lumi-2026');
    await click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
    await click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.calls('POST /auth/login')).toEqual([
      { email: 'lan@lumi.vn', password: 'lumi-2026', remember: true },
    ]);
    expect(tokens.get('user')).toBe('jwt-user');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userInfo: user });
  });

  it('shows and hides the password; the close button closes', async () => {
    const { onClose } = renderModal();
    await dialog();
    const password = screen.getByLabelText('Mật khẩu', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    await click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password.getAttribute('type')).toBe('text');
    await click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(password.getAttribute('type')).toBe('password');
    await click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands registering over to the full dialog at its step', async () => {
    renderModal();
    await dialog();
    await click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(
      await screen.findByRole('heading', { name: 'Đăng ký tài khoản' }, { timeout: 20_000 }),
    ).toBeTruthy();
    // The plain dialog is closed meanwhile: one dialog on screen.
    expect(screen.queryByRole('dialog', { name: 'Đăng nhập' })).toBeNull();
  }, 30_000);

  it('hands a forgotten password over with the e-mail typed', async () => {
    renderModal();
    await dialog();
    type('Email', 'lan@lumi.vn');
    await click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    const full = await screen.findByRole('dialog', { name: 'Quên mật khẩu' }, { timeout: 20_000 });
    expect((within(full).getByLabelText('Email') as HTMLInputElement).value).toBe('lan@lumi.vn');
  }, 30_000);
});
