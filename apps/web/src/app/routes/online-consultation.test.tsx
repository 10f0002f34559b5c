import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callOpensLabel,
  consultationWindow,
  formatDateTime,
  toLocalDate,
  type Booking,
  type Consultation,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { CallHost } from '@/features/call';
import { userLoaded } from '@/lib/auth-slice';
import { bookingOf, customerOf } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG } from '@/testing/fixtures';
import OnlineConsultationRoute from './online-consultation';

/*
 * /online-consultation with the call feature the route composes: 'Vào cuộc gọi' opens 15 minutes before a visit;
 * clicking it asks the server for the booking's conversation and starts the call (the devices, stubbed at the
 * browser boundary, refuse here, so the window says so).
 */

vi.setConfig({ testTimeout: 120_000 });

const MINUTE = 60_000;
const SOON_ID = '7d0c1e2a-0000-4000-8000-00000000b101';
const LATER_ID = '7d0c1e2a-0000-4000-8000-00000000b102';
const CONVERSATION_ID = '7d0c1e2a-0000-4000-8000-0000000c0001';

/** A confirmed booking of 30 minutes starting at `start` (the minute rounded). */
function bookingAt(id: string, start: Date): Booking {
  const startAt = new Date(Math.floor(start.getTime() / MINUTE) * MINUTE);
  const endAt = new Date(startAt.getTime() + 30 * MINUTE);
  return bookingOf({
    _id: id,
    code: `BK${id.slice(-10).toUpperCase()}`,
    status: 'confirmed',
    date: toLocalDate(startAt),
    startTime: formatDateTime(startAt).slice(11, 16),
    endTime: formatDateTime(endAt).slice(11, 16),
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    canCancel: false,
    canEdit: false,
  });
}

function consultationOf(booking: Booking, canCallNow: boolean): Consultation {
  const window = consultationWindow(booking);
  return {
    bookingId: booking._id,
    code: booking.code,
    doctor: { ...booking.doctor },
    customer: { _id: booking.user._id, name: booking.user.name },
    patientName: booking.customer.name,
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    startAt: booking.startAt,
    endAt: booking.endAt,
    status: booking.status,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    canCallNow,
    conversationId: CONVERSATION_ID,
  };
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRoute(signedIn: boolean) {
  const store = makeStore();
  if (signedIn) store.dispatch(userLoaded(customerOf()));
  const router = createMemoryRouter(
    [
      {
        path: '/online-consultation',
        element: (
          <>
            <OnlineConsultationRoute />
            <CallHost kind="user" />
          </>
        ),
      },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: ['/online-consultation'] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('/online-consultation', () => {
  it('enables the call only inside a visit’s window and says when the others open', async () => {
    const soon = bookingAt(SOON_ID, new Date(Date.now() + 10 * MINUTE));
    const later = bookingAt(LATER_ID, new Date(Date.now() + 3 * 60 * MINUTE));
    server.on('GET /bookings/customer', {
      body: {
        success: true,
        data: [soon, later],
        pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 2 },
        statistics: { total: 2, pending: 0, confirmed: 2, completed: 0, cancelled: 0, no_show: 0 },
      },
    });
    server.on(`GET /consultations/${SOON_ID}`, { body: { success: true, data: consultationOf(soon, true) } });
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    renderRoute(true);

    const [soonButton, laterButton] = (await screen.findAllByRole('button', {
      name: 'Vào cuộc gọi',
    })) as HTMLButtonElement[];
    const soonCard = soonButton!.closest('li');
    const laterCard = laterButton!.closest('li');
    expect(soonCard!.textContent).toContain(soon.code);
    expect(laterCard!.textContent).toContain(later.code);
    expect(soonButton!.disabled).toBe(false);
    expect(laterButton!.disabled).toBe(true);
    const opens = callOpensLabel(consultationWindow(later).opensAt, later.date);
    expect(laterCard!.textContent).toContain(opens);
    expect(opens).toMatch(/^Mở lúc \d{2}:\d{2}/);
    expect(soonCard!.textContent).toContain('Bác sĩ đang ngoại tuyến');

    await act(async () => {
      fireEvent.click(soonButton!);
    });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    expect(server.requests.some((r) => r.route === `GET /consultations/${SOON_ID}`)).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: /Cuộc gọi video với BS\./ });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Trình duyệt đã chặn camera/micro. Hãy cho phép trong cài đặt trang rồi thử lại.',
    );
  });

  it('keeps the steps for a signed-out visitor and asks them to sign in for their visits', async () => {
    renderRoute(false);
    expect(await screen.findByText('Vào cuộc gọi đúng giờ')).toBeTruthy();
    expect(screen.getByText('Đăng nhập để xem các lịch khám đã được xác nhận của bạn.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vào cuộc gọi' })).toBeNull();
  });
});
