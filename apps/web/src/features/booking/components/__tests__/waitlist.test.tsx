import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type WaitlistEntry } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import {
  customerOf,
  dayFromToday,
  dayScheduleOf,
  doctorOf,
  DOCTOR_ID,
  CLINIC_ID,
  NO_DOCTOR_REVIEWS,
} from '@/testing/booking-fixtures';
import { DoctorDetailPage } from '../doctor-detail-page';
import { WaitlistPage } from '../waitlist-page';
import { FakeAuthModal, FakeNotFound, renderPage } from './render';

vi.setConfig({ testTimeout: 120_000 });

const ok = <T,>(data: T, message?: string) => ({
  body: { success: true, data, ...(message ? { message } : {}) },
});
const SLOTS = `GET /doctors/schedule-booking/${DOCTOR_ID}`;
const DAY = dayFromToday(1);
const ENTRY_ID = '7d0c1e2a-0000-4000-8000-00000000e001';

function entryOf(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: ENTRY_ID,
    doctor: { _id: DOCTOR_ID, name: 'BS. Phạm Thị An', slug: 'bs-pham-thi-an', specialty: 'Điều trị mụn' },
    clinic: { _id: CLINIC_ID, name: 'Phòng khám Da liễu Lumi Hà Nội' },
    date: DAY,
    from: null,
    to: null,
    status: 'waiting',
    bookingId: null,
    offers: [],
    createdAt: '2026-11-30T02:00:00.000Z',
    ...overrides,
  };
}

let server: FakeServer;
let free: string[];
let taken: string[];
beforeEach(() => {
  server = installFakeServer();
  free = [];
  taken = ['09:00', '09:30', '10:00'];
  server.on('GET /doctors/bs-pham-thi-an', ok(doctorOf()));
  server.on(SLOTS, (_body, url) => ok(dayScheduleOf(url.searchParams.get('date') ?? DAY, free, taken)));
  server.on(`GET /doctors/reviews/by-customer/${DOCTOR_ID}`, NO_DOCTOR_REVIEWS);
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
const renderDoctor = (query: string, signedIn = true) =>
  renderPage(
    '/doctor-detail/:slug',
    `/doctor-detail/bs-pham-thi-an${query}`,
    <DoctorDetailPage slug="bs-pham-thi-an" AuthModal={FakeAuthModal} NotFound={FakeNotFound} />,
    signedIn ? customerOf() : null,
  );

describe('the waitlist on the doctor page', () => {
  it('offers to wait for a full day or its morning, and joins the one chosen', async () => {
    server.on('POST /waitlist', (body) => {
      const { from, to } = body as { from: string | null; to: string | null };
      return {
        status: 201,
        ...ok(entryOf({ from, to }), 'Đã vào danh sách chờ, chúng tôi sẽ báo ngay khi có giờ trống'),
      };
    });
    renderDoctor(`?date=${DAY}`);
    const box = await screen.findByRole('region', { name: 'Danh sách chờ' }, { timeout: 10_000 });
    expect(within(box).getByText(/Ngày này đã kín lịch/)).toBeTruthy();
    // The afternoon has no slot: only the whole day and the morning may be waited for.
    const windows = within(box)
      .getAllByRole('radio')
      .map((r) => r.textContent);
    expect(windows).toEqual(['Cả ngày', 'Buổi sáng (trước 12:00)']);
    await click(within(box).getByRole('radio', { name: 'Buổi sáng (trước 12:00)' }));
    await click(within(box).getByRole('button', { name: 'Báo tôi khi có giờ trống' }));
    await waitFor(() => expect(server.calls('POST /waitlist')).toHaveLength(1));
    expect(server.calls('POST /waitlist')[0]).toEqual({
      doctor: DOCTOR_ID,
      date: DAY,
      from: '00:00',
      to: '12:00',
    });
    expect(await screen.findByText(/Bạn đã vào danh sách chờ/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem danh sách chờ' }).getAttribute('href')).toBe(
      '/booking-waitlist',
    );
  });

  it('shows no waitlist while a slot of the day is free', async () => {
    free = ['10:00'];
    taken = ['09:00', '09:30'];
    const { router } = renderDoctor(`?date=${DAY}`);
    // 09:00 and 09:30 taken, 10:00 free: the morning is not full.
    await screen.findByRole('group', { name: /^Giờ khám ngày/ }, { timeout: 10_000 });
    await waitFor(() => expect(server.requests.some((r) => r.route === SLOTS)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Danh sách chờ' })).toBeNull();
    router.dispose();
  });

  it('says so when already waiting for that day', async () => {
    server.on('POST /waitlist', {
      status: 409,
      body: {
        success: false,
        code: 'WAITLIST_ALREADY_JOINED',
        message: ERRORS.WAITLIST_ALREADY_JOINED.message,
      },
    });
    renderDoctor(`?date=${DAY}`);
    const box = await screen.findByRole('region', { name: 'Danh sách chờ' }, { timeout: 10_000 });
    await click(within(box).getByRole('button', { name: 'Báo tôi khi có giờ trống' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain(ERRORS.WAITLIST_ALREADY_JOINED.message);
    expect(within(alert).getByRole('link', { name: 'Xem danh sách chờ' })).toBeTruthy();
  });

  it("opens an offer's link on its day with its slot chosen, or says it was taken", async () => {
    free = ['09:30'];
    taken = ['09:00', '10:00'];
    const first = renderDoctor(`?date=${DAY}&time=09:30`);
    expect(await screen.findByRole('button', { name: 'Đặt lịch' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Thời gian đã chọn/).textContent).toContain('09:30 - 10:00');
    first.router.dispose();
    document.body.innerHTML = '';

    free = [];
    taken = ['09:00', '09:30', '10:00'];
    renderDoctor(`?date=${DAY}&time=09:30`);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Đã có người đặt giờ 09:30');
    expect(await screen.findByRole('region', { name: 'Danh sách chờ' })).toBeTruthy();
  });
});

describe('WaitlistPage', () => {
  it("lists the customer's waits with their offers, and leaves one", async () => {
    let entries: WaitlistEntry[] = [
      entryOf({
        from: '00:00',
        to: '12:00',
        offers: [
          {
            _id: 'o1',
            date: DAY,
            startTime: '09:30',
            endTime: '10:00',
            status: 'open',
            offeredAt: '2026-11-30T02:00:00.000Z',
            expiresAt: '2030-03-05T02:00:00.000Z',
          },
          {
            _id: 'o2',
            date: DAY,
            startTime: '09:00',
            endTime: '09:30',
            status: 'taken',
            offeredAt: '2026-11-30T01:00:00.000Z',
            expiresAt: '2026-11-30T03:00:00.000Z',
          },
        ],
      }),
    ];
    server.on('GET /waitlist', () => ok(entries));
    server.on(`DELETE /waitlist/${ENTRY_ID}`, () => {
      entries = [];
      return ok(entryOf({ status: 'left' }), 'Đã rời danh sách chờ');
    });
    renderPage(
      '/booking-waitlist',
      '/booking-waitlist',
      <WaitlistPage AuthModal={FakeAuthModal} />,
      customerOf(),
    );
    const card = await screen.findByRole('article', {}, { timeout: 10_000 });
    expect(within(card).getByText('Buổi sáng (trước 12:00)')).toBeTruthy();
    expect(within(card).getByText('Đang chờ')).toBeTruthy();
    expect(within(card).getByText('Đã có người đặt')).toBeTruthy();
    // Held until a time of another day: the day is said.
    expect(within(card).getByText('Giữ đến 09:00 05/03/2030')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Đặt ngay' }).getAttribute('href')).toBe(
      `/doctor-detail/bs-pham-thi-an?date=${DAY}&time=09%3A30`,
    );
    await click(within(card).getByRole('button', { name: 'Rời danh sách chờ' }));
    await click(await screen.findByRole('button', { name: 'Rời danh sách' }));
    await waitFor(() => expect(server.calls(`DELETE /waitlist/${ENTRY_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Bạn chưa chờ lịch khám nào')).toBeTruthy();
  });
});
