import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderReturnSchema, envelope, type AdminRole, type Order, type OrderReturn } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { adminLoaded } from '@/lib/auth-slice';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf, orderOf, statusCountsOf } from '@/testing/fixtures';
import { OrderAdminDetail } from './order-admin-detail';

const ID = '3f1c2a4e-0000-4000-8000-000000000001';
let server: FakeServer;
let current: Order;

beforeEach(() => {
  server = installFakeServer();
  current = orderOf();
  server.on(`GET /admin/orders/${ID}`, () => ({ body: { success: true, data: current } }));
  server.on(`PUT /admin/orders/status/${ID}`, (body) => {
    const { status, cancelReason } = body as { status: Order['status']; cancelReason?: string };
    current = { ...current, status, cancelReason: cancelReason ?? null };
    return { body: { success: true, message: 'Cập nhật trạng thái đơn hàng thành công', data: current } };
  });
  server.on(`PUT /admin/orders/${ID}`, (body) => {
    current = { ...current, ...(body as Partial<Order>) };
    return { body: { success: true, message: 'Cập nhật đơn hàng thành công', data: current } };
  });
  server.on(`DELETE /admin/orders/${ID}`, {
    body: { success: true, message: 'Xóa đơn hàng thành công', data: { _id: ID } },
  });
  server.on('GET /admin/orders', {
    body: {
      success: true,
      data: [],
      pagination: { page: 1, pageSize: 10, totalPage: 0, totalItems: 0 },
      statusCounts: statusCountsOf(),
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAs(role: AdminRole) {
  const store = makeStore();
  store.dispatch(adminLoaded(adminOf(role)));
  const router = createMemoryRouter(
    [
      { path: '/admin/orders/:id', element: <OrderAdminDetail id={ID} /> },
      { path: '/admin/orders', element: <p>Danh sách</p> },
    ],
    { initialEntries: [`/admin/orders/${ID}`] },
  );
  render(
    <AppProvider store={store}>
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

describe('OrderAdminDetail', () => {
  it('shows the lines, address, payment and the timeline with who changed what', async () => {
    current = orderOf({
      status: 'processing',
      note: 'Giao giờ hành chính',
      statusHistory: [
        ...orderOf().statusHistory,
        {
          prevStatus: 'pending',
          status: 'processing',
          updatedBy: { _id: 'a1', name: 'Phạm Hỗ Trợ' },
          updatedByModel: 'Admin',
          note: 'Đã gọi xác nhận',
          date: '2026-11-24T03:00:00.000Z',
        },
      ],
    });
    renderAs('SUPPORT');

    expect(await screen.findByRole('heading', { name: /OD2611240001/ })).toBeTruthy();
    // The line on screen (the print view, kept out of sight, repeats it in a table).
    const main = screen
      .getAllByText('Serum cấp ẩm B5')
      .map((element) => element.closest('li'))
      .find((item) => item !== null) as HTMLElement;
    expect(main.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/serum.webp');
    expect(within(main).getByText('1.250.000 ₫')).toBeTruthy();
    expect(
      screen.getAllByText('12 Lý Thường Kiệt, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Ghi chú: Giao giờ hành chính')).toBeTruthy();
    expect(screen.getByText('24/11/2026 10:00 · Quản trị viên: Phạm Hỗ Trợ')).toBeTruthy();
    expect(screen.getByText('Đã gọi xác nhận')).toBeTruthy();
    expect(screen.getByText('24/11/2026 09:30 · Khách hàng: Trần Thu Hà')).toBeTruthy();
    // SUPPORT moves and cancels, but neither archives nor edits.
    expect(screen.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xác nhận đã giao' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xác nhận đơn hàng' })).toBeNull();
    expect(screen.getByRole('button', { name: /Hủy đơn hàng/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sửa thông tin giao hàng/ })).toBeNull();
  });

  it('moves the order forward after a confirmation', async () => {
    renderAs('ADMIN');
    await click(await screen.findByRole('button', { name: 'Xác nhận đơn hàng' }));
    expect(server.calls(`PUT /admin/orders/status/${ID}`)).toHaveLength(0);
    await click(await screen.findByRole('button', { name: 'Xác nhận' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/orders/status/${ID}`)).toEqual([{ status: 'processing' }]),
    );
    // The detail is refetched and the next step follows.
    expect(await screen.findByRole('button', { name: 'Giao cho đơn vị vận chuyển' })).toBeTruthy();
  });

  it('will not move an unpaid online order out of pending', async () => {
    current = orderOf({
      paymentMethod: 'VNPAY',
      payment: { status: 'pending', transactionId: null, paidAt: null, expiresAt: null, paymentUrl: null },
    });
    renderAs('ADMIN');
    const next = await screen.findByRole('button', { name: 'Xác nhận đơn hàng' });
    expect(next).toHaveProperty('disabled', true);
  });

  it('needs a reason to cancel', async () => {
    renderAs('ADMIN');
    await click(await screen.findByRole('button', { name: /Hủy đơn hàng/ }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await within(dialog).findByText('Vui lòng cung cấp lý do hủy')).toBeTruthy();
    expect(server.calls(`PUT /admin/orders/status/${ID}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Lý do hủy'), {
      target: { value: '  Khách yêu cầu hủy qua điện thoại ' },
    });
    await click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/orders/status/${ID}`)).toEqual([
        { status: 'cancelled', cancelReason: 'Khách yêu cầu hủy qua điện thoại' },
      ]),
    );
    expect(await screen.findByText('Lý do hủy: Khách yêu cầu hủy qua điện thoại')).toBeTruthy();
  });

  it('archives a cancelled order (ADMIN only) and goes back to the list', async () => {
    current = orderOf({ status: 'cancelled', cancelReason: 'Hết hàng', cancelledBy: 'Admin' });
    const router = renderAs('ADMIN');
    await click(await screen.findByRole('button', { name: /Xóa đơn hàng/ }));
    await click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(server.calls(`DELETE /admin/orders/${ID}`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('offers no archive to SUPPORT', async () => {
    current = orderOf({ status: 'cancelled', cancelReason: 'Hết hàng', cancelledBy: 'Admin' });
    renderAs('SUPPORT');
    await screen.findByRole('heading', { name: /OD2611240001/ });
    expect(screen.queryByRole('button', { name: /Xóa đơn hàng/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hủy đơn hàng/ })).toBeNull();
  });

  it('lets ADMIN correct the delivery details, checked like the server checks them', async () => {
    renderAs('ADMIN');
    await click(await screen.findByRole('button', { name: /Sửa thông tin giao hàng/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Số điện thoại'), { target: { value: '12345' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(server.calls(`PUT /admin/orders/${ID}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Số điện thoại'), { target: { value: '0987654321' } });
    fireEvent.change(within(dialog).getByLabelText('Ghi chú'), { target: { value: 'Gọi trước khi giao' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/orders/${ID}`)).toEqual([
        {
          name: 'Trần Thu Hà',
          phone: '0987654321',
          address: '12 Lý Thường Kiệt',
          note: 'Gọi trước khi giao',
        },
      ]),
    );
    expect(await screen.findByText('Ghi chú: Gọi trước khi giao')).toBeTruthy();
  });

  it('prints a clean invoice', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAs('SUPPORT');
    await click(await screen.findByRole('button', { name: /In đơn hàng/ }));
    expect(print).toHaveBeenCalledTimes(1);
    const invoice = screen.getByTestId('order-invoice');
    // Placed directly in <body>, so the print stylesheet can leave out the rest of the app.
    expect(invoice.parentElement).toBe(document.body);
    expect(within(invoice).getByText('HÓA ĐƠN BÁN HÀNG')).toBeTruthy();
    expect(within(invoice).getByText('Mã đơn: OD2611240001')).toBeTruthy();
    expect(within(invoice).getAllByText('1.250.000 ₫').length).toBeGreaterThan(0);
  });

  describe("a delivered order's return", () => {
    const RETURN_ROUTE = `GET /admin/orders/${ID}/return`;
    // The route is new: its answer is checked against the return's schema.
    const RETURN_ANSWER = envelope(OrderReturnSchema.nullable());
    const orderReturn: OrderReturn = {
      _id: '9b1e2a4e-0000-4000-8000-000000000001',
      code: 'RT26A1B2C3D4',
      order: { _id: ID, code: 'OD2611240001', paymentMethod: 'COD', deliveredAt: '2026-11-26T03:00:00.000Z' },
      user: { _id: 'u1', name: 'Trần Thu Hà', email: 'thuha@example.com' },
      status: 'accepted',
      reason: 'damaged',
      description: null,
      images: [{ url: '/uploads/returns/nut-vo.webp', publicId: 'returns/nut-vo' }],
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
      ],
      goodsValue: 625_000,
      refundAmount: 600_000,
      pointsBack: 0,
      pointsRevoked: 62,
      voucherBack: false,
      refundMethod: 'BANK_TRANSFER',
      bank: { bankName: 'Vietcombank', accountNumber: '0011223344', accountName: 'TRAN THU HA' },
      refundReference: null,
      refundError: null,
      note: null,
      decidedBy: { _id: 'a1', name: 'Nguyễn Quản Trị' },
      decidedAt: '2026-11-28T03:00:00.000Z',
      refundedAt: null,
      createdAt: '2026-11-27T03:00:00.000Z',
      updatedAt: '2026-11-28T03:00:00.000Z',
    };

    it('shows its code, status and refund, with the way to the returns page searched by its code', async () => {
      current = orderOf({ status: 'delivered' });
      server.on(RETURN_ROUTE, { body: { success: true, data: orderReturn } }, RETURN_ANSWER);
      renderAs('SUPPORT');

      const link = await screen.findByRole('link', { name: 'Xem yêu cầu trả hàng' });
      expect(link.getAttribute('href')).toBe('/admin/returns?search=RT26A1B2C3D4');
      const card = within(link.closest('.ant-card') as HTMLElement);
      expect(card.getByText('Trả hàng')).toBeTruthy();
      expect(card.getByText('RT26A1B2C3D4')).toBeTruthy();
      expect(card.getByText('Đang hoàn tiền')).toBeTruthy();
      expect(card.getByText('600.000 ₫')).toBeTruthy();
      expect(card.getByText('Chuyển khoản ngân hàng')).toBeTruthy();
    });

    it('shows nothing when the customer asked for no return', async () => {
      current = orderOf({ status: 'delivered' });
      server.on(RETURN_ROUTE, { body: { success: true, data: null } }, RETURN_ANSWER);
      renderAs('ADMIN');
      await screen.findByRole('heading', { name: /OD2611240001/ });
      await waitFor(() => expect(server.calls(RETURN_ROUTE)).toHaveLength(1));
      expect(screen.queryByRole('link', { name: 'Xem yêu cầu trả hàng' })).toBeNull();
    });

    it('is not asked for an order that is not delivered', async () => {
      renderAs('ADMIN');
      await screen.findByRole('heading', { name: /OD2611240001/ });
      expect(server.calls(RETURN_ROUTE)).toHaveLength(0);
      expect(screen.queryByText('Trả hàng')).toBeNull();
    });
  });
});
