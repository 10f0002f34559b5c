import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { ReviewsManager } from './reviews-manager';

const REVIEW_ID = '0b6f7c1e-4444-4444-8444-000000000004';
const image = (name: string) => ({ url: `/uploads/${name}.webp`, publicId: name });

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: REVIEW_ID,
  product: { _id: 'p1', name: 'Son kem lì Velvet', slug: 'son-kem-li-velvet', mainImage: image('son') },
  user: { _id: 'u1', name: 'Trần Mai Anh', avatar: { url: '/api/v1/avatars/default.svg', publicId: null } },
  order: 'o1',
  color: null,
  rate: 4,
  comment: 'Màu đẹp, hơi khô môi.',
  images: [image('review-1')],
  display: true,
  reply: null,
  createdAt: '2026-03-01T03:00:00.000Z',
  updatedAt: '2026-03-01T03:00:00.000Z',
  ...overrides,
});

let server: FakeServer;
let queries: Record<string, string>[];
beforeEach(() => {
  server = installFakeServer();
  queries = [];
  server.on('GET /admin/reviews', (_body, url) => {
    queries.push(Object.fromEntries(url.searchParams));
    return {
      body: {
        success: true,
        data: [review()],
        pagination: { page: 1, pageSize: 10, totalItems: 1, totalPage: 1 },
      },
    };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderManager(canManage: boolean, query = '') {
  const router = createMemoryRouter(
    [{ path: '/admin/reviews', element: <ReviewsManager canManage={canManage} /> }],
    { initialEntries: [`/admin/reviews${query}`] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const lastQuery = () => queries[queries.length - 1];

describe('ReviewsManager', () => {
  it('asks for the filters in the address, and a typed product name updates both', async () => {
    const router = renderManager(
      true,
      '?customerName=Mai&rate=4&fromDate=2026-03-01&toDate=2026-03-31&page=2',
    );
    await screen.findByText('Màu đẹp, hơi khô môi.');
    expect(lastQuery()).toEqual({
      page: '2',
      pageSize: '10',
      customerName: 'Mai',
      rate: '4',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    expect((screen.getByLabelText('Tìm theo tên khách hàng') as HTMLInputElement).value).toBe('Mai');

    fireEvent.change(screen.getByLabelText('Tìm theo tên sản phẩm'), { target: { value: ' son kem ' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ productName: 'son kem', page: '1' }), {
      timeout: 3000,
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('productName')).toBe('son kem');
    expect(search.get('customerName')).toBe('Mai');
    expect(search.get('page')).toBeNull();
  });

  it('hides a review with the switch', async () => {
    server.on(`PUT /admin/reviews/${REVIEW_ID}`, {
      body: { success: true, data: review({ display: false }) },
    });
    renderManager(false);
    const toggle = await screen.findByLabelText('Ẩn đánh giá');
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() =>
      expect(server.calls(`PUT /admin/reviews/${REVIEW_ID}`)).toEqual([{ display: false }]),
    );
  });

  it('gives SUPPORT neither reply nor delete', async () => {
    renderManager(false);
    await screen.findByText('Màu đẹp, hơi khô môi.');
    expect(screen.queryByLabelText('Phản hồi')).toBeNull();
    expect(screen.queryByLabelText('Xóa đánh giá')).toBeNull();
    expect(screen.getByLabelText('Ẩn đánh giá')).toBeTruthy();
  });

  it('lets ADMIN write a reply, which is required', async () => {
    server.on(`PUT /admin/reviews/${REVIEW_ID}`, {
      body: { success: true, data: review() },
    });
    renderManager(true);
    fireEvent.click(await screen.findByLabelText('Phản hồi'));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Lưu phản hồi'));
    });
    expect(await within(dialog).findByText('Vui lòng nhập nội dung phản hồi')).toBeTruthy();
    expect(server.calls(`PUT /admin/reviews/${REVIEW_ID}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nội dung phản hồi'), {
      target: { value: 'Cảm ơn chị, Lumi sẽ gửi thêm mẫu dưỡng môi ạ.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Lưu phản hồi'));
    });
    await waitFor(() =>
      expect(server.calls(`PUT /admin/reviews/${REVIEW_ID}`)).toEqual([
        { reply: 'Cảm ơn chị, Lumi sẽ gửi thêm mẫu dưỡng môi ạ.' },
      ]),
    );
  });

  it('lets ADMIN delete a review after confirming', async () => {
    server.on(`DELETE /admin/reviews/${REVIEW_ID}`, {
      body: { success: true, data: { _id: REVIEW_ID }, message: 'Xóa đánh giá thành công' },
    });
    renderManager(true);
    fireEvent.click(await screen.findByLabelText('Xóa đánh giá'));
    await act(async () => {
      fireEvent.click(await screen.findByText('Xóa', { selector: 'button span' }));
    });
    await waitFor(() => expect(server.calls(`DELETE /admin/reviews/${REVIEW_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Xóa đánh giá thành công')).toBeTruthy();
  });
});
