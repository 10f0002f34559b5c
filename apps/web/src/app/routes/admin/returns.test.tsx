import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  OrderReturnSchema,
  SUCCESS,
  VALIDATION,
  envelope,
  listEnvelope,
  type AdminRole,
  type OrderReturn,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { adminTheme } from '@/config/theme';
import { PHONE_QUERY } from '@/hooks/use-is-phone';
import { createInitialAuthState } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import AdminReturnsPage from './returns';

// antd tables, drawers and modals are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// The server's answers, checked as the contract will check them (the routes are new).
const ONE = envelope(OrderReturnSchema);
const PAGE = listEnvelope(OrderReturnSchema);

const REQUESTED_ID = '9b1e2a4e-0000-4000-8000-000000000001';
const CASH_ID = '9b1e2a4e-0000-4000-8000-000000000002';
const REQUESTED_ROUTE = `/admin/returns/${REQUESTED_ID}`;
const CASH_ROUTE = `/admin/returns/${CASH_ID}`;

/** A VNPay order's damaged serum and two lipsticks, waiting for the shop's decision. */
const requested: OrderReturn = {
  _id: REQUESTED_ID,
  code: 'RT26A1B2C3D4',
  order: {
    _id: '3f1c2a4e-0000-4000-8000-000000000011',
    code: 'OD2606050001',
    paymentMethod: 'VNPAY',
    deliveredAt: '2026-06-08T03:00:00.000Z',
  },
  user: { _id: 'u1', name: 'Trần Thu Hà', email: 'thuha@example.com' },
  status: 'requested',
  reason: 'damaged',
  description: 'Vỏ chai bị nứt, serum chảy ra ngoài',
  images: [
    { url: '/uploads/returns/nut-vo.webp', publicId: 'returns/nut-vo' },
    { url: '/uploads/returns/hop.webp', publicId: 'returns/hop' },
  ],
  lines: [
    {
      lineId: 'l1',
      productId: 'p1',
      name: 'Serum cấp ẩm B5',
      slug: 'serum-cap-am-b5',
      image: '/uploads/products/serum.webp',
      color: null,
      price: 625_000,
      quantity: 1,
    },
    {
      lineId: 'l2',
      productId: 'p2',
      name: 'Son kem lì',
      slug: 'son-kem-li',
      image: '/uploads/products/son.webp',
      color: { name: 'Đỏ cam', code: '#f4511e' },
      price: 250_000,
      quantity: 2,
    },
  ],
  goodsValue: 1_125_000,
  refundAmount: 1_080_000,
  pointsBack: 2_000,
  pointsRevoked: 112,
  voucherBack: true,
  refundMethod: 'VNPAY',
  bank: null,
  refundReference: null,
  refundError: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  refundedAt: null,
  createdAt: '2026-06-10T02:30:00.000Z',
  updatedAt: '2026-06-10T02:30:00.000Z',
};

/** A cash order's return, accepted: the money waits for the shop's bank transfer. */
const cash: OrderReturn = {
  ...requested,
  _id: CASH_ID,
  code: 'RT26E5F6G7H8',
  order: {
    _id: '3f1c2a4e-0000-4000-8000-000000000012',
    code: 'OD2606010002',
    paymentMethod: 'COD',
    deliveredAt: '2026-06-03T03:00:00.000Z',
  },
  user: { _id: 'u2', name: 'Lê Minh Anh', email: 'minhanh@example.com' },
  status: 'accepted',
  reason: 'wrong_item',
  description: null,
  images: [{ url: '/uploads/returns/sai-mau.webp', publicId: 'returns/sai-mau' }],
  lines: [requested.lines[1]!],
  goodsValue: 500_000,
  refundAmount: 500_000,
  pointsBack: 0,
  pointsRevoked: 50,
  voucherBack: false,
  refundMethod: 'BANK_TRANSFER',
  bank: { bankName: 'Vietcombank', accountNumber: '0011223344', accountName: 'LE MINH ANH' },
  decidedBy: { _id: 'a1', name: 'Nguyễn Quản Trị' },
  decidedAt: '2026-06-05T04:00:00.000Z',
  createdAt: '2026-06-04T01:00:00.000Z',
  updatedAt: '2026-06-05T04:00:00.000Z',
};

let server: FakeServer;
let listUrls: URL[];
/** The returns as the server holds them now (the writes change them). */
let held: Record<string, OrderReturn>;

beforeEach(() => {
  listUrls = [];
  held = { [REQUESTED_ID]: requested, [CASH_ID]: cash };
  server = installFakeServer();
  server.on(
    'GET /admin/returns',
    (_body, url) => {
      listUrls.push(url);
      const status = url.searchParams.get('status');
      const rows = Object.values(held).filter((item) => !status || item.status === status);
      return {
        body: {
          success: true,
          data: rows,
          pagination: { page: 1, pageSize: 10, totalItems: rows.length, totalPage: rows.length > 0 ? 1 : 0 },
        },
      };
    },
    PAGE,
  );
  for (const id of [REQUESTED_ID, CASH_ID])
    server.on(`GET /admin/returns/${id}`, () => ({ body: { success: true, data: held[id] } }), ONE);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAs(role: AdminRole = 'ADMIN', entry = '/admin/returns') {
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: adminOf(role) },
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/returns', element: <AdminReturnsPage /> },
      { path: '/admin/orders/:id', element: <p>Chi tiết đơn</p> },
    ],
    { initialEntries: [entry] },
  );
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

const type = async (input: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
};

const rowOf = async (code: string) => {
  const row = (await screen.findByRole('button', { name: `Xem yêu cầu trả hàng ${code}` })).closest('tr');
  expect(row).not.toBeNull();
  return row as HTMLElement;
};

/** The returns listed, in order. */
const codesShown = () =>
  screen.queryAllByRole('button', { name: /^Xem yêu cầu trả hàng / }).map((button) => button.textContent);

/** Opens a return's drawer from its code and waits for its detail. */
async function openDrawer(code: string) {
  await click(await screen.findByRole('button', { name: `Xem yêu cầu trả hàng ${code}` }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText(`Yêu cầu trả hàng ${code}`);
  return drawer;
}

/** The modal opened over the drawer (under the tests every dialog is labelled by the same id: found by its title). */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((element) => element.textContent?.startsWith(title));
    expect(dialog).toBeDefined();
    return dialog as HTMLElement;
  });

/** A label's value in the drawer's lists. */
const factOf = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/admin/returns', () => {
  it('lists the returns with their order, customer, date, refund, method and status', async () => {
    renderAs();
    const row = within(await rowOf('RT26A1B2C3D4'));

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mã trả hàng',
      'Đơn hàng',
      'Khách hàng',
      'Ngày yêu cầu',
      'Số tiền hoàn',
      'Hoàn tiền qua',
      'Trạng thái',
    ]);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'RT26A1B2C3D4',
      'OD2606050001',
      'Trần Thu Hàthuha@example.com',
      '10/06/2026 09:30',
      '1.080.000 ₫',
      'Hoàn qua VNPay',
      'Chờ duyệt',
    ]);
    expect(row.getByRole('link', { name: 'OD2606050001' }).getAttribute('href')).toBe(
      '/admin/orders/3f1c2a4e-0000-4000-8000-000000000011',
    );
    const cashRow = within(await rowOf('RT26E5F6G7H8'));
    expect(cashRow.getByText('Chuyển khoản ngân hàng')).toBeTruthy();
    expect(cashRow.getByText('Đang hoàn tiền')).toBeTruthy();
    expect(screen.getByText('2 yêu cầu trả hàng')).toBeTruthy();
    expect(Object.fromEntries(listUrls[0]!.searchParams)).toEqual({ page: '1', pageSize: '10' });
  });

  it('filters by status with the tabs, and keeps the filter in the address', async () => {
    const router = renderAs();
    await rowOf('RT26A1B2C3D4');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tất cả',
      'Chờ duyệt',
      'Đang hoàn tiền',
      'Đã hoàn tiền',
      'Bị từ chối',
    ]);

    await click(screen.getByRole('tab', { name: 'Chờ duyệt' }));
    await waitFor(() => expect(codesShown()).toEqual(['RT26A1B2C3D4']));
    expect(listUrls.at(-1)!.searchParams.get('status')).toBe('requested');
    expect(router.state.location.search).toBe('?status=requested');

    await click(screen.getByRole('tab', { name: 'Bị từ chối' }));
    expect(await screen.findByText('Không có yêu cầu trả hàng nào phù hợp')).toBeTruthy();
    expect(codesShown()).toEqual([]);

    await click(screen.getByRole('tab', { name: 'Tất cả' }));
    await waitFor(() => expect(codesShown()).toEqual(['RT26A1B2C3D4', 'RT26E5F6G7H8']));
    expect(router.state.location.search).toBe('');
  });

  it('reads the search and the status of the address (the order page links there by the return code)', async () => {
    renderAs('SUPPORT', '/admin/returns?search=RT26E5F6G7H8&status=accepted');
    await rowOf('RT26E5F6G7H8');
    expect(Object.fromEntries(listUrls[0]!.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      status: 'accepted',
      search: 'RT26E5F6G7H8',
    });
    expect((screen.getByRole('textbox', { name: 'Tìm yêu cầu trả hàng' }) as HTMLInputElement).value).toBe(
      'RT26E5F6G7H8',
    );
    expect(screen.getByRole('tab', { name: 'Đang hoàn tiền' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows a requested return's lines, reason, photos and amounts, with ADMIN's actions", async () => {
    const router = renderAs();
    const drawer = await openDrawer('RT26A1B2C3D4');
    expect(router.state.location.search).toBe(`?return=${REQUESTED_ID}`);

    expect(within(drawer).getByText('Serum cấp ẩm B5')).toBeTruthy();
    expect(within(drawer).getByText('1 × 625.000 ₫')).toBeTruthy();
    expect(within(drawer).getByText('Màu: Đỏ cam')).toBeTruthy();
    expect(within(drawer).getByText('2 × 250.000 ₫')).toBeTruthy();
    expect(within(drawer).getByText('Sản phẩm bị hư hỏng, vỡ, móp méo')).toBeTruthy();
    expect(within(drawer).getByText('Vỏ chai bị nứt, serum chảy ra ngoài')).toBeTruthy();
    expect(within(drawer).getByAltText('Ảnh trả hàng 1').getAttribute('src')).toBe(
      '/uploads/returns/nut-vo.webp',
    );
    expect(within(drawer).getByAltText('Ảnh trả hàng 2')).toBeTruthy();
    expect(factOf(drawer, 'Giá trị hàng trả')).toBe('1.125.000 ₫');
    expect(factOf(drawer, 'Số tiền hoàn')).toBe('1.080.000 ₫');
    expect(factOf(drawer, 'Hoàn điểm')).toBe('2.000 điểm');
    expect(factOf(drawer, 'Thu hồi điểm')).toBe('112 điểm');
    expect(factOf(drawer, 'Hoàn lượt dùng mã giảm giá')).toBe('Có');
    expect(factOf(drawer, 'Phương thức hoàn tiền')).toBe('Hoàn qua VNPay');
    expect(within(drawer).queryByText('Tài khoản nhận tiền')).toBeNull();

    expect(within(drawer).getByRole('button', { name: /Chấp nhận/ })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Từ chối/ })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Ghi nhận chuyển khoản/ })).toBeNull();
  });

  it('shows SUPPORT the same return without any action', async () => {
    renderAs('SUPPORT');
    const drawer = await openDrawer('RT26A1B2C3D4');
    expect(factOf(drawer, 'Số tiền hoàn')).toBe('1.080.000 ₫');
    expect(within(drawer).queryByRole('button', { name: /Chấp nhận/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Từ chối/ })).toBeNull();
  });

  it('refuses only with a note: none shows the message and sends nothing', async () => {
    server.on(
      `PUT ${REQUESTED_ROUTE}/decision`,
      (body) => {
        const { note } = body as { note: string };
        held[REQUESTED_ID] = {
          ...requested,
          status: 'refused',
          note,
          decidedBy: { _id: 'a1', name: 'Nguyễn Quản Trị' },
          decidedAt: '2026-06-11T03:00:00.000Z',
          updatedAt: '2026-06-11T03:00:00.000Z',
        };
        return { body: { success: true, message: SUCCESS.returnRefused, data: held[REQUESTED_ID] } };
      },
      ONE,
    );
    renderAs();
    const drawer = await openDrawer('RT26A1B2C3D4');
    await click(within(drawer).getByRole('button', { name: /Từ chối/ }));
    const modal = await dialogTitled('Từ chối yêu cầu trả hàng RT26A1B2C3D4');

    await click(within(modal).getByRole('button', { name: 'Từ chối yêu cầu' }));
    expect(await within(modal).findByText(VALIDATION.returnDecisionNoteRequired)).toBeTruthy();
    await type(within(modal).getByLabelText('Lý do từ chối'), '   ');
    await click(within(modal).getByRole('button', { name: 'Từ chối yêu cầu' }));
    expect(await within(modal).findByText(VALIDATION.returnDecisionNoteRequired)).toBeTruthy();
    expect(server.calls(`PUT ${REQUESTED_ROUTE}/decision`)).toHaveLength(0);

    await type(within(modal).getByLabelText('Lý do từ chối'), '  Sản phẩm đã qua sử dụng ');
    await click(within(modal).getByRole('button', { name: 'Từ chối yêu cầu' }));
    await waitFor(() =>
      expect(server.calls(`PUT ${REQUESTED_ROUTE}/decision`)).toEqual([
        { decision: 'refuse', note: 'Sản phẩm đã qua sử dụng' },
      ]),
    );
    expect(await screen.findByText(SUCCESS.returnRefused)).toBeTruthy();
    // The return is read again: refused, with the note and who decided, and nothing left to do.
    await waitFor(() => expect(factOf(drawer, 'Ghi chú')).toBe('Sản phẩm đã qua sử dụng'));
    expect(factOf(drawer, 'Người duyệt')).toBe('Nguyễn Quản Trị');
    expect(within(drawer).queryByRole('button', { name: /Chấp nhận/ })).toBeNull();
  });

  it('accepts after saying what follows, then follows the online refund until it is done', async () => {
    server.on(
      `PUT ${REQUESTED_ROUTE}/decision`,
      () => {
        held[REQUESTED_ID] = {
          ...requested,
          status: 'accepted',
          decidedBy: { _id: 'a1', name: 'Nguyễn Quản Trị' },
          decidedAt: '2026-06-11T03:00:00.000Z',
          updatedAt: '2026-06-11T03:00:00.000Z',
        };
        return { body: { success: true, message: SUCCESS.returnAccepted, data: held[REQUESTED_ID] } };
      },
      ONE,
    );
    renderAs();
    const drawer = await openDrawer('RT26A1B2C3D4');
    await click(within(drawer).getByRole('button', { name: /Chấp nhận/ }));
    const question = await screen.findByText(
      'Hàng được nhập lại kho và hoàn 1.080.000 ₫ qua VNPay (tự động).',
    );
    expect(server.calls(`PUT ${REQUESTED_ROUTE}/decision`)).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    await click(within(popover).getByRole('button', { name: 'Chấp nhận' }));

    await waitFor(() =>
      expect(server.calls(`PUT ${REQUESTED_ROUTE}/decision`)).toEqual([{ decision: 'accept' }]),
    );
    expect(await screen.findByText(SUCCESS.returnAccepted)).toBeTruthy();
    expect(
      await within(drawer).findByText(
        'Hệ thống đang hoàn tiền qua cổng thanh toán, trạng thái sẽ tự cập nhật sau vài giây.',
      ),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Chấp nhận/ })).toBeNull();

    // The gateway answers: the drawer, asking again every 3 s, and the list's row follow.
    const asked = server.calls(`GET ${REQUESTED_ROUTE}`).length;
    held[REQUESTED_ID] = {
      ...held[REQUESTED_ID]!,
      status: 'refunded',
      refundReference: 'VNP14123456',
      refundedAt: '2026-06-11T03:00:05.000Z',
      updatedAt: '2026-06-11T03:00:05.000Z',
    };
    await waitFor(() => expect(factOf(drawer, 'Mã giao dịch hoàn tiền')).toBe('VNP14123456'), {
      timeout: 8_000,
    });
    expect(server.calls(`GET ${REQUESTED_ROUTE}`).length).toBeGreaterThan(asked);
    expect(factOf(drawer, 'Hoàn tiền lúc')).toBe('11/06/2026 10:00');
    expect(within(drawer).getByText('Đã hoàn tiền')).toBeTruthy();
    await waitFor(() =>
      expect(within(document.querySelector('tbody') as HTMLElement).getByText('Đã hoàn tiền')).toBeTruthy(),
    );
    // Refunded: no more asking.
    const settled = server.calls(`GET ${REQUESTED_ROUTE}`).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_500)));
    expect(server.calls(`GET ${REQUESTED_ROUTE}`)).toHaveLength(settled);
  });

  it("records the bank transfer of a cash order's return with its reference", async () => {
    server.on(
      `PUT ${CASH_ROUTE}/transfer`,
      (body) => {
        held[CASH_ID] = {
          ...cash,
          status: 'refunded',
          refundReference: (body as { reference: string }).reference,
          refundedAt: '2026-06-06T02:00:00.000Z',
          updatedAt: '2026-06-06T02:00:00.000Z',
        };
        return { body: { success: true, message: SUCCESS.returnTransferRecorded, data: held[CASH_ID] } };
      },
      ONE,
    );
    renderAs();
    const drawer = await openDrawer('RT26E5F6G7H8');
    expect(factOf(drawer, 'Tài khoản nhận tiền')).toBe('0011223344VietcombankLE MINH ANH');
    expect(factOf(drawer, 'Hoàn lượt dùng mã giảm giá')).toBe('Không');
    expect(factOf(drawer, 'Người duyệt')).toBe('Nguyễn Quản Trị');
    expect(within(drawer).queryByRole('button', { name: /Chấp nhận/ })).toBeNull();

    await click(within(drawer).getByRole('button', { name: /Ghi nhận chuyển khoản/ }));
    const modal = await dialogTitled('Ghi nhận chuyển khoản hoàn tiền RT26E5F6G7H8');
    expect(within(modal).getByText(/đến tài khoản 0011223344 \(Vietcombank, LE MINH ANH\)/)).toBeTruthy();
    await click(within(modal).getByRole('button', { name: 'Ghi nhận' }));
    expect(await within(modal).findByText(VALIDATION.returnTransferRefRequired)).toBeTruthy();
    expect(server.calls(`PUT ${CASH_ROUTE}/transfer`)).toHaveLength(0);

    await type(within(modal).getByLabelText('Mã giao dịch chuyển khoản'), ' FT26157123456 ');
    await click(within(modal).getByRole('button', { name: 'Ghi nhận' }));
    await waitFor(() =>
      expect(server.calls(`PUT ${CASH_ROUTE}/transfer`)).toEqual([{ reference: 'FT26157123456' }]),
    );
    expect(await screen.findByText(SUCCESS.returnTransferRecorded)).toBeTruthy();
    await waitFor(() => expect(factOf(drawer, 'Mã giao dịch hoàn tiền')).toBe('FT26157123456'));
    expect(within(drawer).queryByRole('button', { name: /Ghi nhận chuyển khoản/ })).toBeNull();
  });

  it("shows the gateway's failed refund, and the server's refusal of a decision", async () => {
    held[REQUESTED_ID] = { ...requested, refundError: 'VNPay: giao dịch không tồn tại' };
    server.on(`PUT ${REQUESTED_ROUTE}/decision`, {
      status: 409,
      body: { success: false, code: 'RETURN_STATUS_INVALID', message: ERRORS.RETURN_STATUS_INVALID.message },
    });
    renderAs();
    const drawer = await openDrawer('RT26A1B2C3D4');
    expect(
      within(drawer).getByText(
        'Hoàn tiền qua cổng thanh toán chưa thành công, hệ thống sẽ thử lại: VNPay: giao dịch không tồn tại',
      ),
    ).toBeTruthy();

    await click(within(drawer).getByRole('button', { name: /Chấp nhận/ }));
    const question = await screen.findByText(/Hàng được nhập lại kho và hoàn 1.080.000 ₫/);
    await click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Chấp nhận' }),
    );
    expect(await screen.findByText(ERRORS.RETURN_STATUS_INVALID.message)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Chấp nhận/ })).toBeTruthy();
  });

  it('shows each return as a card on a phone, nothing scrolled sideways', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
    }));
    renderAs();
    const card = within(await rowOf('RT26A1B2C3D4'));

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Yêu cầu trả hàng',
    ]);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Lọc theo trạng thái trả hàng' })).toBeTruthy();
    expect(card.getByText('Chờ duyệt')).toBeTruthy();
    expect(card.getByText('Trần Thu Hà')).toBeTruthy();
    expect(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Đơn hàng', 'OD2606050001'],
      ['Ngày yêu cầu', '10/06/2026 09:30'],
      ['Số tiền hoàn', '1.080.000 ₫'],
      ['Hoàn tiền qua', 'Hoàn qua VNPay'],
    ]);
    expect(document.querySelector('.ant-table-content')?.getAttribute('style') ?? '').not.toContain(
      'overflow-x',
    );
  });

  it('refuses the page to CLINIC and never asks for the list', async () => {
    renderAs('CLINIC');
    expect(await screen.findByText('Không có quyền truy cập')).toBeTruthy();
    expect(listUrls).toHaveLength(0);
  });
});
