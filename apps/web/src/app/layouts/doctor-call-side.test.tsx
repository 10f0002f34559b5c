import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consultationWindow,
  formatDateTime,
  toLocalDate,
  type Booking,
  type Consultation,
  type DoctorSkinView,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { clinicTheme } from '@/config/theme';
import { BookingCallButton, CallHost } from '@/features/call';
import { doctorLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { BOOKING_ID, bookingOf, customerOf, doctorOf } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG } from '@/testing/fixtures';
import { CALM_ANSWERS, diaryEntryOf, profileOf } from '@/testing/skin-fixtures';
import { DOCTOR_CALL_SIDE } from './doctor-call-side';

/*
 * The doctor's call window as the booking area's layout mounts it: a consultation the doctor places from a booking
 * ('Bắt đầu cuộc gọi video') opens the patient's 'Hồ sơ da' (features/skin) beside the call. The devices are the
 * browser boundary: they never answer here, so the call stays at 'Đang mở camera và micro…' while the drawer is used.
 */

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const MINUTE = 60_000;
const CONVERSATION_ID = '7d0c1e2a-0000-4000-8000-0000000c0001';
const DIARY_NOTE = 'Mụn ở cằm đã xẹp, da hơi khô buổi sáng';

/** A confirmed booking starting in 5 minutes: its call window is open. */
function bookingSoon(): Booking {
  const startAt = new Date(Math.floor((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE);
  const endAt = new Date(startAt.getTime() + 30 * MINUTE);
  return bookingOf({
    _id: BOOKING_ID,
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

function consultationOf(booking: Booking): Consultation {
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
    canCallNow: true,
    conversationId: CONVERSATION_ID,
  };
}

const VIEW: DoctorSkinView = {
  shared: true,
  patient: { _id: customerOf()._id, name: customerOf().name },
  profile: profileOf(CALM_ANSWERS),
  notes: [],
  avoid: [],
  diary: [diaryEntryOf({ note: DIARY_NOTE })],
};

let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
  server.on(`GET /skin/bookings/${BOOKING_ID}`, { body: { success: true, data: VIEW } });
  // The camera and micro are asked for and never answer: the call waits for them.
  const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => {}));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDoctorPage(booking: Booking) {
  const store = makeStore();
  store.dispatch(doctorLoaded(doctorOf()));
  const router = createMemoryRouter(
    [
      {
        path: '/doctor-owner',
        element: (
          <>
            <BookingCallButton booking={booking} as="doctor" label="Bắt đầu cuộc gọi video" />
            <CallHost kind="doctor" side={DOCTOR_CALL_SIDE} />
          </>
        ),
      },
    ],
    { initialEntries: ['/doctor-owner?tab=bookings'] },
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

/** Ends the call and closes its window (the call of a kind outlives a test otherwise). */
async function endCall(call: HTMLElement) {
  await click(within(call).getByRole('button', { name: 'Kết thúc' }));
  await click(within(call).getByRole('button', { name: 'Đóng' }));
  expect(screen.queryByRole('dialog', { name: /Cuộc gọi video/ })).toBeNull();
}

describe("the doctor's call window", () => {
  it("opens the patient's skin record and diary of the booking the call was placed from", async () => {
    const booking = bookingSoon();
    server.on(`GET /consultations/${BOOKING_ID}`, {
      body: { success: true, data: consultationOf(booking) },
    });
    renderDoctorPage(booking);
    await click(await screen.findByRole('button', { name: 'Bắt đầu cuộc gọi video' }));
    const call = await screen.findByRole('dialog', { name: `Cuộc gọi video với ${booking.user.name}` });
    expect(within(call).getByRole('status').textContent).toBe('Đang mở camera và micro…');
    // Nothing of the record is asked for before the doctor opens it.
    expect(server.calls(`GET /skin/bookings/${BOOKING_ID}`)).toHaveLength(0);

    await click(within(call).getByRole('button', { name: 'Hồ sơ da' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hồ sơ da' });
    expect(await within(drawer).findByText('Bệnh nhân đang chia sẻ hồ sơ da')).toBeTruthy();
    expect(within(drawer).getByText('Da thường')).toBeTruthy();
    const diary = within(drawer).getByRole('list', { name: 'Nhật ký da của bệnh nhân' });
    expect(within(diary).getByText(DIARY_NOTE)).toBeTruthy();
    // The doctor may write their note during the call.
    expect(within(drawer).getByRole('button', { name: 'Lưu ghi chú' })).toBeTruthy();

    // Closing the drawer gives the call's controls back.
    await click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() =>
      expect(within(call).getByRole('button', { name: 'Hồ sơ da' }).getAttribute('aria-expanded')).toBe(
        'false',
      ),
    );
    await endCall(call);
  });
});
