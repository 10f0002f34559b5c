import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminClinicResponseSchema,
  ClinicDetailResponseSchema,
  ERRORS,
  formatLocalDate,
  localDayOfWeek,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { dayFromToday } from '@/testing/booking-fixtures';
import { clinicOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { calendarDay } from '@/testing/holiday-calendar';
import { ClinicInfo } from '../clinic-info';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** The first day from `from` days ahead whose weekday is `weekday` (1 = Monday … 7 = Sunday). */
function nextWeekday(weekday: number, from = 1): string {
  for (let n = from; ; n += 1) if (localDayOfWeek(dayFromToday(n)) === weekday) return dayFromToday(n);
}

// The fixture's clinic opens Monday to Saturday and is closed on Sunday; one holiday has passed, one is ahead.
const PAST = dayFromToday(-3);
const AHEAD = dayFromToday(10);
const clinic = clinicOf({ phone: '0912345678', holidays: [PAST, AHEAD] });

async function openEditor() {
  server.on(
    'GET /admin/clinics/detail',
    { body: { success: true, data: clinic } },
    ClinicDetailResponseSchema,
  );
  const router = createMemoryRouter([{ path: '/admin/clinics-info', element: <ClinicInfo /> }], {
    initialEntries: ['/admin/clinics-info'],
  });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await click(await screen.findByRole('button', { name: /Chỉnh sửa thông tin/ }));
  await screen.findByRole('form', { name: 'Chỉnh sửa thông tin phòng khám' });
}

const upcomingList = () => screen.getByRole('list', { name: 'Các ngày nghỉ sắp tới' });

describe("the clinic's days off on the month calendar (CLINIC)", { timeout: 90_000 }, () => {
  it('shows the week being edited and the holidays; a click adds a day, the list removes one', async () => {
    server.on(
      'PUT /admin/clinics/owner',
      (body) => ({ body: { success: true, data: { ...clinic, ...(body as object) }, message: 'Đã lưu' } }),
      AdminClinicResponseSchema,
    );
    await openEditor();

    // The closed Sunday, an open Tuesday, the upcoming holiday; only upcoming holidays are listed.
    expect(await calendarDay(nextWeekday(7), 'Đóng cửa')).toBeTruthy();
    expect(await calendarDay(nextWeekday(2), 'Mở cửa')).toBeTruthy();
    expect((await calendarDay(AHEAD, 'Ngày nghỉ')).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(upcomingList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([formatLocalDate(AHEAD)]);
    // A past holiday stays as it is: shown, not changeable.
    expect((await calendarDay(PAST, 'Ngày nghỉ')).disabled).toBe(true);

    // A click on an open day makes it a holiday; the list's button takes the other one back.
    const wednesday = nextWeekday(3);
    await click(await calendarDay(wednesday, 'Mở cửa'));
    expect(await calendarDay(wednesday, 'Ngày nghỉ')).toBeTruthy();
    await click(
      within(upcomingList()).getByRole('button', { name: `Bỏ ngày nghỉ ${formatLocalDate(AHEAD)}` }),
    );
    // AHEAD is ten days away, never this week's Wednesday.
    const aheadLabel = localDayOfWeek(AHEAD) === 7 ? 'Đóng cửa' : 'Mở cửa';
    expect((await calendarDay(AHEAD, aheadLabel)).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(upcomingList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([formatLocalDate(wednesday)]);

    await click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(server.calls('PUT /admin/clinics/owner')).toHaveLength(1));
    expect(server.calls('PUT /admin/clinics/owner')[0]).toMatchObject({ holidays: [PAST, wednesday] });
  });

  it('closes on the calendar a weekday closed in the working hours', async () => {
    await openEditor();
    const monday = nextWeekday(1);
    expect(await calendarDay(monday, 'Mở cửa')).toBeTruthy();
    await click(screen.getByRole('checkbox', { name: 'Thứ 2 ngày nghỉ' }));
    expect(await calendarDay(monday, 'Đóng cửa')).toBeTruthy();
    await click(screen.getByRole('checkbox', { name: 'Thứ 2 ngày nghỉ' }));
    expect(await calendarDay(monday, 'Mở cửa')).toBeTruthy();
  });

  it('marks a holiday refused over live bookings on the field and keeps the choice', async () => {
    server.on('PUT /admin/clinics/owner', {
      status: 409,
      body: { success: false, code: 'HOLIDAY_HAS_BOOKINGS', message: ERRORS.HOLIDAY_HAS_BOOKINGS.message },
    });
    await openEditor();
    const tuesday = nextWeekday(2);
    await click(await calendarDay(tuesday, 'Mở cửa'));
    await click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    const card = screen.getByText('Ngày nghỉ', { selector: '.ant-card-head-title' }).closest('.ant-card')!;
    expect(await within(card as HTMLElement).findByText(ERRORS.HOLIDAY_HAS_BOOKINGS.message)).toBeTruthy();
    expect(server.calls('PUT /admin/clinics/owner')[0]).toMatchObject({
      holidays: [PAST, ...[tuesday, AHEAD].sort()],
    });
    // Still editing, with the day chosen.
    expect(await calendarDay(tuesday, 'Ngày nghỉ')).toBeTruthy();
  });
});
