import { expect, test } from '../../fixtures/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createUser } from '../../fixtures/api';
import { animationsDone, expectNoAxeViolations } from '../../fixtures/axe';
import { bookSlot, contextWithToken, customerToken, drAnId, firstFreeSlot } from '../../fixtures/clinic';
import { chatMessage } from '../../fixtures/realtime';

/*
 * Issue 25, the clinic side: axe finds no serious or critical violation on the booking pages, at 1366 and 390 px,
 * with the sign-in modal a visitor meets on arrival and after closing it, on the booking history signed in and with
 * the chat open; a customer books with the keyboard alone (day, slot, the 'Đặt lịch' button) and chats with it
 * (open, type, send with Enter, Escape gives focus back to the chat button).
 */

const API = '/api/v1';
const WIDE = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

type Envelope<T> = { data: T };

async function firstSlug(
  request: APIRequestContext,
  list: 'clinics' | 'doctors',
  search = '',
): Promise<string> {
  const res = await request.get(
    `${API}/${list}/by-customer?page=1&pageSize=1${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const slug = ((await res.json()) as Envelope<{ slug: string }[]>).data[0]?.slug;
  expect(slug, `a slug in /${list}`).toBeTruthy();
  return slug ?? '';
}

/** The page as it stays: no skeleton left, and every finite animation (a modal's zoom, a drawer) over. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  // The plain lists' placeholders (issue 26).
  await expect(page.getByRole('status', { name: /^Đang tải/ })).toHaveCount(0);
  await animationsDone(page);
}

/** Whether the focused element is inside `scope`. */
function holdsFocus(scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element draws a focus ring (an outline), as a keyboard user needs to see where they are. */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe('Lumi Clinic: accessibility (issue 25)', () => {
  test('the booking pages at 1366 and 390 px, with the sign-in modal open and closed, have no serious axe violation', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pages = [
      '/clinics',
      '/doctors',
      '/home-booking',
      `/clinic-detail/${await firstSlug(request, 'clinics')}`,
      `/doctor-detail/${await firstSlug(request, 'doctors')}`,
    ];
    for (const viewport of [WIDE, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        const where = `${path} at ${viewport.width} px`;
        await page.goto(path);
        // A visitor meets the sign-in modal: named, and holding the focus.
        const modal = page.getByRole('dialog', { name: 'Đăng nhập' });
        await expect(modal).toBeVisible();
        await settle(page);
        expect(await holdsFocus(modal), `focus in the sign-in modal on ${where}`).toBe(true);
        await expectNoAxeViolations(page, `${where}, sign-in modal open`);
        // Escape closes it; the page is read as it is.
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        await settle(page);
        await expectNoAxeViolations(page, `${where}, sign-in modal closed`);
      }
    }
  });

  test('the list pages link their page numbers (?page=N) and still page in place', async ({ page }) => {
    await page.goto('/doctors');
    const modal = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    const results = page.getByRole('region', { name: 'Kết quả bác sĩ' });
    const second = results
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('link', { name: 'Trang 2' });
    await expect(second).toHaveAttribute('href', '/doctors?page=2');
    const first = await page.getByRole('list', { name: 'Bác sĩ' }).getByRole('article').first().textContent();
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await second.click();
    await expect(page).toHaveURL(/\/doctors\?page=2$/);
    await expect(page.getByRole('list', { name: 'Bác sĩ' }).getByRole('article').first()).not.toHaveText(
      first ?? '',
    );
    // No document was loaded: the list moved in place.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the booking history of a customer with a booking, at 1366 and 390 px, has no serious axe violation', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'a11y-lich-su');
    const token = await customerToken(request, user);
    const doctorId = await drAnId(request);
    const booking = await bookSlot(request, token, user, doctorId, await firstFreeSlot(request, doctorId));
    const context = await contextWithToken(browser, 'ACCESS_TOKEN', token);
    const page = await context.newPage();
    await page.goto('/booking-history');
    await expect(page.getByRole('article', { name: `Lịch khám ${booking.code}` })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, '/booking-history at 1366 px');
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectNoAxeViolations(page, '/booking-history at 390 px');
    await context.close();
  });

  test('a customer picks a day and a free slot of a doctor and reaches “Đặt lịch” with the keyboard alone', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'a11y-ban-phim');
    const token = await customerToken(request, user);
    const doctorId = await drAnId(request);
    const slot = await firstFreeSlot(request, doctorId);
    const slug = await firstSlug(request, 'doctors', 'Phạm Thị An');
    const context = await contextWithToken(browser, 'ACCESS_TOKEN', token);
    const page = await context.newPage();
    await page.goto(`/doctor-detail/${slug}`);
    await settle(page);

    // The day: the strip shows seven days; a later one is a 'Tuần sau' away (Enter on it).
    const strip = page.getByRole('group', { name: 'Chọn ngày khám' });
    await expect(strip).toBeVisible();
    const day = strip.locator(`button[data-date="${slot.date}"]`);
    for (let week = 0; week < 4 && (await day.count()) === 0; week += 1) {
      await tabTo(page, page.getByRole('button', { name: 'Tuần sau' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, day);
    await expectFocusRing(day);
    await page.keyboard.press('Enter');
    await expect(day).toHaveAttribute('aria-pressed', 'true');

    // The slot: Tab on to it, Space chooses it.
    const slots = page.getByRole('group', { name: /^Giờ khám ngày/ });
    const free = slots.getByRole('button', { name: new RegExp(`^${slot.startTime} - `) });
    await expect(free).toBeEnabled();
    await tabTo(page, free);
    await expectFocusRing(free);
    await page.keyboard.press('Space');
    await expect(free).toHaveAttribute('aria-pressed', 'true');

    // The patient form opens below; Tab goes through it to 'Đặt lịch'.
    const form = page.getByRole('region', { name: 'Thông tin đặt lịch' });
    await expect(form.getByLabel('Họ và tên')).toHaveValue(user.name);
    const submit = form.getByRole('button', { name: 'Đặt lịch', exact: true });
    await tabTo(page, submit, 40);
    await expect(submit).toBeFocused();
    // Shift+Tab goes back the way it came.
    await page.keyboard.press('Shift+Tab');
    await expect(submit).not.toBeFocused();
    expect(await holdsFocus(form)).toBe(true);
    await context.close();
  });

  test('signed out, “Đặt lịch” opens the sign-in modal with focus in it, and closing it gives focus back', async ({
    page,
    request,
  }) => {
    const doctorId = await drAnId(request);
    const slot = await firstFreeSlot(request, doctorId);
    await page.goto(`/doctor-detail/${await firstSlug(request, 'doctors', 'Phạm Thị An')}`);
    const modal = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    const day = page
      .getByRole('group', { name: 'Chọn ngày khám' })
      .locator(`button[data-date="${slot.date}"]`);
    for (let week = 0; week < 4 && (await day.count()) === 0; week += 1)
      await page.getByRole('button', { name: 'Tuần sau' }).click();
    await day.click();
    await page
      .getByRole('group', { name: /^Giờ khám ngày/ })
      .getByRole('button', { name: new RegExp(`^${slot.startTime} - `) })
      .click();
    const submit = page.getByRole('button', { name: 'Đặt lịch', exact: true });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await expect.poll(() => holdsFocus(modal)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test('the chat opens, sends with Enter and closes with the keyboard; focus goes in and back to the chat button', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'a11y-chat');
    const context = await contextWithToken(browser, 'ACCESS_TOKEN', await customerToken(request, user));
    const page = await context.newPage();
    await page.goto('/clinics');
    await settle(page);

    const launcher = page.getByRole('button', { name: /^Trò chuyện/ });
    const panel = page.getByRole('dialog', { name: 'Trò chuyện với Lumi' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect.poll(() => holdsFocus(panel)).toBe(true);
    await expect(panel.getByRole('list', { name: 'Nhân viên hỗ trợ' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, 'the chat panel at 1366 px');

    // Tab to the first support agent; Enter opens the conversation with focus in the message box.
    const agent = panel.getByRole('list', { name: 'Nhân viên hỗ trợ' }).getByRole('button').first();
    await tabTo(page, agent, 20);
    await expect(agent).toBeFocused();
    // The row's ring is drawn by the button's ::after, which covers the whole row.
    expect(await agent.evaluate((element) => getComputedStyle(element, '::after').outlineStyle)).toBe(
      'solid',
    );
    await page.keyboard.press('Enter');
    const box = panel.getByRole('textbox', { name: 'Nhập tin nhắn' });
    await expect(box).toBeFocused();
    const text = `Chào Lumi, mình muốn hỏi lịch khám cuối tuần (${Date.now()})`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(chatMessage(panel, text)).toBeVisible();
    await expect(box).toHaveValue('');
    await settle(page);
    await expectNoAxeViolations(page, 'a chat conversation at 1366 px');

    // Escape closes it; focus is back on the chat button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    // On a phone the panel is a full-screen sheet: the same, from the focused chat button.
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(box).toBeFocused();
    await settle(page);
    await expectNoAxeViolations(page, 'a chat conversation at 390 px');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await context.close();
  });
});
