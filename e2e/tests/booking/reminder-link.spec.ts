import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import {
  bookThroughApi,
  createUser,
  expectPageWhole,
  daysFromNow,
  freeSlots,
  type ApiSlot,
} from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import { doctorToken } from '../../fixtures/clinic';

/*
 * Issue 30 item 3 in Chromium against the built product: a confirmed booking's reminder goes out by mail, SMS and
 * Zalo (the gateways' sandboxes) with one signed link; opened on a phone by someone not signed in, the link cancels
 * the visit, the slot is free again, and the link cannot act twice.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type Mail = { to: string; subject: string; text: string };
type Texted = { channel: 'sms' | 'zalo'; text: string | null; params: Record<string, string> | null };

test("a reminder's link, opened on a phone without signing in, cancels the visit once and frees its slot", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const customer = await createUser(request, 'nhac-lich');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const doctorAuth = await doctorToken(request);
  const doctor = (
    (await (await request.get('/api/v1/doctors/bs-pham-thi-an')).json()) as { data: { _id: string } }
  ).data;

  let date = '';
  let slots: ApiSlot[] = [];
  for (let n = 5; n < 30 && slots.length === 0; n += 1) {
    date = daysFromNow(n);
    slots = await freeSlots(request, doctor._id, date);
  }
  const slot = slots[0]!;
  const booking = await bookThroughApi(request, token, customer, {
    doctor: doctor._id,
    date,
    startTime: slot.startTime,
  });
  const confirmed = await request.put(`/api/v1/bookings/by-doctor/status/${booking._id}`, {
    headers: { 'x-doctor-header': doctorAuth },
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // The reminder, sent now rather than on the eve (a development call; the scheduler's windows are the server's tests).
  const sent = await request.post(`/dev/bookings/${booking._id}/remind`);
  expect(sent.ok(), await sent.text()).toBe(true);
  let mail: Mail | undefined;
  let texted: Texted[] = [];
  await expect(async () => {
    const mails = (await (
      await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}&limit=10`)
    ).json()) as Mail[];
    mail = mails.find((m) => m.subject.includes('Nhắc lịch khám'));
    texted = (await (await request.get('/dev/messages?phone=0912345678')).json()) as Texted[];
    expect(mail).toBeDefined();
    expect(texted.some((m) => m.channel === 'sms' && m.text?.includes(booking.code))).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [250] });
  const link = /Xác nhận hoặc hủy lịch \(không cần đăng nhập\): (\S+)/.exec(mail!.text)![1]!;
  const sms = texted.find((m) => m.channel === 'sms' && m.text?.includes(booking.code))!;
  expect(sms.text).toContain(new URL(link).pathname);
  expect(
    texted.find((m) => m.channel === 'zalo' && m.params?.booking_code === booking.code)?.params?.action_url,
  ).toBe(sms.text!.split(' ').at(-1));

  // Opened on a phone where nobody is signed in.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(booking.code)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tôi sẽ đến' })).toBeVisible();
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'booking-action-360.png') });
  await page.getByRole('button', { name: 'Hủy lịch khám' }).click();
  await page.getByLabel('Lý do hủy (không bắt buộc)').fill('Bận việc đột xuất');
  await page.getByRole('button', { name: 'Xác nhận hủy lịch' }).click();
  await expect(
    page.getByText('Lịch khám đã được hủy. Giờ khám này sẽ được nhường cho người đang chờ.'),
  ).toBeVisible();
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'booking-action-cancelled-360.png') });

  // The slot is free again, and the link acts no more.
  expect((await freeSlots(request, doctor._id, date)).map((s) => s.startTime)).toContain(slot.startTime);
  const again = await request.post(
    `/api/v1/bookings/by-link/${encodeURIComponent(link.split('/').at(-1)!)}`,
    {
      data: { action: 'confirm' },
    },
  );
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(
    page.getByText('Lịch khám đã được hủy. Giờ khám này sẽ được nhường cho người đang chờ.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tôi sẽ đến' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
