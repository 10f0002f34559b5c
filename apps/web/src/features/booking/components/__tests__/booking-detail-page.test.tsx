import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type Booking } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import {
  bookingOf,
  BOOKING_ID,
  customerOf,
  dayScheduleOf,
  DOCTOR_ID,
  doctorOf,
} from '@/testing/booking-fixtures';
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

  it('moves the booking in three taps: Đổi lịch, a free slot, Xác nhận đổi lịch (issue 30)', async () => {
    let current: Booking = bookingOf();
    server.on(DETAIL, () => ok(current));
    server.on('GET /doctors/bs-pham-thi-an', ok(doctorOf()));
    server.on(`GET /doctors/schedule-booking/${DOCTOR_ID}`, (_body, url) => {
      const date = url.searchParams.get('date') ?? current.date;
      return ok(dayScheduleOf(date, ['10:00', '10:30'], date === current.date ? ['09:00'] : []));
    });
    server.on(`PUT /bookings/reschedule/${BOOKING_ID}`, (body) => {
      const { date, startTime } = body as { date: string; startTime: string };
      current = bookingOf({
        date,
        startTime,
        endTime: '10:30',
        rescheduleCount: 1,
        statusHistory: [
          ...current.statusHistory,
          {
            prevStatus: 'pending',
            status: 'pending',
            updatedBy: { _id: customerOf()._id, name: 'Vũ Ngọc Lan' },
            updatedByModel: 'User',
            note: `Đổi lịch từ 09:00 sang ${startTime}`,
            date: '2026-11-25T02:00:00.000Z',
          },
        ],
      });
      return ok(current);
    });
    renderDetail();
    await screen.findByRole('heading', { name: 'Mã lịch khám: BK7K2M9QX4TB' });
    await click(screen.getByRole('button', { name: /Đổi lịch/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi lịch khám' });
    expect(
      within(dialog).getByText(/trước giờ khám ít nhất 24 giờ, tối đa 2 lần \(còn 2 lần\)/),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận đổi lịch' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // The first open day is chosen: its slots come from the server.
    await click(await within(dialog).findByRole('button', { name: '10:00 - 10:30' }));
    expect(within(dialog).getByText(/Lịch mới:/)).toBeTruthy();
    await click(confirm);
    await waitFor(() => expect(server.calls(`PUT /bookings/reschedule/${BOOKING_ID}`)).toHaveLength(1));
    const sentBody = server.calls(`PUT /bookings/reschedule/${BOOKING_ID}`)[0] as { startTime: string };
    expect(sentBody.startTime).toBe('10:00');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi lịch khám' })).toBeNull());
    // The page shows the move on the timeline, without 'Lý do'.
    expect(await screen.findByText('Đổi lịch khám')).toBeTruthy();
    expect(screen.getByText('Đổi lịch từ 09:00 sang 10:00')).toBeTruthy();
  });

  it('says why the server refused a move, in the dialog', async () => {
    server.on(DETAIL, ok(bookingOf()));
    server.on('GET /doctors/bs-pham-thi-an', ok(doctorOf()));
    server.on(`GET /doctors/schedule-booking/${DOCTOR_ID}`, (_body, url) =>
      ok(dayScheduleOf(url.searchParams.get('date') ?? '', ['10:00'])),
    );
    server.on(`PUT /bookings/reschedule/${BOOKING_ID}`, {
      status: 422,
      body: {
        success: false,
        code: 'BOOKING_RESCHEDULE_TOO_LATE',
        message: ERRORS.BOOKING_RESCHEDULE_TOO_LATE.message,
      },
    });
    renderDetail();
    await click(await screen.findByRole('button', { name: /Đổi lịch/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi lịch khám' });
    await click(await within(dialog).findByRole('button', { name: '10:00 - 10:30' }));
    await click(within(dialog).getByRole('button', { name: 'Xác nhận đổi lịch' }));
    expect(await within(dialog).findByText(ERRORS.BOOKING_RESCHEDULE_TOO_LATE.message)).toBeTruthy();
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
