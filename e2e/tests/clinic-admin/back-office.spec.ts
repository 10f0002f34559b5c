import { expect, test } from '../../fixtures/test';
import { type Locator, type Page } from '@playwright/test';
import { DEMO, expectPageWhole, uniqueSuffix } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import {
  adminLogin,
  contextWithToken,
  customerToken,
  doctorBookings,
  doctorLogin,
  doctorToken,
  drawerSettled,
  plusDays,
  screen,
  staffToken,
  today,
  type ApiBooking,
} from '../../fixtures/clinic';

/*
 * Issue 11, the clinic's side in Chromium against the built product: Dr An completes the demo customer's visit of
 * the last days (found by status and a past date range); the customer reviews the doctor and the clinic from the
 * booking history; the clinic admin finds the booking and the review, hides the review, which leaves the public
 * clinic page; the clinic dashboard shows its figures and charts. Then the ADMIN deactivates a clinic (its doctors
 * leave /doctors) and activates it again. Screenshots of every clinic admin page at 1366 wide.
 */

/** A clinic no other spec relies on (apps/server/src/seed/clinic-data.ts), and one of its doctors. */
const HUE = { clinic: 'Phòng khám Da liễu Hương Giang Huế', doctor: 'ThS. BS. Tôn Thất Minh Khoa' };

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the date pickers' format). */
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * Picks an option of an antd Select, again until the dropdown has closed (see accounts.spec). The list is virtual
 * and opens scrolled to the current choice: it is scrolled up (as a person would) when the option is not drawn.
 */
async function pickOption(page: Page, select: Locator, label: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = open.getByTitle(label, { exact: true });
  await expect(async () => {
    if ((await open.count()) === 0) await select.click({ timeout: 2_000 });
    if ((await option.count()) === 0) {
      await open.hover({ timeout: 2_000 });
      await page.mouse.wheel(0, -2_000);
    }
    await option.click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The numbers in a chart's screen-reader table (its data cells, money and counts alike). */
async function chartNumbers(table: Locator): Promise<number[]> {
  const cells = await table.locator('tbody td').allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) || 0);
}

test.describe('clinic back office', () => {
  test('the doctor completes a past visit; the customer reviews it; the clinic admin finds it, hides the review and reads the dashboard', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const errors = trackPageErrors(page);

    // The seed's visit of the last days with Dr An, still confirmed (found as the doctor through the API).
    const from = plusDays(today(), -4);
    const to = today();
    const candidates = await doctorBookings(
      request,
      await doctorToken(request),
      `status=confirmed&fromDate=${from}&toDate=${to}&pageSize=50`,
    );
    const visit = candidates.find(
      (b: ApiBooking) => b.user.email === DEMO.customer.email && b.date < to,
    ) as ApiBooking;
    expect(visit, 'the demo customer’s confirmed visit of the last days').toBeDefined();

    // ── the doctor: status 'Đã xác nhận' and the past days → 'Hoàn thành' ─────────────────
    await doctorLogin(page, '/doctor-owner?tab=bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch khám' })).toBeVisible();
    const segments = page.getByRole('group', { name: 'Lọc theo trạng thái' });
    await segments.getByRole('button', { name: /Đã xác nhận$/ }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await page.getByPlaceholder('Từ ngày').click();
    await page.getByPlaceholder('Từ ngày').fill(shown(from));
    await page.getByPlaceholder('Từ ngày').press('Enter');
    await page.getByPlaceholder('Đến ngày').fill(shown(to));
    await page.getByPlaceholder('Đến ngày').press('Enter');
    await expect(page).toHaveURL(new RegExp(`fromDate=${from}.*toDate=${to}|toDate=${to}.*fromDate=${from}`));
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Chi tiết lịch ${visit.code}` }) });
    await expect(row).toContainText('Đã xác nhận');
    await expect(row).toContainText(visit.customer.name);
    await row.getByRole('button', { name: 'Hoàn thành' }).click();
    await expect(
      page.locator('.ant-message').getByText('Cập nhật trạng thái lịch khám thành công'),
    ).toBeVisible();
    // It leaves the 'Đã xác nhận' list and shows under 'Hoàn thành'.
    await expect(row).toHaveCount(0);
    await segments.getByRole('button', { name: /Đã hoàn thành$/ }).click();
    await expect(row).toContainText('Đã hoàn thành');
    expect(errors).toEqual([]);

    // ── the demo customer: review the doctor and the clinic from /booking-history ─────────
    const customerContext = await contextWithToken(
      browser,
      'ACCESS_TOKEN',
      await customerToken(request, DEMO.customer),
    );
    const shop = await customerContext.newPage();
    const shopErrors = trackPageErrors(shop);
    await shop.goto('/booking-history?status=completed');
    const card = shop.getByRole('article', { name: `Lịch khám ${visit.code}` });
    await expect(card).toContainText(/hoàn thành/i);
    const doctorComment = `Bác sĩ An tư vấn rất kỹ, da cải thiện rõ (${uniqueSuffix()})`;
    const clinicComment = `Phòng khám sạch sẽ, đón tiếp chu đáo (${uniqueSuffix()})`;
    for (const { button, title, comment, done } of [
      {
        button: 'Đánh giá bác sĩ',
        title: 'Đánh giá bác sĩ',
        comment: doctorComment,
        done: 'Đã đánh giá bác sĩ',
      },
      {
        button: 'Đánh giá phòng khám',
        title: 'Đánh giá phòng khám',
        comment: clinicComment,
        done: 'Đã đánh giá phòng khám',
      },
    ]) {
      await card.getByRole('button', { name: button }).click();
      const dialog = shop.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio').nth(4).click();
      await dialog.getByLabel('Nội dung đánh giá').fill(comment);
      await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(done)).toBeVisible();
    }
    await expect(card.getByRole('button', { name: /^Đánh giá / })).toHaveCount(0);

    // The public clinic page shows the clinic review.
    const reviewsTab = shop.getByRole('tab', { name: /^Đánh giá \(\d+\)$/ });
    await shop.goto(`/clinic-detail/${visit.clinic.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: visit.clinic.name })).toBeVisible();
    const before = Number((await reviewsTab.textContent())?.match(/\d+/)?.[0]);
    await reviewsTab.click();
    const publicReviews = shop.getByRole('list', { name: 'Đánh giá của khách hàng' });
    await expect(publicReviews.getByText(clinicComment)).toBeVisible();
    expect(shopErrors).toEqual([]);

    // ── the clinic admin: the booking, the review hidden, the dashboard ─────────────────
    const clinicContext = await browser.newContext();
    const admin = await clinicContext.newPage();
    const adminErrors = trackPageErrors(admin);
    await adminLogin(admin, DEMO.clinic);
    await expect(admin).toHaveURL(/\/admin\/dashboard-clinic$/);

    await admin.goto('/admin/bookings');
    const bookingSearch = admin.getByRole('textbox', { name: 'Tìm lịch khám' });
    await bookingSearch.fill(visit.code);
    await bookingSearch.press('Enter');
    await expect(admin).toHaveURL(new RegExp(`search=${visit.code}`));
    const bookingRow = admin.getByRole('table').getByRole('row').filter({ hasText: visit.code });
    await expect(bookingRow).toHaveCount(1);
    await expect(bookingRow).toContainText('Đã hoàn thành');
    await expect(bookingRow).toContainText(DEMO.doctor.name);
    await bookingRow.getByRole('button', { name: `Xem lịch khám ${visit.code}` }).click();
    const drawer = admin.getByRole('dialog', { name: `Lịch khám ${visit.code}` });
    await expect(drawer.getByRole('region', { name: 'Lịch sử trạng thái' })).toContainText('Hoàn thành khám');
    await drawerSettled(admin, drawer);
    await screen(admin, 'issue11-admin-booking-drawer-1366');
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    await admin.goto('/admin/clinics/reviews');
    const reviewSearch = admin.getByRole('textbox', { name: 'Tìm kiếm đánh giá' });
    await reviewSearch.fill(clinicComment);
    await reviewSearch.press('Enter');
    const reviewRow = admin.getByRole('table').getByRole('row').filter({ hasText: clinicComment });
    await expect(reviewRow).toHaveCount(1);
    await expect(reviewRow).toContainText(`Lịch khám ${visit.code}`);
    const toggle = reviewRow.getByRole('switch', { name: 'Ẩn đánh giá' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(admin.locator('.ant-message').getByText('Đã ẩn đánh giá')).toBeVisible();
    await expect(reviewRow.getByRole('switch', { name: 'Hiển thị đánh giá' })).not.toBeChecked();

    // Hidden: gone from the public clinic page, and from its count.
    await shop.reload();
    await expect(reviewsTab).toHaveText(`Đánh giá (${before - 1})`);
    await reviewsTab.click();
    await expect(publicReviews.or(shop.getByText('Chưa có đánh giá'))).toBeVisible();
    await expect(shop.getByText(clinicComment)).toHaveCount(0);
    await customerContext.close();

    // The dashboard of the year: figures, and the charts' tables hold numbers.
    await admin.goto('/admin/dashboard-clinic');
    await pickOption(admin, admin.getByRole('combobox', { name: 'Chọn tháng' }), 'Cả năm');
    const statuses = admin.getByRole('table', { name: 'Trạng thái lịch khám' });
    await expect(statuses.getByRole('row', { name: /^Đã hoàn thành/ })).toBeAttached();
    await expect
      .poll(async () => (await chartNumbers(statuses)).reduce((a, b) => a + b, 0))
      .toBeGreaterThan(0);
    const series = admin.getByRole('table', { name: 'Lịch khám và doanh thu' });
    await expect.poll(async () => Math.max(0, ...(await chartNumbers(series)))).toBeGreaterThan(0);
    await expect(admin.getByText('Tổng lịch khám')).toBeVisible();
    expect(adminErrors).toEqual([]);
    await clinicContext.close();
  });

  test('every clinic admin page renders whole (screenshots at 1366)', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = trackPageErrors(page);
    await adminLogin(page, DEMO.clinic);
    await expect(page).toHaveURL(/\/admin\/dashboard-clinic$/);

    const pages = [
      { path: '/admin/dashboard-clinic', ready: page.getByText('Tổng lịch khám'), shot: 'dashboard-clinic' },
      {
        path: '/admin/clinics-info',
        ready: page.getByText('Thông tin chi tiết'),
        shot: 'clinics-info',
      },
      {
        path: '/admin/doctors',
        ready: page.getByRole('table').getByRole('row').filter({ hasText: DEMO.doctor.name }),
        shot: 'doctors',
      },
      { path: '/admin/doctors/create', ready: page.getByLabel('Họ và tên'), shot: 'doctors-create' },
      {
        path: '/admin/bookings',
        ready: page.getByRole('button', { name: /^Xem lịch khám / }).first(),
        shot: 'bookings',
      },
      {
        path: '/admin/clinics/reviews',
        ready: page.getByText('Tổng số đánh giá:'),
        shot: 'clinic-reviews',
      },
    ];
    for (const { path, ready, shot } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expectPageWhole(page);
      await screen(page, `issue11-admin-${shot}-1366`);
    }
    expect(errors).toEqual([]);
  });

  test('the ADMIN deactivates a clinic: its doctors leave /doctors until it is active again', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const errors = trackPageErrors(page);
    const adminToken = await staffToken(request, DEMO.admin);
    const visitor = await contextWithToken(
      browser,
      'ACCESS_TOKEN',
      await customerToken(request, DEMO.customer),
    );
    const doctors = await visitor.newPage();
    const doctorCards = doctors
      .getByRole('list', { name: 'Bác sĩ' })
      .getByRole('article', { name: HUE.doctor });
    const count = doctors.getByRole('region', { name: 'Kết quả bác sĩ' }).getByText(/^\d+ bác sĩ$/);
    const searchDoctor = async () => {
      await doctors.goto(`/doctors?search=${encodeURIComponent(HUE.doctor.replace('ThS. BS. ', ''))}`);
      await expect(count).toBeVisible();
    };
    await searchDoctor();
    await expect(doctorCards).toHaveCount(1);

    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/clinics');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expectPageWhole(page);
    await screen(page, 'issue11-admin-clinics-1366');

    const search = page.getByRole('textbox', { name: 'Tìm phòng khám' });
    await search.fill('Hương Giang');
    await search.press('Enter');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: HUE.clinic });
    await expect(row).toHaveCount(1);
    const clinicId = await clinicIdByName(request, adminToken, HUE.clinic);
    try {
      await row.getByRole('switch', { name: `Dừng hoạt động ${HUE.clinic}` }).click();
      await expect(page.locator('.ant-message').getByText('Đã dừng hoạt động phòng khám')).toBeVisible();
      const reactivate = row.getByRole('switch', { name: `Kích hoạt ${HUE.clinic}` });
      await expect(reactivate).not.toBeChecked();
      await expect(row).toContainText('Đã dừng');

      // Gone from the public doctors.
      await searchDoctor();
      await expect(count).toHaveText('0 bác sĩ');
      await expect(doctors.getByText('Không tìm thấy bác sĩ phù hợp')).toBeVisible();
      await expect(doctorCards).toHaveCount(0);

      // Active again: back in the list.
      await reactivate.click();
      await expect(page.locator('.ant-message').getByText('Đã kích hoạt phòng khám')).toBeVisible();
      await expect(row.getByRole('switch', { name: `Dừng hoạt động ${HUE.clinic}` })).toBeChecked();
      await searchDoctor();
      await expect(doctorCards).toHaveCount(1);
    } finally {
      // A failure half-way must not leave the demo clinic inactive (a no-op when the page reactivated it).
      await request.put(`/api/v1/admin/clinics/${clinicId}`, {
        headers: { 'x-admin-header': adminToken },
        data: { isActive: true },
      });
    }
    expect(errors).toEqual([]);
    await visitor.close();
  });
});

async function clinicIdByName(
  request: Parameters<typeof staffToken>[0],
  token: string,
  name: string,
): Promise<string> {
  const res = await request.get(`/api/v1/admin/clinics?search=${encodeURIComponent(name)}`, {
    headers: { 'x-admin-header': token },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const clinic = ((await res.json()) as { data: { _id: string; name: string }[] }).data.find(
    (c) => c.name === name,
  );
  expect(clinic).toBeDefined();
  return clinic?._id ?? '';
}
