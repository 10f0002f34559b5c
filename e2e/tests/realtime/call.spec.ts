import { expect, test } from '../../fixtures/test';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, uniqueSuffix } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import { customerToken, doctorToken, drawerSettled, screen } from '../../fixtures/clinic';
import {
  chatMessage,
  FAKE_MEDIA_ARGS,
  sendChat,
  signedInContext,
  startCallServer,
  type CallServer,
} from '../../fixtures/realtime';

/*
 * Issue 12, the online consultation: Dr An starts a video call from a confirmed booking whose window is open, the
 * demo customer (on the shop) answers, both windows reach `data-call-state="connected"` on loopback with Chromium's
 * fake camera and microphone, and hanging up ends it on both sides. Then the doctor's 'Tin nhắn' tab shows the
 * customer's conversation.
 *
 * The call needs a booking starting within minutes, which no route can make (the public booking asks two hours'
 * notice and nothing moves a booking in time), and the suite's server keeps its embedded database inside its
 * process. So this file runs a server of its own: the demo data, the demo customer's confirmed booking with Dr An
 * moved to start five minutes from now, then the built server (fixtures/realtime.ts, `startCallServer`).
 * Then the customer calls from the booking's page and the doctor, answering, opens the patient's 'Hồ sơ da' beside
 * the call (issue 32: the offer names the booking, ADR 0067).
 */

// The config's Chromium with its flags, plus the fake devices and the permission prompt answered, for this file only.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...FAKE_MEDIA_ARGS] });
    },
    { scope: 'worker' },
  ],
});

const CUSTOMER_NAME = 'Vũ Ngọc Lan';

let server: CallServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startCallServer();
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A page of the demo customer or of Dr An, signed in on this file's server, with its page errors collected. */
async function signedIn(browser: Browser, who: 'customer' | 'doctor') {
  const context =
    who === 'customer'
      ? await signedInContext(
          browser,
          server.baseURL,
          'ACCESS_TOKEN',
          await customerToken(api, DEMO.customer),
        )
      : await signedInContext(browser, server.baseURL, 'ACCESS_TOKEN_DOCTOR', await doctorToken(api));
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

/** The call window (the incoming card is another element) of a page. */
function callWindow(page: Page) {
  return page.getByRole('dialog', { name: /^Cuộc gọi video với / });
}

test.describe('realtime: a video call between the doctor and the customer', () => {
  test('the doctor calls from the booking, the customer answers, both connect, hang up ends both', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { booking } = server;

    // ── the customer is on the shop ───────────────────────────────────────────────────────────────
    const {
      context: customerContext,
      page: customer,
      errors: customerErrors,
    } = await signedIn(browser, 'customer');
    await customer.goto('/');
    await expect(customer.getByRole('button', { name: /^Trò chuyện/ })).toBeVisible();

    // ── the doctor opens the booking and starts the call ──────────────────────────────────────────
    const { context: doctorContext, page: doctor, errors: doctorErrors } = await signedIn(browser, 'doctor');
    await doctor.goto('/doctor-owner?tab=bookings');
    await doctor.getByRole('textbox', { name: 'Tìm lịch khám' }).fill(booking.code);
    await doctor.getByRole('button', { name: `Chi tiết lịch ${booking.code}` }).click();
    const drawer = doctor.getByRole('dialog', { name: `Lịch khám ${booking.code}` });
    await expect(drawer).toBeVisible();
    await drawerSettled(doctor, drawer);
    const start = drawer.getByRole('button', { name: 'Bắt đầu cuộc gọi video' });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(callWindow(doctor)).toBeVisible();
    await expect(callWindow(doctor).getByRole('status')).toHaveText('Đang gọi…');

    // ── the customer sees the incoming call and answers ───────────────────────────────────────────
    const incoming = customer.getByRole('alertdialog', { name: `Cuộc gọi đến từ ${DEMO.doctor.name}` });
    await expect(incoming).toBeVisible();
    await expect(incoming).toContainText('Cuộc gọi video');
    await incoming.getByRole('button', { name: 'Trả lời' }).click();

    // ── both windows connected, each showing the other's (fake) camera ────────────────────────────
    for (const [page, peer] of [
      [doctor, CUSTOMER_NAME],
      [customer, DEMO.doctor.name],
    ] as const) {
      const window = callWindow(page);
      await expect(window).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
      await expect(window.getByRole('status')).toHaveText(/^Đã kết nối · \d\d:\d\d$/);
      const remote = window.getByLabel(`Hình ảnh của ${peer}`);
      await expect
        .poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth), {
          message: `${peer}'s video playing`,
        })
        .toBeGreaterThan(0);
    }
    await screen(doctor, 'realtime-call-connected-doctor');
    await screen(customer, 'realtime-call-connected-customer');

    // ── the doctor hangs up: the call ends on both sides ──────────────────────────────────────────
    await callWindow(doctor).getByRole('button', { name: 'Kết thúc' }).click();
    for (const page of [doctor, customer]) {
      const window = callWindow(page);
      await expect(window.getByRole('status')).toHaveText('Cuộc gọi đã kết thúc');
      await window.getByRole('button', { name: 'Đóng' }).click();
      await expect(window).toBeHidden();
    }

    expect(doctorErrors).toEqual([]);
    expect(customerErrors).toEqual([]);
    await customerContext.close();
    await doctorContext.close();
  });

  test('the customer calls from the booking, the doctor answers and opens the patient’s “Hồ sơ da” beside the call', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { booking } = server;

    // ── the doctor is in the back office ──────────────────────────────────────────────────────────
    const { context: doctorContext, page: doctor, errors: doctorErrors } = await signedIn(browser, 'doctor');
    await doctor.goto('/doctor-owner?tab=bookings');
    await expect(doctor.getByRole('textbox', { name: 'Tìm lịch khám' })).toBeVisible();

    // ── the customer calls from the booking's page ────────────────────────────────────────────────
    const {
      context: customerContext,
      page: customer,
      errors: customerErrors,
    } = await signedIn(browser, 'customer');
    await customer.goto(`/booking-detail/${booking.id}`);
    const call = customer.getByRole('button', { name: 'Vào cuộc gọi' });
    await expect(call).toBeEnabled();
    await call.click();
    await expect(callWindow(customer).getByRole('status')).toHaveText('Đang gọi…');

    // ── the doctor answers: the offer named the booking, so its skin record opens beside the call ──
    const incoming = doctor.getByRole('alertdialog', { name: `Cuộc gọi đến từ ${CUSTOMER_NAME}` });
    await expect(incoming).toBeVisible();
    await incoming.getByRole('button', { name: 'Trả lời' }).click();
    const window = callWindow(doctor);
    await expect(window).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
    await window.getByRole('button', { name: 'Hồ sơ da' }).click();
    const record = doctor.getByRole('dialog', { name: 'Hồ sơ da' });
    // The demo customer has shared nothing with this booking: the doctor sees that, and their own notes' place.
    await expect(
      record.getByText('Bệnh nhân chưa chia sẻ hồ sơ da — bạn chỉ thấy ghi chú của mình'),
    ).toBeVisible();
    await screen(doctor, 'realtime-call-skin-record-doctor');

    // ── the customer hangs up ─────────────────────────────────────────────────────────────────────
    await callWindow(customer).getByRole('button', { name: 'Kết thúc' }).click();
    await expect(callWindow(customer).getByRole('status')).toHaveText('Cuộc gọi đã kết thúc');

    expect(doctorErrors).toEqual([]);
    expect(customerErrors).toEqual([]);
    await customerContext.close();
    await doctorContext.close();
  });

  test('the doctor’s “Tin nhắn” tab shows the customer’s conversation', async ({ browser }) => {
    const text = `Bác sĩ ơi, sau buổi tư vấn em dùng kem theo hướng dẫn được không ạ? (${uniqueSuffix()})`;

    // The customer writes to Dr An from the shop's widget ('Bác sĩ': the doctors they have booked).
    const { context: customerContext, page: customer } = await signedIn(browser, 'customer');
    await customer.goto('/');
    await customer.getByRole('button', { name: /^Trò chuyện/ }).click();
    const widget = customer.getByRole('dialog', { name: 'Trò chuyện với Lumi' });
    await widget.getByRole('tab', { name: 'Bác sĩ' }).click();
    await widget
      .getByRole('list', { name: 'Bác sĩ' })
      .getByRole('button', { name: new RegExp(`^${DEMO.doctor.name}`) })
      .click();
    const withDoctor = widget.getByRole('region', { name: `Trò chuyện với ${DEMO.doctor.name}` });
    await sendChat(withDoctor, text);
    await expect(chatMessage(withDoctor, text)).toContainText('Đã gửi');

    // The doctor's tab lists it; opened, it shows the message.
    const { context: doctorContext, page: doctor, errors: doctorErrors } = await signedIn(browser, 'doctor');
    await doctor.goto('/doctor-owner?tab=messages');
    // The row's button holds the name it is called by; the last message is in its list item, describing it.
    const item = doctor
      .getByRole('list', { name: 'Cuộc trò chuyện' })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(item).toBeVisible();
    const row = item.getByRole('button', { name: new RegExp(`^${CUSTOMER_NAME}`) });
    await row.click();
    const withCustomer = doctor.getByRole('region', { name: `Trò chuyện với ${CUSTOMER_NAME}` });
    await expect(chatMessage(withCustomer, text)).toBeVisible();
    await expect(chatMessage(withDoctor, text)).toContainText('Đã xem');
    await screen(doctor, 'realtime-doctor-messages-tab');

    expect(doctorErrors).toEqual([]);
    await customerContext.close();
    await doctorContext.close();
  });
});
