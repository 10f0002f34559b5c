import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { store } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { doctorOf } from '@/testing/booking-fixtures';
import { adminOf } from '@/testing/fixtures';

// The browser's own store: the route loaders start their queries there (lib/prefetch.ts), as in the browser.

let server: FakeServer;
let listQueries: Record<string, string>[];
let statisticsQueries: Record<string, string>[];
let releaseAccount: () => void;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /admin/auth/account', { body: { success: true, data: adminOf('ADMIN') } });
  listQueries = [];
  server.on('GET /admin/products', (_body, url) => {
    listQueries.push(Object.fromEntries(url.searchParams));
    return {
      body: {
        success: true,
        data: [],
        pagination: { page: 2, pageSize: 20, totalPage: 2, totalItems: 21 },
      },
    };
  });
  server.on('GET /admin/brands', { body: { success: true, data: [] } });
  server.on('GET /auth/account-doctor', { body: { success: true, data: doctorOf() } });
  statisticsQueries = [];
  server.on('GET /doctors/statistical', (_body, url) => {
    statisticsQueries.push(Object.fromEntries(url.searchParams));
    return {
      body: {
        success: true,
        data: {
          averageRating: 0,
          totalReviews: 0,
          totalStats: {
            revenue: 0,
            totalSales: 0,
            revenueRate: 0,
            totalBookings: 0,
            conversionRate: 0,
            noShowRate: 0,
            completed: 0,
            pending: 0,
            confirmed: 0,
            cancelled: 0,
            no_show: 0,
          },
          patients: { new: 0, returning: 0 },
          stats: [],
        },
      },
    };
  });
  server.on('GET /notifications/unread-count-doctor', { body: { success: true, data: { unreadCount: 0 } } });
  server.on('GET /admin/categories', { body: { success: true, data: [] } });
  // The admin's account answers only when the test says so.
  const fake = globalThis.fetch;
  const account = new Promise<void>((resolve) => {
    releaseAccount = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/admin/auth/account') || url.includes('/auth/account-doctor')) await account;
    return fake(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

const routesOf = (route: string) => server.requests.filter((request) => request.route === route);

describe('a signed-in area’s screen starts its queries with its code (ADR 0040)', { timeout: 30_000 }, () => {
  it('asks for the list of the address before the admin’s account has answered, and only once', async () => {
    tokens.set('admin', 'token-ADMIN');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/admin/products?page=2&pageSize=20&name=kem'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    // The frame waits for the account; the list is already on its way, with the filters of the address.
    await waitFor(() => expect(routesOf('GET /admin/products')).toHaveLength(1), { timeout: 15_000 });
    expect(listQueries).toEqual([{ page: '2', pageSize: '20', name: 'kem' }]);
    expect(routesOf('GET /admin/auth/account')).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();

    releaseAccount();
    expect(await screen.findByRole('table', {}, { timeout: 15_000 })).toBeTruthy();
    expect(routesOf('GET /admin/auth/account')).toHaveLength(1);
    // The screen's hook found the loader's request: the list was not asked for again.
    expect(routesOf('GET /admin/products')).toHaveLength(1);
  });

  it('the doctor’s page asks for its figures of the address before the doctor’s account has answered', async () => {
    tokens.set('doctor', 'token-doctor');
    const router = createMemoryRouter(routes, { initialEntries: ['/doctor-owner?year=2025&month=3'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(statisticsQueries).toEqual([{ year: '2025', month: '3' }]), {
      timeout: 15_000,
    });
    expect(routesOf('GET /auth/account-doctor')).toHaveLength(0);

    releaseAccount();
    expect(await screen.findByRole('heading', { name: 'Thống kê' }, { timeout: 15_000 })).toBeTruthy();
    expect(routesOf('GET /auth/account-doctor')).toHaveLength(1);
    expect(statisticsQueries).toHaveLength(1);
  });
});
