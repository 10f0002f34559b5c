import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  ERRORS,
  formatDate,
  formatVnd,
  OrderReturnSchema,
  returnWindowEndsAt,
  SUCCESS,
  VALIDATION,
  type Order,
  type OrderReturn,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chooseImages, installFakeUploads } from '@/testing/fake-upload';
import { orderOf } from '@/testing/fixtures';
import { OrderDetailPage } from './order-detail-page';

const ok = <T,>(data: T) => ({ body: { success: true, data } });
/** The return routes are not in the contract table yet: their answers are checked against the shared schema. */
const RETURN_ANSWER = envelope(OrderReturnSchema.nullable());

const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_ID = '3f1c2a4e-0000-4000-8000-0000000000d1';
const LINE_SERUM = '3f1c2a4e-0000-4000-8000-0000000000a1';
const LINE_MASK = '3f1c2a4e-0000-4000-8000-0000000000a2';

/** A delivered order of two lines, with a voucher, delivered `daysAgo` days ago. */
function deliveredOrder(daysAgo: number, overrides: Partial<Order> = {}): Order {
  const deliveredAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const placedAt = new Date(Date.now() - (daysAgo + 3) * DAY_MS).toISOString();
  const base = orderOf();
  return orderOf({
    _id: ORDER_ID,
    code: 'ODDELIVERED1',
    products: [
      { ...base.products[0]!, _id: LINE_SERUM },
      {
        _id: LINE_MASK,
        productId: 'p2',
        name: 'Mặt nạ ngủ dưỡng ẩm',
        slug: 'mat-na-ngu-duong-am',
        image: '/uploads/products/mask.webp',
        color: null,
        originalPrice: 250_000,
        price: 250_000,
        promoQty: 0,
        quantity: 1,
        lineTotal: 250_000,
        isReviewed: false,
      },
    ],
    subtotal: 1_500_000,
    shippingFee: 30_000,
    voucher: { code: 'LUMI150', discount: 150_000, shippingDiscount: 0 },
    totalAmount: 1_380_000,
    status: 'delivered',
    payment: { status: 'paid', transactionId: null, paidAt: deliveredAt, expiresAt: null, paymentUrl: null },
    statusHistory: [
      {
        prevStatus: null,
        status: 'pending',
        updatedBy: { _id: 'u1', name: 'Trần Thu Hà' },
        updatedByModel: 'User',
        note: null,
        date: placedAt,
      },
      {
        prevStatus: 'pending',
        status: 'shipping',
        updatedBy: { _id: 'a1', name: 'Nguyễn Minh Quân' },
        updatedByModel: 'Admin',
        note: null,
        date: placedAt,
      },
      {
        prevStatus: 'shipping',
        status: 'delivered',
        updatedBy: { _id: 'u1', name: 'Trần Thu Hà' },
        updatedByModel: 'User',
        note: null,
        date: deliveredAt,
      },
    ],
    createdAt: placedAt,
    updatedAt: deliveredAt,
    ...overrides,
  });
}

function returnOf(order: Order, overrides: Partial<OrderReturn> = {}): OrderReturn {
  const line = order.products[1]!;
  return {
    _id: '3f1c2a4e-0000-4000-8000-0000000000r1',
    code: 'RT8K2M4P6Q9A',
    order: { _id: order._id, code: order.code, paymentMethod: order.paymentMethod, deliveredAt: null },
    user: order.user,
    status: 'requested',
    reason: 'damaged',
    description: 'Hũ bị nứt khi nhận hàng',
    images: [{ url: '/uploads/return/nut.png', publicId: 'return/nut.png' }],
    lines: [
      {
        lineId: line._id,
        productId: line.productId,
        name: line.name,
        slug: line.slug,
        image: line.image,
        color: null,
        price: line.price,
        quantity: 1,
      },
    ],
    goodsValue: 250_000,
    refundAmount: 225_000,
    pointsBack: 0,
    pointsRevoked: 0,
    voucherBack: false,
    refundMethod: 'BANK_TRANSFER',
    bank: { bankName: 'Vietcombank', accountNumber: '0123456789', accountName: 'TRAN THU HA' },
    refundReference: null,
    refundError: null,
    note: null,
    decidedBy: null,
    decidedAt: null,
    refundedAt: null,
    createdAt: order.updatedAt,
    updatedAt: order.updatedAt,
    ...overrides,
  };
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

vi.setConfig({ testTimeout: 60_000 });

const NoReviewModal = () => null;
const returnRoute = (order: Order) => `GET /orders/${order._id}/return`;

async function renderDetail(order: Order, existing: OrderReturn | null = null) {
  server.on(`GET /orders/detail/${order._id}`, ok(order));
  server.on(returnRoute(order), ok(existing), RETURN_ANSWER);
  const router = createMemoryRouter(
    [
      {
        path: '/order-detail/:id',
        element: <OrderDetailPage id={order._id} ReviewModal={NoReviewModal} />,
      },
    ],
    { initialEntries: [`/order-detail/${order._id}`] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByRole('heading', { name: new RegExp(order.code) });
}

/** Waits until the page has read the order's return request (or left it unread). */
async function returnRead(order: Order) {
  await waitFor(() => expect(server.calls(returnRoute(order))).toHaveLength(1));
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

const requestButton = () => screen.queryByRole('button', { name: /Yêu cầu trả hàng/ });

async function openForm(order: Order) {
  await renderDetail(order);
  const button = await screen.findByRole('button', { name: /Yêu cầu trả hàng/ });
  await click(button);
  return screen.findByRole('dialog', { name: 'Yêu cầu trả hàng' });
}

describe("the 'Yêu cầu trả hàng' button", () => {
  it('shows for an order delivered 2 days ago, with the last day it may be asked', async () => {
    const order = deliveredOrder(2);
    await renderDetail(order);
    expect(await screen.findByRole('button', { name: /Yêu cầu trả hàng/ })).toBeTruthy();
    const ends = returnWindowEndsAt(new Date(order.statusHistory[2]!.date));
    expect(screen.getByText(`Trong 7 ngày kể từ khi nhận hàng (đến ${formatDate(ends)})`)).toBeTruthy();
  });

  it('does not show 8 days after the delivery', async () => {
    const order = deliveredOrder(8);
    await renderDetail(order);
    await returnRead(order);
    expect(requestButton()).toBeNull();
  });

  it('does not show for an order not delivered yet, whose return is not even asked for', async () => {
    const order = deliveredOrder(2, {
      status: 'shipping',
      statusHistory: deliveredOrder(2).statusHistory.slice(0, 2),
    });
    await renderDetail(order);
    expect(requestButton()).toBeNull();
    expect(server.calls(returnRoute(order))).toHaveLength(0);
  });

  it('does not show once the order has a return request: its card does', async () => {
    const order = deliveredOrder(2);
    await renderDetail(order, returnOf(order));
    const card = await screen.findByRole('region', { name: /Yêu cầu trả hàng RT8K2M4P6Q9A/ });
    expect(within(card).getByText('Chờ duyệt')).toBeTruthy();
    expect(requestButton()).toBeNull();
  });
});

describe('the return request card', () => {
  it('a refused request says why', async () => {
    const order = deliveredOrder(3);
    await renderDetail(
      order,
      returnOf(order, {
        status: 'refused',
        note: 'Sản phẩm đã qua sử dụng quá nửa',
        decidedBy: { _id: 'a1', name: 'Nguyễn Minh Quân' },
        decidedAt: order.updatedAt,
      }),
    );
    const card = await screen.findByRole('region', { name: /Yêu cầu trả hàng RT8K2M4P6Q9A/ });
    expect(within(card).getByText('Bị từ chối')).toBeTruthy();
    expect(within(card).getByText('Lý do từ chối: Sản phẩm đã qua sử dụng quá nửa')).toBeTruthy();
    expect(within(card).getByText('Sản phẩm bị hư hỏng, vỡ, móp méo')).toBeTruthy();
    expect(within(card).getByText('Hũ bị nứt khi nhận hàng')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Ảnh trả hàng 1' })).toBeTruthy();
  });

  it('an accepted request states the amount, the points and where the money goes', async () => {
    const order = deliveredOrder(3);
    await renderDetail(
      order,
      returnOf(order, {
        status: 'accepted',
        refundAmount: 1_230_000,
        pointsBack: 120,
        pointsRevoked: 1_350,
        decidedAt: order.updatedAt,
      }),
    );
    const card = await screen.findByRole('region', { name: /Yêu cầu trả hàng RT8K2M4P6Q9A/ });
    expect(within(card).getByText('Đang hoàn tiền')).toBeTruthy();
    const amount = within(card).getByText('Số tiền hoàn').parentElement!;
    expect(amount.textContent).toContain(formatVnd(1_230_000));
    expect(within(card).getByText('Hoàn lại 120 điểm đã dùng')).toBeTruthy();
    expect(within(card).getByText('Thu hồi 1.350 điểm đã tích')).toBeTruthy();
    expect(within(card).getByText('Chuyển khoản ngân hàng')).toBeTruthy();
    expect(card.textContent).toContain('Vietcombank · 0123456789 · TRAN THU HA');
    expect(card.textContent).toContain('Mặt nạ ngủ dưỡng ẩm');
    expect(card.textContent).not.toContain('Lý do từ chối');
  });
});

describe('the request form', () => {
  it('refuses to send without photos, and without a description for “Lý do khác”', async () => {
    const order = deliveredOrder(2, { paymentMethod: 'VNPAY' });
    const dialog = await openForm(order);
    await choose('Lý do trả hàng', 'Lý do khác');
    await click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByText(VALIDATION.returnImagesRequired)).toBeTruthy();
    expect(await within(dialog).findByText(VALIDATION.returnDescriptionRequired)).toBeTruthy();
    expect(server.calls(`POST /orders/${order._id}/return`)).toHaveLength(0);
  });

  it('asks a cash order for the account the refund goes to; a card order is not asked', async () => {
    const dialog = await openForm(deliveredOrder(2));
    expect(within(dialog).getByRole('group', { name: 'Tài khoản nhận tiền hoàn' })).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByText(VALIDATION.returnBankName)).toBeTruthy();
    expect(within(dialog).getByText(VALIDATION.returnAccountNumber)).toBeTruthy();
    expect(within(dialog).getByText(VALIDATION.returnAccountName)).toBeTruthy();
    expect(within(dialog).getByText(VALIDATION.returnReasonRequired)).toBeTruthy();
    expect(within(dialog).getByText('Hình thức hoàn: Chuyển khoản ngân hàng')).toBeTruthy();
  });

  it('a card order has no account fields and is refunded through its gateway', async () => {
    const dialog = await openForm(deliveredOrder(2, { paymentMethod: 'VNPAY' }));
    expect(within(dialog).queryByRole('group', { name: 'Tài khoản nhận tiền hoàn' })).toBeNull();
    expect(within(dialog).queryByLabelText('Số tài khoản')).toBeNull();
    expect(within(dialog).getByText('Hình thức hoàn: Hoàn qua VNPay')).toBeTruthy();
  });

  it('sends the picked units, the reason, the photos and the account, then shows the request', async () => {
    const uploads = installFakeUploads();
    const order = deliveredOrder(2);
    let created: OrderReturn | null = null;
    const dialog = await openForm(order);
    server.on(returnRoute(order), () => ok(created), RETURN_ANSWER);
    server.on(
      `POST /orders/${order._id}/return`,
      () => {
        created = returnOf(order, { refundAmount: 787_500 });
        return { status: 201, body: { success: true, message: SUCCESS.returnRequested, data: created } };
      },
      envelope(OrderReturnSchema),
    );

    // The whole order to start with: its value less the voucher.
    expect(within(dialog).getByText(`Dự kiến hoàn: ${formatVnd(1_350_000)}`)).toBeTruthy();
    expect(within(dialog).getByText('Phí vận chuyển không được hoàn lại')).toBeTruthy();
    // One serum of the two, and the mask: 875.000 ₫ less its share of the voucher (87.500 ₫).
    await act(async () => {
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Số lượng trả: Serum cấp ẩm B5' }), {
        target: { value: '1' },
      });
    });
    expect(await within(dialog).findByText(`Dự kiến hoàn: ${formatVnd(787_500)}`)).toBeTruthy();
    // Unticking the mask leaves the serum alone.
    await click(within(dialog).getByRole('checkbox', { name: 'Mặt nạ ngủ dưỡng ẩm' }));
    expect(await within(dialog).findByText(`Dự kiến hoàn: ${formatVnd(562_500)}`)).toBeTruthy();
    await click(within(dialog).getByRole('checkbox', { name: 'Mặt nạ ngủ dưỡng ẩm' }));
    expect(await within(dialog).findByText(`Dự kiến hoàn: ${formatVnd(787_500)}`)).toBeTruthy();

    await choose('Lý do trả hàng', 'Sản phẩm bị hư hỏng, vỡ, móp méo');
    fireEvent.change(within(dialog).getByLabelText('Mô tả chi tiết'), {
      target: { value: '  Nắp chai bị nứt  ' },
    });
    await chooseImages(screen.getByTestId('return-images-input'), ['nap.png', 'hop.png']);
    expect(await within(dialog).findByRole('img', { name: 'Ảnh trả hàng 2' })).toBeTruthy();
    expect(uploads.purposes).toEqual(['return', 'return']);
    // A photo removed is not sent.
    await click(within(dialog).getByRole('button', { name: 'Xóa ảnh 2' }));
    expect(within(dialog).queryByRole('img', { name: 'Ảnh trả hàng 2' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Ngân hàng'), { target: { value: 'Vietcombank' } });
    fireEvent.change(within(dialog).getByLabelText('Số tài khoản'), { target: { value: '0123456789' } });
    fireEvent.change(within(dialog).getByLabelText('Chủ tài khoản'), { target: { value: 'TRAN THU HA' } });
    await click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));

    await waitFor(() =>
      expect(server.calls(`POST /orders/${order._id}/return`)).toEqual([
        {
          lines: [
            { lineId: LINE_SERUM, quantity: 1 },
            { lineId: LINE_MASK, quantity: 1 },
          ],
          reason: 'damaged',
          description: 'Nắp chai bị nứt',
          images: [{ url: '/uploads/return/nap.png', publicId: 'return/nap.png' }],
          bank: { bankName: 'Vietcombank', accountNumber: '0123456789', accountName: 'TRAN THU HA' },
        },
      ]),
    );
    expect(await screen.findByText(SUCCESS.returnRequested)).toBeTruthy();
    // The request is read again: its card replaces the button.
    expect(await screen.findByRole('region', { name: /Yêu cầu trả hàng RT8K2M4P6Q9A/ })).toBeTruthy();
    expect(requestButton()).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    const order = deliveredOrder(2, { paymentMethod: 'VNPAY' });
    installFakeUploads();
    const dialog = await openForm(order);
    server.on(`POST /orders/${order._id}/return`, {
      status: 409,
      body: { success: false, code: 'RETURN_EXISTS', message: ERRORS.RETURN_EXISTS.message },
    });
    await choose('Lý do trả hàng', 'Giao sai sản phẩm hoặc sai màu');
    await chooseImages(screen.getByTestId('return-images-input'), ['sai.png']);
    await within(dialog).findByRole('img', { name: 'Ảnh trả hàng 1' });
    await click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(ERRORS.RETURN_EXISTS.message)).toBeTruthy();
    expect(server.calls(`POST /orders/${order._id}/return`)).toEqual([
      {
        lines: [
          { lineId: LINE_SERUM, quantity: 2 },
          { lineId: LINE_MASK, quantity: 1 },
        ],
        reason: 'wrong_item',
        images: [{ url: '/uploads/return/sai.png', publicId: 'return/sai.png' }],
      },
    ]);
  });
});
