import { expect, test } from '../fixtures/test';

test('the server answers health and serves the web app', async ({ request, page }) => {
  const health = await request.get('/api/v1/health');
  expect(health.ok()).toBe(true);
  expect((await health.json()).data.db).toBe('ok');
  await page.goto('/');
  await expect(page).toHaveTitle(/Lumi/);
});

test('an unknown page shows the not-found texts and goes home', async ({ page }) => {
  await page.goto('/trang-khong-ton-tai');
  await expect(page.getByText('Oops! Trang này không tồn tại.')).toBeVisible();
  await expect(
    page.getByText('Trang bạn đang tìm kiếm có thể đã bị xóa, đổi tên hoặc tạm thời không khả dụng.'),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Quay lại trang chủ' })
    .or(page.getByRole('link', { name: 'Quay lại trang chủ' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});
