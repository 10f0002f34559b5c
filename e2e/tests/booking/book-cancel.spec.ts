import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  bookThroughApi,
  createUser,
  expectPageWhole,
  fillPatientForm,
  type TestUser,
} from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';

/*
 * Issue 10, the customer's side of Lumi Clinic in Chromium against the built product: the sign-in modal over the
 * booking pages (decision 10), finding a doctor by a filter, booking a slot of the 7-day strip with the patient
 * form, the confirmation and its calendar file, the mail with the .ics in the captured outbox, the booking history
 * with a cancellation, and a second customer who finds the booked slot taken.
 */

const SPECIALTY = 'Điều trị mụn';
const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');

type MailAttachment = { filename: string; contentType: string; url: string };
type Mail = { to: string; subject: string; text: string; attachments: MailAttachment[] };
type BookingJson = { _id: string; code: string; status: string };

async function screen(page: Page, name: string) {
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Signs the customer in through the auth modal the booking page opened. */
async function signInThroughModal(page: Page, user: TestUser) {
  const modal = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill(user.email);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
  await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(modal).toBeHidden();
}

/**
 * Walks the open days of the strip (this week, then the next ones) until one has a free slot; returns the day's
 * button label and the slot group. Today's slots under 2 h away are disabled, so the first open day may have none.
 */
async function dayWithFreeSlot(
  page: Page,
): Promise<{ day: string; date: string; week: number; slots: Locator }> {
  const strip = page.getByRole('group', { name: 'Chọn ngày khám' });
  for (let week = 0; week < 3; week += 1) {
    const days = strip.getByRole('button', { disabled: false });
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      const day = days.nth(i);
      const label = (await day.getAttribute('aria-label')) ?? '';
      const date = (await day.getAttribute('data-date')) ?? '';
      await day.click();
      const slots = page.getByRole('group', { name: /^Giờ khám ngày/ });
      const closed = page.getByRole('status').filter({ hasText: /giờ khám|nghỉ|đóng cửa/i });
      await expect(slots.or(closed).first()).toBeVisible();
      if ((await slots.count()) > 0 && (await slots.getByRole('button', { disabled: false }).count()) > 0) {
        return { day: label, date, week, slots };
      }
    }
    await page.getByRole('button', { name: 'Tuần sau' }).click();
  }
  throw new Error('no free slot in three weeks');
}

/**
 * Chooses one specialty in the list's filter: its button opens the checkboxes (issue 26: plain, no antd select). A
 * click that lands while the page is still becoming live is lost (seen on a loaded machine), so the choice is tried
 * again until the box shows as checked.
 */
async function chooseSpecialty(page: Page, specialty: string) {
  const choices = page.getByRole('group', { name: 'Chuyên khoa' });
  const box = choices.getByRole('checkbox', { name: specialty, exact: true });
  await expect(async () => {
    if (!(await choices.isVisible()))
      await page.getByRole('button', { name: /^Chuyên khoa/ }).click({ timeout: 2_000 });
    if (!(await box.isChecked({ timeout: 2_000 }))) await box.check({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
}

async function bookingMail(request: APIRequestContext, to: string, code: string): Promise<Mail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const res = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}&limit=10`);
    expect(res.ok()).toBe(true);
    const mail = ((await res.json()) as Mail[]).find(
      (m) => m.text.includes(code) || m.subject.includes(code),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no booking mail for ${code}`);
}

test.describe('Lumi Clinic: finding a doctor and booking', () => {
  test('a signed-out visitor gets the sign-in modal over /doctors and can close it to read', async ({
    page,
  }) => {
    await page.goto('/doctors');
    const modal = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Email')).toBeVisible();
    await modal.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Danh sách bác sĩ' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bác sĩ' }).getByRole('article').first()).toBeVisible();
    await expect(page).toHaveTitle('Lumi Clinic - Danh sách bác sĩ');
  });

  test('a customer books a slot, gets the mail with the .ics, finds it in the history and cancels another; a second customer sees the slot taken', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const errors = trackPageErrors(page);
    const customer = await createUser(request, 'dat-lich');

    // /doctors: sign in through the modal, then filter by a specialty (kept in the address).
    await page.goto('/doctors');
    await signInThroughModal(page, customer);
    const results = page.getByRole('region', { name: 'Kết quả bác sĩ' });
    const total = await results.getByText(/^\d+ bác sĩ$/).textContent();
    await chooseSpecialty(page, SPECIALTY);
    await expect(page).toHaveURL(/specialty=/);
    await expect(results.getByText(/^\d+ bác sĩ$/)).not.toHaveText(total ?? '');
    const cards = page.getByRole('list', { name: 'Bác sĩ' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(SPECIALTY);

    // The first doctor found: profile, fee, then the 7-day strip and a free slot.
    const doctorName = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards.first().getByRole('link', { name: 'Xem hồ sơ và đặt lịch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Lumi Clinic - ${doctorName}`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"Physician"'))).toBe(true);

    const { day, date: iso, week, slots } = await dayWithFreeSlot(page);
    await expectPageWhole(page);
    await screen(page, 'booking-doctor-detail-1366');
    const slot = slots.getByRole('button', { disabled: false }).first();
    const slotLabel = (await slot.getAttribute('aria-label')) ?? '';
    await slot.click();

    // The form: name and e-mail come from the account; the shared schema's message shows before sending.
    const form = page.getByRole('region', { name: 'Thông tin đặt lịch' });
    await expect(form.getByLabel('Họ và tên')).toHaveValue(customer.name);
    await expect(form.getByLabel('Email')).toHaveValue(customer.email);
    await form.getByLabel('Số điện thoại').fill('12345');
    await form.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
    await expect(form.getByText('Số điện thoại không hợp lệ')).toBeVisible();
    await form.getByLabel('Số điện thoại').fill('');
    await fillPatientForm(form);
    await screen(page, 'booking-form-1366');
    await form.getByRole('button', { name: 'Đặt lịch', exact: true }).click();

    // The confirmation, and its calendar file.
    const done = page.getByRole('status').filter({ hasText: 'Đặt lịch khám thành công!' });
    await expect(done).toBeVisible();
    const code = (await done.locator('dd').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^BK[0-9A-Z]+$/);
    await expect(done).toContainText('Chờ xác nhận');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Thêm vào lịch (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART;TZID=Asia/Ho_Chi_Minh:');

    // The 'created' mail, with the same booking's .ics attached.
    const mail = await bookingMail(request, customer.email, code);
    const attachment = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(attachment, 'an .ics attachment').toBeDefined();
    expect(attachment?.contentType).toContain('text/calendar');
    const attached = await request.get(attachment?.url ?? '');
    expect(attached.ok()).toBe(true);
    const attachedText = await attached.text();
    expect(attachedText).toContain('METHOD:REQUEST');
    expect(attachedText).toMatch(/^UID:/m);
    expect(attachedText).toContain(code);
    // The same mail as a person reads it in /dev/mailbox, with its file to download.
    const mailbox = await page.context().newPage();
    await mailbox.goto('/dev/mailbox');
    const mailCard = mailbox.getByRole('article').filter({ hasText: `Đã nhận lịch khám ${code}` });
    await expect(mailCard).toBeVisible();
    await expect(mailCard.getByRole('link', { name: `lich-kham-${code}.ics` })).toBeVisible();
    await screen(mailbox, 'booking-mailbox-1366');
    await mailbox.close();

    // A second booking of the same doctor, made through the API, to cancel from the history.
    const token = await tokenOf(request, customer);
    const doctorSlug = page.url().split('/doctor-detail/')[1] ?? '';
    const doctor = (await (await request.get(`/api/v1/doctors/${doctorSlug}`)).json()) as {
      data: { _id: string };
    };
    // Another free slot of that doctor: the same day when it has one, else a later day (late in the day the first
    // one may have been the last).
    let other: (Slot & { date: string }) | undefined;
    for (let n = 0; n < 21 && !other; n += 1) {
      const date = plusDays(iso, n);
      const free = (await slotsOf(request, doctor.data._id, date)).find(
        (s) => date !== iso || `${s.startTime} - ${s.endTime}` !== slotLabel,
      );
      if (free) other = { ...free, date };
    }
    expect(other, 'a second free slot').toBeDefined();
    const secondBooking: BookingJson = await bookThroughApi(request, token, customer, {
      doctor: doctor.data._id,
      date: other?.date ?? '',
      startTime: other?.startTime ?? '',
    });

    // /booking-history: both, the counts, then the second cancelled with a reason.
    await done.getByRole('link', { name: 'Lịch sử đặt khám' }).click();
    await expect(page).toHaveURL(/\/booking-history$/);
    await expect(page.getByRole('tab', { name: 'Chờ xác nhận (2)' })).toBeVisible();
    const first = page.getByRole('article', { name: `Lịch khám ${code}` });
    await expect(first).toContainText('Chờ xác nhận');
    await expect(first).toContainText(doctorName.split(' ').slice(-3).join(' '));
    const toCancel = page.getByRole('article', { name: `Lịch khám ${secondBooking.code}` });
    await toCancel.getByRole('button', { name: 'Hủy lịch khám' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận hủy lịch khám' });
    await dialog.getByRole('button', { name: 'Hủy lịch khám' }).click();
    await expect(dialog.getByText('Vui lòng cung cấp lý do hủy')).toBeVisible();
    await dialog.getByLabel('Không thể đến đúng giờ hẹn').check();
    await dialog.getByRole('button', { name: 'Hủy lịch khám' }).click();
    await expect(dialog).toBeHidden();
    await expect(toCancel).toContainText('Đã hủy');
    await expect(toCancel).toContainText('Lý do hủy: Không thể đến đúng giờ hẹn');
    await expect(page.getByRole('tab', { name: 'Đã hủy (1)' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Hủy lịch khám' })).toBeVisible();
    await expectPageWhole(page);
    await screen(page, 'booking-history-1366');
    expect(errors).toEqual([]);

    // A second customer, on a phone: the first customer's slot is taken; the cancelled one is free again.
    const rival = await createUser(request, 'dat-lich-2');
    const rivalToken = await tokenOf(request, rival);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    await phone.addInitScript((t) => window.localStorage.setItem('ACCESS_TOKEN', t), rivalToken);
    const rivalPage = await phone.newPage();
    await rivalPage.goto(`/doctor-detail/${doctorSlug}`);
    await expect(rivalPage.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
    for (let i = 0; i < week; i += 1) await rivalPage.getByRole('button', { name: 'Tuần sau' }).click();
    await rivalPage.getByRole('button', { name: day }).click();
    const taken = rivalPage
      .getByRole('group', { name: /^Giờ khám ngày/ })
      .getByRole('button', { name: `${slotLabel} (đã kín)` });
    await expect(taken).toBeDisabled();
    if (other?.date === iso)
      await expect(
        rivalPage
          .getByRole('group', { name: /^Giờ khám ngày/ })
          .getByRole('button', { name: `${other.startTime} - ${other.endTime}`, exact: true }),
      ).toBeEnabled();
    // The cancelled booking gave its slot back.
    const freed = await slotsOf(request, doctor.data._id, other?.date ?? '');
    expect(freed.some((s) => s.startTime === other?.startTime)).toBe(true);
    await expectPageWhole(rivalPage);
    await screen(rivalPage, 'booking-doctor-detail-390');
    await phone.close();
  });
});

type Slot = { startTime: string; endTime: string; isAvailable: boolean };

async function slotsOf(request: APIRequestContext, doctorId: string, date: string): Promise<Slot[]> {
  const res = await request.get(`/api/v1/doctors/schedule-booking/${doctorId}?date=${date}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { timeSlots: Slot[] } }).data.timeSlots.filter((s) => s.isAvailable);
}

/** The local date `n` days after a 'YYYY-MM-DD' date. */
function plusDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
