import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import type { APIRequestContext } from '@playwright/test';
import {
  bookThroughApi,
  createUser,
  expectPageWhole,
  fillPatientForm,
  daysFromNow,
  freeSlots,
  type ApiSlot,
} from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import { customerToken, doctorToken } from '../../fixtures/clinic';

/*
 * Issue 30 item 4 in Chromium against the built product, on a phone: a customer who missed two visits at a clinic
 * (the doctor marked them 'Không đến') books again; the booking asks a deposit, paid at the VNPay sandbox; the
 * customer cancels in time and the deposit is refunded through VNPay's refund call.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type Deposit = { amount: number; status: string };
type BookingJson = { _id: string; code: string; status: string; price: number; deposit: Deposit | null };

/** The doctor's free slots from `from` days ahead on, `count` of them (one day may hold them all). */
async function slotsAhead(
  request: APIRequestContext,
  doctorId: string,
  from: number,
  count: number,
): Promise<{ date: string; slot: ApiSlot }[]> {
  const found: { date: string; slot: ApiSlot }[] = [];
  for (let n = from; n < from + 30 && found.length < count; n += 1) {
    const date = daysFromNow(n);
    for (const slot of await freeSlots(request, doctorId, date))
      if (found.length < count) found.push({ date, slot });
  }
  expect(found).toHaveLength(count);
  return found;
}

test('two missed visits: the next booking asks a deposit, paid at VNPay and refunded when the customer cancels in time', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const customer = await createUser(request, 'tien-coc');
  const token = await customerToken(request, customer);
  const doctorAuth = await doctorToken(request);
  const doctor = (
    (await (await request.get('/api/v1/doctors/bs-pham-thi-an')).json()) as { data: { _id: string } }
  ).data;

  // Two visits booked and confirmed, their days gone by (a development call), and marked 'Không đến' by the doctor.
  const [first, second, next] = await slotsAhead(request, doctor._id, 6, 3);
  for (const [i, visit] of [first!, second!].entries()) {
    const booking = await bookThroughApi(request, token, customer, {
      doctor: doctor._id,
      date: visit.date,
      startTime: visit.slot.startTime,
    });
    for (const status of ['confirmed', 'no_show']) {
      if (status === 'no_show') {
        const past = await request.post(`/dev/bookings/${booking._id}/into-past`, {
          data: { days: 10 + 7 * i },
        });
        expect(past.ok(), await past.text()).toBe(true);
      }
      const moved = await request.put(`/api/v1/bookings/by-doctor/status/${booking._id}`, {
        headers: { 'x-doctor-header': doctorAuth },
        data: { status },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
  }

  // The customer books again on the doctor's page: the confirmation asks the deposit.
  await page.goto(`/doctor-detail/bs-pham-thi-an?date=${next!.date}&time=${next!.slot.startTime}`);
  const modal = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
  await modal.getByLabel('Email').fill(customer.email);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(customer.password);
  await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(modal).toBeHidden();
  const form = page.getByRole('region', { name: 'Thông tin đặt lịch' });
  await expect(form).toContainText(`${next!.slot.startTime} - ${next!.slot.endTime}`);
  await fillPatientForm(form);
  await form.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  await expect(page.getByText(/Đặt lịch (khám )?thành công/).first()).toBeVisible({ timeout: 15_000 });
  const box = page.getByRole('alert').filter({ hasText: 'Chờ thanh toán tiền cọc' });
  await expect(box).toContainText('Bạn có từ 2 lần không đến khám tại phòng khám này trong 90 ngày qua');
  await expectPageWhole(page);
  await mkdir(SCREENS, { recursive: true });
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENS, 'deposit-awaiting-390.png') });

  // Paid at the VNPay sandbox; back on Lumi the booking is held with its deposit.
  await box.getByRole('button', { name: 'Thanh toán tiền cọc qua VNPAY' }).click();
  await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
  await expect(page.getByRole('heading', { name: 'Thanh toán qua VNPAY' })).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/booking-deposit-return\?.*vnp_TxnRef=DC/);
  await expect(page.getByText('Đặt cọc thành công!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Đã đặt cọc' })).toBeVisible();
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'deposit-paid-390.png') });
  await page.setViewportSize({ width: 360, height: 780 });
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'deposit-paid-360.png') });

  // Cancelled days ahead, so in time: the deposit goes back through VNPay's refund call.
  await page.getByRole('link', { name: 'Xem chi tiết lịch khám' }).click();
  await page.getByRole('button', { name: 'Hủy lịch khám' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xác nhận hủy lịch khám' });
  await dialog.getByLabel('Không thể đến đúng giờ hẹn').check();
  await dialog.getByRole('button', { name: 'Hủy lịch khám' }).click();
  await expect(dialog).toBeHidden();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Đã hoàn tiền cọc' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000, intervals: [500] });
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'deposit-refunded-390.png') });

  const history = await request.get('/api/v1/bookings/customer', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const mine = ((await history.json()) as { data: BookingJson[] }).data;
  expect(mine.map((b) => b.status).sort()).toEqual(['cancelled', 'no_show', 'no_show']);
  expect(mine.find((b) => b.status === 'cancelled')?.deposit?.status).toBe('refunded');
  expect(errors).toEqual([]);
});
