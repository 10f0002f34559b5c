import { expect, test } from '../../fixtures/test';
import { type APIRequestContext } from '@playwright/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { publicGet, signInAdmin, trackPageErrors } from '../../fixtures/catalog';

/*
 * Issue 4, the shop's side: a customer's cash-on-delivery order is found in /admin/orders, moved forward to
 * delivered on /admin/orders/{id}; the customer then reviews the delivered line from the order's page and the
 * review shows on the product page with the 'Đã mua hàng' badge.
 */

type Envelope<T> = { data: T };
type Listed = { _id: string; name: string; slug: string; variants: unknown[] };

async function customerToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A COD order of one plain product, placed through the API as the customer. */
async function placeOrder(request: APIRequestContext, token: string, product: Listed) {
  const districts = await publicGet<Envelope<{ id: number; name: string }[]>>(
    request,
    '/shipping/districts?province_id=1',
  );
  const district = districts.data.find((d) => d.name === 'Quận Ba Đình') ?? districts.data[0];
  const wards = await publicGet<Envelope<{ id: string }[]>>(
    request,
    `/shipping/wards?district_id=${district?.id ?? 0}`,
  );
  const res = await request.post('/api/v1/orders/cod', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Lê Văn Nam',
      phone: '0987654321',
      address: '25 Phan Đình Phùng',
      province: { id: 1 },
      district: { id: district?.id },
      ward: { id: wards.data[0]?.id },
      note: 'Gọi trước khi giao',
      products: [{ productId: product._id, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Envelope<{ _id: string; code: string }>).data;
}

test.describe('admin: orders, and the review that follows delivery', () => {
  test('the admin finds the order, moves it to delivered; the customer reviews it and the review shows', async ({
    page,
    browser,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const categories = (await publicGet<Envelope<{ slug: string }[]>>(request, '/categories')).data;
    const listing = await publicGet<Envelope<Listed[]>>(
      request,
      `/products/categories/${categories[1]?.slug ?? ''}?pageSize=50`,
    );
    const product = listing.data.find((p) => p.variants.length === 0);
    if (!product) throw new Error('no product without colours');
    const user = await createUser(request, 'review');
    const token = await customerToken(request, user.email, user.password);
    const order = await placeOrder(request, token, product);

    // ── the admin: list → search by code → detail → forward to delivered ─────────────────
    await signInAdmin(page, request);
    await page.goto('/admin/orders');
    await expect(page.getByText(order.code)).toBeVisible();
    await expectPageWhole(page);
    await page.getByPlaceholder(/Tìm/).fill(order.code);
    await expect(page).toHaveURL(new RegExp(`search=${order.code}`));
    await page.getByRole('link', { name: order.code }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
    await expect(page.getByText('25 Phan Đình Phùng', { exact: false }).first()).toBeVisible();
    await expectPageWhole(page);

    for (const [button, label] of [
      ['Xác nhận đơn hàng', 'Đang xử lý'],
      ['Giao cho đơn vị vận chuyển', 'Đang giao'],
      ['Xác nhận đã giao', 'Đã giao'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const confirm = page.locator('.ant-popconfirm:visible');
      await confirm.getByRole('button', { name: 'Xác nhận' }).click();
      await expect(page.getByText(label).first()).toBeVisible();
      // The status may arrive by the socket before the answer: the confirmation closes once the answer is in.
      await expect(confirm).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Hủy đơn hàng' })).toHaveCount(0);
    expect(errors).toEqual([]);

    // ── the customer: the delivered order → review the line ──────────────────────────────
    const customer = await browser.newContext();
    const shop = await customer.newPage();
    const shopErrors = trackPageErrors(shop);
    await shop.addInitScript((t) => window.localStorage.setItem('ACCESS_TOKEN', t), token);
    await shop.goto(`/order-detail/${order._id}`);
    await expect(shop.getByText('Đã giao').first()).toBeVisible();
    await shop.getByRole('button', { name: `Đánh giá ${product.name}` }).click();
    const dialog = shop.getByRole('dialog', { name: 'Đánh giá sản phẩm' });
    // Sent empty (once the dialog has settled): the rating is required.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
      await expect(dialog.getByText('Vui lòng chọn mức độ hài lòng!')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await dialog.getByRole('radio').nth(4).click();
    const comment = `Sản phẩm dùng rất thích, giao hàng nhanh (${order.code})`;
    await dialog.getByLabel('Nhận xét').fill(comment);
    await expectPageWhole(shop);
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await expect(shop.getByText('Đánh giá sản phẩm thành công')).toBeVisible();
    await expect(shop.getByRole('button', { name: 'Đã đánh giá' })).toBeVisible();

    // ── the product page shows it, newest first, with the badge ──────────────────────────
    await shop.goto(`/detail/${product.slug}`);
    const review = shop.getByText(comment);
    // The signed-in customer's session loads once the page is live: the section may draw again meanwhile.
    await expect(async () => {
      await review.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(review).toBeInViewport({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      shop.locator('li, article').filter({ hasText: comment }).getByText('Đã mua hàng'),
    ).toBeVisible();
    await expectPageWhole(shop);
    expect(shopErrors).toEqual([]);
    await customer.close();
  });
});
