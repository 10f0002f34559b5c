import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { adminToken, trackPageErrors, vnd } from '../../fixtures/catalog';
import { customerToken } from '../../fixtures/clinic';
import { moveOrder, placeCodOrder, signedInContext } from '../../fixtures/realtime';

/*
 * Issue 31 item 4 in Chromium against the built product: a customer asks, on a phone, to return a delivered cash
 * order's goods with a photo and a bank account; the shop's admin accepts it on the 'Trả hàng' page (the units go
 * back on sale) and records the bank transfer; the customer's order page shows the refund and its timeline.
 */

const SCREENS = path.join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
// A 1×1 PNG: the customer's photo of the damaged product.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a delivered order returned: asked on a phone with a photo, accepted and refunded by bank transfer', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const user = await createUser(request, 'tra-hang');
  const token = await customerToken(request, user);
  const order = await placeCodOrder(request, token);
  const admin = await adminToken(request);
  await moveOrder(request, admin, order._id, 'delivered');
  const detail = await request.get(`/api/v1/orders/detail/${order._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const line = ((await detail.json()) as { data: { products: { productId: string; price: number }[] } }).data
    .products[0]!;
  const stockOf = async () => {
    const res = await request.get(`/api/v1/products/detail/${line.productId}`);
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { stock: number | null } }).data.stock ?? 0;
  };
  const stockBefore = await stockOf();

  // The customer's order page: 'Yêu cầu trả hàng' while within 7 days of the delivery.
  await page.addInitScript((t) => window.localStorage.setItem('ACCESS_TOKEN', t), token);
  await page.goto(`/order-detail/${order._id}`);
  await page.getByRole('button', { name: 'Yêu cầu trả hàng' }).click();
  const modal = page.getByRole('dialog', { name: 'Yêu cầu trả hàng' });
  await expect(modal).toBeVisible();
  // Sending without a photo is refused in Vietnamese, and nothing is sent.
  await modal.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(modal.getByText('Vui lòng chọn lý do trả hàng')).toBeVisible();
  await modal.getByRole('combobox').first().click();
  await page.getByTitle('Sản phẩm bị hư hỏng, vỡ, móp méo').click();
  await modal
    .getByPlaceholder('Mô tả tình trạng sản phẩm hoặc vấn đề bạn gặp phải')
    .fill('Vỏ hộp bị móp, nắp nứt');
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: 'hong.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByRole('button', { name: 'Xóa ảnh 1' })).toBeVisible({ timeout: 20_000 });
  await modal.getByLabel('Ngân hàng').fill('Vietcombank');
  await modal.getByLabel('Số tài khoản').fill('0071001234567');
  await modal.getByLabel('Chủ tài khoản').fill('TRAN THI MAI');
  await expect(modal.getByLabel('Số tiền dự kiến hoàn')).toContainText(vnd(line.price));
  await expectPageWhole(page);
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'return-request-390.png') });
  await modal.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/^Yêu cầu trả hàng RT[A-Z0-9]{10}$/)).toBeVisible();
  await expect(page.getByText('Chờ duyệt').first()).toBeVisible();
  const asked = await request.get(`/api/v1/orders/${order._id}/return`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const ret = ((await asked.json()) as { data: { _id: string; code: string; refundAmount: number } }).data;
  expect(ret.refundAmount).toBe(line.price);
  // Nothing comes back on sale before the shop accepts.
  expect(await stockOf()).toBe(stockBefore);

  // The shop's admin, at a desk: the 'Trả hàng' page finds it by its code; accept, then the transfer.
  const context = await signedInContext(browser, baseURL!, 'ACCESS_TOKEN_ADMIN', admin);
  try {
    const desk = await context.newPage();
    await desk.goto(`/admin/returns?search=${ret.code}`);
    await desk.getByText(ret.code).first().click();
    const drawer = desk.getByRole('dialog');
    await expect(drawer.getByText('Vỏ hộp bị móp, nắp nứt')).toBeVisible();
    await drawer.getByRole('button', { name: 'Chấp nhận' }).click();
    await desk.getByRole('tooltip').getByRole('button', { name: 'Chấp nhận' }).click();
    await expect(drawer.getByRole('button', { name: 'Ghi nhận chuyển khoản' })).toBeVisible();
    expect(await stockOf()).toBe(stockBefore + 1);
    await drawer.getByRole('button', { name: 'Ghi nhận chuyển khoản' }).click();
    const transfer = desk.getByRole('dialog', { name: /^Ghi nhận chuyển khoản hoàn tiền/ });
    await transfer.getByLabel('Mã giao dịch chuyển khoản').fill('FT26120112345');
    await transfer.getByRole('button', { name: 'Ghi nhận' }).click();
    await expect(drawer.getByText('FT26120112345')).toBeVisible();
    await desk.screenshot({ path: path.join(SCREENS, 'admin-return-1366.png') });
  } finally {
    await context.close();
  }

  // The customer sees the refund and the steps on the order's timeline.
  await page.reload();
  await expect(page.getByText('Đã hoàn tiền').first()).toBeVisible();
  await expect(page.getByText(`Đã hoàn ${vnd(line.price)} cho yêu cầu trả hàng ${ret.code}`)).toBeVisible();
  await expectPageWhole(page);
  await page.screenshot({ path: path.join(SCREENS, 'return-refunded-390.png'), fullPage: true });
  expect(errors).toEqual([]);
});
