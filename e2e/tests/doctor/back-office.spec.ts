import { expect, test } from '../../fixtures/test';
import { createUser, DEMO, expectPageWhole } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import {
  bookSlot,
  contextWithToken,
  customerToken,
  doctorLogin,
  doctorToken,
  drawerSettled,
  drAnId,
  firstFreeSlot,
  mailWithSubject,
  screen,
} from '../../fixtures/clinic';

/*
 * Issue 11, the doctor's back office in Chromium against the built product: a new customer books a slot of Dr An;
 * the doctor signs in on /doctor-owner (statistics first), finds the booking in 'Lịch khám' by its code, confirms it
 * from the drawer; the customer's booking page says 'Đã xác nhận' and the confirmation mail is in the outbox. Then
 * every tab of the back office as the doctor sees it, at 1366 wide (and the bookings tab on a phone).
 */

test.describe('doctor back office /doctor-owner', () => {
  test('the doctor finds a new booking by its code and confirms it; the customer sees it confirmed and gets the mail', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = trackPageErrors(page);
    const customer = await createUser(request, 'xac-nhan');
    const token = await customerToken(request, customer);
    const doctorId = await drAnId(request);
    const booking = await bookSlot(
      request,
      token,
      customer,
      doctorId,
      await firstFreeSlot(request, doctorId),
    );
    expect(booking.status).toBe('pending');

    // Signed in, the back office opens on the statistics.
    await doctorLogin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thống kê' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Quản lý bác sĩ' });
    await menu.getByRole('menuitem', { name: 'Lịch khám' }).click();
    await expect(page).toHaveURL(/tab=bookings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch khám' })).toBeVisible();

    // Search by the code: the one row, with 'Chờ xác nhận'.
    const search = page.getByRole('textbox', { name: 'Tìm lịch khám' });
    await search.fill(booking.code);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${booking.code}`));
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: customer.name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Chờ xác nhận');
    await expect(rows).toContainText(`${booking.startTime} - ${booking.endTime}`);

    // The drawer: the booking's details, then 'Xác nhận'.
    await rows.getByRole('button', { name: `Chi tiết lịch ${booking.code}` }).click();
    const drawer = page.getByRole('dialog', { name: `Lịch khám ${booking.code}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(customer.email);
    await expect(drawer).toContainText('Da dầu, nổi mụn viêm ở hai bên má.');
    await expect(drawer.getByRole('region', { name: 'Lịch sử trạng thái' })).toContainText('Đặt lịch khám');
    await drawerSettled(page, drawer);
    await screen(page, 'issue11-doctor-booking-drawer-1366');
    await drawer.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(
      page.locator('.ant-message').getByText('Cập nhật trạng thái lịch khám thành công'),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Xác nhận' })).toHaveCount(0);
    await expect(drawer.getByRole('region', { name: 'Lịch sử trạng thái' })).toContainText(
      'Xác nhận lịch khám',
    );
    await expect(drawer.getByRole('region', { name: 'Lịch sử trạng thái' })).toContainText(
      `Bác sĩ · ${DEMO.doctor.name}`,
    );
    // Not started yet: no 'Hoàn thành', only the cancellation is left.
    await expect(drawer.getByRole('button', { name: 'Hoàn thành' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Hủy lịch' })).toBeVisible();
    await drawer
      .getByRole('button', { name: 'Close' })
      .or(drawer.locator('.ant-drawer-close'))
      .first()
      .click();
    await expect(drawer).toBeHidden();
    await expect(rows).toContainText('Đã xác nhận');
    expect(errors).toEqual([]);

    // The customer's booking page and the mail.
    const customerContext = await contextWithToken(browser, 'ACCESS_TOKEN', token);
    const customerPage = await customerContext.newPage();
    const customerErrors = trackPageErrors(customerPage);
    await customerPage.goto(`/booking-detail/${booking._id}`);
    await expect(customerPage.getByText(booking.code).first()).toBeVisible();
    await expect(customerPage.getByText('Đã xác nhận', { exact: true }).first()).toBeVisible();
    await expect(customerPage.getByText('Chờ xác nhận', { exact: true })).toHaveCount(0);
    expect(customerErrors).toEqual([]);
    await customerContext.close();
    const mail = await mailWithSubject(request, customer.email, `Lịch khám ${booking.code} đã được xác nhận`);
    expect(mail.text).toContain(booking.code);
  });

  test('every tab of the back office renders whole (screenshots at 1366, the bookings tab at 390)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = trackPageErrors(page);
    await doctorLogin(page);
    const menu = page.getByRole('navigation', { name: 'Quản lý bác sĩ' });

    // Statistics (the default): figures and charts with their screen-reader tables.
    await expect(page.getByRole('heading', { level: 1, name: 'Thống kê' })).toBeVisible();
    await expect(page.getByText('Tổng lịch hẹn', { exact: true })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeAttached();
    await expectPageWhole(page);
    await screen(page, 'issue11-doctor-statistics-1366');

    const tabs = [
      { item: 'Lịch khám', tab: 'bookings', heading: 'Lịch khám', shot: 'issue11-doctor-bookings-1366' },
      {
        item: 'Lịch làm việc',
        tab: 'schedules',
        heading: /Lịch làm việc/,
        shot: 'issue11-doctor-schedules-1366',
      },
      {
        item: 'Thông tin chung',
        tab: 'profile',
        heading: 'Thông tin chung',
        shot: 'issue11-doctor-profile-1366',
      },
      { item: 'Đánh giá', tab: 'reviews', heading: 'Đánh giá', shot: 'issue11-doctor-reviews-1366' },
    ] as const;
    for (const { item, tab, heading, shot } of tabs) {
      await menu.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Lists and previews have loaded (no skeleton left).
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expectPageWhole(page);
      await screen(page, shot);
    }
    expect(errors).toEqual([]);

    // The bookings tab on a phone.
    const phone = await contextWithToken(browser, 'ACCESS_TOKEN_DOCTOR', await doctorToken(request), {
      width: 390,
      height: 844,
    });
    const phonePage = await phone.newPage();
    const phoneErrors = trackPageErrors(phonePage);
    await phonePage.goto('/doctor-owner?tab=bookings');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Lịch khám' })).toBeVisible();
    await expect(phonePage.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(phonePage.getByRole('button', { name: /^Chi tiết lịch / }).first()).toBeAttached();
    await expectPageWhole(phonePage);
    await screen(phonePage, 'issue11-doctor-bookings-390');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});
