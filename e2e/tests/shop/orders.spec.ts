import { expect, test } from '../../fixtures/test';
import { type Page } from '@playwright/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { publicGet, trackPageErrors } from '../../fixtures/catalog';
import {
  checkout,
  pick,
  plainProducts,
  signInWithCart,
  type Detail,
  type Envelope,
} from '../../fixtures/checkout';

/*
 * Issue 4, the customer's side: cart → /checkout (recipient, province → district → ward, payment) → each payment
 * method (cash on delivery, the VNPay sandbox, the Stripe sandbox) → /order-return → the order's detail and history;
 * the customer cancels an order. The sandboxes call our IPN / webhook signed as the real gateways.
 */

function orderIdOf(page: Page): string {
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('shop: checkout, payments and the customer’s orders', () => {
  test('cash on delivery: checkout → order result → detail → history → the customer cancels', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const [product] = await plainProducts(request, 1);
    if (!product) throw new Error('no product');
    const user = await createUser(request, 'cod');
    await signInWithCart(page, request, user, product);

    const total = await checkout(page, 'Thanh toán khi nhận hàng');
    await expectPageWhole(page);
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    await expect(page).toHaveURL(/\/order-return\?/);
    await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    const code = (await page.getByText(/^OD[A-Z0-9]{10}$/).textContent()) ?? '';
    await expectPageWhole(page);
    // The ordered lines left the cart.
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).not.toContain(product._id);

    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    await expect(page).toHaveURL(/\/order-detail\/[0-9a-f-]{36}$/);
    await expect(page.getByText(code).first()).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expect(page.getByText('12 Tràng Tiền', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Chờ xác nhận').first()).toBeVisible();

    // History in the account, with the status tabs.
    await page.goto('/account?tab=orders');
    await expect(page.getByText(code)).toBeVisible();
    await expectPageWhole(page);

    // The customer cancels with a reason; the stock comes back.
    const stockBefore = (await publicGet<Envelope<Detail>>(request, `/products/detail/${product.slug}`)).data
      .totalQuantity;
    await page.getByText(code).click();
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hủy đơn hàng' });
    // Sent without a reason (once the dialog has settled): refused in the form.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      await expect(dialog.getByText('Vui lòng cung cấp lý do hủy')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await dialog.getByRole('radio', { name: 'Lý do khác' }).check();
    await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    // The reason's own message (the choice's fades out at the same time).
    await expect(dialog.locator('#other_help').getByText('Vui lòng cung cấp lý do hủy')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Tôi muốn thay đổi địa chỉ giao hàng' }).check();
    await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await expect(page.getByText('Lý do hủy: Tôi muốn thay đổi địa chỉ giao hàng')).toBeVisible();
    await expect(page.getByText('Đã hủy').first()).toBeVisible();
    const stockAfter = (await publicGet<Envelope<Detail>>(request, `/products/detail/${product.slug}`)).data
      .totalQuantity;
    expect(stockAfter).toBe(stockBefore + 2);
    expect(errors).toEqual([]);
  });

  test('VNPay: the sandbox pays, the IPN settles the order and the customer sees it paid', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const [, product] = await plainProducts(request, 2);
    if (!product) throw new Error('no product');
    const user = await createUser(request, 'vnpay');
    await signInWithCart(page, request, user, product);

    const total = await checkout(page, 'VNPay');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
    await expect(page.getByRole('heading', { name: 'Thanh toán qua VNPAY' })).toBeVisible();
    await expect(page.getByText(total).first()).toBeVisible();
    // Until it is paid the cart keeps its lines.
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/order-return\?.*vnp_TxnRef=/);
    await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
    await expect(page.getByText('VNPay', { exact: true })).toBeVisible();
    await expectPageWhole(page);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).not.toContain(product._id);

    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    await expect(page.getByText('Đã thanh toán').first()).toBeVisible();
    const code = (await page.getByRole('heading', { level: 1 }).locator('span').textContent()) ?? '';
    // Issue 24: the badge beside the status, and one timeline entry per change — placed, then paid.
    const head = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await expect(head.getByText('Đã thanh toán', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Lịch sử đơn hàng' });
    await expect(history.getByText('Đã thanh toán qua VNPAY', { exact: true })).toHaveCount(1);
    await expect(history.getByText('Chờ xác nhận', { exact: true })).toHaveCount(1);

    // The order list says it is paid.
    await page.goto('/account?tab=orders');
    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText('Đã thanh toán', { exact: true })).toBeVisible();

    // Cancelling says what happens to the money, and the payment then awaits its refund.
    await card.getByText(code).click();
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hủy đơn hàng' });
    await expect(dialog.getByText(`Đơn hàng đã được thanh toán ${total} qua VNPay`)).toBeVisible();
    await expect(dialog).toContainText(
      `Lumi hoàn lại toàn bộ ${total} qua cổng thanh toán về đúng tài khoản ngân hàng, thẻ hoặc ví bạn đã dùng`,
    );
    await dialog.getByRole('radio', { name: 'Tôi đặt nhầm sản phẩm' }).check();
    await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await expect(page.getByText('Lý do hủy: Tôi đặt nhầm sản phẩm')).toBeVisible();
    await expect(head.getByText('Chờ hoàn tiền', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the customer edits the address and note of a pending order; the fee follows the new province', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    // Two units below the free-shipping threshold (500.000 ₫), so the fee depends on the place.
    const [product] = await plainProducts(request, 1, (p) => p.finalPrice * 2 < 450_000);
    if (!product) throw new Error('no product');
    const user = await createUser(request, 'editorder');
    await signInWithCart(page, request, user, product);
    await checkout(page, 'Thanh toán khi nhận hàng');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    await expect(page).toHaveURL(/\/order-detail\/[0-9a-f-]{36}$/);
    const figures = page.getByRole('region', { name: /^Sản phẩm/ }).locator('dl');
    const feeOf = () => figures.getByText('Phí vận chuyển').locator('xpath=following-sibling::dd');
    const before = (await feeOf().textContent()) ?? '';

    await page.getByRole('button', { name: /Sửa thông tin nhận hàng/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sửa thông tin nhận hàng' });
    await expect(dialog.getByLabel('Địa chỉ (số nhà, tên đường)')).toHaveValue('12 Tràng Tiền');
    await pick(page, 'Tỉnh/Thành phố', 'Hồ Chí Minh');
    await pick(page, 'Quận/Huyện', 'Quận 1');
    await pick(page, 'Phường/Xã', 'Phường Bến Nghé');
    const changed = dialog.getByText(/^Phí vận chuyển đổi từ .+ thành .+ theo địa chỉ mới\.$/);
    await expect(changed).toBeVisible();
    const after = /thành (.+) theo/.exec((await changed.textContent()) ?? '')?.[1] ?? '';
    expect(after).not.toBe(before);
    await dialog.getByLabel('Địa chỉ (số nhà, tên đường)').fill('45 Lê Lợi');
    await dialog.getByLabel('Ghi chú cho đơn hàng').fill('Gọi trước khi giao');
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();

    await expect(page.getByText('Cập nhật đơn hàng thành công')).toBeVisible();
    const address = page.getByRole('region', { name: 'Địa chỉ nhận hàng' });
    await expect(address).toContainText('45 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh');
    await expect(address).toContainText('Ghi chú: Gọi trước khi giao');
    await expect(feeOf()).toHaveText(after);
    const history = page.getByRole('region', { name: 'Lịch sử đơn hàng' });
    await expect(history.getByText('Cập nhật thông tin giao hàng', { exact: true })).toHaveCount(1);
    await expect(history.getByText('Chờ xác nhận', { exact: true })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('VNPay: cancelling on the sandbox cancels the order and keeps the cart', async ({ page, request }) => {
    const [, , product] = await plainProducts(request, 3);
    if (!product) throw new Error('no product');
    const user = await createUser(request, 'vnpaycancel');
    await signInWithCart(page, request, user, product);
    await checkout(page, 'VNPay');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
    await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
    await expect(page).toHaveURL(/\/order-return\?/);
    await expect(page.getByText('Bạn đã hủy thanh toán')).toBeVisible();
    await expect(page.getByText('Khách hàng hủy giao dịch')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toContain(product._id);
  });

  test('Stripe: the sandbox Checkout pays, the webhook settles the order', async ({ page, request }) => {
    const errors = trackPageErrors(page);
    const [, , , product] = await plainProducts(request, 4);
    if (!product) throw new Error('no product');
    const user = await createUser(request, 'stripe');
    await signInWithCart(page, request, user, product);

    const total = await checkout(page, 'Thẻ quốc tế (Stripe)');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\//);
    await expect(page.getByText(total).first()).toBeVisible();
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/order-return\?session_id=/);
    await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await expectPageWhole(page);
    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    await expect(page.getByText('Đã thanh toán').first()).toBeVisible();
    expect(orderIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });
});
