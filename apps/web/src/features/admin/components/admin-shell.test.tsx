import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminRole } from '@lumi/shared';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { makeStore } from '@/lib/store';
import { adminTheme } from '@/config/theme';
import { createInitialAuthState } from '@/lib/auth-slice';
import { adminOf } from '@/testing/fixtures';
import { clearAdminNotice, peekAdminNotice } from '../utils/admin-notice';
import { greetingHeading, type AdminRouteHandle } from '../utils/admin-route-handle';
import { AdminShell } from './admin-shell';
import { RequireAdminRole } from './require-admin-role';

async function renderShell(role: AdminRole, at: string) {
  const admin = adminOf(role, { name: `Tài khoản ${role}` });
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: admin },
  });
  const page = (text: string, heading: AdminRouteHandle['adminHeading'], roles?: AdminRole[]) => ({
    handle: { adminHeading: heading } satisfies AdminRouteHandle,
    element: roles ? <RequireAdminRole roles={roles}>{text}</RequireAdminRole> : <p>{text}</p>,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminShell admin={admin} />,
        children: [
          { path: 'dashboard', ...page('Trang thống kê', greetingHeading) },
          { path: 'dashboard-clinic', ...page('Trang tổng quan', greetingHeading) },
          { path: 'settings', ...page('Trang cài đặt', () => 'Thông tin cài đặt tài khoản') },
          { path: 'accounts', ...page('Bảng tài khoản', () => 'Danh sách tài khoản quản trị', ['ADMIN']) },
        ],
      },
      { path: '/admin-login-stub', element: <p>Đăng nhập</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={store}>
      <ThemeScope theme={adminTheme}>
        <RouterProvider router={router} />
      </ThemeScope>
    </Provider>,
  );
  // Let antd finish its own first effects (motion, measuring) before the test looks.
  await act(async () => {});
  return { router, store, admin };
}

const menuLinks = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminShell', async () => {
  it('shows ADMIN the statistics, the catalogue, the accounts and the settings', async () => {
    await renderShell('ADMIN', '/admin/dashboard');
    expect(menuLinks()).toEqual([
      ['Thống kê', '/admin/dashboard'],
      ['Sản phẩm', '/admin/products'],
      ['Danh mục', '/admin/categories'],
      ['Thương hiệu', '/admin/brands'],
      ['Khuyến mãi', '/admin/promotions'],
      ['Mã giảm giá', '/admin/vouchers'],
      ['Điểm thưởng', '/admin/loyalty'],
      ['Khách chờ hàng', '/admin/stock-alerts'],
      ['Đơn hàng', '/admin/orders'],
      ['Trả hàng', '/admin/returns'],
      ['Khách hàng', '/admin/users'],
      ['Đánh giá', '/admin/reviews'],
      ['Tin nhắn', '/admin/messages'],
      ['Liên hệ hợp tác', '/admin/contacts'],
      ['Phòng khám', '/admin/clinics'],
      ['Bác sĩ', '/admin/doctors'],
      ['Lịch khám', '/admin/bookings'],
      ['Liệu trình gợi ý', '/admin/routines'],
      ['Quản trị', '/admin/accounts'],
      ['Cài đặt', '/admin/settings'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Xin chào, Tài khoản ADMIN!',
    );
  });

  it('shows SUPPORT the messages and no account management', async () => {
    await renderShell('SUPPORT', '/admin/dashboard-clinic');
    expect(menuLinks()).toEqual([
      ['Thống kê', '/admin/dashboard-clinic'],
      ['Đơn hàng', '/admin/orders'],
      ['Trả hàng', '/admin/returns'],
      ['Khách hàng', '/admin/users'],
      ['Đánh giá', '/admin/reviews'],
      ['Tin nhắn', '/admin/messages'],
      ['Cài đặt', '/admin/settings'],
    ]);
  });

  it("shows CLINIC its clinic's pages and the settings", async () => {
    await renderShell('CLINIC', '/admin/settings');
    expect(menuLinks()).toEqual([
      ['Thống kê', '/admin/dashboard-clinic'],
      ['Phòng khám', '/admin/clinics-info'],
      ['Bác sĩ', '/admin/doctors'],
      ['Lịch khám', '/admin/bookings'],
      ['Đánh giá', '/admin/clinics/reviews'],
      ['Cài đặt', '/admin/settings'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Thông tin cài đặt tài khoản',
    );
  });

  it('navigates inside the app when a menu entry is clicked', async () => {
    const { router } = await renderShell('ADMIN', '/admin/dashboard');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('menu')).getByRole('link', { name: 'Quản trị' }));
    });
    expect(router.state.location.pathname).toBe('/admin/accounts');
    expect(screen.getByText('Bảng tài khoản')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Danh sách tài khoản quản trị',
    );
  });

  it('shows a 403 result, with a way back, to a role that opens a page not meant for it', async () => {
    const { router } = await renderShell('CLINIC', '/admin/accounts');
    expect(screen.queryByText('Bảng tài khoản')).toBeNull();
    // (antd's Result downloads when a page first shows one.)
    expect(await screen.findByText('Không có quyền truy cập')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Về trang tổng quan/ }));
    });
    expect(router.state.location.pathname).toBe('/admin/dashboard-clinic');
  });

  it('signs out from the account menu: the admin is forgotten and the login opens', async () => {
    window.localStorage.setItem('ACCESS_TOKEN_ADMIN', 'token');
    const { router, store } = await renderShell('ADMIN', '/admin/dashboard');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tài khoản Tài khoản ADMIN Quản trị viên' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Đăng xuất'));
    });
    expect(store.getState().auth.isAuthenticatedAdmin).toBe(false);
    expect(window.localStorage.getItem('ACCESS_TOKEN_ADMIN')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
    // The login page will say so (a toast would vanish with this layout).
    expect(peekAdminNotice()).toBe('Đăng xuất thành công');
    clearAdminNotice();
  });
});
