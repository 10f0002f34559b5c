import { expect, test } from '../../fixtures/test';
import { createUser } from '../../fixtures/api';
import { adminToken, trackPageErrors } from '../../fixtures/catalog';
import { screen } from '../../fixtures/clinic';
import { bell, bellCount, customerPage, moveOrder, placeCodOrder } from '../../fixtures/realtime';

/*
 * Issue 12, live notifications: a customer's shop page and the page of their order stay open while the shop's staff
 * confirm the order; the bell's badge and list and the order's status change without a reload, and the badge comes
 * from the pushed `notification:new` (no request for the count is made).
 */

test.describe('realtime: the customer’s bell and order page follow the order', () => {
  test('the admin moves the order to processing: badge +1, the notification listed, the status shown', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'bell');
    const customer = await customerPage(browser, request, user);
    const order = await placeCodOrder(request, customer.token);

    const shop = customer.page;
    const shopErrors = trackPageErrors(shop);
    await shop.goto('/');
    // The new order's own notification ('🛍️ Đơn hàng mới') is unread.
    await expect(bell(shop)).toHaveAccessibleName(/^Thông báo, \d+ chưa đọc$/);
    const before = await bellCount(shop);
    expect(before).toBeGreaterThanOrEqual(1);

    const detail = await shop.context().newPage();
    const detailErrors = trackPageErrors(detail);
    await detail.goto(`/order-detail/${order._id}`);
    const heading = detail.getByRole('heading', { level: 1, name: `Đơn hàng ${order.code}` });
    const status = heading.locator('xpath=..').locator('.ant-tag');
    await expect(status).toHaveText('Chờ xác nhận');

    // Any count asked for from here on would be a poll or a refetch, not the push.
    const countRequests: string[] = [];
    shop.on('request', (r) => {
      if (r.url().includes('/notifications/') && r.url().includes('unread')) countRequests.push(r.url());
    });

    await moveOrder(request, await adminToken(request), order._id, 'processing');

    await expect(bell(shop)).toHaveAccessibleName(`Thông báo, ${before + 1} chưa đọc`);
    await expect(status).toHaveText('Đang xử lý');
    expect(countRequests).toEqual([]);

    // The shop's tab to the front (the order's page was opened after it) to open its bell and take the picture.
    await shop.bringToFront();
    await bell(shop).click();
    const newest = shop.getByRole('button', { name: 'Chưa đọc: 📦 Đơn hàng đang được xử lý' });
    await expect(newest).toBeVisible();
    await expect(newest).toContainText(`Đơn hàng ${order.code} đã được xác nhận`);
    await screen(shop, 'realtime-bell-order-processing');

    expect(shopErrors).toEqual([]);
    expect(detailErrors).toEqual([]);
    await customer.close();
  });
});
