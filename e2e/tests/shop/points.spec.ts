import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { adminToken, parseVnd, trackPageErrors, vnd } from '../../fixtures/catalog';
import { checkout, plainProducts, signInWithCart } from '../../fixtures/checkout';
import { moveOrder, placeCodOrder } from '../../fixtures/realtime';

/*
 * Issue 31 item 2 in Chromium against the built product, on a phone: a delivered order earns points; at the next
 * checkout the customer applies GIAM10 and pays part with points; the order shows both; the account's 'Điểm thưởng'
 * tab shows the balance and history; a cancel gives the points back.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
type Summary = { balance: number; program: { pointValue: number; maxSharePercent: number } };

test('points earned on delivery pay part of the next order beside a voucher, and come back when it is cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const [product] = await plainProducts(request, 1, (p) => p.finalPrice * 2 >= 200_000);
  if (!product) throw new Error('no product');
  const user = await createUser(request, 'diem-thuong');
  const token = await signInWithCart(page, request, user, product);
  const balanceOf = async () => {
    const res = await request.get('/api/v1/loyalty/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: Summary }).data;
  };

  // A first order delivered earns points (1 per 1.000 ₫ at Thành viên).
  const first = await placeCodOrder(request, token);
  await moveOrder(request, await adminToken(request), first._id, 'delivered');
  const earned = await balanceOf();
  expect(earned.balance).toBeGreaterThan(0);

  // The cart: GIAM10; the checkout: points on top.
  await page.goto('/cart');
  const cartSummary = page.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
  await cartSummary.getByRole('textbox', { name: 'Mã giảm giá' }).fill('GIAM10');
  await cartSummary.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(cartSummary.getByText('Mã giảm giá (GIAM10)', { exact: true })).toBeVisible();
  const totalBefore = parseVnd(await checkout(page, 'Thanh toán khi nhận hàng'));
  const aside = page.getByRole('complementary', { name: /^Đơn hàng/ });
  const goods = product.finalPrice * 2;
  const voucher = Math.min(80_000, Math.floor(goods / 10));
  const cap = Math.floor(
    Math.floor(((goods - voucher) * earned.program.maxSharePercent) / 100) / earned.program.pointValue,
  );
  const used = Math.min(earned.balance, cap);
  const box = aside.getByRole('checkbox', { name: /^Dùng .* điểm/ });
  await expect(box).toBeVisible();
  await box.check();
  const pointsRow = aside.getByText(/^Điểm thưởng \(/);
  await expect(pointsRow).toBeVisible();
  await expect(pointsRow.locator('xpath=following-sibling::dd')).toHaveText(
    `-${vnd(used * earned.program.pointValue)}`,
  );
  const total = page.locator('dl').getByText('Tổng cộng').locator('xpath=following-sibling::dd');
  await expect(total).toHaveText(vnd(totalBefore - used * earned.program.pointValue));
  await expect(aside.getByText('Mã giảm giá (GIAM10)', { exact: true })).toBeVisible();
  await expectPageWhole(page);
  await mkdir(SCREENS, { recursive: true });
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENS, 'checkout-points-390.png') });

  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/order-return\?/);
  await expect(page.getByText('Đặt hàng thành công!')).toBeVisible();
  await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
  await expect(page.getByText(/^Điểm thưởng \(/)).toBeVisible();
  await expect(page.getByText('Mã giảm giá (GIAM10)', { exact: true })).toBeVisible();
  expect((await balanceOf()).balance).toBe(earned.balance - used);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;

  // The account's tab: the balance and the spend in the history.
  await page.goto('/account?tab=points');
  await expect(
    page.getByText(`${(earned.balance - used).toLocaleString('vi-VN')} điểm`).first(),
  ).toBeVisible();
  await expect(page.getByText('Dùng điểm thanh toán').first()).toBeVisible();
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'account-points-390.png'), fullPage: true });

  // Cancelled: the points come back.
  const cancelled = await request.put(`/api/v1/orders/status/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'cancelled', cancelReason: 'Đổi ý' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  expect((await balanceOf()).balance).toBe(earned.balance);
  expect(errors).toEqual([]);
});
