import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminClinicDetailResponseSchema,
  AdminClinicListResponseSchema,
  AdminClinicResponseSchema,
  AdminClinicReviewListResponseSchema,
  AdminClinicReviewResponseSchema,
  AdminDoctorListResponseSchema,
  AdminDoctorResponseSchema,
  ClinicAdminDeleteResultSchema,
  ClinicDetailResponseSchema,
  ClinicDetailStatsResponseSchema,
  envelope,
  ERRORS,
  ClinicOverviewResponseSchema,
  type AdminClinic,
  type ClinicDoctorStats,
  type ClinicOverview,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { BOOKING_ID, bookingOf, dayFromToday, doctorOf, DOCTOR_ID } from '@/testing/booking-fixtures';
import { bookingReviewOf, CLINIC_ID, clinicOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { findToastKind } from '@/testing/toasts';
import { ClinicBookingsManager } from '../clinic-bookings-manager';
import { OwnClinicDashboard } from '../clinic-dashboard-page';
import { ClinicInfo } from '../clinic-info';
import { ClinicReviewsManager } from '../clinic-reviews-manager';
import { ClinicsManager } from '../clinics-manager';
import { DoctorsManager } from '../doctors-manager';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** Picks an option of an antd Select by typing it into the search box. */
async function pick(label: string, option: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: option } });
  });
  const choices = await screen.findAllByTitle(option);
  await click(choices[choices.length - 1]!);
}

/** The fixture's landline is not a phone number the clinic form accepts (PhoneSchema). */
const editableClinic = () => clinicOf({ phone: '0912345678', holidays: [dayFromToday(10)] });

describe('clinic information (CLINIC)', { timeout: 45_000 }, () => {
  it('shows the empty state, opens the create form and checks it before any call', async () => {
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: null } },
      ClinicDetailResponseSchema,
    );
    renderAt('/admin/clinics-info', <ClinicInfo />);
    expect(await screen.findByText('Chưa có thông tin phòng khám')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Tạo thông tin phòng khám' }));

    const form = await screen.findByRole('form', { name: 'Tạo thông tin phòng khám' });
    // The reference's defaults: every day open 08:00–17:00.
    const monday = within(form).getByRole('group', { name: 'Lịch làm việc Thứ 2' });
    expect(within(monday).getByText('08:00')).toBeTruthy();
    expect(within(monday).getByText('17:00')).toBeTruthy();

    await click(within(form).getByRole('button', { name: 'Tạo phòng khám' }));
    expect(await screen.findByText('Vui lòng nhập tên phòng khám')).toBeTruthy();
    expect(screen.getByText('Vui lòng tải lên logo phòng khám')).toBeTruthy();
    expect(screen.getByText('Vui lòng tải lên đủ 4 ảnh')).toBeTruthy();
    expect(server.calls('POST /admin/clinics')).toHaveLength(0);
  });

  it('edits the clinic: a closing time before the opening one is refused, then the whole clinic is sent', async () => {
    const clinic = editableClinic();
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: clinic } },
      ClinicDetailResponseSchema,
    );
    server.on(
      'PUT /admin/clinics/owner',
      (body) => ({ body: { success: true, data: { ...clinic, ...(body as object) }, message: 'Đã lưu' } }),
      AdminClinicResponseSchema,
    );
    renderAt('/admin/clinics-info', <ClinicInfo />);
    await click(await screen.findByRole('button', { name: /Chỉnh sửa thông tin/ }));
    // Role queries over this long antd form are what made the test slow (each walks every element's role and name):
    // the form and its buttons are found by their label and text.
    await waitFor(() =>
      expect(document.querySelector('form[aria-label="Chỉnh sửa thông tin phòng khám"]')).not.toBeNull(),
    );
    const save = () => screen.getByText('Lưu thay đổi').closest('button')!;

    await pick('Thứ 2 giờ đóng cửa', '07:00');
    expect(await screen.findByText('Giờ mở cửa phải trước giờ đóng cửa')).toBeTruthy();
    await click(save());
    expect(server.calls('PUT /admin/clinics/owner')).toHaveLength(0);

    await pick('Thứ 2 giờ đóng cửa', '18:00');
    await waitFor(() => expect(screen.queryByText('Giờ mở cửa phải trước giờ đóng cửa')).toBeNull());
    fireEvent.change(screen.getByLabelText('Tên phòng khám'), { target: { value: 'Lumi Clinic Hà Nội' } });
    // The customers' notice to move a booking (issue 30): out of range refused, then 48 h.
    const notice = screen.getByLabelText('Khách được tự đổi lịch trước giờ khám ít nhất');
    expect((notice as HTMLInputElement).value).toBe('24');
    fireEvent.change(notice, { target: { value: '' } });
    fireEvent.blur(notice);
    await click(save());
    expect(await screen.findByText('Thời hạn đổi lịch phải là số giờ từ 0 đến 168')).toBeTruthy();
    expect(server.calls('PUT /admin/clinics/owner')).toHaveLength(0);
    fireEvent.change(notice, { target: { value: '48' } });
    fireEvent.blur(notice);
    await waitFor(() =>
      expect(screen.queryByText('Thời hạn đổi lịch phải là số giờ từ 0 đến 168')).toBeNull(),
    );
    await click(save());

    await waitFor(() => expect(server.calls('PUT /admin/clinics/owner')).toHaveLength(1));
    const sent = server.calls('PUT /admin/clinics/owner')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Lumi Clinic Hà Nội',
      phone: clinic.phone,
      email: clinic.email,
      specialties: clinic.specialties,
      logo: clinic.logo,
      images: clinic.images,
      holidays: clinic.holidays,
      rescheduleNoticeHours: 48,
    });
    expect((sent.workingHours as unknown[])[0]).toEqual({
      dayOfWeek: 1,
      isOpen: true,
      startTime: '08:00',
      endTime: '18:00',
      breakTime: { start: '12:00', end: '13:00' },
    });
    expect((sent.workingHours as unknown[])[6]).toMatchObject({ dayOfWeek: 7, isOpen: false });
  });

  it('shows a holiday refused by the server on the days off', async () => {
    const clinic = editableClinic();
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: clinic } },
      ClinicDetailResponseSchema,
    );
    server.on('PUT /admin/clinics/owner', {
      status: 409,
      body: {
        success: false,
        code: 'HOLIDAY_HAS_BOOKINGS',
        message: 'Ngày này đã có lịch khám, vui lòng xử lý các lịch khám trước',
      },
    });
    renderAt('/admin/clinics-info', <ClinicInfo />);
    await click(await screen.findByRole('button', { name: /Chỉnh sửa thông tin/ }));
    await click(await screen.findByRole('button', { name: 'Lưu thay đổi' }));
    const card = (await screen.findByText('Ngày nghỉ', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    )!;
    expect(
      await within(card as HTMLElement).findByText(
        'Ngày này đã có lịch khám, vui lòng xử lý các lịch khám trước',
      ),
    ).toBeTruthy();
  });
});

describe('doctors (CLINIC)', { timeout: 20_000 }, () => {
  const doctor = doctorOf();
  beforeEach(() => {
    server.on(
      'GET /admin/doctors',
      { body: { success: true, data: [doctor], pagination: paginationOf(1) } },
      AdminDoctorListResponseSchema,
    );
    server.on(
      `PUT /admin/doctors/${DOCTOR_ID}`,
      (body) => ({ body: { success: true, data: { ...doctor, ...(body as object), password: undefined } } }),
      AdminDoctorResponseSchema,
    );
  });

  it('stops a doctor with the switch', async () => {
    renderAt('/admin/doctors', <DoctorsManager canPickClinic={false} />);
    await click(await screen.findByLabelText(`Ngừng hoạt động ${doctor.name}`));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/doctors/${DOCTOR_ID}`)).toEqual([{ isActive: false }]),
    );
  });

  it('shows a refused status change as a warning (spec §7: status updates warn)', async () => {
    server.on(`PUT /admin/doctors/${DOCTOR_ID}`, {
      status: 404,
      body: { success: false, code: 'DOCTOR_NOT_FOUND', message: ERRORS.DOCTOR_NOT_FOUND.message },
    });
    renderAt('/admin/doctors', <DoctorsManager canPickClinic={false} />);
    await click(await screen.findByLabelText(`Ngừng hoạt động ${doctor.name}`));
    expect(await findToastKind(ERRORS.DOCTOR_NOT_FOUND.message)).toBe('warning');
  });

  it('resets a password once both entries match', async () => {
    renderAt('/admin/doctors', <DoctorsManager canPickClinic={false} />);
    await click(await screen.findByLabelText(`Đặt lại mật khẩu ${doctor.name}`));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Mật khẩu mới'), { target: { value: 'bac-si-moi-2026' } });
    fireEvent.change(within(dialog).getByLabelText('Nhập lại mật khẩu'), { target: { value: 'khac-2026' } });
    await click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await within(dialog).findByText('Mật khẩu nhập lại không trùng khớp')).toBeTruthy();
    expect(server.calls(`PUT /admin/doctors/${DOCTOR_ID}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nhập lại mật khẩu'), {
      target: { value: 'bac-si-moi-2026' },
    });
    await click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/doctors/${DOCTOR_ID}`)).toEqual([{ password: 'bac-si-moi-2026' }]),
    );
  });

  it('says a doctor with bookings was stopped rather than deleted', async () => {
    server.on(
      `DELETE /admin/doctors/${DOCTOR_ID}`,
      {
        body: { success: true, data: { _id: DOCTOR_ID, deleted: false } },
      },
      envelope(ClinicAdminDeleteResultSchema),
    );
    renderAt('/admin/doctors', <DoctorsManager canPickClinic={false} />);
    await click(await screen.findByLabelText(`Xóa ${doctor.name}`));
    await click(await screen.findByText('Xóa', { selector: 'button span' }));
    expect(
      await screen.findByText('Bác sĩ đã có lịch khám nên được chuyển sang ngừng hoạt động thay vì xóa'),
    ).toBeTruthy();
  });
});

describe('bookings', { timeout: 20_000 }, () => {
  let queries: Record<string, string>[];
  const booking = bookingOf({ status: 'pending', customerConfirmedAt: '2026-11-30T12:05:00.000Z' });
  beforeEach(() => {
    queries = [];
    server.on('GET /admin/clinics/bookings', (_body, url) => {
      queries.push(Object.fromEntries(url.searchParams));
      return {
        body: {
          success: true,
          data: [booking],
          pagination: paginationOf(1),
          statistics: { total: 1, pending: 1, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 },
        },
      };
    });
  });

  it('asks with the filters of the address and keeps a new search there', async () => {
    const router = renderAt(
      '/admin/bookings?status=pending&fromDate=2026-11-01&toDate=2026-11-30&page=2',
      <ClinicBookingsManager canPickClinic={false} />,
    );
    await screen.findByText(booking.customer.phone);
    expect(queries.at(-1)).toEqual({
      page: '2',
      pageSize: '10',
      status: 'pending',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    fireEvent.change(screen.getByLabelText('Tìm lịch khám'), { target: { value: 'Lan' } });
    await waitFor(
      () => expect(queries.at(-1)).toMatchObject({ search: 'Lan', status: 'pending', page: '1' }),
      {
        timeout: 3000,
      },
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('search')).toBe('Lan');
    expect(search.get('status')).toBe('pending');
  });

  it("shows a booking's reminders by SMS and Zalo with what their gateways reported", async () => {
    server.on(`GET /admin/clinics/bookings/messages/${BOOKING_ID}`, {
      body: {
        success: true,
        data: [
          {
            channel: 'sms',
            purpose: 'booking-reminder',
            phone: '0912345678',
            status: 'delivered',
            attempts: 1,
            error: null,
            sentAt: '2026-11-30T12:00:00.000Z',
            settledAt: '2026-11-30T12:00:05.000Z',
            createdAt: '2026-11-30T12:00:00.000Z',
          },
          {
            channel: 'zalo',
            purpose: 'booking-reminder',
            phone: '0912345678',
            status: 'failed',
            attempts: 1,
            error: 'ZNS -118: Zalo account not existed',
            sentAt: null,
            settledAt: '2026-11-30T12:00:01.000Z',
            createdAt: '2026-11-30T12:00:00.000Z',
          },
        ],
      },
    });
    renderAt('/admin/bookings', <ClinicBookingsManager canPickClinic={false} />);
    await click(await screen.findByRole('button', { name: `Xem lịch khám ${booking.code}` }));
    // The customer confirmed through the reminder's link.
    expect(await screen.findByText('Sẽ đến (qua tin nhắc lịch, 30/11/2026 19:05)')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Tin nhắn nhắc lịch' });
    expect(await within(section).findByText('Đã nhận')).toBeTruthy();
    expect(within(section).getByText('SMS')).toBeTruthy();
    expect(within(section).getByText('Không gửi được')).toBeTruthy();
    expect(within(section).getByText('ZNS -118: Zalo account not existed')).toBeTruthy();
    expect(within(section).getAllByText('30/11/2026 19:00')).toHaveLength(2);
  });

  it('confirms a pending booking through the clinic route', async () => {
    server.on(`PUT /admin/clinics/bookings/status/${BOOKING_ID}`, {
      body: { success: true, data: { ...booking, status: 'confirmed' } },
    });
    renderAt('/admin/bookings', <ClinicBookingsManager canPickClinic={false} />);
    await screen.findByText(booking.customer.phone);
    // Pending: confirm and cancel; completing waits for a confirmed booking that has started.
    expect(screen.queryByRole('button', { name: /Hoàn thành/ })).toBeNull();
    await click(screen.getByRole('button', { name: /Xác nhận/ }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/clinics/bookings/status/${BOOKING_ID}`)).toEqual([
        { status: 'confirmed' },
      ]),
    );
  });
});

describe('clinic reviews', { timeout: 20_000 }, () => {
  it('names the reviewer with the e-mail and hides a review with the switch', async () => {
    const review = bookingReviewOf({
      user: {
        _id: 'u1',
        name: 'Trần Thu Hà',
        avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
        email: 'thuha@example.com',
      },
    });
    server.on(
      'GET /admin/clinics/reviews',
      {
        body: {
          success: true,
          data: [review],
          pagination: paginationOf(1),
          stats: {
            averageRating: 5,
            totalReviews: 1,
            ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
          },
        },
      },
      AdminClinicReviewListResponseSchema,
    );
    server.on(
      `PUT /admin/clinics/reviews/${review._id}`,
      { body: { success: true, data: { ...review, isActive: false } } },
      AdminClinicReviewResponseSchema,
    );
    renderAt('/admin/clinics/reviews', <ClinicReviewsManager canPickClinic={false} />);
    const name = await screen.findByText('Trần Thu Hà');
    const cell = name.closest('td')!;
    expect(within(cell).getByText('thuha@example.com')).toBeTruthy();
    await click(await screen.findByLabelText('Ẩn đánh giá'));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/clinics/reviews/${review._id}`)).toEqual([{ isActive: false }]),
    );
  });
});

describe('clinic dashboard', { timeout: 20_000 }, () => {
  it("shows the server's figures for the clinic", async () => {
    const overview: ClinicOverview = {
      timeRange: { from: '2026-11-01', to: '2026-11-30' },
      bookings: {
        total: 27,
        revenue: { actual: 4_500_000, potential: 7_200_000 },
        status: { pending: 5, confirmed: 4, completed: 15, cancelled: 3, no_show: 0 },
        completionRate: 55.6,
        noShowRate: 0,
      },
      doctors: { total: 3, specialties: ['Điều trị mụn', 'Trị nám'] },
      reviews: { average: 4.7, total: 12 },
      patients: { new: 20, returning: 7 },
    };
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: clinicOf() } },
      ClinicDetailResponseSchema,
    );
    server.on(
      `GET /admin/clinics/statistical-overview/${CLINIC_ID}`,
      { body: { success: true, data: overview } },
      ClinicOverviewResponseSchema,
    );
    server.on(
      `GET /admin/clinics/statistical-detail/${CLINIC_ID}`,
      { body: { success: true, data: { charts: { booking: [], review: [] }, doctors: [] } } },
      ClinicDetailStatsResponseSchema,
    );
    renderAt('/admin/dashboard-clinic', <OwnClinicDashboard />);
    expect(await screen.findByText('Đã hoàn thành: 15')).toBeTruthy();
    expect(screen.getByText('Đã hủy: 3')).toBeTruthy();
    expect(screen.getByText('4.500.000 ₫')).toBeTruthy();
    expect(screen.getByText('7.200.000 ₫')).toBeTruthy();
    expect(screen.getByText('4.7/5')).toBeTruthy();
    expect(screen.getByText('Trị nám')).toBeTruthy();
    const request = server.requests.find((r) =>
      r.route.startsWith('GET /admin/clinics/statistical-overview'),
    );
    expect(request).toBeTruthy();
  });
});

describe('top doctors on the clinic dashboard', { timeout: 20_000 }, () => {
  const doctorRow = (o: Partial<ClinicDoctorStats> & Pick<ClinicDoctorStats, '_id' | 'name'>) => ({
    avatar: { url: '/api/v1/avatars/default.svg', publicId: null },
    specialty: 'Điều trị mụn',
    isActive: true,
    bookings: 0,
    completed: 0,
    cancelled: 0,
    noShow: 0,
    noShowRate: 0,
    revenue: 0,
    averageRating: 0,
    reviews: 0,
    ...o,
  });

  it("lists the server's ranking with the figures, the stopped doctor marked, and charts the revenue", async () => {
    const doctors: ClinicDoctorStats[] = [
      doctorRow({
        _id: 'd1',
        name: 'BS. Phạm Thị An',
        bookings: 12,
        completed: 9,
        cancelled: 2,
        noShow: 1,
        noShowRate: 10,
        revenue: 2_700_000,
        averageRating: 4.8,
        reviews: 6,
      }),
      doctorRow({
        _id: 'd2',
        name: 'BS. Đỗ Văn Bình',
        specialty: 'Trị nám',
        bookings: 4,
        completed: 3,
        revenue: 750_000,
      }),
      doctorRow({ _id: 'd3', name: 'BS. Cao Văn Cường', isActive: false, averageRating: 3, reviews: 1 }),
    ];
    const overview: ClinicOverview = {
      timeRange: { from: '2026-11-01', to: '2026-11-30' },
      bookings: {
        total: 16,
        revenue: { actual: 3_450_000, potential: 4_000_000 },
        status: { pending: 1, confirmed: 1, completed: 12, cancelled: 2, no_show: 0 },
        completionRate: 75,
        noShowRate: 0,
      },
      doctors: { total: 2, specialties: ['Trị nám', 'Điều trị mụn'] },
      reviews: { average: 4.5, total: 4 },
      patients: { new: 10, returning: 4 },
    };
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: clinicOf() } },
      ClinicDetailResponseSchema,
    );
    server.on(
      `GET /admin/clinics/statistical-overview/${CLINIC_ID}`,
      { body: { success: true, data: overview } },
      ClinicOverviewResponseSchema,
    );
    server.on(
      `GET /admin/clinics/statistical-detail/${CLINIC_ID}`,
      { body: { success: true, data: { charts: { booking: [], review: [] }, doctors } } },
      ClinicDetailStatsResponseSchema,
    );
    renderAt('/admin/dashboard-clinic', <OwnClinicDashboard />);

    const card = (await screen.findByText('Bác sĩ nổi bật', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    const table = await within(card).findByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      '#',
      'Bác sĩ',
      'Chuyên khoa',
      'Lịch hẹn',
      'Hoàn thành',
      'Không đến',
      'Doanh thu',
      'Đánh giá',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // A cell's text runs its lines together: '12' bookings and '2 đã hủy', '1' missed and its '10%' rate; the name
    // and its 'Ngừng hoạt động' tag.
    expect(rows).toEqual([
      ['1', 'BS. Phạm Thị An', 'Điều trị mụn', '122 đã hủy', '9', '110%', '2.700.000 ₫', '4.8/5 (6)'],
      ['2', 'BS. Đỗ Văn Bình', 'Trị nám', '4', '3', '0', '750.000 ₫', 'Chưa có'],
      ['3', 'BS. Cao Văn CườngNgừng hoạt động', 'Điều trị mụn', '0', '0', '0', '0 ₫', '3.0/5 (1)'],
    ]);

    // The bar chart's figures, as its screen-reader table gives them. The charts module is fetched on first use
    // (components/charts): on a loaded machine its first import takes more than findBy's default second.
    const chart = await screen.findByRole('table', { name: 'Doanh thu theo bác sĩ' }, { timeout: 10_000 });
    const bars = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(bars).toEqual([
      ['BS. Phạm Thị An', '2.700.000 ₫'],
      ['BS. Đỗ Văn Bình', '750.000 ₫'],
      ['BS. Cao Văn Cường', '0 ₫'],
    ]);
  });
});

describe('clinics (ADMIN)', { timeout: 20_000 }, () => {
  const owner = { _id: 'a1', username: 'clinic.hanoi', name: 'Lê Hoàng Nam' };
  const clinic: AdminClinic = { ...clinicOf(), admin: owner._id, owner };

  it("shows the owning account in the list and in the clinic's drawer", async () => {
    server.on(
      'GET /admin/clinics',
      { body: { success: true, data: [clinic], pagination: paginationOf(1) } },
      AdminClinicListResponseSchema,
    );
    server.on(
      `GET /admin/clinics/${CLINIC_ID}`,
      { body: { success: true, data: clinic } },
      AdminClinicDetailResponseSchema,
    );
    renderAt('/admin/clinics', <ClinicsManager createOwnerAccount={vi.fn()} />);
    expect(await screen.findByRole('columnheader', { name: 'Tài khoản quản lý' })).toBeTruthy();
    const row = (await screen.findByText(clinic.name)).closest('tr')!;
    expect(within(row).getByText('Lê Hoàng Nam')).toBeTruthy();
    expect(within(row).getByText('clinic.hanoi')).toBeTruthy();

    await click(within(row).getByLabelText(`Xem ${clinic.name}`));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Tài khoản quản lý')).toBeTruthy();
    expect(within(drawer).getByText('Lê Hoàng Nam')).toBeTruthy();
    expect(within(drawer).getByText('clinic.hanoi')).toBeTruthy();
  });

  it('shows a refused status change as a warning (spec §7: status updates warn)', async () => {
    server.on(
      'GET /admin/clinics',
      { body: { success: true, data: [clinic], pagination: paginationOf(1) } },
      AdminClinicListResponseSchema,
    );
    server.on(`PUT /admin/clinics/${CLINIC_ID}`, {
      status: 404,
      body: { success: false, code: 'CLINIC_NOT_FOUND', message: ERRORS.CLINIC_NOT_FOUND.message },
    });
    renderAt('/admin/clinics', <ClinicsManager createOwnerAccount={vi.fn()} />);
    await click(await screen.findByLabelText(`Dừng hoạt động ${clinic.name}`));
    expect(await findToastKind(ERRORS.CLINIC_NOT_FOUND.message)).toBe('warning');
  });
});
