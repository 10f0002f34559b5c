import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { createUser, uniqueSuffix } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import { chatMessage, customerPage, sendChat } from '../../fixtures/realtime';

/*
 * Issue 24 item 2 (ADR 0031): one customer, six tabs of the shop. The account keeps five live connections; the
 * oldest tab says why it paused, and 'Tiếp tục ở thẻ này' takes the place back — pausing another tab instead — after
 * which its chat sends again. The notice fits a 360 px phone.
 */

const SUPPORT_NAME = 'Trần Thu Hà';
const REPLACED = 'Tài khoản đang mở ở quá nhiều thẻ hoặc thiết bị, thẻ này đã tạm dừng cập nhật trực tiếp';

const noticeOf = (page: Page) => page.getByRole('status').filter({ hasText: REPLACED });

/** The tabs showing the notice now. */
async function pausedTabs(pages: Page[]): Promise<Page[]> {
  const shown = await Promise.all(pages.map(async (page) => (await noticeOf(page).count()) > 0));
  return pages.filter((_, i) => shown[i]);
}

test('six tabs of one account: the oldest pauses and says why, and takes its place back when asked', async ({
  browser,
  request,
}) => {
  const user = await createUser(request, 'tabs');
  const customer = await customerPage(browser, request, user);
  const tabs: Page[] = [customer.page];
  for (let i = 1; i < 6; i += 1) tabs.push(await customer.page.context().newPage());
  const errors = tabs.map((page) => trackPageErrors(page));
  for (const tab of tabs) {
    await tab.goto('/');
    await expect(tab.getByRole('button', { name: /^Trò chuyện/ })).toBeVisible();
  }

  // Exactly one tab (whichever connected first) is paused; the others stay live.
  await expect.poll(async () => (await pausedTabs(tabs)).length).toBe(1);
  const [paused] = await pausedTabs(tabs);
  const notice = noticeOf(paused!);
  await expect(notice.getByRole('button', { name: 'Tiếp tục ở thẻ này' })).toBeVisible();

  // On a 360 px phone the notice fits the screen, its buttons are whole, and the page does not scroll sideways.
  await paused!.setViewportSize({ width: 360, height: 740 });
  const box = await notice.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  for (const name of ['Tiếp tục ở thẻ này', 'Để sau']) {
    const button = await notice.getByRole('button', { name }).boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(40);
    expect(button!.x + button!.width).toBeLessThanOrEqual(360);
  }
  expect(await paused!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A send from the paused tab says why it failed.
  await paused!.getByRole('button', { name: /^Trò chuyện/ }).click();
  const widget = paused!.getByRole('dialog', { name: 'Trò chuyện với Lumi' });
  await widget
    .getByRole('list', { name: 'Nhân viên hỗ trợ' })
    .getByRole('button', { name: new RegExp(`^${SUPPORT_NAME}`) })
    .click();
  const withSupport = widget.getByRole('region', { name: `Trò chuyện với ${SUPPORT_NAME}` });
  await expect(withSupport.getByRole('status')).toContainText('Thẻ này đang tạm dừng');
  const hello = `Chào shop, mình mở nhiều thẻ quá (${uniqueSuffix()})`;
  await sendChat(withSupport, hello);
  await expect(withSupport.getByText(REPLACED)).toBeVisible();

  // Taking the place back: this tab is live again (its message goes), and another tab pauses instead.
  await notice.getByRole('button', { name: 'Tiếp tục ở thẻ này' }).click();
  await expect(notice).toBeHidden();
  await withSupport.getByText('Gửi lại').click();
  await expect(chatMessage(withSupport, hello)).toContainText('Đã gửi');
  await expect.poll(async () => (await pausedTabs(tabs)).length).toBe(1);
  expect((await pausedTabs(tabs))[0]).not.toBe(paused);

  // 'Để sau' puts the notice away; that tab stays paused until it is used again.
  const [other] = await pausedTabs(tabs);
  await noticeOf(other!).getByRole('button', { name: 'Để sau' }).click();
  await expect(noticeOf(other!)).toBeHidden();

  for (const list of errors) expect(list).toEqual([]);
  await customer.close();
});
