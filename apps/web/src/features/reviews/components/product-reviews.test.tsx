import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductReviewsResponse, Review } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { reviewFilterParams, sharePercent } from '../utils/review-filters';
import { ProductReviews, expectedReviews } from './product-reviews';
import { ReviewItem } from './review-item';

const PRODUCT_ID = '0b6f7c1e-2222-4222-8222-000000000002';
const image = (name: string) => ({ url: `/uploads/reviews/${name}.webp`, publicId: `reviews/${name}` });

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  product: { _id: PRODUCT_ID, name: 'Son kem lì', slug: 'son-kem-li', mainImage: image('son') },
  user: { _id: 'u1', name: 'Trần Mai Anh', avatar: { url: '/api/v1/avatars/default.svg', publicId: null } },
  order: 'o1',
  color: { name: 'Hồng đào', code: '#F9A8D4' },
  rate: 5,
  comment: 'Màu lên chuẩn, giữ màu cả ngày.',
  images: [image('a'), image('b')],
  display: true,
  reply: {
    content: 'Cảm ơn chị đã tin dùng Lumi!',
    repliedAt: '2026-03-03T03:00:00.000Z',
    by: { _id: 'a1', name: 'Quản trị' },
  },
  // 23:30 UTC is already the next day in Asia/Ho_Chi_Minh.
  createdAt: '2026-03-01T23:30:00.000Z',
  updatedAt: '2026-03-01T23:30:00.000Z',
  ...overrides,
});

function answer(data: Review[], totalItems = data.length): { body: ProductReviewsResponse } {
  return {
    body: {
      success: true,
      data,
      pagination: { page: 1, pageSize: 10, totalItems, totalPage: Math.ceil(totalItems / 10) },
      averageRating: 4.5,
      totalReviews: 4,
      rateDistribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 3 },
    },
  };
}

let server: FakeServer;
let queries: URLSearchParams[];
beforeEach(() => {
  server = installFakeServer();
  queries = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReviews(product = { _id: PRODUCT_ID, averageRating: 4.5, totalReviews: 4 }) {
  render(
    <AppProvider store={makeStore()}>
      <ProductReviews product={product} />
    </AppProvider>,
  );
}

const lastQuery = () => Object.fromEntries(queries[queries.length - 1] ?? []);

describe('reviewFilterParams', () => {
  it.each([
    ['all', {}],
    ['5', { rate: 5 }],
    ['1', { rate: 1 }],
    ['comment', { hasComment: true }],
    ['image', { hasImage: true }],
  ] as const)('%s → %o', (filter, params) => {
    expect(reviewFilterParams(filter)).toEqual(params);
  });

  it('draws each bar as the share of all reviews', () => {
    expect(sharePercent(3, 4)).toBe(75);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('ProductReviews', () => {
  it('shows the summary, the distribution and each review with its badge, colour, pictures and reply', async () => {
    server.on(`GET /reviews/${PRODUCT_ID}`, (_body, url) => {
      queries.push(url.searchParams);
      return answer([review()]);
    });
    renderReviews();

    const list = await screen.findByRole('list', { name: 'Danh sách đánh giá' });
    expect(lastQuery()).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByText('4,5')).toBeTruthy();
    expect(screen.getByText('4 lượt đánh giá')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '5 sao: 3 đánh giá' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '3 sao: 1 đánh giá' })).toBeTruthy();

    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByText('Trần Mai Anh')).toBeTruthy();
    expect(within(item).getByText('Đã mua hàng')).toBeTruthy();
    expect(within(item).getByText('02/03/2026')).toBeTruthy();
    expect(within(item).getByText('Màu: Hồng đào')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Đánh giá 5 trên 5 sao' })).toBeTruthy();
    expect(within(item).getAllByRole('img', { name: /Ảnh đánh giá/ })).toHaveLength(2);
    expect(within(item).getByText('Phản hồi từ Lumi')).toBeTruthy();
    expect(within(item).getByText('Cảm ơn chị đã tin dùng Lumi!')).toBeTruthy();
  });

  it('sends the chosen chip as query parameters and starts again from page 1', async () => {
    server.on(`GET /reviews/${PRODUCT_ID}`, (_body, url) => {
      queries.push(url.searchParams);
      if (url.searchParams.get('hasImage') === 'true') return answer([]);
      return answer([review()], 25);
    });
    renderReviews();
    await screen.findByRole('list', { name: 'Danh sách đánh giá' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    });
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '10' }));

    const chip = (name: RegExp) => screen.getByRole('button', { name });
    await act(async () => {
      fireEvent.click(chip(/^5 sao/));
    });
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '10', rate: '5' }));
    expect(chip(/^5 sao/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Tất cả/).getAttribute('aria-pressed')).toBe('false');

    await act(async () => {
      fireEvent.click(chip(/^Có bình luận/));
    });
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '10', hasComment: 'true' }));

    await act(async () => {
      fireEvent.click(chip(/^Có hình ảnh/));
    });
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '10', hasImage: 'true' }));
    expect(await screen.findByText('Không có đánh giá nào phù hợp với bộ lọc.')).toBeTruthy();

    // Back to 'Tất cả': its first page was already loaded, so it shows again without a new request.
    const sent = queries.length;
    await act(async () => {
      fireEvent.click(chip(/^Tất cả/));
    });
    await screen.findByRole('list', { name: 'Danh sách đánh giá' });
    expect(queries).toHaveLength(sent);
  });

  it('shows the empty state when the product has no review', async () => {
    server.on(`GET /reviews/${PRODUCT_ID}`, {
      body: {
        success: true,
        data: [],
        pagination: { page: 1, pageSize: 10, totalItems: 0, totalPage: 0 },
        averageRating: 0,
        totalReviews: 0,
        rateDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      },
    });
    renderReviews({ _id: PRODUCT_ID, averageRating: 0, totalReviews: 0 });
    expect(await screen.findByText('Chưa có đánh giá nào cho sản phẩm này')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Lọc đánh giá' })).toBeNull();
  });
});

describe('expectedReviews', () => {
  const distribution = { '1': 0, '2': 0, '3': 1, '4': 0, '5': 23 } as const;

  it.each([
    ['all', 1, 24, { count: 10, hasPages: true }],
    ['all', 3, 24, { count: 4, hasPages: true }],
    ['all', 1, 4, { count: 4, hasPages: false }],
    ['3', 1, 24, { count: 1, hasPages: false }],
    ['5', 3, 24, { count: 3, hasPages: true }],
    ['2', 1, 24, { count: 0, hasPages: false }],
    ['comment', 1, 24, { count: 10, hasPages: false }],
    ['image', 1, 6, { count: 6, hasPages: false }],
  ] as const)('%s, page %d of %d reviews → %o', (filter, page, total, expected) => {
    expect(expectedReviews(filter, page, total, distribution)).toEqual(expected);
  });
});

describe('ProductReviews without antd', () => {
  it('holds the place of the reviews to come while they load, then shows them', async () => {
    server.on(`GET /reviews/${PRODUCT_ID}`, answer([review()]));
    renderReviews();

    const loading = screen.getByRole('list', { name: 'Đang tải đánh giá' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('li')).toHaveLength(4);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();

    await screen.findByRole('list', { name: 'Danh sách đánh giá' });
    expect(screen.queryByRole('list', { name: 'Đang tải đánh giá' })).toBeNull();
  });

  it('opens a picture full screen on demand, browses with the arrows and gives the focus back on Esc', async () => {
    server.on(`GET /reviews/${PRODUCT_ID}`, answer([review()]));
    renderReviews();
    const list = await screen.findByRole('list', { name: 'Danh sách đánh giá' });
    expect(screen.queryByRole('dialog')).toBeNull();

    const second = within(list).getByRole('button', { name: 'Ảnh đánh giá 2' });
    second.focus();
    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Ảnh đánh giá' });
    expect(within(dialog).getByRole('img', { name: 'Ảnh đánh giá 2/2' }).getAttribute('src')).toBe(
      '/uploads/reviews/b.webp',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ảnh tiếp theo' }));
    expect(within(dialog).getByRole('img', { name: 'Ảnh đánh giá 1/2' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img', { name: 'Ảnh đánh giá 2/2' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second);
    expect(document.body.style.overflow).toBe('');
  });

  it('renders on the server the markup the browser hydrates: the placeholders, then a review', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const pages = [
      <Provider key="section" store={makeStore()}>
        <ProductReviews product={{ _id: PRODUCT_ID, averageRating: 4.5, totalReviews: 2 }} />
      </Provider>,
      <ul key="item">
        <ReviewItem review={review()} />
      </ul>,
    ];
    for (const page of pages) {
      const html = renderToString(page);
      expect(html).not.toMatch(/ant-/);
      const container = document.createElement('div');
      container.innerHTML = html;
      const served = container.innerHTML;
      document.body.appendChild(container);
      const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
      expect(container.innerHTML.length).toBeGreaterThan(0);
      if (page.key === 'item') expect(container.innerHTML).toBe(served);
      act(() => root.unmount());
      container.remove();
    }
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
