import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, ORDER_EVENT_NOTES, type Order } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { orderOf, statusCountsOf } from '@/testing/fixtures';
import { MyOrders } from './my-orders';
import { OrderDetailPage } from './order-detail-page';

const ok = <T,>(data: T) => ({ body: { success: true, data } });

const cod = orderOf({ shippingFee: 30_000, totalAmount: 1_280_000 });
const paidAt = '2026-11-24T02:35:00.000Z';
const paidVnpay: Order = orderOf({
  _id: '3f1c2a4e-0000-4000-8000-000000000002',
  code: 'ODVNPAYPAID2',
  shippingFee: 30_000,
  totalAmount: 1_280_000,
  paymentMethod: 'VNPAY',
  payment: { status: 'paid', transactionId: '14471234', paidAt, expiresAt: null, paymentUrl: null },
  // As the server records them: the placement, then the payment, which keeps the status.
  statusHistory: [
    {
      prevStatus: null,
      status: 'pending',
      updatedBy: { _id: 'u1', name: 'Trần Thu Hà' },
      updatedByModel: 'User',
      note: null,
      date: '2026-11-24T02:30:00.000Z',
    },
    {
      prevStatus: 'pending',
      status: 'pending',
      updatedBy: null,
      updatedByModel: 'System',
      note: ORDER_EVENT_NOTES.paidVia('VNPAY'),
      date: paidAt,
    },
  ],
});

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on(
    'GET /shipping/provinces',
    ok([
      { id: 1, name: 'Hà Nội' },
      { id: 2, name: 'Hồ Chí Minh' },
    ]),
  );
  server.on('GET /shipping/districts', (_body, url) =>
    ok(
      url.searchParams.get('province_id') === '1'
        ? [{ id: 11, name: 'Quận Hoàn Kiếm' }]
        : [{ id: 21, name: 'Quận 1' }],
    ),
  );
  server.on('GET /shipping/wards', (_body, url) =>
    ok(
      url.searchParams.get('district_id') === '11'
        ? [{ id: '111', name: 'Phường Hàng Bài' }]
        : [{ id: '211', name: 'Phường Bến Nghé' }],
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NoReviewModal = () => null;

function renderAt(path: string, element: React.ReactNode, route: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

async function renderDetail(order: Order) {
  server.on(`GET /orders/detail/${order._id}`, ok(order));
  renderAt(
    `/order-detail/${order._id}`,
    <OrderDetailPage id={order._id} ReviewModal={NoReviewModal} />,
    '/order-detail/:id',
  );
  return screen.findByRole('heading', { name: new RegExp(order.code) });
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => {
    fireEvent.click(await screen.findByTitle(option));
  });
}

vi.setConfig({ testTimeout: 60_000 });

describe('a paid order', () => {
  it('the order list and the detail say it is paid; an unpaid cash order has no such badge', async () => {
    server.on('GET /orders', {
      body: {
        success: true,
        data: [paidVnpay, cod],
        pagination: { page: 1, pageSize: 5, totalPage: 1, totalItems: 2 },
        statusCounts: statusCountsOf({ pending: 2 }),
      },
    });
    renderAt('/account', <MyOrders />, '/account');
    const card = (code: string) => within(screen.getByText(code).closest('li') as HTMLElement);
    await screen.findByText(paidVnpay.code);
    expect(card(paidVnpay.code).getByText('Đã thanh toán')).toBeTruthy();
    expect(card(cod.code).queryByText('Đã thanh toán')).toBeNull();
  });

  it('the detail shows the badge beside the status, and one timeline entry per change', async () => {
    const heading = await renderDetail(paidVnpay);
    expect(within(heading.parentElement!).getByText('Đã thanh toán')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Lịch sử đơn hàng' });
    // Placed, then paid: the payment is named by what happened, not by the unchanged status a second time.
    expect(within(history).getAllByText('Chờ xác nhận')).toHaveLength(1);
    expect(within(history).getAllByText('Đã thanh toán qua VNPAY')).toHaveLength(1);
  });

  it('the cancel dialog states the amount and where the refund goes; a cash order’s does not', async () => {
    await renderDetail(paidVnpay);
    await click(screen.getByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(within(dialog).getByText('Đơn hàng đã được thanh toán 1.280.000 ₫ qua VNPay')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Lumi hoàn lại toàn bộ 1.280.000 ₫ qua cổng thanh toán về đúng tài khoản ngân hàng, thẻ hoặc ví bạn đã dùng',
    );
    expect(dialog.textContent).toContain('«Chờ hoàn tiền»');
  });

  it('a cash order’s cancel dialog mentions no refund', async () => {
    await renderDetail(cod);
    await click(screen.getByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy đơn hàng' });
    expect(dialog.textContent).not.toMatch(/hoàn/i);
  });
});

describe("editing a pending order's delivery details", () => {
  it('quotes the fee of a new province before saving, then sends the new address and note', async () => {
    server.on(`POST /orders/${cod._id}/shipping-quote`, ok({ shippingFee: 45_000, totalAmount: 1_295_000 }));
    server.on(`PUT /orders/${cod._id}`, (body) =>
      ok({
        ...cod,
        ...(body as object),
        province: { id: 2, name: 'Hồ Chí Minh' },
        district: { id: 21, name: 'Quận 1' },
        ward: { id: '211', name: 'Phường Bến Nghé' },
        shippingFee: 45_000,
        totalAmount: 1_295_000,
      }),
    );
    await renderDetail(cod);
    await click(screen.getByRole('button', { name: /Sửa thông tin nhận hàng/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa thông tin nhận hàng' });
    expect((within(dialog).getByLabelText('Địa chỉ (số nhà, tên đường)') as HTMLInputElement).value).toBe(
      cod.address,
    );
    // The same place needs no quote.
    expect(server.calls(`POST /orders/${cod._id}/shipping-quote`)).toHaveLength(0);

    await choose('Tỉnh/Thành phố', 'Hồ Chí Minh');
    await choose('Quận/Huyện', 'Quận 1');
    await choose('Phường/Xã', 'Phường Bến Nghé');
    await waitFor(() =>
      expect(server.calls(`POST /orders/${cod._id}/shipping-quote`)).toEqual([
        { province: { id: 2 }, district: { id: 21 }, ward: { id: '211' } },
      ]),
    );
    expect(
      await within(dialog).findByText('Phí vận chuyển đổi từ 30.000 ₫ thành 45.000 ₫ theo địa chỉ mới.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('1.295.000 ₫')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Ghi chú cho đơn hàng'), {
      target: { value: 'Giao giờ hành chính' },
    });
    await click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(server.calls(`PUT /orders/${cod._id}`)).toEqual([
        {
          name: cod.name,
          phone: cod.phone,
          address: cod.address,
          province: { id: 2 },
          district: { id: 21 },
          ward: { id: '211' },
          note: 'Giao giờ hành chính',
        },
      ]),
    );
    expect(await screen.findByText('Cập nhật đơn hàng thành công')).toBeTruthy();
  });

  it('a paid order whose fee would change says so and cannot be saved to that place', async () => {
    server.on(`POST /orders/${paidVnpay._id}/shipping-quote`, {
      status: 422,
      body: { success: false, code: 'ORDER_FEE_CHANGED', message: ERRORS.ORDER_FEE_CHANGED.message },
    });
    await renderDetail(paidVnpay);
    await click(screen.getByRole('button', { name: /Sửa thông tin nhận hàng/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa thông tin nhận hàng' });
    await choose('Tỉnh/Thành phố', 'Hồ Chí Minh');
    await choose('Quận/Huyện', 'Quận 1');
    await choose('Phường/Xã', 'Phường Bến Nghé');
    expect(await within(dialog).findByText(ERRORS.ORDER_FEE_CHANGED.message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Lưu thay đổi' })).toHaveProperty('disabled', true);
    expect(server.calls(`PUT /orders/${paidVnpay._id}`)).toHaveLength(0);
  });
});
