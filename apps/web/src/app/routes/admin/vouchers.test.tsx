import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, SUCCESS, VALIDATION, type Voucher } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { adminTheme } from '@/config/theme';
import { PHONE_QUERY } from '@/hooks/use-is-phone';
import { createInitialAuthState } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import AdminVouchersPage from './vouchers';

// antd tables, drawers, pickers and modals are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const VOUCHER_KIND_PERCENT = 'Giảm theo phần trăm';
const GIAM10_ID = '7c1e2a4e-0000-4000-8000-000000000001';
const FREESHIP_ID = '7c1e2a4e-0000-4000-8000-000000000002';

const giam10: Voucher = {
  _id: GIAM10_ID,
  code: 'GIAM10',
  name: 'Giảm 10% cho serum',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minOrder: 300_000,
  categories: [{ _id: '7c1e2a4e-0000-4000-8000-0000000000c1', name: 'Serum' }],
  brands: [],
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  perCustomerLimit: 1,
  totalLimit: 500,
  usedCount: 120,
  isActive: true,
  status: 'running',
  cost: 4_250_000,
  createdAt: '2026-05-20T03:00:00.000Z',
  updatedAt: '2026-05-20T03:00:00.000Z',
};

const freeship: Voucher = {
  ...giam10,
  _id: FREESHIP_ID,
  code: 'FREESHIP',
  name: 'Miễn phí vận chuyển tháng 7',
  kind: 'free_shipping',
  value: 0,
  maxDiscount: null,
  minOrder: 0,
  categories: [],
  totalLimit: null,
  usedCount: 0,
  isActive: false,
  status: 'inactive',
  cost: 0,
};

const created: Voucher = {
  ...giam10,
  _id: '7c1e2a4e-0000-4000-8000-000000000003',
  code: 'HE2026',
  name: 'Hè rực rỡ',
  categories: [],
  totalLimit: 1000,
  usedCount: 0,
  status: 'upcoming',
  cost: 0,
};

let server: FakeServer;
let listUrls: URL[];

beforeEach(() => {
  listUrls = [];
  server = installFakeServer();
  server.on('GET /admin/vouchers', (_body, url) => {
    listUrls.push(url);
    return {
      body: {
        success: true,
        data: [giam10, freeship],
        pagination: { page: 1, pageSize: 10, totalItems: 2, totalPage: 1 },
      },
    };
  });
  server.on('GET /admin/brands', { body: { success: true, data: [] } });
  server.on('GET /categories', { body: { success: true, data: [] } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(entry: string) {
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: adminOf('ADMIN') },
  });
  const router = createMemoryRouter([{ path: '/admin/vouchers', element: <AdminVouchersPage /> }], {
    initialEntries: [entry],
  });
  render(
    <AppProvider store={store} theme={adminTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const rowOf = async (text: string) => {
  const row = (await screen.findByText(text)).closest('tr');
  expect(row).not.toBeNull();
  return within(row as HTMLElement);
};

/** Types a day into one end of the range picker, as the admin would ('01/07/2026', Enter). */
async function pickDay(placeholder: string, day: string) {
  const input = screen.getByPlaceholderText(placeholder);
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
  });
  await act(async () => {
    type(input, day);
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

/** Opens the creation drawer and fills a 10% voucher without its cap. */
async function startPercentVoucher() {
  await click(await screen.findByRole('button', { name: /Tạo mã giảm giá/ }));
  const drawer = await screen.findByRole('dialog');
  type(within(drawer).getByLabelText('Mã giảm giá'), 'he2026');
  type(within(drawer).getByLabelText('Tên mã giảm giá'), 'Hè rực rỡ');
  await click(within(drawer).getByLabelText(VOUCHER_KIND_PERCENT));
  type(await within(drawer).findByLabelText('Phần trăm giảm'), '10');
  return drawer;
}

describe('/admin/vouchers', () => {
  it('lists the vouchers with what they give, their status, uses and cost, filters from the address', async () => {
    renderAt('/admin/vouchers?search=giam&status=running');

    const row = await rowOf('Giảm 10% cho serum');
    expect(row.getByText('GIAM10')).toBeTruthy();
    expect(row.getByText('Giảm 10% tối đa 50.000 ₫ cho đơn từ 300.000 ₫')).toBeTruthy();
    expect(row.getByText('Danh mục: Serum')).toBeTruthy();
    expect(row.getByText('Đang áp dụng')).toBeTruthy();
    expect(row.getByText('01/06/2026 – 31/08/2026')).toBeTruthy();
    expect(row.getByText('120 / 500')).toBeTruthy();
    expect(row.getByText('4.250.000 ₫')).toBeTruthy();

    const other = await rowOf('Miễn phí vận chuyển tháng 7');
    expect(other.getByText('Miễn phí vận chuyển')).toBeTruthy();
    expect(other.getByText('Toàn bộ cửa hàng')).toBeTruthy();
    expect(other.getByText('Đã tắt')).toBeTruthy();
    expect(other.getByText('0 / Không giới hạn')).toBeTruthy();
    expect(other.getByRole('switch', { name: 'Bật mã giảm giá FREESHIP' })).toBeTruthy();

    expect(Object.fromEntries(listUrls[0]!.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      search: 'giam',
      status: 'running',
    });
    expect((screen.getByRole('textbox', { name: 'Tìm mã giảm giá' }) as HTMLInputElement).value).toBe('giam');
  });

  it('keeps everything in one column beside the actions on a phone, nothing scrolled out of sight', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
    }));
    renderAt('/admin/vouchers');

    const row = await rowOf('Giảm 10% cho serum');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mã giảm giá',
      'Thao tác',
    ]);
    for (const text of ['GIAM10', 'Đang áp dụng', '01/06/2026 – 31/08/2026', '120 / 500', '4.250.000 ₫'])
      expect(row.getByText(text)).toBeTruthy();
    expect(row.getByRole('switch', { name: 'Tắt mã giảm giá GIAM10' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Sửa mã giảm giá GIAM10' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Xóa mã giảm giá GIAM10' })).toBeTruthy();
  });

  it('says so in Vietnamese when there is no voucher yet', async () => {
    server.on('GET /admin/vouchers', {
      body: { success: true, data: [], pagination: { page: 1, pageSize: 10, totalItems: 0, totalPage: 0 } },
    });
    renderAt('/admin/vouchers');
    expect(await screen.findByText('Chưa có mã giảm giá nào')).toBeTruthy();
  });

  it('refuses a percentage voucher without its cap, and sends nothing', async () => {
    server.on('POST /admin/vouchers', { status: 201, body: { success: true, data: created } });
    renderAt('/admin/vouchers');
    const drawer = await startPercentVoucher();
    expect(await within(drawer).findByText('Giảm 10%')).toBeTruthy();

    await click(within(drawer).getByRole('button', { name: 'Tạo mã giảm giá' }));
    expect(await within(drawer).findByText(VALIDATION.voucherPercentCapRequired)).toBeTruthy();
    expect(within(drawer).getByText(VALIDATION.startDateRequired)).toBeTruthy();
    expect(server.calls('POST /admin/vouchers')).toHaveLength(0);
  });

  it('creates a voucher with the body of the contract, then closes the drawer', async () => {
    server.on('POST /admin/vouchers', {
      status: 201,
      body: { success: true, message: SUCCESS.created, data: created },
    });
    const router = renderAt('/admin/vouchers');
    const drawer = await startPercentVoucher();
    type(within(drawer).getByLabelText('Mức giảm tối đa'), '100.000');
    type(within(drawer).getByLabelText('Tổng số lượt dùng'), '1000');
    await pickDay('Ngày bắt đầu', '01/07/2026');
    await pickDay('Ngày kết thúc', '31/07/2026');
    expect(within(drawer).getByText('Giảm 10% tối đa 100.000 ₫')).toBeTruthy();

    await click(within(drawer).getByRole('button', { name: 'Tạo mã giảm giá' }));
    await waitFor(() =>
      expect(server.calls('POST /admin/vouchers')).toEqual([
        {
          code: 'HE2026',
          name: 'Hè rực rỡ',
          kind: 'percent',
          value: 10,
          maxDiscount: 100_000,
          minOrder: 0,
          categories: [],
          brands: [],
          startDate: '2026-07-01',
          endDate: '2026-07-31',
          perCustomerLimit: 1,
          totalLimit: 1000,
          isActive: true,
        },
      ]),
    );
    expect(await screen.findByText(SUCCESS.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The list is asked again for the new voucher.
    await waitFor(() => expect(listUrls.length).toBeGreaterThan(1));
  });

  it("puts the server's refusal of a taken code on the code", async () => {
    server.on('POST /admin/vouchers', {
      status: 409,
      body: { success: false, code: 'VOUCHER_CODE_TAKEN', message: ERRORS.VOUCHER_CODE_TAKEN.message },
    });
    renderAt('/admin/vouchers');
    const drawer = await startPercentVoucher();
    type(within(drawer).getByLabelText('Mức giảm tối đa'), '100.000');
    await pickDay('Ngày bắt đầu', '01/07/2026');
    await pickDay('Ngày kết thúc', '31/07/2026');
    await click(within(drawer).getByRole('button', { name: 'Tạo mã giảm giá' }));

    const code = within(drawer).getByLabelText('Mã giảm giá');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(drawer).getByText(ERRORS.VOUCHER_CODE_TAKEN.message)).toBeTruthy();
  });

  it('edits a voucher read afresh, keeping the total at or above its uses', async () => {
    server.on(`GET /admin/vouchers/${GIAM10_ID}`, { body: { success: true, data: giam10 } });
    server.on(`PUT /admin/vouchers/${GIAM10_ID}`, {
      body: { success: true, message: SUCCESS.updated, data: { ...giam10, name: 'Serum tháng 7' } },
    });
    const router = renderAt('/admin/vouchers');
    await click(await screen.findByRole('button', { name: 'Sửa mã giảm giá GIAM10' }));
    expect(router.state.location.search).toBe(`?voucher=${GIAM10_ID}`);
    const drawer = await screen.findByRole('dialog');
    const name = await within(drawer).findByLabelText('Tên mã giảm giá');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Giảm 10% cho serum'));
    expect((within(drawer).getByLabelText('Mức giảm tối đa') as HTMLInputElement).value).toBe('50.000');
    expect(within(drawer).getByText(/Đã dùng 120 lượt/)).toBeTruthy();

    type(name, 'Serum tháng 7');
    type(within(drawer).getByLabelText('Tổng số lượt dùng'), '100');
    await click(within(drawer).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(drawer).findByText(VALIDATION.voucherTotalBelowUsed)).toBeTruthy();
    expect(server.calls(`PUT /admin/vouchers/${GIAM10_ID}`)).toHaveLength(0);

    type(within(drawer).getByLabelText('Tổng số lượt dùng'), '600');
    await click(within(drawer).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/vouchers/${GIAM10_ID}`)).toEqual([
        {
          code: 'GIAM10',
          name: 'Serum tháng 7',
          kind: 'percent',
          value: 10,
          maxDiscount: 50_000,
          minOrder: 300_000,
          categories: ['7c1e2a4e-0000-4000-8000-0000000000c1'],
          brands: [],
          startDate: '2026-06-01',
          endDate: '2026-08-31',
          perCustomerLimit: 1,
          totalLimit: 600,
          isActive: true,
        },
      ]),
    );
    expect(await screen.findByText(SUCCESS.updated)).toBeTruthy();
  });

  it('shows why a used voucher cannot be deleted and offers to switch it off', async () => {
    server.on(`DELETE /admin/vouchers/${GIAM10_ID}`, {
      status: 409,
      body: { success: false, code: 'VOUCHER_IN_USE', message: ERRORS.VOUCHER_IN_USE.message },
    });
    server.on(`PUT /admin/vouchers/${GIAM10_ID}`, {
      body: {
        success: true,
        message: SUCCESS.updated,
        data: { ...giam10, isActive: false, status: 'inactive' },
      },
    });
    renderAt('/admin/vouchers');

    await click(await screen.findByRole('button', { name: 'Xóa mã giảm giá GIAM10' }));
    await click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(server.calls(`DELETE /admin/vouchers/${GIAM10_ID}`)).toHaveLength(1));
    // The server's message, and the way out it names: switching the voucher off.
    const [title] = await screen.findAllByText(ERRORS.VOUCHER_IN_USE.message);
    const dialog = title!.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText(/Tắt mã GIAM10 để khách hàng không dùng được nữa/)).toBeTruthy();

    await click(within(dialog).getByRole('button', { name: 'Tắt mã' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/vouchers/${GIAM10_ID}`)).toEqual([{ isActive: false }]),
    );
    expect(await screen.findByText('Đã tắt mã GIAM10')).toBeTruthy();
  });
});
