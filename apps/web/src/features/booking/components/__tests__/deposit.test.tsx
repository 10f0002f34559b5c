import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type Booking } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { bookingOf, customerOf } from '@/testing/booking-fixtures';
import { DepositBox } from '../deposit-box';
import { DepositReturnPage } from '../deposit-return-page';
import { renderPage } from './render';

vi.setConfig({ testTimeout: 120_000 });

const awaiting = (): Booking =>
  bookingOf({
    deposit: { amount: 90_000, status: 'awaiting', expiresAt: '2030-03-04T01:15:00.000Z', paidAt: null },
  });

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DepositBox (ADR 0061)', () => {
  it('explains an awaited deposit and sends the customer to VNPay with its URL', async () => {
    const booking = awaiting();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.on(`POST /bookings/deposit/${booking._id}/vnpay`, {
      body: {
        success: true,
        message: 'ok',
        data: {
          paymentUrl: 'http://localhost/sandbox/vnpay/pay?vnp_TxnRef=DC1',
          expiresAt: booking.deposit!.expiresAt,
        },
      },
    });
    renderPage('/x', '/x', <DepositBox booking={booking} />, customerOf());
    expect(screen.getByText('Chờ thanh toán tiền cọc · 90.000 ₫')).toBeTruthy();
    expect(screen.getByText(/cần đặt cọc 90\.000 ₫ qua VNPAY trước 08:15/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Thanh toán tiền cọc qua VNPAY/ }));
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/vnpay/pay?vnp_TxnRef=DC1'),
    );
  });

  it("shows the server's refusal and stays", async () => {
    const booking = awaiting();
    server.on(`POST /bookings/deposit/${booking._id}/vnpay`, {
      status: 409,
      body: { success: false, code: 'DEPOSIT_NOT_PAYABLE', message: ERRORS.DEPOSIT_NOT_PAYABLE.message },
    });
    renderPage('/x', '/x', <DepositBox booking={booking} />, customerOf());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Thanh toán tiền cọc qua VNPAY/ }));
    });
    expect(await screen.findByText(ERRORS.DEPOSIT_NOT_PAYABLE.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Thanh toán tiền cọc qua VNPAY/ })).toBeTruthy();
  });

  it('tells what became of a paid deposit at the visit, and shows nothing without one', () => {
    const applied = bookingOf({
      price: 300_000,
      deposit: { amount: 90_000, status: 'applied', expiresAt: '2030-03-04T01:15:00.000Z', paidAt: null },
    });
    renderPage('/x', '/x', <DepositBox booking={applied} />, customerOf());
    expect(screen.getByText(/còn phải trả 210\.000 ₫/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('DepositReturnPage', () => {
  it("sends VNPay's parameters to the server and shows the deposit paid", async () => {
    const paid = bookingOf({
      deposit: {
        amount: 90_000,
        status: 'paid',
        expiresAt: '2030-03-04T01:15:00.000Z',
        paidAt: '2030-03-04T01:05:00.000Z',
      },
    });
    server.on('POST /bookings/deposit/vnpay-return', { body: { success: true, data: paid } });
    renderPage(
      '/booking-deposit-return',
      '/booking-deposit-return?vnp_TxnRef=DC7K2M9QX4TB&vnp_ResponseCode=00&other=1',
      <DepositReturnPage />,
      customerOf(),
    );
    expect(await screen.findByText('Đặt cọc thành công!')).toBeTruthy();
    expect(server.calls('POST /bookings/deposit/vnpay-return')).toEqual([
      { vnp_TxnRef: 'DC7K2M9QX4TB', vnp_ResponseCode: '00' },
    ]);
    expect(screen.getByRole('link', { name: 'Xem chi tiết lịch khám' })).toBeTruthy();
  });

  it('says why a payment did not go through', async () => {
    server.on('POST /bookings/deposit/vnpay-return', {
      status: 422,
      body: { success: false, code: 'PAYMENT_FAILED', message: 'Bạn đã hủy thanh toán tiền cọc' },
    });
    renderPage(
      '/booking-deposit-return',
      '/booking-deposit-return?vnp_TxnRef=DC1&vnp_ResponseCode=24',
      <DepositReturnPage />,
      customerOf(),
    );
    expect(await screen.findByText('Thanh toán tiền cọc chưa thành công')).toBeTruthy();
    expect(screen.getByText('Bạn đã hủy thanh toán tiền cọc')).toBeTruthy();
  });
});
