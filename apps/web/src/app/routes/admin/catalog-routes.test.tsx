import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole, Product } from '@lumi/shared';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';

const product: Product = {
  _id: '3f1c2a4e-0000-4000-8000-000000000001',
  name: 'Son kem lì Velvet',
  slug: 'son-kem-li-velvet',
  brand: { _id: 'b1', name: 'Kova Beauty', slug: 'kova-beauty' },
  categories: [
    { _id: 'c0', name: 'Trang điểm', slug: 'trang-diem', level: 0 },
    { _id: 'c1', name: 'Trang điểm môi', slug: 'trang-diem-moi', level: 1 },
    { _id: 'c2', name: 'Son kem lì', slug: 'son-kem-li', level: 2 },
  ],
  price: 250_000,
  finalPrice: 200_000,
  promotion: {
    _id: 'pr1',
    name: 'Hè rực rỡ',
    slug: 'he-ruc-ro',
    discountPercentage: 20,
    maxDiscountAmount: null,
    remainingQty: null,
    startDate: '2026-05-31T17:00:00.000Z',
    endDate: '2026-06-30T16:59:59.999Z',
  },
  cost: 120_000,
  capacity: '5g',
  weight: 150,
  expiry: '2020-01-31',
  isAlmostExpired: false,
  isExpired: true,
  tags: ['HOT'],
  mainImage: { url: '/uploads/product/a.webp', publicId: 'product/a' },
  images: [],
  description: '<p>Mềm mịn</p>',
  enable: true,
  stock: 12,
  variants: [],
  totalQuantity: 12,
  averageRating: 4.5,
  totalReviews: 3,
  sold: 40,
  ingredients: [],
  skinTypes: [],
  concerns: [],
  ingredientFlags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let server: FakeServer;
let listQueries: URLSearchParams[];
beforeEach(() => {
  listQueries = [];
  server = installFakeServer();
  server.on('GET /admin/products', (_body, url) => {
    listQueries.push(url.searchParams);
    return {
      body: {
        success: true,
        data: [product],
        pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 1 },
      },
    };
  });
  server.on('GET /admin/brands', (_body, url) =>
    url.searchParams.has('page')
      ? {
          body: {
            success: true,
            data: [{ ...product.brand, logo: null, description: '', productCount: 1 }],
            pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 1 },
          },
        }
      : { body: { success: true, data: [] } },
  );
  server.on('GET /admin/categories', { body: { success: true, data: [] } });
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
  return router;
}

// Route modules load lazily, as in the browser: the first import of antd takes a few seconds here.
describe('admin catalogue routes', { timeout: 30_000 }, () => {
  it('lists products for ADMIN with the filters of the address', async () => {
    renderAs('ADMIN', '/admin/products?name=son&tag=HOT&sort=desc&page=1');
    const name = await screen.findByText('Son kem lì Velvet', {}, { timeout: 15_000 });
    expect(document.title).toBe('Lumi | Admin - Quản lý sản phẩm');
    const query = listQueries.at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      pageSize: '10',
      name: 'son',
      tag: 'HOT',
      sort: 'desc',
    });
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getByText('Trang điểm › Trang điểm môi › Son kem lì')).toBeTruthy();
    expect(within(row).getByText('200.000 ₫')).toBeTruthy();
    expect(within(row).getByText('250.000 ₫ · -20%')).toBeTruthy();
    expect(within(row).getByText('Đã hết hạn')).toBeTruthy();
    expect(within(row).getByText('Nổi bật')).toBeTruthy();
  });

  it("shows the server's message when a product with orders is hidden instead of deleted", async () => {
    server.on('DELETE /admin/products/3f1c2a4e-0000-4000-8000-000000000001', {
      body: {
        success: true,
        message: 'Sản phẩm đã có đơn hàng nên được ẩn thay vì xóa',
        data: { _id: product._id, deleted: false },
      },
    });
    renderAs('ADMIN', '/admin/products');
    await screen.findByText('Son kem lì Velvet', {}, { timeout: 15_000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xóa sản phẩm Son kem lì Velvet' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    });
    expect(await screen.findByText('Sản phẩm đã có đơn hàng nên được ẩn thay vì xóa')).toBeTruthy();
  });

  it.each(['/admin/products', '/admin/categories', '/admin/brands', '/admin/promotions', '/admin/vouchers'])(
    'refuses %s to SUPPORT',
    async (path) => {
      renderAs('SUPPORT', path);
      expect(await screen.findByText('Không có quyền truy cập', {}, { timeout: 15_000 })).toBeTruthy();
      expect(listQueries).toHaveLength(0);
    },
  );

  it('shows ADMIN the catalogue in the menu', async () => {
    renderAs('ADMIN', '/admin/brands');
    expect(await screen.findByText('/brands/kova-beauty', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.title).toBe('Lumi | Admin - Quản lý thương hiệu');
    const menu = screen.getByRole('menu');
    for (const label of ['Sản phẩm', 'Danh mục', 'Thương hiệu', 'Khuyến mãi', 'Mã giảm giá'])
      expect(within(menu).getByText(label)).toBeTruthy();
  });
});
