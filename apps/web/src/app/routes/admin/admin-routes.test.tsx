import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminClinicListResponseSchema, type AdminRole, type DashboardSummary } from '@lumi/shared';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';

/** The demo clinic account is clinic.hanoi. */
const accountOf = (role: AdminRole) =>
  adminOf(role, role === 'CLINIC' ? { name: 'Lê Hoàng Nam', username: 'clinic.hanoi' } : {});

const siteSummary: DashboardSummary = {
  scope: 'site',
  users: { total: 12, verified: 9, active: 11 },
  admins: { total: 4, ADMIN: 1, SUPPORT: 2, CLINIC: 1 },
  clinics: { total: 1, active: 1 },
  doctors: { total: 2, active: 2 },
  clinic: null,
};

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /admin/dashboard/summary', { body: { success: true, data: siteSummary } });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

const loginForm = () => screen.findByRole('heading', { name: 'Đăng nhập quản trị' }, { timeout: 10_000 });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  });
};

// Route modules load lazily, as in the browser: the first import of antd takes a few seconds here.
describe('admin routes', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor from an admin page to the admin login', async () => {
    const { router } = renderAt('/admin/accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 10_000 });
    expect(await loginForm()).toBeTruthy();
    expect(document.title).toBe('Lumi | Admin - Đăng nhập');
  });

  it('checks the login form with the shared messages', async () => {
    renderAt('/admin');
    await loginForm();
    await submit();
    expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(server.calls('POST /admin/auth/login')).toHaveLength(0);
  });

  it('shows the server’s answer to wrong credentials in the form', async () => {
    server.on('POST /admin/auth/login', {
      status: 401,
      body: {
        success: false,
        code: 'AUTH_INVALID_CREDENTIALS',
        message: 'Thông tin đăng nhập không chính xác',
      },
    });
    renderAt('/admin');
    await loginForm();
    type('Tên đăng nhập', 'admin');
    type('Mật khẩu', 'sai-mat-khau');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Thông tin đăng nhập không chính xác');
    expect(tokens.get('admin')).toBeNull();
  });

  it.each<[AdminRole, string]>([
    ['ADMIN', '/admin/dashboard'],
    ['SUPPORT', '/admin/dashboard-clinic'],
    ['CLINIC', '/admin/dashboard-clinic'],
  ])('signs a %s account in and opens %s', async (role, home) => {
    const admin = accountOf(role);
    server.on('POST /admin/auth/login', {
      body: { success: true, message: 'Đăng nhập thành công', accessToken: `token-${role}`, data: admin },
    });
    const { router, store } = renderAt('/admin');
    await loginForm();
    type('Tên đăng nhập', ` ${admin.username.toUpperCase()} `);
    type('Mật khẩu', 'lumi-2026');
    fireEvent.click(screen.getByLabelText('Ghi nhớ đăng nhập'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(home), { timeout: 10_000 });
    expect(server.calls('POST /admin/auth/login')).toEqual([
      { username: admin.username, password: 'lumi-2026', remember: true },
    ]);
    expect(tokens.get('admin')).toBe(`token-${role}`);
    expect(store.getState().auth).toMatchObject({ isAuthenticatedAdmin: true, adminInfo: admin });
  });

  it('loads the stored admin on arrival and sends it on from /admin (spec §2)', async () => {
    tokens.set('admin', 'stored-token');
    server.on('GET /admin/auth/account', { body: { success: true, data: accountOf('SUPPORT') } });
    const { router } = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard-clinic'), {
      timeout: 10_000,
    });
    const request = server.requests.find((r) => r.route === 'GET /admin/auth/account');
    expect(request?.headers.get('x-admin-header')).toBe('stored-token');
    expect(await screen.findByText('Tổng quan hệ thống Lumi', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('clears a rejected admin token and shows the login', async () => {
    tokens.set('admin', 'expired-token');
    server.on('GET /admin/auth/account', {
      status: 401,
      body: {
        success: false,
        code: 'AUTH_TOKEN_INVALID',
        message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
      },
    });
    const { router, store } = renderAt('/admin/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 10_000 });
    expect(await loginForm()).toBeTruthy();
    expect(tokens.get('admin')).toBeNull();
    expect(store.getState().auth.isAuthenticatedAdmin).toBe(false);
  });

  it('an unknown /admin/* path shows the admin 404 inside the admin frame, with the way back to the dashboard', async () => {
    tokens.set('admin', 'stored-token');
    server.on('GET /admin/auth/account', { body: { success: true, data: accountOf('ADMIN') } });
    const { router } = renderAt('/admin/khong-co-trang-nay');
    expect(await screen.findByText('Không tìm thấy trang quản trị', {}, { timeout: 10_000 })).toBeTruthy();
    // The admin frame (its menu), not the shop's 404 and its buttons.
    expect(screen.getByRole('menuitem', { name: /Thống kê/ })).toBeTruthy();
    expect(screen.queryByText('Quay lại trang chủ')).toBeNull();
    expect(document.title).toBe('Lumi | Admin - Không tìm thấy trang');
    fireEvent.click(screen.getByRole('button', { name: /Về trang tổng quan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('gives an ADMIN on the clinic dashboard a clinic picker', async () => {
    tokens.set('admin', 'stored-token');
    server.on('GET /admin/auth/account', { body: { success: true, data: accountOf('ADMIN') } });
    server.on(
      'GET /admin/clinics',
      {
        body: {
          success: true,
          data: [],
          pagination: { page: 1, pageSize: 100, totalItems: 0, totalPage: 0 },
        },
      },
      AdminClinicListResponseSchema,
    );
    const { router } = renderAt('/admin/dashboard-clinic');
    expect(
      await screen.findByText('Chọn một phòng khám để xem thống kê', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Chọn phòng khám')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard-clinic');
  });

  it('refuses the clinics list to a CLINIC account, as the server does', async () => {
    tokens.set('admin', 'stored-token');
    server.on('GET /admin/auth/account', { body: { success: true, data: accountOf('CLINIC') } });
    renderAt('/admin/clinics');
    expect(await screen.findByText('Không có quyền truy cập', {}, { timeout: 10_000 })).toBeTruthy();
    expect(server.calls('GET /admin/clinics')).toHaveLength(0);
  });
});
