import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION, type Booking, type BookingStatus } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { bookingOf, BOOKING_ID, customerOf, DOCTOR_ID } from '@/testing/booking-fixtures';
import { BookingHistoryPage } from '../booking-history-page';
import { FakeAuthModal, renderPage } from './render';

// antd modals and forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const statistics = { total: 7, pending: 2, confirmed: 1, completed: 2, cancelled: 1, no_show: 1 };
const ok = <T,>(data: T) => ({ body: { success: true, data } });

let server: FakeServer;
let bookings: Booking[];
const listUrls: URL[] = [];
beforeEach(() => {
  server = installFakeServer();
  listUrls.length = 0;
  bookings = [bookingOf()];
  server.on('GET /bookings/customer', (_body, url) => {
    listUrls.push(url);
    const status = url.searchParams.get('status') as BookingStatus | 'all' | null;
    const data = status && status !== 'all' ? bookings.filter((b) => b.status === status) : bookings;
    return {
      body: {
        success: true,
        data,
        pagination: { page: 1, pageSize: 10, totalPage: data.length ? 1 : 0, totalItems: data.length },
        statistics,
      },
    };
  });
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

function renderHistory(entry = '/booking-history', signedIn = true) {
  return renderPage(
    '/booking-history',
    entry,
    <BookingHistoryPage AuthModal={FakeAuthModal} />,
    signedIn ? customerOf() : null,
  );
}

describe('BookingHistoryPage', () => {
  it('shows the status tabs with their counts and filters by the tab kept in the address', async () => {
    bookings = [
      bookingOf(),
      bookingOf({
        _id: 'b-2',
        code: 'BK0000000002',
        status: 'cancelled',
        canCancel: false,
        canEdit: false,
        cancelReason: 'Thay đổi lịch trình cá nhân',
      }),
    ];
    const { router } = renderHistory();
    expect(await screen.findByRole('tab', { name: 'Tất cả (7)' })).toBeTruthy();
    for (const name of [
      'Chờ xác nhận (2)',
      'Đã xác nhận (1)',
      'Đã hoàn thành (2)',
      'Đã hủy (1)',
      'Không đến (1)',
    ])
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' })).toBeTruthy();

    await click(screen.getByRole('tab', { name: 'Đã hủy (1)' }));
    // Never the previous tab's bookings under the new tab while it loads.
    expect(screen.queryByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancelled'));
    await waitFor(() => expect(listUrls.at(-1)?.searchParams.get('status')).toBe('cancelled'));
    expect(await screen.findByText('Lý do hủy: Thay đổi lịch trình cá nhân')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' })).toBeNull();
  });

  it('opens on the tab of the address', async () => {
    renderHistory('/booking-history?status=confirmed');
    await waitFor(() => expect(listUrls[0]?.searchParams.get('status')).toBe('confirmed'));
    expect(screen.getByRole('tab', { name: 'Đã xác nhận (1)', selected: true })).toBeTruthy();
  });

  it('cancels only with a reason', async () => {
    server.on(`PUT /bookings/status/${BOOKING_ID}`, (body) =>
      ok(
        bookingOf({
          status: 'cancelled',
          cancelReason: (body as { cancelReason: string }).cancelReason,
          canCancel: false,
          canEdit: false,
        }),
      ),
    );
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' });
    await click(within(card).getByRole('button', { name: /Hủy lịch khám/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận hủy lịch khám' });
    await click(within(dialog).getByRole('button', { name: 'Hủy lịch khám' }));
    expect(await within(dialog).findByText(VALIDATION.cancelReasonRequired)).toBeTruthy();
    expect(server.calls(`PUT /bookings/status/${BOOKING_ID}`)).toHaveLength(0);

    await click(within(dialog).getByRole('radio', { name: 'Khác' }));
    await click(within(dialog).getByRole('button', { name: 'Hủy lịch khám' }));
    expect(await within(dialog).findByText(VALIDATION.cancelReasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Lý do khác'), {
      target: { value: 'Bận công tác đột xuất' },
    });
    await click(within(dialog).getByRole('button', { name: 'Hủy lịch khám' }));
    await waitFor(() =>
      expect(server.calls(`PUT /bookings/status/${BOOKING_ID}`)).toEqual([
        { status: 'cancelled', cancelReason: 'Bận công tác đột xuất' },
      ]),
    );
  });

  it('offers no cancel when the server says it is too late', async () => {
    bookings = [bookingOf({ status: 'confirmed', canCancel: false, canEdit: false })];
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' });
    expect(within(card).queryByRole('button', { name: /Hủy lịch khám/ })).toBeNull();
  });

  it('reviews the doctor and the clinic of a completed booking, then hides what was reviewed', async () => {
    bookings = [bookingOf({ status: 'completed', canCancel: false, canEdit: false })];
    server.on('POST /doctors/reviews', (body) => {
      bookings = [bookingOf({ status: 'completed', canCancel: false, canEdit: false, isReview: true })];
      const sent = body as { rate: number; content: string };
      return {
        status: 201,
        body: {
          success: true,
          message: 'Đánh giá thành công',
          data: {
            _id: 'r-1',
            user: { _id: customerOf()._id, name: 'Vũ Ngọc Lan', avatar: customerOf().avatar },
            booking: { _id: BOOKING_ID, code: 'BK7K2M9QX4TB', date: bookings[0]!.date, startTime: '09:00' },
            doctor: { _id: DOCTOR_ID, name: 'BS. Phạm Thị An', slug: 'bs-pham-thi-an' },
            rate: sent.rate,
            content: sent.content,
            isActive: true,
            createdAt: '2026-11-25T02:00:00.000Z',
          },
        },
      };
    });
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Lịch khám BK7K2M9QX4TB' });
    expect(within(card).getByRole('button', { name: /Đánh giá phòng khám/ })).toBeTruthy();
    await click(within(card).getByRole('button', { name: /Đánh giá bác sĩ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Đánh giá bác sĩ' });
    await click(within(dialog).getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await within(dialog).findByText(VALIDATION.ratingRequired)).toBeTruthy();
    expect(within(dialog).getByText(VALIDATION.bookingReviewContentRequired)).toBeTruthy();

    const stars = within(dialog).getAllByRole('radio');
    await click(stars[3]!);
    fireEvent.change(within(dialog).getByLabelText('Nội dung đánh giá'), {
      target: { value: 'Bác sĩ tư vấn rất kỹ' },
    });
    await click(within(dialog).getByRole('button', { name: 'Gửi đánh giá' }));
    await waitFor(() =>
      expect(server.calls('POST /doctors/reviews')).toEqual([
        { booking: BOOKING_ID, doctor: DOCTOR_ID, rate: 4, content: 'Bác sĩ tư vấn rất kỹ' },
      ]),
    );
    expect(await screen.findByText('Đã đánh giá bác sĩ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Đánh giá bác sĩ/ })).toBeNull();
  });

  it('asks a visitor to sign in and loads nothing', async () => {
    renderHistory('/booking-history', false);
    expect(await screen.findByText('Vui lòng đăng nhập để xem lịch sử đặt khám')).toBeTruthy();
    expect(listUrls).toHaveLength(0);
  });
});
