import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole, Review } from '@lumi/shared';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';

const review: Review = {
  _id: '0b6f7c1e-4444-4444-8444-000000000004',
  product: {
    _id: 'p1',
    name: 'Son kem lì Velvet',
    slug: 'son-kem-li-velvet',
    mainImage: { url: '/uploads/son.webp', publicId: 'son' },
  },
  user: { _id: 'u1', name: 'Trần Mai Anh', avatar: { url: '/api/v1/avatars/default.svg', publicId: null } },
  order: 'o1',
  color: null,
  rate: 2,
  comment: 'Giao hơi chậm.',
  images: [],
  display: false,
  reply: null,
  createdAt: '2026-03-01T03:00:00.000Z',
  updatedAt: '2026-03-01T03:00:00.000Z',
};

let server: FakeServer;
let listQueries: Record<string, string>[];
beforeEach(() => {
  listQueries = [];
  server = installFakeServer();
  server.on('GET /admin/reviews', (_body, url) => {
    listQueries.push(Object.fromEntries(url.searchParams));
    return {
      body: {
        success: true,
        data: [review],
        pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 1 },
      },
    };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderAs(role: AdminRole, path: string) {
  tokens.set('admin', `token-${role}`);
  server.on('GET /admin/auth/account', { body: { success: true, data: adminOf(role) } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

// Route modules load lazily, as in the browser: the first import of antd takes a few seconds here.
describe('/admin/reviews', { timeout: 30_000 }, () => {
  it('lists the reviews for SUPPORT, hidden ones included, with the filters of the address', async () => {
    renderAs('SUPPORT', '/admin/reviews?rate=2&productName=son');
    expect(await screen.findByText('Giao hơi chậm.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.title).toBe('Lumi | Admin - Quản lý đánh giá');
    expect(listQueries.at(-1)).toEqual({ page: '1', pageSize: '10', rate: '2', productName: 'son' });
    expect(screen.getByLabelText('Hiển thị đánh giá')).toBeTruthy();
    expect(screen.queryByLabelText('Xóa đánh giá')).toBeNull();
  });

  it('refuses CLINIC', async () => {
    renderAs('CLINIC', '/admin/reviews');
    expect(await screen.findByText('Không có quyền truy cập', {}, { timeout: 15_000 })).toBeTruthy();
    expect(listQueries).toHaveLength(0);
  });
});
