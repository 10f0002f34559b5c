import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type Booking } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { bookingOf, BOOKING_ID, customerOf } from '@/testing/booking-fixtures';
import { BookingDetailPage } from '../booking-detail-page';
import { FakeAuthModal, FakeNotFound, renderPage } from './render';

// antd modals and forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ok = <T,>(data: T) => ({ body: { success: true, data } });
const DETAIL = `GET /bookings/detail-customer/${BOOKING_ID}`;

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

function renderDetail() {
  return renderPage(
    '/booking-detail/:id',
    `/booking-detail/${BOOKING_ID}`,
    <BookingDetailPage id={BOOKING_ID} AuthModal={FakeAuthModal} NotFound={FakeNotFound} />,
    customerOf(),
  );
}

describe('BookingDetailPage', () => {
  it('edits the patient details while pending and sends them', async () => {
    let current: Booking = bookingOf();
    server.on(DETAIL, () => ok(current));
    server.on(`PUT /bookings/customer-info/${BOOKING_ID}`, (body) => {
      const { customer } = body as { customer: Partial<Booking['customer']> };
      current = bookingOf({ customer: { ...current.customer, ...customer } });
      return ok(current);
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Mã lịch khám: BK7K2M9QX4TB' })).toBeTruthy();
    await click(screen.getByRole('button', { name: /Sửa thông tin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa thông tin bệnh nhân' });
    const address = within(dialog).getByLabelText('Địa chỉ');
    expect((address as HTMLInputElement).value).toBe('25 Tràng Tiền, Hoàn Kiếm, Hà Nội');
    fireEvent.change(address, { target: { value: '8 Hàng Bài, Hà Nội' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(server.calls(`PUT /bookings/customer-info/${BOOKING_ID}`)).toHaveLength(1));
    expect(server.calls(`PUT /bookings/customer-info/${BOOKING_ID}`)[0]).toEqual({
      customer: {
        name: 'Vũ Ngọc Lan',
        phone: '0912345678',
        email: 'khachhang@lumi.vn',
        gender: 'female',
        dateOfBirth: '1995-03-15',
        address: '8 Hàng Bài, Hà Nội',
        note: null,
      },
    });
    expect(await screen.findByText('8 Hàng Bài, Hà Nội')).toBeTruthy();
  });

  it('offers no edit after pending, and shows the timeline with who, when and the note', async () => {
    server.on(
      DETAIL,
      ok(
        bookingOf({
          status: 'cancelled',
          canEdit: false,
          canCancel: false,
          cancelReason: 'Bác sĩ có việc đột xuất',
          cancelledBy: 'Doctor',
          statusHistory: [
            ...bookingOf().statusHistory,
            {
              prevStatus: 'pending',
              status: 'cancelled',
              updatedBy: { _id: 'd1', name: 'BS. Phạm Thị An' },
              updatedByModel: 'Doctor',
              note: 'Bác sĩ có việc đột xuất',
              date: '2026-11-24T05:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Mã lịch khám: BK7K2M9QX4TB' });
    expect(screen.queryByRole('button', { name: /Sửa thông tin/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hủy lịch khám/ })).toBeNull();
    expect(screen.getByText('Đặt lịch khám')).toBeTruthy();
    expect(screen.getByText('Hủy lịch khám')).toBeTruthy();
    expect(screen.getByText('24/11/2026 12:00 · Bác sĩ BS. Phạm Thị An')).toBeTruthy();
    expect(screen.getByText('Lý do: Bác sĩ có việc đột xuất')).toBeTruthy();
  });

  it('shows the not-found page for a booking that is not the customer’s', async () => {
    server.on(DETAIL, {
      status: 404,
      body: { success: false, code: 'BOOKING_NOT_FOUND', message: ERRORS.BOOKING_NOT_FOUND.message },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
  });
});
