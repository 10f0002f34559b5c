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

/*
 * Issue 30 item 2 in Chromium against the built product: a customer on a phone moves a booking to another free slot
 * of the same doctor in three taps ('Đổi lịch', a slot, 'Xác nhận đổi lịch'); the code stays, the page and its
 * timeline show the move, and the mail carries the same calendar event one SEQUENCE further.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type Mail = { to: string; subject: string; attachments: { filename: string; url: string }[] };

test('a customer on a phone moves a booking to another slot in three taps; the mail updates the same calendar event', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const customer = await createUser(request, 'doi-lich');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const doctor = (
    (await (await request.get('/api/v1/doctors/bs-pham-thi-an')).json()) as { data: { _id: string } }
  ).data;

  // A day three or more days ahead with two free slots: the booking takes the first.
  let date = '';
  let slots: ApiSlot[] = [];
  for (let n = 3; n < 20 && slots.length < 2; n += 1) {
    date = daysFromNow(n);
    slots = await freeSlots(request, doctor._id, date);
  }
  expect(slots.length).toBeGreaterThanOrEqual(2);
  const booking = await bookThroughApi(request, token, customer, {
    doctor: doctor._id,
    date,
    startTime: slots[0]!.startTime,
  });

  await page.goto(`/booking-detail/${booking._id}`);
  const modal = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
  await modal.getByLabel('Email').fill(customer.email);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(customer.password);
  await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Mã lịch khám: ${booking.code}` })).toBeVisible();

  // 1: 'Đổi lịch' — the dialog opens on the booking's day, its own slot marked.
  await page.getByRole('button', { name: 'Đổi lịch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi lịch khám' });
  await expect(dialog).toContainText('còn 2 lần');
  const day = dialog.getByRole('group', { name: /^Giờ khám ngày/ });
  await expect(
    day.getByRole('button', { name: `${slots[0]!.startTime} - ${slots[0]!.endTime} (lịch hiện tại)` }),
  ).toBeDisabled();
  // 2: another slot of that day; 3: confirm, in sight without scrolling.
  const target = `${slots[1]!.startTime} - ${slots[1]!.endTime}`;
  await day.getByRole('button', { name: target, exact: true }).click();
  const confirm = dialog.getByRole('button', { name: 'Xác nhận đổi lịch' });
  await expect(confirm).toBeInViewport();
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'booking-reschedule-390.png') });
  await confirm.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(`${target},`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Mã lịch khám: ${booking.code}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Lịch sử đặt khám' });
  await expect(history.getByText('Đổi lịch khám')).toBeVisible();
  await expectPageWhole(page);

  // The mail: the same event (UID), SEQUENCE 1, at the new time.
  let mail: Mail | undefined;
  for (let attempt = 0; attempt < 40 && !mail; attempt += 1) {
    const res = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}&limit=10`);
    mail = ((await res.json()) as Mail[]).find((m) => m.subject.includes(`${booking.code} đã đổi sang`));
    if (!mail) await new Promise((r) => setTimeout(r, 250));
  }
  expect(mail, 'the reschedule mail').toBeDefined();
  const ics = await (await request.get(mail!.attachments[0]!.url)).text();
  expect(ics).toContain(`UID:booking-${booking._id}@lumi.vn`);
  expect(ics).toMatch(/^SEQUENCE:1\r?$/m);
  expect(ics).toContain(
    `DTSTART;TZID=Asia/Ho_Chi_Minh:${date.replaceAll('-', '')}T${slots[1]!.startTime.replace(':', '')}00`,
  );
  expect(errors).toEqual([]);
});
