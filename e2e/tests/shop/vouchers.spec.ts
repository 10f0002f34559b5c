import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { adminGet, adminToken, parseVnd, trackPageErrors, vnd } from '../../fixtures/catalog';
import { checkout, plainProducts, signInWithCart } from '../../fixtures/checkout';

/*
 * Issue 31 item 1 in Chromium against the built product, on a phone: the customer applies the demo code GIAM10 in
 * the cart, sees its saving, orders cash on delivery with it, and finds it on the order; the admin's voucher counts
 * the use and its cost, and a cancelled order gives the use back.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type ApiVoucher = { code: string; usedCount: number; cost: number };

test('a voucher in the cart and at checkout: the saving comes off, the order keeps it, a cancel gives the use back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  // GIAM10: 10 % up to 80 000 ₫ on orders from 200 000 ₫ (two units of the product).
  const [product] = await plainProducts(request, 1, (p) => p.finalPrice * 2 >= 200_000);
  if (!product) throw new Error('no product');
  const user = await createUser(request, 'ma-giam-gia');
  const token = await signInWithCart(page, request, user, product);
  const admin = await adminToken(request);
  const usesOf = async () =>
    (await adminGet<ApiVoucher[]>(request, admin, '/admin/vouchers?search=GIAM10')).find(
      (v) => v.code === 'GIAM10',
    )!;
  const before = await usesOf();

  // The cart: applied, its saving shown and taken off the total.
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
  await summary.getByRole('textbox', { name: 'Mã giảm giá' }).fill('giam10');
  await summary.getByRole('button', { name: 'Áp dụng' }).click();
  const saving = Math.min(80_000, Math.floor((product.finalPrice * 2) / 10));
  await expect(
    summary.getByText(/^Giảm 10% tối đa 80\.000 ₫ cho đơn từ 200\.000 ₫ · Tiết kiệm/),
  ).toBeVisible();
  const voucherRow = summary.getByText('Mã giảm giá (GIAM10)', { exact: true });
  await expect(voucherRow.locator('xpath=following-sibling::dd')).toHaveText(`-${vnd(saving)}`);
  await expectPageWhole(page);
  await mkdir(SCREENS, { recursive: true });
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENS, 'cart-voucher-390.png') });

  // The checkout keeps the code; the order is placed with it.
  const total = await checkout(page, 'Thanh toán khi nhận hàng');
  expect(parseVnd(total)).toBeGreaterThan(0);
  const aside = page.getByRole('complementary', { name: /^Đơn hàng/ });
  await expect(aside.getByText('Mã giảm giá (GIAM10)', { exact: true })).toBeVisible();
  await expectPageWhole(page);
  await aside.getByText('Mã giảm giá (GIAM10)', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENS, 'checkout-voucher-390.png') });
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-return\?/);
  await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('lumi:cart-voucher'))).toBeNull();
  await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
  await expect(page.getByText('Mã giảm giá (GIAM10)', { exact: true })).toBeVisible();
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

  const after = await usesOf();
  expect(after.usedCount).toBe(before.usedCount + 1);
  expect(after.cost).toBe(before.cost + saving);

  // Cancelled: the use goes back.
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const cancelled = await request.put(`/api/v1/orders/status/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'cancelled', cancelReason: 'Đổi ý' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  expect((await usesOf()).usedCount).toBe(before.usedCount);
  expect(errors).toEqual([]);
});
