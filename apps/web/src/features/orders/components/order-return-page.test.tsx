import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, Order } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { userLoaded } from '@/lib/auth-slice';
import { readCart, tokens, writeCart } from '@/lib/storage';
import { RealtimeProvider } from '@/realtime';
import { startSocketTestServer } from '@/realtime/socket-test-server';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { orderOf, userOf } from '@/testing/fixtures';
import { OrderReturnPage } from './order-return-page';

const cartLine = (productId: string): CartLine => ({
  productId,
  name: `Sản phẩm ${productId}`,
  image: '/uploads/products/p.webp',
  slug: `san-pham-${productId}`,
  color: null,
  price: 200_000,
  brand: 'Lumi Lab',
  quantity: 1,
});

function order(overrides: Partial<Order> & { paymentStatus?: Order['payment']['status'] } = {}): Order {
  const { paymentStatus = 'paid', ...rest } = overrides;
  return orderOf({
    _id: 'o1',
    code: 'ODABCDEFGHIJ',
    paymentMethod: 'VNPAY',
    payment: { status: paymentStatus, transactionId: null, paidAt: null, expiresAt: null, paymentUrl: null },
    ...rest,
  });
}

const ok = <T,>(data: T) => ({ body: { success: true, data } });

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  writeCart([cartLine('p1'), cartLine('p2')]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(url: string, socketOrigin?: string) {
  const router = createMemoryRouter(
    [
      { path: '/order-return', element: <OrderReturnPage /> },
      { path: '/', element: <p>Trang chủ</p> },
    ],
    { initialEntries: [url] },
  );
  const store = makeStore();
  if (socketOrigin) {
    tokens.set('user', 'user-token-u1');
    store.dispatch(userLoaded(userOf({ _id: 'u1' })));
  }
  const page = <RouterProvider router={router} />;
  render(
    <AppProvider store={store}>
      {socketOrigin ? (
        <RealtimeProvider options={{ origin: socketOrigin, reconnectionDelay: 50 }}>{page}</RealtimeProvider>
      ) : (
        page
      )}
    </AppProvider>,
  );
}

describe('OrderReturnPage', () => {
  it('sends every vnp_ parameter to the server, shows the paid order and removes its lines from the cart', async () => {
    server.on('POST /orders/vnpay-return', ok(order()));
    server.on('GET /orders/detail/o1', ok(order()));
    renderAt('/order-return?vnp_TxnRef=ODABCDEFGHIJ&vnp_ResponseCode=00&vnp_SecureHash=abc&other=x');

    expect(await screen.findByText('Đặt hàng thành công!')).toBeTruthy();
    expect(server.calls('POST /orders/vnpay-return')).toEqual([
      { vnp_TxnRef: 'ODABCDEFGHIJ', vnp_ResponseCode: '00', vnp_SecureHash: 'abc' },
    ]);
    expect(await screen.findByText('ODABCDEFGHIJ')).toBeTruthy();
    await waitFor(() => expect(readCart().products.map((line) => line.productId)).toEqual(['p2']));
  });

  it('shows the server message of a failed VNPay payment and keeps the cart', async () => {
    server.on('POST /orders/vnpay-return', {
      status: 422,
      body: { success: false, code: 'PAYMENT_FAILED', message: 'Giao dịch không thành công' },
    });
    renderAt('/order-return?vnp_TxnRef=ODABCDEFGHIJ&vnp_ResponseCode=51&vnp_SecureHash=abc');

    expect(await screen.findByText('Thanh toán không thành công')).toBeTruthy();
    expect(screen.getByText('Giao dịch không thành công')).toBeTruthy();
    expect(readCart().products).toHaveLength(2);
  });

  it('treats the Stripe cancel URL as a cancelled payment of that order', async () => {
    server.on('GET /orders/stripe-return', {
      status: 422,
      body: {
        success: false,
        code: 'PAYMENT_FAILED',
        message: 'Thanh toán Stripe thất bại, vui lòng thử lại',
      },
    });
    server.on('GET /orders/detail/o1', ok(order({ status: 'cancelled', paymentStatus: 'failed' })));
    renderAt('/order-return?order_session=o1');

    expect(await screen.findByText('Bạn đã hủy thanh toán')).toBeTruthy();
    expect(screen.getByText('Thanh toán Stripe thất bại, vui lòng thử lại')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' }).getAttribute('href')).toBe('/order-detail/o1');
    expect(readCart().products).toHaveLength(2);
  });

  it('waits for a Stripe payment the webhook has not settled yet, and shows success when the socket says so', async () => {
    const sockets = await startSocketTestServer();
    try {
      let paid = false;
      server.on('GET /orders/stripe-return', () =>
        ok(order({ _id: 'o2', paymentMethod: 'STRIPE', paymentStatus: 'pending' })),
      );
      server.on('GET /orders/detail/o2', () =>
        ok(order({ _id: 'o2', paymentMethod: 'STRIPE', paymentStatus: paid ? 'paid' : 'pending' })),
      );
      const detailCalls = () => server.requests.filter((r) => r.route === 'GET /orders/detail/o2').length;
      renderAt('/order-return?session_id=cs_test_1', sockets.origin);

      expect(await screen.findByText('Đang chờ xác nhận thanh toán')).toBeTruthy();
      await waitFor(async () => expect(await sockets.socketsOf('user', 'u1')).toBe(1), { timeout: 5000 });
      expect(readCart().products).toHaveLength(2);
      // No polling: nothing is asked again until the server pushes the settlement.
      const before = detailCalls();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(detailCalls()).toBe(before);

      paid = true;
      act(() =>
        sockets.emitTo('user', 'u1', 'order:status', {
          orderId: 'o2',
          code: 'ODABCDEFGHIJ',
          status: 'pending',
          prevStatus: 'pending',
          paymentStatus: 'paid',
          updatedAt: new Date().toISOString(),
        }),
      );
      expect(await screen.findByText('Đặt hàng thành công!')).toBeTruthy();
      expect(detailCalls()).toBe(before + 1);
      await waitFor(() => expect(readCart().products.map((line) => line.productId)).toEqual(['p2']));
    } finally {
      await sockets.stop();
    }
  });

  it('sends a bare visit home', async () => {
    renderAt('/order-return');
    expect(await screen.findByText('Trang chủ')).toBeTruthy();
  });
});
