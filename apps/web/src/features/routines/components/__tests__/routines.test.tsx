import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  ROUTINE_MESSAGES,
  type AdminRoutine,
  type ProductSummary,
  type Routine,
  type RoutineItem,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { readCart } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { bookingOf } from '@/testing/booking-fixtures';
import { RecommendRoutineButton } from '../recommend-routine-button';
import { RoutineCard } from '../routine-card';
import { RoutineComposer } from '../routine-composer';
import { RoutinesManager } from '../routines-manager';

// antd modals and forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const ROUTINE_ID = '7d1e2f3a-1111-4111-8111-000000000001';
const BOOKING_ID = '7d1e2f3a-2222-4222-8222-000000000002';
const SERUM_ID = '7d1e2f3a-3333-4333-8333-000000000003';
const LIPSTICK_ID = '7d1e2f3a-3333-4333-8333-000000000004';
const CREAM_ID = '7d1e2f3a-3333-4333-8333-000000000005';
const PINK_ID = '7d1e2f3a-4444-4444-8444-000000000006';

const item = (
  overrides: Partial<Omit<RoutineItem, 'product'>> & { product?: Partial<RoutineItem['product']> },
): RoutineItem => ({
  _id: `item-${overrides.position ?? 0}`,
  position: 0,
  quantity: 1,
  usage: 'Sáng và tối, sau bước làm sạch',
  variantId: null,
  color: null,
  ...overrides,
  product: {
    _id: SERUM_ID,
    name: 'Serum B5',
    slug: 'serum-b5',
    image: '/uploads/serum.webp',
    brand: 'La Roche',
    price: 300_000,
    finalPrice: 270_000,
    stock: 8,
    isAvailable: true,
    ...overrides.product,
  },
});

const routine: Routine = {
  _id: ROUTINE_ID,
  title: 'Liệu trình phục hồi da',
  note: 'Dùng đều đặn 4 tuần.',
  booking: { _id: BOOKING_ID, code: 'BK7K2M9QX4TB' },
  doctor: {
    _id: 'd1',
    name: 'Phạm Thị An',
    avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
    specialty: 'Da liễu',
  },
  customer: { _id: 'u1', name: 'Vũ Ngọc Lan' },
  items: [
    item({ position: 0, quantity: 2 }),
    item({
      position: 1,
      quantity: 3,
      usage: 'Thoa khi môi khô',
      variantId: PINK_ID,
      color: { name: 'Hồng đào', code: '#FF8899' },
      product: {
        _id: LIPSTICK_ID,
        name: 'Son dưỡng',
        slug: 'son-duong',
        price: 120_000,
        finalPrice: 120_000,
        stock: 2,
      },
    }),
    item({
      position: 2,
      usage: 'Tối',
      product: { _id: CREAM_ID, name: 'Kem phục hồi', slug: 'kem-phuc-hoi', stock: 0 },
    }),
  ],
  total: 2 * 270_000 + 3 * 120_000,
  createdAt: '2026-11-20T03:00:00.000Z',
};

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

function renderAt(path: string, entry: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('RoutineCard', () => {
  it('puts every item in stock into the cart with its quantity, and says which were skipped', async () => {
    server.on(`GET /routines/${ROUTINE_ID}`, { body: { success: true, data: routine } });
    renderAt('/', '/', <RoutineCard routineId={ROUTINE_ID} viewer="user" />);

    expect(await screen.findByRole('heading', { name: 'Liệu trình phục hồi da' })).toBeTruthy();
    expect(screen.getByText('Sáng và tối, sau bước làm sạch')).toBeTruthy();
    expect(screen.getByText('Hết hàng')).toBeTruthy();
    expect(server.requests[0]?.route).toBe(`GET /routines/${ROUTINE_ID}`);

    await click(screen.getByRole('button', { name: /Thêm cả liệu trình vào giỏ/ }));

    expect(readCart().products).toEqual([
      {
        productId: SERUM_ID,
        name: 'Serum B5',
        image: '/uploads/serum.webp',
        slug: 'serum-b5',
        color: null,
        price: 270_000,
        brand: 'La Roche',
        quantity: 2,
      },
      {
        productId: LIPSTICK_ID,
        name: 'Son dưỡng',
        image: '/uploads/serum.webp',
        slug: 'son-duong',
        color: { name: 'Hồng đào', code: '#FF8899' },
        price: 120_000,
        brand: 'La Roche',
        // Three were recommended, two are left: never more than the stock.
        quantity: 2,
      },
    ]);
    expect(await screen.findByText('Đã thêm 2 sản phẩm vào giỏ hàng')).toBeTruthy();
    expect(await screen.findByText('Chưa thêm 1 sản phẩm đã hết hàng: Kem phục hồi')).toBeTruthy();
  });

  it('shows the doctor their routine without the cart button', async () => {
    renderAt('/', '/', <RoutineCard routine={routine} viewer="doctor" />);
    expect(await screen.findByRole('heading', { name: 'Liệu trình phục hồi da' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Thêm cả liệu trình vào giỏ/ })).toBeNull();
  });
});

const product = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: SERUM_ID,
  name: 'Serum B5',
  slug: 'serum-b5',
  brand: { _id: 'b1', name: 'La Roche', slug: 'la-roche' },
  mainImage: { url: '/uploads/serum.webp', publicId: 'serum' },
  images: [],
  price: 300_000,
  finalPrice: 270_000,
  promotion: null,
  tags: [],
  variants: [],
  totalQuantity: 8,
  averageRating: 0,
  totalReviews: 0,
  sold: 0,
  ...overrides,
});

describe('RoutineComposer', () => {
  it('refuses an incomplete form with the Vietnamese messages, then sends the picked products in order', async () => {
    server.on('GET /products/search', {
      body: {
        success: true,
        data: [
          product(),
          product({
            _id: LIPSTICK_ID,
            name: 'Son dưỡng',
            variants: [{ _id: PINK_ID, name: 'Hồng đào', code: '#FF8899', image: null, stock: 3 }],
            totalQuantity: 3,
          }),
        ],
      },
    });
    server.on('POST /routines', { status: 201, body: { success: true, data: routine } });
    const onClose = vi.fn();
    renderAt(
      '/',
      '/',
      <RoutineComposer
        booking={{ _id: BOOKING_ID, code: 'BK7K2M9QX4TB', customerName: 'Vũ Ngọc Lan' }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));
    expect(await within(dialog).findByText(ROUTINE_MESSAGES.titleRequired)).toBeTruthy();
    expect(await within(dialog).findByText(ROUTINE_MESSAGES.itemsRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tên liệu trình'), { target: { value: 'A' } });
    expect(await within(dialog).findByText(ROUTINE_MESSAGES.titleLength)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tên liệu trình'), {
      target: { value: 'Liệu trình phục hồi da' },
    });

    const search = within(dialog).getByRole('combobox', { name: 'Tìm sản phẩm' });
    const pick = async (name: string) => {
      fireEvent.change(search, { target: { value: 'serum' } });
      const option = await screen.findByText(
        (_text, node) =>
          node?.textContent?.startsWith(`${name} ·`) === true &&
          node.tagName === 'SPAN' &&
          node.children.length === 0,
      );
      await click(option);
    };
    await pick('Serum B5');
    await pick('Son dưỡng');
    await waitFor(() => expect(within(dialog).getAllByTestId('routine-item')).toHaveLength(2));

    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));
    expect(await within(dialog).findAllByText(ROUTINE_MESSAGES.usageRequired)).toHaveLength(2);
    expect(server.calls('POST /routines')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Cách dùng Serum B5'), {
      target: { value: 'Sáng và tối, sau bước làm sạch' },
    });
    fireEvent.change(within(dialog).getByLabelText('Cách dùng Son dưỡng'), {
      target: { value: 'Thoa khi môi khô' },
    });
    // The lipstick becomes the first step.
    await click(within(dialog).getByRole('button', { name: 'Đưa Son dưỡng lên trước' }));
    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));

    await waitFor(() => expect(server.calls('POST /routines')).toHaveLength(1));
    expect(server.calls('POST /routines')[0]).toEqual({
      bookingId: BOOKING_ID,
      title: 'Liệu trình phục hồi da',
      note: null,
      items: [
        { productId: LIPSTICK_ID, variantId: PINK_ID, quantity: 1, usage: 'Thoa khi môi khô' },
        { productId: SERUM_ID, variantId: null, quantity: 1, usage: 'Sáng và tối, sau bước làm sạch' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(ROUTINE_MESSAGES.created)).toBeTruthy();
  });

  it('shows the server’s refusal (a product sold out meanwhile)', async () => {
    server.on('GET /products/search', { body: { success: true, data: [product()] } });
    server.on('POST /routines', {
      status: 409,
      body: { success: false, code: 'OUT_OF_STOCK', message: 'Sản phẩm "Serum B5" đã hết hàng' },
    });
    const onClose = vi.fn();
    renderAt(
      '/',
      '/',
      <RoutineComposer
        booking={{ _id: BOOKING_ID, code: 'BK7K2M9QX4TB', customerName: 'Vũ Ngọc Lan' }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tên liệu trình'), { target: { value: 'Phục hồi' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tìm sản phẩm' }), {
      target: { value: 'serum' },
    });
    await click(
      await screen.findByText(
        (_t, node) =>
          node?.tagName === 'SPAN' &&
          node.children.length === 0 &&
          node.textContent?.startsWith('Serum B5 ·') === true,
      ),
    );
    fireEvent.change(await within(dialog).findByLabelText('Cách dùng Serum B5'), {
      target: { value: 'Tối' },
    });
    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));
    await waitFor(() => expect(server.calls('POST /routines')).toHaveLength(1));
    expect(await screen.findByText('Sản phẩm "Serum B5" đã hết hàng')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(ERRORS.OUT_OF_STOCK.status).toBe(409);
  });
});

describe('RecommendRoutineButton (the doctor’s booking drawer)', () => {
  it('is offered for a confirmed or completed booking only, and opens the composer for its customer', async () => {
    renderAt(
      '/',
      '/',
      <>
        <RecommendRoutineButton booking={bookingOf({ status: 'pending' })} />
        <RecommendRoutineButton booking={bookingOf({ status: 'cancelled' })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Gợi ý liệu trình/ })).toBeNull();
    cleanup();

    const booking = bookingOf({ status: 'completed' });
    renderAt('/', '/', <RecommendRoutineButton booking={booking} />);
    await click(screen.getByRole('button', { name: /Gợi ý liệu trình/ }));
    expect(
      await screen.findByText(`Gợi ý liệu trình cho ${booking.customer.name} (${booking.code})`),
    ).toBeTruthy();
  });
});

describe('RoutinesManager (/admin/routines)', () => {
  const row = (overrides: Partial<AdminRoutine> = {}): AdminRoutine => ({
    _id: ROUTINE_ID,
    title: 'Liệu trình phục hồi da',
    booking: { _id: BOOKING_ID, code: 'BK7K2M9QX4TB' },
    doctor: { _id: 'd1', name: 'Phạm Thị An' },
    customer: { _id: 'u1', name: 'Vũ Ngọc Lan', email: 'lan@lumi.vn' },
    itemsCount: 3,
    createdAt: '2026-11-20T03:00:00.000Z',
    converted: true,
    orderId: '7d1e2f3a-5555-4555-8555-000000000007',
    orderCode: 'OD7K2M9QX4TB',
    ...overrides,
  });

  it('shows the conversion figures on top and each routine’s order, filters in the address', async () => {
    const queries: Record<string, string>[] = [];
    server.on('GET /admin/routines', (_body, url) => {
      queries.push(Object.fromEntries(url.searchParams));
      return {
        body: {
          success: true,
          data: [row(), row({ _id: 'r2', converted: false, orderId: null, orderCode: null })],
          pagination: { page: 1, pageSize: 10, totalItems: 4, totalPage: 1 },
          summary: { total: 4, converted: 1, rate: 25 },
        },
      };
    });
    const router = renderAt('/admin/routines', '/admin/routines?search=An', <RoutinesManager />);

    const figures = await screen.findByLabelText('Tỷ lệ chuyển đổi liệu trình');
    expect(within(figures).getByText('4')).toBeTruthy();
    expect(within(figures).getByText('1')).toBeTruthy();
    expect(within(figures).getByText('25%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OD7K2M9QX4TB' }).getAttribute('href')).toBe(
      '/admin/orders/7d1e2f3a-5555-4555-8555-000000000007',
    );
    expect(screen.getByText('Chưa mua')).toBeTruthy();
    expect(queries[0]).toEqual({ page: '1', pageSize: '10', search: 'An' });
    expect(router.state.location.search).toBe('?search=An');
  });
});
