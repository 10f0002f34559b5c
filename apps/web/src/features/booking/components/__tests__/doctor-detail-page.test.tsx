import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, IDEMPOTENCY_KEY_PATTERN, PatientInputSchema, type Booking } from '@lumi/shared';
import { firstIssueMessage } from '@/lib/form-rules';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import {
  bookingOf,
  customerOf,
  dayFromToday,
  dayScheduleOf,
  doctorOf,
  DOCTOR_ID,
  NO_DOCTOR_REVIEWS,
} from '@/testing/booking-fixtures';
import { DoctorDetailPage } from '../doctor-detail-page';
import { FakeAuthModal, FakeNotFound, renderPage } from './render';

const ok = <T,>(data: T, message?: string) => ({
  body: { success: true, data, ...(message ? { message } : {}) },
});
const SLOTS = `GET /doctors/schedule-booking/${DOCTOR_ID}`;

let server: FakeServer;
let taken: string[];
beforeEach(() => {
  server = installFakeServer();
  taken = ['09:30'];
  server.on('GET /doctors/bs-pham-thi-an', ok(doctorOf()));
  server.on(SLOTS, (_body, url) => {
    const date = url.searchParams.get('date') ?? dayFromToday(0);
    return ok(
      dayScheduleOf(
        date,
        ['09:00', '09:30', '10:00'].filter((t) => !taken.includes(t)),
        taken,
      ),
    );
  });
  server.on(`GET /doctors/reviews/by-customer/${DOCTOR_ID}`, NO_DOCTOR_REVIEWS);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDoctor(signedIn = true) {
  return renderPage(
    '/doctor-detail/:slug',
    '/doctor-detail/bs-pham-thi-an',
    <DoctorDetailPage slug="bs-pham-thi-an" AuthModal={FakeAuthModal} NotFound={FakeNotFound} />,
    signedIn ? customerOf() : null,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const slotGroup = () => screen.findByRole('group', { name: /^Giờ khám ngày/ }, { timeout: 5000 });
/** A slot of the day once the server has answered (until then the slots the strip computed show, busy). */
async function slotButton(name: RegExp | string) {
  const group = await slotGroup();
  await waitFor(() => expect(group.getAttribute('aria-busy')).toBe('false'), { timeout: 5000 });
  return within(group).getByRole('button', { name });
}
const book = () => screen.getByRole('button', { name: 'Đặt lịch' });
/** The patient form is downloaded when a slot is chosen (the page itself renders no antd, issue 26). */
const formReady = () => screen.findByRole('button', { name: 'Đặt lịch' }, { timeout: 20_000 });
const chooseSlot = async (name: RegExp) => {
  await click(await slotButton(name));
  await formReady();
};

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function chooseDateOfBirth(text: string) {
  const input = screen.getByLabelText('Ngày sinh');
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

// The booking form is a large antd form: slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe('DoctorDetailPage', () => {
  it('shows the profile: "BS." once, specialty and experience, fee, the clinic link', async () => {
    renderDoctor();
    expect(await screen.findByRole('heading', { level: 1, name: /^BS\. Phạm Thị An/ })).toBeTruthy();
    expect(screen.getByText('12 năm kinh nghiệm')).toBeTruthy();
    expect(screen.getByText('300.000 ₫')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem chi tiết phòng khám' }).getAttribute('href')).toBe(
      '/clinic-detail/phong-kham-da-lieu-lumi-ha-noi',
    );
    const jsonLd = document.getElementById('lumi-jsonld-physician');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'Physician',
      name: 'BS. Phạm Thị An',
    });
  });

  it('shows the not-found page for an unknown doctor', async () => {
    server.on('GET /doctors/bs-pham-thi-an', {
      status: 404,
      body: { success: false, code: 'DOCTOR_NOT_FOUND', message: ERRORS.DOCTOR_NOT_FOUND.message },
    });
    renderDoctor();
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
  });

  it('strips 7 days, disables the closed weekday and the holiday, and disables taken slots', async () => {
    renderDoctor();
    const strip = await screen.findByRole('group', { name: 'Chọn ngày khám' });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days.map((d) => (d as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(within(days[0]!).getByText('Hôm nay')).toBeTruthy();
    expect(((await slotButton(/^09:00 - 09:30$/)) as HTMLButtonElement).disabled).toBe(false);
    expect(((await slotButton('09:30 - 10:00 (đã kín)')) as HTMLButtonElement).disabled).toBe(true);
    expect(within(await slotGroup()).getAllByRole('button')).toHaveLength(3);
    // The next week asks the server for its first open day.
    await click(screen.getByRole('button', { name: 'Tuần sau' }));
    await waitFor(() => expect(server.requests.some((r) => r.route === SLOTS)).toBe(true));
  });

  it('shows the slots of the clinic hours, busy, until the server answers for the day (the list keeps its size)', async () => {
    // The day's answer is held until the busy list has been looked at.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/doctors/schedule-booking/')) await held;
      return answer(input, init);
    });
    renderDoctor();
    const group = await slotGroup();
    // 08:00–12:00 and 13:30–17:00 in 30 minutes: 15 slots; the server then answers with its 3.
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(within(group).getAllByRole('button')).toHaveLength(15);
    release();
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3));
    expect(group.getAttribute('aria-busy')).toBe('false');
  });

  it('moves between the schedule and the reviews with the arrow keys (tabs), keeping the chosen slot', async () => {
    renderDoctor();
    const slot = await slotButton(/^09:00 - 09:30$/);
    await click(slot);
    const schedule = screen.getByRole('tab', { name: /Lịch khám/ });
    const reviews = screen.getByRole('tab', { name: 'Đánh giá' });
    expect(schedule.getAttribute('aria-selected')).toBe('true');
    expect(reviews.tabIndex).toBe(-1);
    schedule.focus();
    await act(async () => {
      fireEvent.keyDown(schedule, { key: 'ArrowRight' });
    });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(reviews);
    expect(await screen.findByText('Bác sĩ chưa có đánh giá nào')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Đánh giá' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(reviews, { key: 'Home' });
    });
    expect(schedule.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /^09:00 - 09:30$/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's message for a day without slots", async () => {
    server.on(SLOTS, (_body, url) =>
      ok({
        ...dayScheduleOf(url.searchParams.get('date') ?? '', []),
        isOpen: false,
        workingHours: null,
        message: 'Ngày nghỉ của bác sĩ, xin lỗi quý khách hàng !',
      }),
    );
    renderDoctor();
    expect(
      await screen.findByText('Ngày nghỉ của bác sĩ, xin lỗi quý khách hàng !', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('checks the patient details with the shared schema messages, prefilled from the account', async () => {
    renderDoctor();
    await chooseSlot(/^09:00 - 09:30$/);
    expect((screen.getByLabelText('Họ và tên') as HTMLInputElement).value).toBe('Vũ Ngọc Lan');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('khachhang@lumi.vn');
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '12345' } });
    await click(book());
    for (const [field, value] of [
      ['phone', '12345'],
      ['gender', undefined],
      ['dateOfBirth', undefined],
      ['address', ''],
    ] as const) {
      const message = firstIssueMessage(PatientInputSchema.shape[field], value);
      expect(message).toBeTruthy();
      expect(await screen.findByText(message!)).toBeTruthy();
    }
    expect(server.calls('POST /bookings')).toHaveLength(0);
  });

  it('posts the booking and shows the confirmation with the calendar file', async () => {
    let booked: Booking | undefined;
    server.on('POST /bookings', (body) => {
      const sent = body as Booking;
      booked = bookingOf({
        date: sent.date,
        startTime: sent.startTime,
        endTime: '09:30',
        customer: sent.customer,
      });
      return { status: 201, ...ok(booked, 'Đặt lịch khám thành công') };
    });
    renderDoctor();
    await chooseSlot(/^09:00 - 09:30$/);
    await click(screen.getByRole('radio', { name: 'Nữ' }));
    await chooseDateOfBirth('15/03/1995');
    fireEvent.change(screen.getByLabelText('Địa chỉ'), { target: { value: '25 Tràng Tiền, Hà Nội' } });
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Da dầu, mụn ẩn' } });
    await click(book());

    await screen.findByText('Đặt lịch khám thành công!');
    expect(server.calls('POST /bookings')).toEqual([
      {
        doctor: DOCTOR_ID,
        date: dayFromToday(0),
        startTime: '09:00',
        customer: {
          name: 'Vũ Ngọc Lan',
          phone: '0912345678',
          email: 'khachhang@lumi.vn',
          gender: 'female',
          dateOfBirth: '1995-03-15',
          address: '25 Tràng Tiền, Hà Nội',
          note: 'Da dầu, mụn ẩn',
        },
      },
    ]);
    const done = screen.getByRole('status', { name: /Đặt lịch khám thành công/ });
    expect(within(done).getByText('BK7K2M9QX4TB')).toBeTruthy();
    expect(within(done).getByText('Chờ xác nhận')).toBeTruthy();
    expect(within(done).getByText(/thanh toán tại phòng khám/)).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Xem chi tiết lịch khám' }).getAttribute('href')).toBe(
      `/booking-detail/${booked!._id}`,
    );

    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:lich-kham';
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await click(within(done).getByRole('button', { name: /Thêm vào lịch \(\.ics\)/ }));
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toMatch(/^text\/calendar/);
    const text = await readBlob(blobs[0]!);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text).toContain('BK7K2M9QX4TB');
  });

  it('sends one Idempotency-Key per attempt: a retry keeps it and gets its booking back, a changed form gets a new one', async () => {
    let answered = 0;
    server.on('POST /bookings', (body) => {
      answered += 1;
      // The first two answers are lost (a gateway time-out after the server booked): the form must stay for a retry.
      if (answered <= 2)
        return {
          status: 504,
          body: { success: false, code: 'INTERNAL_ERROR', message: 'Máy chủ không phản hồi' },
        };
      const sent = body as Booking;
      return {
        status: 201,
        ...ok(bookingOf({ date: sent.date, startTime: sent.startTime, customer: sent.customer })),
      };
    });
    renderDoctor();
    await chooseSlot(/^09:00 - 09:30$/);
    await click(screen.getByRole('radio', { name: 'Nữ' }));
    await chooseDateOfBirth('15/03/1995');
    fireEvent.change(screen.getByLabelText('Địa chỉ'), { target: { value: '25 Tràng Tiền, Hà Nội' } });
    await click(book());
    expect(await screen.findByText('Máy chủ không phản hồi')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Da dầu, mụn ẩn' } });
    await click(book());
    await waitFor(() => expect(server.calls('POST /bookings')).toHaveLength(2));
    await click(book());
    await screen.findByText('Đặt lịch khám thành công!');

    const keys = server.requests
      .filter((r) => r.route === 'POST /bookings')
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1], 'a changed form is a new attempt').not.toBe(keys[0]);
    expect(keys[2], 'the same details sent again are the same attempt').toBe(keys[1]);
    expect(server.calls('POST /bookings')[2]).not.toHaveProperty('idempotencyKey');
  });

  it('refreshes the slots and says so when the slot was just taken', async () => {
    server.on('POST /bookings', () => {
      taken = ['09:00', '09:30'];
      return {
        status: 409,
        body: { success: false, code: 'BOOKING_SLOT_TAKEN', message: ERRORS.BOOKING_SLOT_TAKEN.message },
      };
    });
    renderDoctor();
    await chooseSlot(/^09:00 - 09:30$/);
    await click(screen.getByRole('radio', { name: 'Nữ' }));
    await chooseDateOfBirth('15/03/1995');
    fireEvent.change(screen.getByLabelText('Địa chỉ'), { target: { value: '25 Tràng Tiền, Hà Nội' } });
    const before = server.requests.filter((r) => r.route === SLOTS).length;
    await click(book());

    expect(await screen.findByText(ERRORS.BOOKING_SLOT_TAKEN.message)).toBeTruthy();
    await waitFor(() => expect(server.requests.filter((r) => r.route === SLOTS).length).toBe(before + 1));
    expect(
      ((await screen.findByRole('button', { name: '09:00 - 09:30 (đã kín)' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Đặt lịch' })).toBeNull();
  });

  it('opens the sign-in modal when a visitor books', async () => {
    renderDoctor(false);
    await chooseSlot(/^09:00 - 09:30$/);
    await click(book());
    expect(screen.getByRole('dialog', { name: 'Đăng nhập' })).toBeTruthy();
    expect(server.calls('POST /bookings')).toHaveLength(0);
  });
});
