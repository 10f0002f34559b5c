import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import type { APIRequestContext } from '@playwright/test';
import {
  bookThroughApi,
  createUser,
  expectPageWhole,
  fillPatientForm,
  daySlots,
  daysFromNow,
  type ApiSlot,
} from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';

/*
 * Issue 30 item 1 in Chromium against the built product, on a phone: a customer joins the waitlist of a doctor's
 * full morning; another customer cancels; within 60 s the first is offered the freed slot (bell, mail, the waitlist
 * page), opens the offer and books it from the doctor page where the slot is already chosen.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type Mail = { to: string; subject: string; text: string };
const tokenOf = async (request: APIRequestContext, user: { email: string; password: string }) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: user.email, password: user.password },
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
};

test('a customer waits for a full morning, another cancels, the first is offered the slot within 60 s and books it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const waiter = await createUser(request, 'cho-lich');
  const other = await createUser(request, 'huy-lich');
  const otherToken = await tokenOf(request, other);
  const doctor = (
    (await (await request.get('/api/v1/doctors/bs-pham-thi-an')).json()) as { data: { _id: string } }
  ).data;

  // A day four or more days ahead whose morning has free slots: the other customer takes all of them.
  let date = '';
  let morning: ApiSlot[] = [];
  for (let n = 4; n < 30 && morning.length === 0; n += 1) {
    date = daysFromNow(n);
    morning = (await daySlots(request, doctor._id, date)).filter(
      (s) => s.isAvailable && s.startTime < '12:00',
    );
  }
  expect(morning.length).toBeGreaterThan(0);
  const taken = [];
  for (const slot of morning)
    taken.push(
      await bookThroughApi(request, otherToken, other, {
        doctor: doctor._id,
        date,
        startTime: slot.startTime,
      }),
    );

  // The waiter signs in on the waitlist page (nothing yet), then opens the doctor's day: its morning is full.
  await page.goto('/booking-waitlist');
  const modal = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
  await modal.getByLabel('Email').fill(waiter.email);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(waiter.password);
  await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Bạn chưa chờ lịch khám nào')).toBeVisible();

  await page.goto(`/doctor-detail/bs-pham-thi-an?date=${date}`);
  const box = page.getByRole('region', { name: 'Danh sách chờ' });
  await expect(box).toBeVisible();
  const morningChoice = box.getByRole('radio', { name: 'Buổi sáng (trước 12:00)' });
  if ((await morningChoice.count()) > 0) await morningChoice.click();
  await box.getByRole('button', { name: 'Báo tôi khi có giờ trống' }).click();
  await expect(page.getByText('Bạn đã vào danh sách chờ')).toBeVisible();
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'waitlist-joined-390.png') });

  // The other customer cancels one morning booking: the waiter is offered its slot within 60 s.
  const freed = morning[morning.length - 1]!;
  const cancelledAt = Date.now();
  const cancel = await request.put(`/api/v1/bookings/status/${taken[taken.length - 1]!._id}`, {
    headers: { Authorization: `Bearer ${otherToken}` },
    data: { status: 'cancelled', cancelReason: 'Bận việc đột xuất' },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const waiterToken = await tokenOf(request, waiter);
  await expect(async () => {
    const res = await request.get('/api/v1/waitlist', {
      headers: { Authorization: `Bearer ${waiterToken}` },
    });
    const [entry] = ((await res.json()) as { data: { offers: { startTime: string; status: string }[] }[] })
      .data;
    expect(entry?.offers).toContainEqual(
      expect.objectContaining({ startTime: freed.startTime, status: 'open' }),
    );
  }).toPass({ timeout: 60_000, intervals: [250] });
  expect(Date.now() - cancelledAt).toBeLessThan(60_000);
  let mail: Mail | undefined;
  for (let attempt = 0; attempt < 40 && !mail; attempt += 1) {
    const res = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(waiter.email)}&limit=10`);
    mail = ((await res.json()) as Mail[]).find((m) => m.subject.includes('Có giờ khám trống'));
    if (!mail) await new Promise((r) => setTimeout(r, 250));
  }
  expect(mail?.text).toContain(
    `/doctor-detail/bs-pham-thi-an?date=${date}&time=${freed.startTime.replace(':', '%3A')}`,
  );

  // The waitlist page shows the offer; 'Đặt ngay' opens the doctor's day with the slot chosen and the form open.
  await page.goto('/booking-waitlist');
  const card = page.getByRole('article').first();
  await expect(card.getByText('Đang chờ')).toBeVisible();
  const offer = card.getByRole('link', { name: 'Đặt ngay' });
  await expect(offer).toBeVisible();
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'waitlist-offer-390.png') });
  await offer.click();
  const form = page.getByRole('region', { name: 'Thông tin đặt lịch' });
  await expect(form).toContainText(`${freed.startTime} - ${freed.endTime}`);
  await fillPatientForm(form);
  await form.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  await expect(page.getByText(/Đặt lịch (khám )?thành công/).first()).toBeVisible({ timeout: 15_000 });

  // The wait ended with the booking.
  await page.goto('/booking-waitlist');
  await expect(page.getByRole('article').first().getByText('Đã đặt được lịch')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xem lịch đã đặt' })).toBeVisible();
  expect(errors).toEqual([]);
});
