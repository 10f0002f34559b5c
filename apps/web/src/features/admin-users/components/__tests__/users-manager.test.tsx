import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, SUCCESS, type AdminUser, type AdminUserDetail } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { findToastKind } from '@/testing/toasts';
import { userOf } from '@/testing/fixtures';
import { BLOCK_QUESTION } from '../user-status-switch';
import { UsersManager } from '../users-manager';

// antd tables, popconfirms and drawers are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const LAN_ID = '5a0c1d2e-1111-4111-8111-000000000001';
const BINH_ID = '5a0c1d2e-1111-4111-8111-000000000002';
const ORDER_ID = '5a0c1d2e-2222-4222-8222-000000000001';

const customer = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...userOf({ _id: LAN_ID }),
  orderCount: 3,
  bookingCount: 1,
  spent: 1_250_000,
  ...overrides,
});

const lan = customer();
const binh = customer({
  _id: BINH_ID,
  name: 'Lê Văn Bình',
  email: 'binh@lumi.vn',
  phone: null,
  isActive: false,
  orderCount: 0,
  bookingCount: 0,
  spent: 0,
});

const lanDetail: AdminUserDetail = {
  user: lan,
  orders: [
    {
      _id: ORDER_ID,
      code: 'OD2611240001',
      status: 'delivered',
      paymentMethod: 'COD',
      paymentStatus: 'paid',
      totalAmount: 1_250_000,
      itemCount: 2,
      createdAt: '2026-11-24T02:30:00.000Z',
    },
  ],
  bookings: [
    {
      _id: '5a0c1d2e-3333-4333-8333-000000000001',
      code: 'BK7K2M9QX4TB',
      status: 'confirmed',
      date: '2026-12-02',
      startTime: '09:30',
      price: 300_000,
      doctor: { _id: 'd1', name: 'Phạm Thị An' },
      clinic: { _id: 'c1', name: 'Phòng khám Da liễu Hà Nội' },
      createdAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  live: { orders: 0, bookings: 1 },
};

let server: FakeServer;
const listUrls: URL[] = [];

beforeEach(() => {
  listUrls.length = 0;
  server = installFakeServer();
  server.on('GET /admin/users', (_body, url) => {
    listUrls.push(url);
    return {
      body: {
        success: true,
        data: [lan, binh],
        pagination: { page: 1, pageSize: 10, totalItems: 2, totalPage: 1 },
      },
    };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(entry: string, canDelete = true) {
  const router = createMemoryRouter(
    [{ path: '/admin/users', element: <UsersManager canDelete={canDelete} /> }],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const rowOf = async (text: string) => {
  const row = (await screen.findByText(text)).closest('tr');
  expect(row).not.toBeNull();
  return within(row as HTMLElement);
};

describe('UsersManager (/admin/users)', () => {
  it('lists the customers with contact, orders, spending, status and date, filters from the address', async () => {
    renderAt('/admin/users?search=lan&status=active');

    const row = await rowOf('Nguyễn Thị Lan');
    expect(row.getByText('lan@lumi.vn')).toBeTruthy();
    expect(row.getByText('0912345678')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('1.250.000 ₫')).toBeTruthy();
    expect(row.getByText('Hoạt động')).toBeTruthy();
    expect(row.getByText('02/01/2026')).toBeTruthy();
    expect((await rowOf('Lê Văn Bình')).getByText('Đã khóa')).toBeTruthy();
    expect(Object.fromEntries(listUrls[0]!.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      search: 'lan',
      status: 'active',
    });
    expect((screen.getByRole('textbox', { name: 'Tìm khách hàng' }) as HTMLInputElement).placeholder).toBe(
      'Tìm theo tên, email hoặc số điện thoại',
    );
  });

  it('blocks a customer with PUT isActive false only after confirming, and unblocks without asking', async () => {
    server.on(`PUT /admin/users/${LAN_ID}`, {
      body: {
        success: true,
        data: { ...userOf({ _id: LAN_ID }), isActive: false },
        message: SUCCESS.userBlocked,
      },
    });
    server.on(`PUT /admin/users/${BINH_ID}`, {
      body: { success: true, data: { ...binh, isActive: true }, message: SUCCESS.userUnblocked },
    });
    renderAt('/admin/users');

    await click(await screen.findByRole('switch', { name: 'Khóa tài khoản Nguyễn Thị Lan' }));
    expect(await screen.findByText(BLOCK_QUESTION)).toBeTruthy();
    expect(server.calls(`PUT /admin/users/${LAN_ID}`)).toHaveLength(0);
    await click(screen.getByRole('button', { name: 'Khóa' }));
    await waitFor(() => expect(server.calls(`PUT /admin/users/${LAN_ID}`)).toEqual([{ isActive: false }]));
    expect(await screen.findByText(SUCCESS.userBlocked)).toBeTruthy();

    await click(screen.getByRole('switch', { name: 'Mở khóa tài khoản Lê Văn Bình' }));
    await waitFor(() => expect(server.calls(`PUT /admin/users/${BINH_ID}`)).toEqual([{ isActive: true }]));
  });

  it('shows a refused block as a warning (spec §7: status updates warn)', async () => {
    server.on(`PUT /admin/users/${LAN_ID}`, {
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: ERRORS.FORBIDDEN.message },
    });
    renderAt('/admin/users');
    await click(await screen.findByRole('switch', { name: 'Khóa tài khoản Nguyễn Thị Lan' }));
    await click(await screen.findByRole('button', { name: 'Khóa' }));
    expect(await findToastKind(ERRORS.FORBIDDEN.message)).toBe('warning');
  });

  it('lets ADMIN delete: a disabled-instead answer is shown as information, a refusal with the server’s message', async () => {
    server.on(`DELETE /admin/users/${LAN_ID}`, {
      status: 409,
      body: {
        success: false,
        code: 'USER_HAS_LIVE_ACTIVITY',
        message: ERRORS.USER_HAS_LIVE_ACTIVITY.message,
      },
    });
    server.on(`DELETE /admin/users/${BINH_ID}`, {
      body: {
        success: true,
        data: { _id: BINH_ID, deleted: false },
        message: SUCCESS.userDisabledInsteadOfDeleted,
      },
    });
    renderAt('/admin/users');

    await click(await screen.findByRole('button', { name: 'Xóa người dùng Nguyễn Thị Lan' }));
    expect(await screen.findByText('Xác nhận xóa người dùng')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText(ERRORS.USER_HAS_LIVE_ACTIVITY.message)).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Xóa người dùng Lê Văn Bình' }));
    const confirms = await screen.findAllByRole('button', { name: 'Xóa' });
    await click(confirms.at(-1)!);
    await waitFor(() => expect(server.calls(`DELETE /admin/users/${BINH_ID}`)).toHaveLength(1));
    expect(await screen.findByText(SUCCESS.userDisabledInsteadOfDeleted)).toBeTruthy();
  });

  it('shows SUPPORT no delete button, but still the status switch and the drawer', async () => {
    renderAt('/admin/users', false);
    await rowOf('Nguyễn Thị Lan');
    expect(screen.queryByRole('button', { name: /^Xóa người dùng/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Khóa tài khoản Nguyễn Thị Lan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xem người dùng Nguyễn Thị Lan' })).toBeTruthy();
  });

  it('opens the drawer from ?user=<id> with the figures, the orders and the bookings', async () => {
    server.on(`GET /admin/users/${LAN_ID}`, { body: { success: true, data: lanDetail } });
    server.on(`GET /admin/users/${BINH_ID}`, {
      body: {
        success: true,
        data: { user: binh, orders: [], bookings: [], live: { orders: 0, bookings: 0 } },
      },
    });
    const router = renderAt(`/admin/users?user=${LAN_ID}`);

    const drawer = await screen.findByRole('dialog');
    const figures = await within(drawer).findByLabelText('Hoạt động của khách hàng');
    expect(within(figures).getByText('1.250.000 ₫')).toBeTruthy();
    expect(within(drawer).getByText('Mật khẩu')).toBeTruthy();
    expect(within(drawer).getByText('Đã xác thực', { selector: 'dd' })).toBeTruthy();
    expect(within(drawer).getByText(/Đang có 1 lịch khám chưa hoàn tất/)).toBeTruthy();
    const orderLink = within(drawer).getByRole('link', { name: 'OD2611240001' });
    expect(orderLink.getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}`);
    expect(within(drawer).getByText('Đã giao')).toBeTruthy();
    expect(within(drawer).getByText('Thanh toán khi nhận hàng')).toBeTruthy();

    await click(within(drawer).getByRole('tab', { name: 'Lịch khám (1)' }));
    expect(await within(drawer).findByText('BK7K2M9QX4TB')).toBeTruthy();
    expect(within(drawer).getByText('Phạm Thị An')).toBeTruthy();
    expect(within(drawer).getByText('Phòng khám Da liễu Hà Nội')).toBeTruthy();
    expect(within(drawer).getByText('02/12/2026')).toBeTruthy();
    expect(within(drawer).getByText('Đã xác nhận')).toBeTruthy();
    expect(within(drawer).getByText('300.000 ₫')).toBeTruthy();

    // Another customer from the list: the address follows, and empty lists say so.
    await click(screen.getByRole('button', { name: 'Xem người dùng Lê Văn Bình' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${BINH_ID}`));
    expect(await screen.findByText('Khách hàng chưa có đơn hàng nào')).toBeTruthy();
  });
});
