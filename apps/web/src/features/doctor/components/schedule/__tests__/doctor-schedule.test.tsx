import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { dayFromToday, doctorOf, DOCTOR_ID } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { calendarDay } from '@/testing/holiday-calendar';
import { DoctorSchedule } from '../doctor-schedule';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /bookings/by-doctor', {
    body: {
      success: true,
      data: [],
      pagination: { page: 1, pageSize: 100, totalPage: 0, totalItems: 0 },
      statistics: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 },
    },
  });
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

describe("the doctor's days off on the shared month calendar", { timeout: 30_000 }, () => {
  // The fixture's clinic is closed on the weekday of today + 3 and on the holiday today + 5.
  const doctor = doctorOf();

  it("labels the clinic's closed days, the doctor's own and both, and sends the chosen ones", async () => {
    server.on(`PUT /doctors/${DOCTOR_ID}`, (body) => ({
      body: { success: true, data: { ...doctor, ...(body as object) } },
    }));
    render(
      <AppProvider store={makeStore()}>
        <DoctorSchedule doctor={doctor} />
      </AppProvider>,
    );
    const tomorrow = dayFromToday(1);
    await click(await calendarDay(tomorrow, 'Có lịch'));
    expect((await calendarDay(tomorrow, 'Bác sĩ nghỉ')).getAttribute('aria-pressed')).toBe('true');

    expect(await calendarDay(dayFromToday(3), 'Phòng khám nghỉ')).toBeTruthy();
    const clinicHoliday = dayFromToday(5);
    const both = await calendarDay(clinicHoliday, 'Phòng khám nghỉ');
    await click(both);
    expect(await calendarDay(clinicHoliday, 'Nghỉ lễ')).toBeTruthy();
    // Past days cannot be changed.
    expect((await calendarDay(dayFromToday(-1), 'Có lịch')).disabled).toBe(true);

    await click(screen.getByRole('button', { name: 'Lưu lịch làm việc' }));
    await waitFor(() => expect(server.calls(`PUT /doctors/${DOCTOR_ID}`)).toHaveLength(1));
    expect(server.calls(`PUT /doctors/${DOCTOR_ID}`)[0]).toMatchObject({
      holidays: [tomorrow, clinicHoliday],
    });
  });

  it("shows a weekday the doctor does not work as 'Nghỉ'", async () => {
    render(
      <AppProvider store={makeStore()}>
        <DoctorSchedule doctor={doctor} />
      </AppProvider>,
    );
    const tomorrow = dayFromToday(1);
    await click(screen.getByRole('switch', { name: 'Làm việc theo giờ mở cửa của phòng khám' }));
    const weekday = screen.getByRole('listitem', {
      name: ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'][
        new Date(`${tomorrow}T12:00:00Z`).getUTCDay()
      ],
    });
    await click(within(weekday).getByRole('checkbox', { name: 'Ngày nghỉ' }));
    expect(await calendarDay(tomorrow, 'Nghỉ')).toBeTruthy();
  });
});
