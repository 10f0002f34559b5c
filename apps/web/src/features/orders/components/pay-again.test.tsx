import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { orderOf, statusCountsOf } from '@/testing/fixtures';
import { MyOrders } from './my-orders';
import { OrderDetailPage } from './order-detail-page';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const order = (overrides: Partial<Order> = {}): Order =>
  orderOf({
    _id: '0b6f7c1e-1111-4111-8111-000000000001',
    code: 'OD7K2M9QX4TB',
    paymentMethod: 'VNPAY',
    payment: {
      status: 'pending',
      transactionId: null,
      paidAt: null,
      expiresAt: inMinutes(10),
      paymentUrl: 'http://localhost:3000/sandbox/vnpay/pay?old',
    },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  });

const unpaid = order();
const paid = order({
  _id: '0b6f7c1e-1111-4111-8111-000000000002',
  code: 'ODPAIDPAID22',
  paymentMethod: 'STRIPE',
  payment: {
    status: 'paid',
    transactionId: 'pi_1',
    paidAt: inMinutes(-1),
    expiresAt: inMinutes(10),
    paymentUrl: null,
  },
});
const lapsed = order({
  _id: '0b6f7c1e-1111-4111-8111-000000000003',
  code: 'ODLAPSED3333',
  payment: {
    status: 'pending',
    transactionId: null,
    paidAt: null,
    expiresAt: inMinutes(-1),
    paymentUrl: null,
  },
});

const ok = <T,>(data: T) => ({ body: { success: true, data } });

let server: FakeServer;
let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  server = installFakeServer();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  server.on(
    `POST /orders/${unpaid._id}/pay`,
    ok({ paymentUrl: 'http://localhost:3000/sandbox/vnpay/pay?new' }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The review form belongs to the reviews feature (the route passes it); these orders are not reviewed. */
const NoReviewModal = () => null;

function renderAt(path: string, element: React.ReactNode, route: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('an unpaid online order', () => {
  it('the order list tags it "Chờ thanh toán" and offers "Thanh toán lại" only while the window runs', async () => {
    server.on('GET /orders', {
      body: {
        success: true,
        data: [unpaid, paid, lapsed],
        pagination: { page: 1, pageSize: 5, totalPage: 1, totalItems: 3 },
        statusCounts: statusCountsOf({ pending: 3 }),
      },
    });
    renderAt('/account', <MyOrders />, '/account');
    const card = (code: string) => screen.getByText(code).closest('li') as HTMLElement;
    await screen.findByText(unpaid.code);
    expect(within(card(unpaid.code)).getByText('Chờ thanh toán')).toBeTruthy();
    expect(within(card(paid.code)).queryByText('Chờ thanh toán')).toBeNull();
    expect(within(card(lapsed.code)).getByText('Chờ thanh toán')).toBeTruthy();
    expect(within(card(paid.code)).queryByRole('button', { name: 'Thanh toán lại' })).toBeNull();
    expect(within(card(lapsed.code)).queryByRole('button', { name: 'Thanh toán lại' })).toBeNull();

    await act(async () => {
      fireEvent.click(within(card(unpaid.code)).getByRole('button', { name: 'Thanh toán lại' }));
    });
    expect(server.requests.filter((r) => r.route === `POST /orders/${unpaid._id}/pay`)).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/vnpay/pay?new');
  });

  it('the order detail offers "Thanh toán lại" beside "Hủy đơn hàng"', async () => {
    server.on(`GET /orders/detail/${unpaid._id}`, ok(unpaid));
    renderAt(
      `/order-detail/${unpaid._id}`,
      <OrderDetailPage id={unpaid._id} ReviewModal={NoReviewModal} />,
      '/order-detail/:id',
    );
    await screen.findByRole('heading', { name: /OD7K2M9QX4TB/ });
    expect(screen.getByRole('button', { name: 'Hủy đơn hàng' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thanh toán lại' }));
    });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/vnpay/pay?new');
  });

  it('a paid order offers no new payment', async () => {
    server.on(`GET /orders/detail/${paid._id}`, ok(paid));
    renderAt(
      `/order-detail/${paid._id}`,
      <OrderDetailPage id={paid._id} ReviewModal={NoReviewModal} />,
      '/order-detail/:id',
    );
    await screen.findByRole('heading', { name: /ODPAIDPAID22/ });
    expect(screen.queryByRole('button', { name: 'Thanh toán lại' })).toBeNull();
  });
});

describe('the order list’s status tabs', () => {
  it('list only the chosen tab’s orders, never the previous tab’s while it loads', async () => {
    server.on('GET /orders', (_body, url) => {
      const status = url.searchParams.get('status');
      const data = status === 'processing' ? [paid] : [unpaid, paid, lapsed];
      return {
        body: {
          success: true,
          data,
          pagination: { page: 1, pageSize: 5, totalPage: 1, totalItems: data.length },
          statusCounts: statusCountsOf({ pending: 2, processing: 1 }),
        },
      };
    });
    renderAt('/account', <MyOrders />, '/account');
    expect(await screen.findByText(unpaid.code)).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Đang xử lý (1)' });
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(screen.queryByText(unpaid.code)).toBeNull();
    expect(await screen.findByText(paid.code)).toBeTruthy();
    expect(screen.queryByText(unpaid.code)).toBeNull();
    expect(screen.queryByText(lapsed.code)).toBeNull();
  });
});
