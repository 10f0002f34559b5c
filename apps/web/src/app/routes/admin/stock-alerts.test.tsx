import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type AdminRole, type AdminStockAlertRow } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { adminTheme } from '@/config/theme';
import { PHONE_QUERY } from '@/hooks/use-is-phone';
import { createInitialAuthState } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import AdminStockAlertsPage from './stock-alerts';

// antd tables are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ROUTE = 'GET /admin/stock-alerts';

/** Sold out, five waiting, nobody told yet. */
const cleanser: AdminStockAlertRow = {
  product: {
    _id: '5a1e2a4e-0000-4000-8000-000000000001',
    name: 'Sữa rửa mặt dịu nhẹ',
    slug: 'sua-rua-mat-diu-nhe',
  },
  variant: null,
  stock: 0,
  waiting: 5,
  notified: 0,
  bought: 0,
  lastNotifiedAt: null,
};
/** One colour of a lipstick: back in stock, four told (one bought), two waiting again. */
const lipstick: AdminStockAlertRow = {
  product: { _id: '5a1e2a4e-0000-4000-8000-000000000002', name: 'Son kem lì', slug: 'son-kem-li' },
  variant: { _id: '5a1e2a4e-0000-4000-8000-0000000000a1', name: 'Đỏ cam' },
  stock: 12,
  waiting: 2,
  notified: 4,
  bought: 1,
  lastNotifiedAt: '2026-06-10T02:30:00.000Z',
};
/** Back in stock, everyone told: nobody waits any more. */
const sunscreen: AdminStockAlertRow = {
  product: { _id: '5a1e2a4e-0000-4000-8000-000000000003', name: 'Kem chống nắng', slug: 'kem-chong-nang' },
  variant: null,
  stock: 30,
  waiting: 0,
  notified: 4,
  bought: 1,
  lastNotifiedAt: '2026-06-01T10:05:00.000Z',
};
const rows = [cleanser, lipstick, sunscreen];

let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  server.on(ROUTE, { body: { success: true, data: rows } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAs(role: AdminRole = 'ADMIN') {
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: adminOf(role) },
  });
  const router = createMemoryRouter([{ path: '/admin/stock-alerts', element: <AdminStockAlertsPage /> }], {
    initialEntries: ['/admin/stock-alerts'],
  });
  render(
    <AppProvider store={store} theme={adminTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const type = async (input: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
};

/** The products listed, in order. */
const productsShown = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/detail/'))
    .map((link) => link.textContent);

const summary = () =>
  within(screen.getByRole('list', { name: 'Tổng quan khách chờ hàng' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('tr') as HTMLElement);

async function loaded() {
  await screen.findByRole('link', { name: 'Sữa rửa mặt dịu nhẹ' });
}

describe('/admin/stock-alerts', () => {
  it('shows the figures with the share who bought after being told, and each product with its customers', async () => {
    renderAs();
    await loaded();

    expect(
      screen.getByText(
        'Khách bấm "Báo khi có hàng" trên sản phẩm hết hàng; khi có hàng trở lại, mỗi khách nhận một thông báo và email.',
      ),
    ).toBeTruthy();
    expect(summary()).toEqual([
      'Khách đang chờ: 7',
      'Đã báo có hàng: 8',
      'Đã mua sau khi báo: 2',
      'Tỷ lệ mua sau khi báo: 25%',
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sản phẩm',
      'Tồn kho',
      'Đang chờ',
      'Đã báo',
      'Đã mua',
      'Báo gần nhất',
    ]);
    // In the server's order: the most waited-for first.
    expect(productsShown()).toEqual(['Sữa rửa mặt dịu nhẹ', 'Son kem lì', 'Kem chống nắng']);

    const link = screen.getByRole('link', { name: 'Sữa rửa mặt dịu nhẹ' });
    expect(link.getAttribute('href')).toBe('/detail/sua-rua-mat-diu-nhe');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    const cells = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Sữa rửa mặt dịu nhẹ')).toEqual(['Sữa rửa mặt dịu nhẹ', '0Hết hàng', '5', '0', '0', '—']);
    expect(cells('Son kem lì')).toEqual(['Son kem lìMàu: Đỏ cam', '12', '2', '4', '1', '10/06/2026 09:30']);
    expect(cells('Kem chống nắng')).toEqual(['Kem chống nắng', '30', '0', '4', '1', '01/06/2026 17:05']);
    expect(screen.getAllByText('Hết hàng')).toHaveLength(1);
    expect(screen.getByText('Tổng cộng 3 sản phẩm')).toBeTruthy();
  });

  it('finds a product typed without diacritics, and says so when nothing matches', async () => {
    renderAs();
    await loaded();
    const search = screen.getByRole('textbox', { name: 'Tìm sản phẩm' });

    await type(search, 'sua rua mat');
    expect(productsShown()).toEqual(['Sữa rửa mặt dịu nhẹ']);

    await type(search, 'KEM');
    expect(productsShown()).toEqual(['Son kem lì', 'Kem chống nắng']);

    await type(search, 'chong nang');
    expect(productsShown()).toEqual(['Kem chống nắng']);

    await type(search, 'tẩy trang');
    expect(productsShown()).toEqual([]);
    expect(screen.getByText('Không có sản phẩm nào phù hợp')).toBeTruthy();
    // The figures stay those of every product.
    expect(summary()[0]).toBe('Khách đang chờ: 7');

    await type(search, '');
    expect(productsShown()).toEqual(['Sữa rửa mặt dịu nhẹ', 'Son kem lì', 'Kem chống nắng']);
  });

  it('keeps only the products somebody still waits for when asked', async () => {
    renderAs();
    await loaded();
    const waitingOnly = screen.getByRole('checkbox', { name: 'Chỉ sản phẩm còn khách chờ' });

    await click(waitingOnly);
    expect(productsShown()).toEqual(['Sữa rửa mặt dịu nhẹ', 'Son kem lì']);
    expect(screen.getByText('Tổng cộng 2 sản phẩm')).toBeTruthy();

    // With the search too.
    await type(screen.getByRole('textbox', { name: 'Tìm sản phẩm' }), 'kem');
    expect(productsShown()).toEqual(['Son kem lì']);

    await click(waitingOnly);
    expect(productsShown()).toEqual(['Son kem lì', 'Kem chống nắng']);
  });

  it('says so in Vietnamese when nobody has asked to be told yet', async () => {
    server.on(ROUTE, { body: { success: true, data: [] } });
    renderAs();

    expect(await screen.findByText('Chưa có khách nào đăng ký báo khi có hàng')).toBeTruthy();
    expect(summary()).toEqual([
      'Khách đang chờ: 0',
      'Đã báo có hàng: 0',
      'Đã mua sau khi báo: 0',
      'Tỷ lệ mua sau khi báo: —',
    ]);
  });

  it('offers to try again when the list cannot be read', async () => {
    server.on(ROUTE, {
      status: 500,
      body: { success: false, code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message },
    });
    renderAs();
    expect(await screen.findByText('Không thể tải danh sách khách chờ hàng')).toBeTruthy();
    expect(screen.getByText(ERRORS.INTERNAL_ERROR.message)).toBeTruthy();

    server.on(ROUTE, { body: { success: true, data: rows } });
    await click(screen.getByRole('button', { name: /Thử lại/ }));
    await loaded();
    expect(server.requests.filter((request) => request.route === ROUTE)).toHaveLength(2);
  });

  it('refuses the page to SUPPORT and never asks for the list', async () => {
    renderAs('SUPPORT');
    expect(await screen.findByText('Không có quyền truy cập')).toBeTruthy();
    expect(server.requests.filter((request) => request.route === ROUTE)).toHaveLength(0);
  });

  it('shows each product as one card with its figures under it on a phone', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
    }));
    renderAs();
    await loaded();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sản phẩm']);
    const cleanserCard = rowOf('Sữa rửa mặt dịu nhẹ');
    const facts = (card: ReturnType<typeof rowOf>) =>
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts(cleanserCard)).toEqual([
      ['Tồn kho', '0Hết hàng'],
      ['Đang chờ', '5'],
      ['Đã báo', '0'],
      ['Đã mua', '0'],
      ['Báo gần nhất', '—'],
    ]);
    const lipstickCard = rowOf('Son kem lì');
    expect(lipstickCard.getByText('Màu: Đỏ cam')).toBeTruthy();
    expect(facts(lipstickCard)).toEqual([
      ['Tồn kho', '12'],
      ['Đang chờ', '2'],
      ['Đã báo', '4'],
      ['Đã mua', '1'],
      ['Báo gần nhất', '10/06/2026 09:30'],
    ]);
  });
});
