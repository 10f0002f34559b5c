import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderLine, Review } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { OrderDetailPage } from '@/features/orders';
import { ReviewModal } from '@/features/reviews';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { orderOf } from '@/testing/fixtures';

const ORDER_ID = '0b6f7c1e-1111-4111-8111-000000000001';
const PRODUCT_ID = '0b6f7c1e-2222-4222-8222-000000000002';
const LINE_ID = '0b6f7c1e-3333-4333-8333-000000000003';

const line = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  _id: LINE_ID,
  productId: PRODUCT_ID,
  name: 'Serum cấp ẩm B5',
  slug: 'serum-cap-am-b5',
  image: '/uploads/products/serum.webp',
  color: null,
  originalPrice: 300_000,
  price: 300_000,
  promoQty: 0,
  quantity: 1,
  lineTotal: 300_000,
  isReviewed: false,
  ...overrides,
});

const order = (overrides: Partial<Order> = {}): Order =>
  orderOf({
    _id: ORDER_ID,
    code: 'OD7K2M9QX4TB',
    products: [line(), line({ _id: 'line-2', name: 'Kem chống nắng', isReviewed: true })],
    payment: { status: 'paid', transactionId: null, paidAt: null, expiresAt: null, paymentUrl: null },
    status: 'delivered',
    ...overrides,
  });

const ok = <T,>(data: T) => ({ body: { success: true, data } });

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderOrder() {
  const router = createMemoryRouter(
    [{ path: '/order-detail/:id', element: <OrderDetailPage id={ORDER_ID} ReviewModal={ReviewModal} /> }],
    { initialEntries: [`/order-detail/${ORDER_ID}`] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Đánh giá sản phẩm' });
const send = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Gửi đánh giá' }));
  });
};

describe('writing a review from a delivered order', () => {
  it('offers "Đánh giá" only on unreviewed lines and none before delivery', async () => {
    server.on(`GET /orders/detail/${ORDER_ID}`, ok(order({ status: 'shipping' })));
    renderOrder();
    await screen.findByRole('heading', { name: /OD7K2M9QX4TB/ });
    expect(screen.queryByRole('button', { name: /Đánh giá/ })).toBeNull();
  });

  it('requires a rating and a comment, then posts the review and refreshes the order', async () => {
    let reviewed = false;
    server.on(`GET /orders/detail/${ORDER_ID}`, () =>
      ok(order({ products: [line({ isReviewed: reviewed })] })),
    );
    server.on('POST /reviews', (body) => {
      reviewed = true;
      const sent = body as { rate: Review['rate']; comment: string };
      const data: Review = {
        _id: 'r1',
        product: {
          _id: PRODUCT_ID,
          name: 'Serum cấp ẩm B5',
          slug: 'serum-cap-am-b5',
          mainImage: { url: '/uploads/products/serum.webp', publicId: 'products/serum' },
        },
        user: {
          _id: 'u1',
          name: 'Nguyễn Thu Hà',
          avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
        },
        order: ORDER_ID,
        color: null,
        rate: sent.rate,
        comment: sent.comment,
        images: [],
        display: true,
        reply: null,
        createdAt: '2026-03-06T02:30:00.000Z',
        updatedAt: '2026-03-06T02:30:00.000Z',
      };
      return { status: 201, body: { success: true, data, message: 'Đánh giá sản phẩm thành công' } };
    });
    renderOrder();

    fireEvent.click(await screen.findByRole('button', { name: 'Đánh giá Serum cấp ẩm B5' }));
    expect(within(dialog()).getByText('Serum cấp ẩm B5')).toBeTruthy();

    await send();
    expect(await within(dialog()).findByText('Vui lòng chọn mức độ hài lòng!')).toBeTruthy();
    expect(within(dialog()).getByText('Vui lòng nhập nội dung đánh giá')).toBeTruthy();
    expect(server.calls('POST /reviews')).toHaveLength(0);

    // Four stars; a comment of spaces only is still missing.
    const stars = within(dialog()).getAllByRole('radio');
    fireEvent.click(stars[3] as HTMLElement);
    const comment = within(dialog()).getByLabelText('Nhận xét');
    fireEvent.change(comment, { target: { value: '   ' } });
    await send();
    await waitFor(() => expect(within(dialog()).queryByText('Vui lòng chọn mức độ hài lòng!')).toBeNull());
    expect(within(dialog()).getByText('Vui lòng nhập nội dung đánh giá')).toBeTruthy();
    expect(server.calls('POST /reviews')).toHaveLength(0);

    fireEvent.change(comment, { target: { value: '  Thấm nhanh, da mềm hơn hẳn.  ' } });
    await send();
    await waitFor(() => expect(server.calls('POST /reviews')).toHaveLength(1));
    expect(server.calls('POST /reviews')[0]).toEqual({
      order: ORDER_ID,
      product: PRODUCT_ID,
      line: LINE_ID,
      rate: 4,
      comment: 'Thấm nhanh, da mềm hơn hẳn.',
      images: [],
    });
    expect(await screen.findByText('Đánh giá sản phẩm thành công')).toBeTruthy();
    // The order is asked again, and its line now says it was reviewed.
    expect(await screen.findByRole('button', { name: /Đã đánh giá/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Đánh giá Serum cấp ẩm B5' })).toBeNull();
  });
});
