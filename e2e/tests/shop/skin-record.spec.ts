import { expect, test } from '../../fixtures/test';
import { createUser, expectPageWhole } from '../../fixtures/api';
import { trackPageErrors } from '../../fixtures/catalog';
import {
  bookSlot,
  customerToken,
  doctorLogin,
  doctorToken,
  drAnId,
  drawerSettled,
  firstFreeSlot,
  screen,
} from '../../fixtures/clinic';

/*
 * Issue 32's journey in Chromium against the built product: a customer takes the skin quiz on a phone (pregnant: no
 * retinoids); Dr An writes a note at the visit (allergic to fragrance); a retinol serum warns on its page, asks before
 * going into the cart and warns again in the cart; the customer keeps a diary with a photo and shares the record with
 * the booking; the doctor reads the diary in the booking's drawer — and no longer once the customer stops sharing.
 */

const QUIZ: string[] = [
  'Bóng dầu vùng trán, mũi; hai má bình thường hoặc khô',
  'Hiếm khi',
  'Thỉnh thoảng vài nốt mụn nhỏ, mụn đầu đen',
  'Không đáng kể',
  'Chưa thấy',
  'Lỗ chân lông to',
  'Có',
  'Không có hoặc không rõ',
];
// A small real PNG: the customer's photo of their cheek.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Listed = { _id: string; slug: string; name: string; ingredientFlags: string[]; totalQuantity: number };

test('quiz → doctor’s note → warning in the cart → diary shared with the booking and read by the doctor', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = trackPageErrors(page);
  const customer = await createUser(request, 'ho-so-da');
  const token = await customerToken(request, customer);
  const doctorId = await drAnId(request);
  const booking = await bookSlot(request, token, customer, doctorId, await firstFreeSlot(request, doctorId));
  const confirmed = await request.put(`/api/v1/bookings/by-doctor/status/${booking._id}`, {
    headers: { 'x-doctor-header': await doctorToken(request) },
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // 1. The quiz, one question a step, on a phone.
  await page.addInitScript((t) => window.localStorage.setItem('ACCESS_TOKEN', t), token);
  await page.goto('/account?tab=skin');
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  for (const [i, answer] of QUIZ.entries()) {
    await expect(page.getByText(`Câu ${i + 1}/${QUIZ.length}`)).toBeVisible();
    await page.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: i === QUIZ.length - 1 ? 'Xem kết quả' : 'Tiếp tục' }).click();
  }
  await expect(page.getByText('Đã lưu hồ sơ da')).toBeVisible();
  const result = page.getByRole('region', { name: 'Kết quả trắc nghiệm da' });
  await expect(result).toContainText('Da hỗn hợp');
  await expect(result).toContainText('Retinoid (retinol, tretinoin…)');
  await expect(result).toContainText('đang mang thai hoặc cho con bú');
  await expectPageWhole(page);
  await screen(page, 'issue32-skin-result-390');

  // 2. Dr An writes a note at the visit, in the booking's drawer.
  const doctorContext = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const doctorPage = await doctorContext.newPage();
  const doctorErrors = trackPageErrors(doctorPage);
  await doctorLogin(doctorPage, `/doctor-owner?tab=bookings&search=${booking.code}`);
  const openDrawer = async () => {
    const row = doctorPage.getByRole('table').getByRole('row').filter({ hasText: customer.name });
    await row.getByRole('button', { name: `Chi tiết lịch ${booking.code}` }).click();
    const drawer = doctorPage.getByRole('dialog', { name: `Lịch khám ${booking.code}` });
    await expect(drawer).toBeVisible();
    await drawerSettled(doctorPage, drawer);
    return drawer.getByRole('region', { name: 'Hồ sơ da' });
  };
  let record = await openDrawer();
  await expect(record).toContainText('chưa chia sẻ');
  await record.getByLabel('Ghi chú cho hồ sơ da').fill('Dị ứng hương liệu, tránh sản phẩm có mùi thơm');
  await record
    .getByRole('group', { name: 'Thành phần cần tránh' })
    .getByText('Hương liệu', { exact: true })
    .click();
  await record.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(doctorPage.getByText('Đã lưu ghi chú vào hồ sơ da của khách hàng')).toBeVisible();
  await expect(record).toContainText('Dị ứng hương liệu, tránh sản phẩm có mùi thơm');

  // The customer reads the note in their record.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Ghi chú của bác sĩ' })).toContainText(
    'Dị ứng hương liệu, tránh sản phẩm có mùi thơm',
  );

  // 3. A retinol product warns, asks before the cart, and warns in the cart.
  const found = await request.get('/api/v1/search?search=retinol&type=products&pageSize=20');
  const serum = ((await found.json()) as { data: Listed[] }).data.find(
    (x) => x.ingredientFlags.includes('retinoid') && x.totalQuantity > 0,
  );
  expect(serum, 'a retinoid product in stock in the demo catalogue').toBeDefined();
  await page.goto(`/detail/${serum!.slug}`);
  const warning = page.getByRole('note', { name: 'Cảnh báo thành phần' });
  await expect(warning).toContainText('Retinoid');
  await expect(warning).toContainText('Hồ sơ da: đang mang thai hoặc cho con bú');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Sản phẩm có thành phần bạn cần tránh' });
  await expect(ask).toBeVisible();
  await expectPageWhole(page);
  await screen(page, 'issue32-skin-confirm-390');
  await ask.getByRole('button', { name: 'Vẫn thêm vào giỏ' }).click();
  await expect(ask).toBeHidden();
  await page.goto('/cart');
  const line = page.getByRole('note', { name: 'Cảnh báo thành phần' });
  await expect(line.first()).toContainText('Retinoid');
  await expectPageWhole(page);
  await screen(page, 'issue32-skin-cart-390');

  // 'Phù hợp với da tôi' hides it in its category (the listing's own request carries the record's families).
  const detail = await request.get(`/api/v1/products/detail/${serum!.slug}`);
  const categories = ((await detail.json()) as { data: { categories: { slug: string }[] } }).data.categories;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/categories/${categories[categories.length - 1]!.slug}`);
  const mySkin = page.getByRole('switch', { name: 'Phù hợp với da tôi' }).first();
  await expect(mySkin).toBeEnabled();
  const filtered = page.waitForResponse((res) => res.url().includes('avoid=') && res.ok());
  await mySkin.click();
  const answer = await filtered;
  const avoid = new URL(answer.url()).searchParams.get('avoid')?.split(',') ?? [];
  expect(avoid).toEqual(expect.arrayContaining(['retinoid', 'hydroquinone', 'fragrance']));
  const shown = ((await answer.json()) as { data: Listed[] }).data;
  expect(shown.length).toBeGreaterThan(0);
  for (const product of shown) expect(product.ingredientFlags.filter((f) => avoid.includes(f))).toEqual([]);
  await expect(page).toHaveURL(/forMySkin=1/);
  await expect(page.getByRole('link', { name: serum!.name })).toHaveCount(0);
  await screen(page, 'issue32-for-my-skin-1366');
  await page.setViewportSize({ width: 390, height: 844 });

  // 4. A diary entry with a photo, then the record shared with the booking.
  await page.goto('/account?tab=skin');
  await page.getByRole('button', { name: 'Thêm nhật ký' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm nhật ký da' });
  await expect(form).toBeVisible();
  await form.getByLabel('Ghi chú').fill('Má trái đỏ nhẹ sau khi đổi kem chống nắng');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'ma-trai.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('button', { name: 'Xóa ảnh 1' })).toBeVisible({ timeout: 20_000 });
  await expectPageWhole(page);
  await screen(page, 'issue32-skin-diary-form-390');
  await form.getByRole('button', { name: 'Lưu nhật ký' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Má trái đỏ nhẹ sau khi đổi kem chống nắng')).toBeVisible();
  await screen(page, 'issue32-skin-diary-390');

  await page.goto(`/booking-detail/${booking._id}`);
  const share = page.getByRole('switch', { name: 'Chia sẻ hồ sơ da với bác sĩ' });
  await expect(share).not.toBeChecked();
  await share.click();
  await expect(share).toBeChecked();
  await expect(page.getByText('Đã chia sẻ hồ sơ da với bác sĩ của lịch khám')).toBeVisible();

  // 5. The doctor reads the shared diary, photo included.
  await doctorPage.reload();
  record = await openDrawer();
  const diary = record.getByRole('list', { name: 'Nhật ký da của bệnh nhân' });
  await expect(diary).toContainText('Má trái đỏ nhẹ sau khi đổi kem chống nắng');
  const photo = diary.getByRole('button', { name: /^Xem ảnh 1\/1/ }).locator('img');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screen(doctorPage, 'issue32-doctor-skin-record-1366');

  // 6. The customer stops sharing: the doctor's next read shows no diary.
  await share.click();
  await expect(share).not.toBeChecked();
  await doctorPage.reload();
  record = await openDrawer();
  await expect(record).toContainText('chưa chia sẻ');
  await expect(record.getByRole('list', { name: 'Nhật ký da của bệnh nhân' })).toHaveCount(0);

  expect(errors).toEqual([]);
  expect(doctorErrors).toEqual([]);
  await doctorContext.close();
});
