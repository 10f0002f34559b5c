import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { orderOf, statusCountsOf } from '@/testing/fixtures';
import { OrdersList } from './orders-list';

let server: FakeServer;
const listUrls: URL[] = [];

beforeEach(() => {
  listUrls.length = 0;
  server = installFakeServer();
  server.on('GET /admin/orders', (_body, url) => {
    listUrls.push(url);
    return {
      body: {
        success: true,
        data: [
          orderOf(),
          orderOf({
            _id: 'o2',
            code: 'OD2611240002',
            name: 'Lê Văn Bình',
            phone: '0987654321',
            totalAmount: 89_000,
            paymentMethod: 'VNPAY',
            payment: { status: 'paid', transactionId: 't1', paidAt: null, expiresAt: null, paymentUrl: null },
            status: 'shipping',
          }),
        ],
        pagination: { page: 1, pageSize: 10, totalPage: 3, totalItems: 25 },
        statusCounts: statusCountsOf({ pending: 7, processing: 5, shipping: 4, delivered: 6, cancelled: 3 }),
      },
    };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <OrdersList /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const lastQuery = () => Object.fromEntries(listUrls.at(-1)?.searchParams ?? []);

describe('OrdersList', () => {
  it('shows the orders with code, customer, date, money, payment and status, and the counts on the tabs', async () => {
    renderAt('/admin/orders');

    const row = (await screen.findByText('OD2611240001')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Trần Thu Hà')).toBeTruthy();
    expect(cells.getByText('0912345678')).toBeTruthy();
    // 02:30 UTC is 09:30 in Asia/Ho_Chi_Minh.
    expect(cells.getByText('24/11/2026 09:30')).toBeTruthy();
    expect(cells.getByText('1.250.000 ₫')).toBeTruthy();
    expect(cells.getByText('Thanh toán khi nhận hàng')).toBeTruthy();
    expect(cells.getByText('Chưa thanh toán')).toBeTruthy();
    expect(cells.getByText('Chờ xác nhận')).toBeTruthy();
    expect(cells.getByRole('link', { name: 'OD2611240001' }).getAttribute('href')).toBe(
      '/admin/orders/3f1c2a4e-0000-4000-8000-000000000001',
    );

    expect(screen.getByRole('tab', { name: 'Tất cả (25)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đang giao (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã hủy (3)' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('sends the filters of the address and writes a tab change back to it, from page 1', async () => {
    const router = renderAt(
      '/admin/orders?page=2&search=Thu%20H%C3%A0&paymentMethod=COD&fromDate=2026-11-01&toDate=2026-11-24',
    );
    await screen.findByText('OD2611240001');
    expect(lastQuery()).toEqual({
      page: '2',
      pageSize: '10',
      search: 'Thu Hà',
      paymentMethod: 'COD',
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
    });
    expect((screen.getByLabelText('Tìm đơn hàng') as HTMLInputElement).value).toBe('Thu Hà');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Đã hủy (3)' }));
    });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'cancelled', page: '1' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('cancelled');
    expect(params.get('page')).toBeNull();
    expect(params.get('paymentMethod')).toBe('COD');
  });

  it('searches by code, name or phone after typing settles', async () => {
    const router = renderAt('/admin/orders');
    await screen.findByText('OD2611240001');
    fireEvent.change(screen.getByLabelText('Tìm đơn hàng'), { target: { value: ' 0912345678 ' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: '0912345678' }), { timeout: 2000 });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('0912345678');
  });

  it('moves between pages through the table pagination', async () => {
    const router = renderAt('/admin/orders?status=pending');
    await screen.findByText('OD2611240001');
    await act(async () => {
      fireEvent.click(screen.getByTitle('2'));
    });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'pending', page: '2' }));
    expect(router.state.location.search).toBe('?page=2&status=pending');
  });
});
