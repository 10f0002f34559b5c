import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, SkinRecord } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { clinicTheme } from '@/config/theme';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { bookingOf, BOOKING_ID, customerOf } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { recordOf, shareOf } from '@/testing/skin-fixtures';
import BookingDetailRoute from './booking-detail';

/*
 * /booking-detail/{id} with the skin feature the route composes: the customer shares their skin record with the
 * booking's doctor and stops again.
 */

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

let server: FakeServer;
let record: SkinRecord;

beforeEach(() => {
  server = installFakeServer();
  record = recordOf(null);
  server.on('GET /skin/record', () => ({ body: { success: true, data: record } }));
  server.on('POST /skin/shares', () => {
    record = { ...record, shares: [shareOf()] };
    return { status: 201, body: { success: true, data: record.shares } };
  });
  server.on(`DELETE /skin/shares/${BOOKING_ID}`, () => {
    record = { ...record, shares: [] };
    return { body: { success: true, data: record.shares } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRoute(booking: Booking) {
  server.on(`GET /bookings/detail-customer/${BOOKING_ID}`, { body: { success: true, data: booking } });
  const store = makeStore();
  store.dispatch(userLoaded(customerOf()));
  const router = createMemoryRouter(
    [
      { path: '/booking-detail/:id', element: <BookingDetailRoute /> },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: [`/booking-detail/${BOOKING_ID}`] },
  );
  render(
    <AppProvider store={store} theme={clinicTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/booking-detail/{id} — Hồ sơ da', () => {
  it('shares the skin record with the booking’s doctor, then stops', async () => {
    renderRoute(bookingOf({ status: 'confirmed', canCancel: false, canEdit: false }));
    const card = (await screen.findByRole('heading', { name: 'Hồ sơ da' })).closest('section')!;
    const toggle = await within(card).findByRole('switch', { name: 'Chia sẻ hồ sơ da với bác sĩ' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(card.textContent).toContain('cho đến khi bạn ngừng chia sẻ');
    // No quiz taken yet: the card links to it.
    expect(
      within(card)
        .getByRole('link', { name: /Làm trắc nghiệm/ })
        .getAttribute('href'),
    ).toBe('/account?tab=skin');

    await click(toggle);
    await waitFor(() => expect(server.calls('POST /skin/shares')).toEqual([{ bookingId: BOOKING_ID }]));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    await click(toggle);
    await waitFor(() => expect(server.calls(`DELETE /skin/shares/${BOOKING_ID}`)).toHaveLength(1));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(server.calls('POST /skin/shares')).toHaveLength(1);
  });

  it('offers no sharing on a cancelled booking', async () => {
    renderRoute(
      bookingOf({ status: 'cancelled', canCancel: false, canEdit: false, cancelReason: 'Bận việc' }),
    );
    expect(await screen.findByRole('heading', { name: 'Mã lịch khám: BK7K2M9QX4TB' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hồ sơ da' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
