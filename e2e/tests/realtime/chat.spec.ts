import { expect, test } from '../../fixtures/test';
import { createUser, DEMO, uniqueSuffix } from '../../fixtures/api';
import { pngImage, trackPageErrors } from '../../fixtures/catalog';
import { contextWithToken, screen, staffToken } from '../../fixtures/clinic';
import { chatLog, chatMessage, customerPage, sendChat } from '../../fixtures/realtime';

/*
 * Issue 12, chat with support: a new customer on the shop and the support agent on /admin/messages, two browser
 * windows, neither ever reloaded. Text both ways, a picture from the customer, and the customer's 'Đã xem' receipt
 * once the agent has opened the conversation.
 */

const SUPPORT_NAME = 'Trần Thu Hà';

test.describe('realtime: the customer chats with support', () => {
  test('customer widget ↔ support inbox: text, reply, picture and the seen receipt, live', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'chat');
    const tag = uniqueSuffix();
    const hello = `Chào shop, da mình dầu mụn thì nên dùng sữa rửa mặt nào ạ? (${tag})`;
    const reply = `Chào bạn, bạn thử sữa rửa mặt dạng gel dịu nhẹ, dùng sáng và tối nhé (${tag})`;

    // ── the agent waits on the inbox ─────────────────────────────────────────────────────────────
    const agentContext = await contextWithToken(
      browser,
      'ACCESS_TOKEN_ADMIN',
      await staffToken(request, DEMO.support),
    );
    const agent = await agentContext.newPage();
    const agentErrors = trackPageErrors(agent);
    await agent.goto('/admin/messages');
    const inbox = agent.getByRole('list', { name: 'Cuộc trò chuyện' });
    await expect(inbox).toBeVisible();
    await expect(agent.getByText('Chọn một cuộc trò chuyện để bắt đầu')).toBeVisible();

    // ── the customer opens the widget on the shop and picks the support agent ────────────────────
    const customer = await customerPage(browser, request, user);
    const shop = customer.page;
    const shopErrors = trackPageErrors(shop);
    await shop.goto('/');
    await shop.getByRole('button', { name: /^Trò chuyện/ }).click();
    const widget = shop.getByRole('dialog', { name: 'Trò chuyện với Lumi' });
    await expect(widget).toBeVisible();
    await expect(widget.getByRole('tab', { name: 'Hỗ trợ' })).toHaveAttribute('aria-selected', 'true');
    await widget
      .getByRole('list', { name: 'Nhân viên hỗ trợ' })
      .getByRole('button', { name: new RegExp(`^${SUPPORT_NAME}`) })
      .click();
    const withSupport = widget.getByRole('region', { name: `Trò chuyện với ${SUPPORT_NAME}` });
    await expect(withSupport).toBeVisible();
    await expect(withSupport.getByText('Hãy gửi lời chào để bắt đầu cuộc trò chuyện.')).toBeVisible();
    await sendChat(withSupport, hello);
    const ownHello = chatMessage(withSupport, hello);
    await expect(ownHello).toContainText('Đã gửi');

    // ── the conversation appears in the inbox without a reload; the agent opens it ────────────────
    const row = inbox
      .getByRole('listitem')
      .filter({ hasText: tag })
      .getByRole('button', { name: new RegExp(`^${user.name}`) });
    await expect(row).toBeVisible();
    await expect(row).toHaveAccessibleName(`${user.name}, 1 tin nhắn chưa đọc`);
    await row.click();
    const withCustomer = agent.getByRole('region', { name: `Trò chuyện với ${user.name}` });
    await expect(chatMessage(withCustomer, hello)).toBeVisible();

    // The customer's message now reads 'Đã xem'.
    await expect(ownHello).toContainText('Đã xem');

    // ── the agent replies; the customer sees it live ──────────────────────────────────────────────
    await sendChat(withCustomer, reply);
    await expect(chatMessage(withCustomer, reply)).toBeVisible();
    await expect(chatMessage(withSupport, reply)).toBeVisible();

    // ── the customer sends a picture; the agent sees it ───────────────────────────────────────────
    await shop
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'da-mat.png', mimeType: 'image/png', buffer: pngImage(160, 160) });
    await expect(withSupport.getByRole('img', { name: 'Ảnh đính kèm 1' })).toBeVisible();
    await withSupport.getByRole('button', { name: 'Gửi', exact: true }).click();
    const ownPicture = chatLog(withSupport)
      .getByTestId('chat-message')
      .filter({
        has: shop.getByRole('img', { name: 'Hình ảnh 1' }),
      });
    await expect(ownPicture).toHaveCount(1);

    const agentPicture = chatLog(withCustomer).getByRole('img', { name: 'Hình ảnh 1' });
    await expect(agentPicture).toBeVisible();
    await expect
      .poll(() => agentPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The agent has the conversation open: the picture is seen at once, and the customer's receipt follows it.
    await expect(ownPicture).toContainText('Đã xem');
    await expect(ownHello).not.toContainText('Đã');

    await screen(shop, 'realtime-chat-customer-widget');
    await screen(agent, 'realtime-chat-support-inbox');
    expect(shopErrors).toEqual([]);
    expect(agentErrors).toEqual([]);
    await customer.close();
    await agentContext.close();
  });
});
