import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  ROUTINE_MESSAGES,
  addLocalDays,
  formatLocalDate,
  toLocalDate,
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
  perUse: null,
  usesPerDay: null,
  unit: 'ml',
  bought: false,
  refill: null,
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
  purchase: { bought: 0, total: 3 },
  durationDays: null,
  endsOn: null,
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

/** Opens an antd select and picks the option shown with that text. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  await act(async () => {
    fireEvent.click(await screen.findByTitle(option));
  });
}

function renderAt(path: string, entry: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** The card at '/', with a cart page to go to ('Mua lại' opens it). */
function renderCard(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/cart', element: <h1>Giỏ hàng</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** A local day ('YYYY-MM-DD') so many days from today in Asia/Ho_Chi_Minh, as the card reads today. */
const dayFromToday = (days: number) => addLocalDays(toLocalDate(new Date()), days);

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

describe('RoutineCard: following the routine (issue 32 item 4)', () => {
  // The serum was delivered 25 days ago and its reminder was due two days ago; the lipstick lasts longer.
  const following: Routine = {
    ...routine,
    purchase: { bought: 1, total: 2 },
    items: [
      item({
        position: 0,
        quantity: 2,
        perUse: 1.5,
        usesPerDay: 2,
        bought: true,
        refill: { purchasedOn: dayFromToday(-25), runsOutOn: dayFromToday(3), remindOn: dayFromToday(-2) },
      }),
      item({
        position: 1,
        quantity: 1,
        perUse: 0.5,
        usesPerDay: 0.5,
        unit: 'g',
        variantId: PINK_ID,
        color: { name: 'Hồng đào', code: '#FF8899' },
        refill: { purchasedOn: dayFromToday(-5), runsOutOn: dayFromToday(40), remindOn: dayFromToday(35) },
        product: { _id: LIPSTICK_ID, name: 'Son dưỡng', slug: 'son-duong', finalPrice: 120_000, stock: 2 },
      }),
    ],
  };
  const stepOf = (name: string) => screen.getByText(name).closest('li')!;

  it('shows what was bought, when each product runs out, and offers the due one again: one tap into the cart', async () => {
    const router = renderCard(<RoutineCard routine={following} viewer="user" />);
    expect(await screen.findByText('Đã mua 1/2 sản phẩm')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Đã mua 1/2 sản phẩm' }).getAttribute('aria-valuenow'),
    ).toBe('1');

    const serum = stepOf('Serum B5');
    expect(within(serum).getByText('Đã mua')).toBeTruthy();
    expect(within(serum).getByText(`Dự kiến hết: ${formatLocalDate(dayFromToday(3))}`)).toBeTruthy();
    expect(within(serum).getByText('Sắp hết')).toBeTruthy();
    expect(within(serum).getByText('Mỗi lần 1,5 ml · 2 lần/ngày')).toBeTruthy();

    // Not bought, not due yet: its date but no tag and no button.
    const lipstick = stepOf('Son dưỡng');
    expect(within(lipstick).getByText(`Dự kiến hết: ${formatLocalDate(dayFromToday(40))}`)).toBeTruthy();
    expect(within(lipstick).queryByText('Đã mua')).toBeNull();
    expect(within(lipstick).queryByText('Sắp hết')).toBeNull();
    expect(within(lipstick).queryByRole('button', { name: /Mua lại/ })).toBeNull();
    expect(within(lipstick).getByText('Mỗi lần 0,5 g · 2 ngày 1 lần')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Mua lại/ })).toHaveLength(1);

    await click(within(serum).getByRole('button', { name: 'Mua lại Serum B5' }));

    // Only that item, with its recommended quantity, and the cart is opened.
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
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng' })).toBeTruthy();
  });

  it('tells the doctor the same without the buy buttons', async () => {
    renderCard(<RoutineCard routine={following} viewer="doctor" />);
    expect(await screen.findByText('Đã mua 1/2 sản phẩm')).toBeTruthy();
    expect(within(stepOf('Serum B5')).getByText('Sắp hết')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mua lại/ })).toBeNull();
  });

  it('suggests the follow-up visit at the doctor’s page only once the routine is over', async () => {
    // Its last day is today: still running.
    renderCard(
      <RoutineCard
        routine={{ ...routine, durationDays: 28, endsOn: dayFromToday(0) }}
        viewer="user"
        doctorSlug="pham-thi-an"
      />,
    );
    expect(await screen.findByText(`Liệu trình đến ${formatLocalDate(dayFromToday(0))}`)).toBeTruthy();
    expect(screen.queryByText(/Liệu trình đã kết thúc/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Đặt lịch tái khám' })).toBeNull();
    cleanup();

    renderCard(
      <RoutineCard
        routine={{ ...routine, durationDays: 28, endsOn: dayFromToday(-1) }}
        viewer="user"
        doctorSlug="pham-thi-an"
      />,
    );
    expect(await screen.findByText(/Liệu trình đã kết thúc/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đặt lịch tái khám' }).getAttribute('href')).toBe(
      '/doctor-detail/pham-thi-an',
    );
    cleanup();

    // A chat message's card does not know the doctor's page: the doctors searched by name.
    renderCard(
      <RoutineCard routine={{ ...routine, durationDays: 28, endsOn: dayFromToday(-1) }} viewer="user" />,
    );
    expect((await screen.findByRole('link', { name: 'Đặt lịch tái khám' })).getAttribute('href')).toBe(
      `/doctors?search=${encodeURIComponent('Phạm Thị An').replace(/%20/g, '+')}`,
    );
    cleanup();

    // The doctor reads that it is over, with nothing to book.
    renderCard(
      <RoutineCard routine={{ ...routine, durationDays: 28, endsOn: dayFromToday(-1) }} viewer="doctor" />,
    );
    expect(await screen.findByText('Liệu trình đã kết thúc')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Đặt lịch tái khám' })).toBeNull();
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
  skinTypes: [],
  concerns: [],
  ingredientFlags: [],
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

describe('RoutineComposer: amounts and length (issue 32 item 4)', () => {
  it('sends the amounts and the length, refuses one amount alone, and shows the server’s refusal at its field', async () => {
    server.on('GET /products/search', { body: { success: true, data: [product()] } });
    server.on('POST /routines', {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: ERRORS.VALIDATION_ERROR.message,
        errors: [{ path: 'items.0.usesPerDay', message: ROUTINE_MESSAGES.usageAmountsBoth }],
      },
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
    expect(within(dialog).getByText('Hết liệu trình, khách được gợi ý tái khám')).toBeTruthy();
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
    expect(within(dialog).getByText('Để ứng dụng nhắc khách mua lại trước khi hết')).toBeTruthy();
    expect(within(dialog).getByText('ml/g/viên/miếng theo dung tích sản phẩm')).toBeTruthy();

    const fieldOf = (control: HTMLElement) => control.closest('.ant-form-item') as HTMLElement;
    const perUse = within(dialog).getByLabelText('Lượng mỗi lần Serum B5');
    const usesPerDay = within(dialog).getByRole('combobox', { name: 'Số lần mỗi ngày Serum B5' });

    // One amount alone: refused in the browser, under the empty one, as the server would.
    fireEvent.change(perUse, { target: { value: '1.5' } });
    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));
    expect(await within(fieldOf(usesPerDay)).findByText(ROUTINE_MESSAGES.usageAmountsBoth)).toBeTruthy();
    expect(server.calls('POST /routines')).toHaveLength(0);

    await choose(usesPerDay, '2 lần/ngày');
    await choose(within(dialog).getByRole('combobox', { name: 'Thời gian liệu trình' }), '4 tuần');
    await waitFor(() =>
      expect(within(fieldOf(usesPerDay)).queryByText(ROUTINE_MESSAGES.usageAmountsBoth)).toBeNull(),
    );
    await click(within(dialog).getByRole('button', { name: 'Gửi liệu trình' }));

    await waitFor(() => expect(server.calls('POST /routines')).toHaveLength(1));
    expect(server.calls('POST /routines')[0]).toEqual({
      bookingId: BOOKING_ID,
      title: 'Phục hồi',
      note: null,
      durationDays: 28,
      items: [
        { productId: SERUM_ID, variantId: null, quantity: 1, usage: 'Tối', perUse: 1.5, usesPerDay: 2 },
      ],
    });
    // The server's message for `items.0.usesPerDay` goes under that field, and the form stays open.
    expect(await within(fieldOf(usesPerDay)).findByText(ROUTINE_MESSAGES.usageAmountsBoth)).toBeTruthy();
    expect(within(fieldOf(perUse)).queryByText(ROUTINE_MESSAGES.usageAmountsBoth)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
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
