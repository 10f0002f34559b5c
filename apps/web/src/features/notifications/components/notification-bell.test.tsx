import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { userLoaded } from '@/lib/auth-slice';
import { userOf } from '@/testing/fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { RealtimeProvider } from '@/realtime';
import { notificationCacheUpdates } from '../live-cache';
import { startSocketTestServer, type SocketTestServer } from '@/realtime/socket-test-server';
import { tokens } from '@/lib/storage';
import { NotificationBell } from './notification-bell';

const user = userOf();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notificationOf = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  _id: id,
  recipient: 'u1',
  model: 'User',
  type: 'STORE',
  title: `🛍️ Đơn hàng ${id}`,
  content: `Đơn hàng ${id} đã được xác nhận`,
  isRead: false,
  metadata: { link: `/order-detail/order-${id}`, orderId: `order-${id}` },
  createdAt: minutesAgo(5),
  ...overrides,
});

// The panel is a lazy chunk in the app; fetched once here so the first test does not wait on the import.
beforeAll(async () => {
  await import('./notification-panel');
});

let server: FakeServer;
let unread: number;
const pages: Record<string, Notification[]> = {};

beforeEach(() => {
  server = installFakeServer();
  unread = 2;
  pages['1'] = [
    notificationOf('n1'),
    notificationOf('n2', { isRead: true, createdAt: minutesAgo(180), title: 'Đơn hàng đã giao' }),
    notificationOf('n3', { createdAt: minutesAgo(60 * 24 * 2) }),
  ];
  pages['2'] = [notificationOf('n4', { isRead: true, title: 'Thông báo cũ hơn' })];
  server.on('GET /notifications/unread-count', () => ({
    body: { success: true, data: { unreadCount: unread } },
  }));
  server.on('GET /notifications/by-user', (_body, url) => {
    const page = url.searchParams.get('page') ?? '1';
    return {
      body: {
        success: true,
        data: pages[page] ?? [],
        pagination: { page: Number(page), pageSize: 3, totalPage: 2, totalItems: 4 },
        unreadCount: unread,
      },
    };
  });
  server.on('PUT /notifications/mark-as-read/n1', () => {
    unread -= 1;
    return { body: { success: true, data: notificationOf('n1', { isRead: true }) } };
  });
  server.on('POST /notifications/mark-all-as-read', () => {
    const updated = unread;
    unread = 0;
    return { body: { success: true, message: 'Đã đánh dấu tất cả là đã đọc', data: { updated } } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBell(signedIn = true, socketOrigin?: string) {
  const store = makeStore();
  const unsubscribe = setupListeners(store.dispatch);
  if (signedIn) store.dispatch(userLoaded(user));
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/order-detail/:id', element: <p>Trang chi tiết đơn</p> },
    ],
    { initialEntries: ['/'] },
  );
  const page = <RouterProvider router={router} />;
  render(
    <AppProvider store={store}>
      {socketOrigin ? (
        <RealtimeProvider
          options={{ origin: socketOrigin, reconnectionDelay: 50 }}
          cacheUpdates={notificationCacheUpdates}
        >
          {page}
        </RealtimeProvider>
      ) : (
        page
      )}
    </AppProvider>,
  );
  return { router, unsubscribe };
}

const countRequests = () =>
  server.requests.filter((request) => request.route === 'GET /notifications/unread-count').length;
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const openBell = async () => {
  await click(await screen.findByRole('button', { name: /^Thông báo/ }));
  return screen.findByRole('button', { name: 'Chưa đọc: 🛍️ Đơn hàng n1' });
};

describe('NotificationBell', () => {
  it('is not shown to a visitor and asks nothing', async () => {
    const { unsubscribe } = renderBell(false);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Thông báo/ })).toBeNull();
    expect(server.requests).toHaveLength(0);
    unsubscribe();
  });

  it("shows the customer's unread count of every type", async () => {
    const urls: URL[] = [];
    server.on('GET /notifications/unread-count', (_body, url) => {
      urls.push(url);
      return { body: { success: true, data: { unreadCount: 120 } } };
    });
    const { unsubscribe } = renderBell();
    expect(await screen.findByRole('button', { name: 'Thông báo, 120 chưa đọc' })).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
    expect(urls[0]?.searchParams.has('type')).toBe(false);
    unsubscribe();
  });

  it('lists the latest with the time in Vietnamese, unread marked, and loads more while pages remain', async () => {
    const { unsubscribe } = renderBell();
    const first = await openBell();
    expect(within(first).getByText('Đơn hàng n1 đã được xác nhận')).toBeTruthy();
    expect(within(first).getByText('5 phút trước')).toBeTruthy();
    const read = screen.getByRole('button', { name: 'Đơn hàng đã giao' });
    expect(within(read).getByText('3 giờ trước')).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: 'Chưa đọc: 🛍️ Đơn hàng n3' })).getByText('2 ngày trước'),
    );

    await click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await screen.findByRole('button', { name: 'Thông báo cũ hơn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    const listCalls = server.requests.filter((r) => r.route === 'GET /notifications/by-user');
    expect(listCalls).toHaveLength(2);
    unsubscribe();
  });

  it('sends type STORE, page and limit 10 when listing', async () => {
    const urls: URL[] = [];
    server.on('GET /notifications/by-user', (_body, url) => {
      urls.push(url);
      return {
        body: {
          success: true,
          data: pages['1'],
          pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 3 },
          unreadCount: unread,
        },
      };
    });
    const { unsubscribe } = renderBell();
    await openBell();
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      type: 'STORE',
      page: '1',
      limit: '10',
    });
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
    unsubscribe();
  });

  it('marks a notification read and opens its link', async () => {
    const { router, unsubscribe } = renderBell();
    await click(await openBell());
    await waitFor(() => expect(server.calls('PUT /notifications/mark-as-read/n1')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/order-detail/order-n1');
    expect(await screen.findByText('Trang chi tiết đơn')).toBeTruthy();
    unsubscribe();
  });

  it('marks everything read', async () => {
    const { unsubscribe } = renderBell();
    await openBell();
    await click(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() =>
      expect(server.calls('POST /notifications/mark-all-as-read')).toEqual([{ type: 'STORE' }]),
    );
    expect(await screen.findByRole('button', { name: 'Thông báo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Chưa đọc/ })).toBeNull();
    unsubscribe();
  });

  it("lists the booking notifications in the 'Lịch khám' tab and marks that type read", async () => {
    const bookingUrls: URL[] = [];
    server.on('GET /notifications/by-user', (_body, url) => {
      const isBooking = url.searchParams.get('type') === 'BOOKING';
      if (isBooking) bookingUrls.push(url);
      return {
        body: {
          success: true,
          data: isBooking
            ? [
                notificationOf('b1', {
                  type: 'BOOKING',
                  title: '✅ Lịch khám được xác nhận',
                  content: 'Lịch khám BK7K2M9QX4TB đã được xác nhận. Vui lòng đến đúng giờ!',
                  metadata: { link: '/booking-detail/bk-1', bookingId: 'bk-1' },
                }),
              ]
            : pages['1'],
          pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: isBooking ? 1 : 3 },
          unreadCount: 1,
        },
      };
    });
    const { router, unsubscribe } = renderBell();
    await openBell();
    await click(screen.getByRole('tab', { name: 'Lịch khám' }));
    const item = await screen.findByRole('button', { name: 'Chưa đọc: ✅ Lịch khám được xác nhận' });
    expect(bookingUrls[0]?.searchParams.get('limit')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Chưa đọc: 🛍️ Đơn hàng n1' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() =>
      expect(server.calls('POST /notifications/mark-all-as-read')).toEqual([{ type: 'BOOKING' }]),
    );
    server.on('PUT /notifications/mark-as-read/b1', {
      body: { success: true, data: notificationOf('b1', { type: 'BOOKING', isRead: true }) },
    });
    await click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-detail/bk-1'));
    unsubscribe();
  });

  it('refreshes the count when the window regains focus', async () => {
    const { unsubscribe } = renderBell();
    await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    const before = countRequests();
    unread = 5;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: 'Thông báo, 5 chưa đọc' })).toBeTruthy();
    expect(countRequests()).toBe(before + 1);
    unsubscribe();
  });

  it("puts a pushed notification on top of the open list and takes the server's count, without polling", async () => {
    const sockets: SocketTestServer = await startSocketTestServer();
    try {
      tokens.set('user', `user-token-${user._id}`);
      const { unsubscribe } = renderBell(true, sockets.origin);
      await waitFor(async () => expect(await sockets.socketsOf('user', user._id)).toBe(1), { timeout: 5000 });
      await openBell();
      const fetchedBefore = countRequests();

      const pushed = notificationOf('n9', { title: 'Đơn hàng n9 đang được giao', createdAt: minutesAgo(0) });
      act(() =>
        sockets.emitTo('user', user._id, 'notification:new', { notification: pushed, unreadCount: 3 }),
      );

      expect(await screen.findByRole('button', { name: 'Thông báo, 3 chưa đọc' })).toBeTruthy();
      const items = screen.getAllByRole('button', { name: /^Chưa đọc: |^🛍️|^Đơn hàng/ });
      expect(items[0]?.getAttribute('aria-label')).toBe('Chưa đọc: Đơn hàng n9 đang được giao');
      expect(within(items[0]!).getByText('Đơn hàng n9 đã được xác nhận')).toBeTruthy();
      // Straight from the event: no request for the count or the list.
      expect(countRequests()).toBe(fetchedBefore);
      expect(server.requests.filter((r) => r.route === 'GET /notifications/by-user')).toHaveLength(1);

      // The same notification again (another tab's echo) is not listed twice; the next page, shifted by the
      // new one on the server, repeats the first page's last item, which is shown once.
      act(() =>
        sockets.emitTo('user', user._id, 'notification:new', { notification: pushed, unreadCount: 3 }),
      );
      pages['2'] = [pages['1']![2]!, ...pages['2']!];
      await click(screen.getByRole('button', { name: 'Xem thêm' }));
      await screen.findByRole('button', { name: 'Thông báo cũ hơn' });
      const labels = screen
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .filter((label) => label?.startsWith('Chưa đọc: '));
      expect(labels).toEqual([
        'Chưa đọc: Đơn hàng n9 đang được giao',
        'Chưa đọc: 🛍️ Đơn hàng n1',
        'Chưa đọc: 🛍️ Đơn hàng n3',
      ]);
      unsubscribe();
    } finally {
      await sockets.stop();
    }
  });
});
