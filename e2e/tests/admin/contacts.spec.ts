import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../fixtures/api';

/** Issue 24 item 10: a partnership request sent through the public form is read and handled in the back office. */
test('the ADMIN reads a partnership request sent through the public form and marks it handled', async ({
  page,
}) => {
  const clinicName = `Phòng khám Da liễu Hợp Tác ${Date.now()}`;
  const content = 'Chúng tôi có 6 bác sĩ da liễu.\nMong được hợp tác với Lumi từ tháng sau.';

  // A visitor closes the sign-in modal of the booking area (decision 10) and sends the form.
  await page.goto('/partnership');
  const signIn = page.getByRole('dialog').filter({ hasText: 'Đăng nhập' });
  await signIn.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(signIn).toBeHidden();
  const form = page.getByRole('form', { name: 'Form liên hệ hợp tác' });
  await form.getByLabel('Tên phòng khám').fill(clinicName);
  await form.getByLabel('Người liên hệ').fill('Đỗ Minh Châu');
  await form.getByLabel('Email').fill('chau.do@hoptac.vn');
  await form.getByLabel('Số điện thoại').fill('0987654321');
  await form.getByLabel('Địa chỉ phòng khám').fill('45 Nguyễn Trãi, Thanh Xuân, Hà Nội');
  await form.getByLabel('Nội dung').fill(content);
  await form.getByRole('button', { name: 'Gửi thông tin' }).click();
  await expect(form.getByRole('status')).toContainText('Cảm ơn bạn đã liên hệ');

  // The ADMIN finds it from the menu.
  await page.goto('/admin');
  await page.getByLabel('Tên đăng nhập').fill(DEMO.admin.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('menu').getByRole('link', { name: 'Liên hệ hợp tác' }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Liên hệ hợp tác' }).first()).toBeVisible();

  // Searched without diacritics; the search is kept in the address.
  const search = page.getByRole('textbox', { name: 'Tìm liên hệ hợp tác' });
  await search.fill('chau do');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=chau(\+|%20)do/);
  const row = page.getByRole('row').filter({ hasText: clinicName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Chưa xử lý');

  // Read in full in the drawer (which the address reopens).
  await row.getByRole('button', { name: `Xem liên hệ của ${clinicName}` }).click();
  await expect(page).toHaveURL(/contact=[0-9a-f-]{36}/);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(clinicName);
  await expect(drawer).toContainText('Đỗ Minh Châu');
  await expect(drawer).toContainText('45 Nguyễn Trãi, Thanh Xuân, Hà Nội');
  await expect(drawer.getByRole('region', { name: 'Nội dung liên hệ' })).toContainText(
    'Mong được hợp tác với Lumi từ tháng sau.',
  );
  await expect(drawer.getByRole('link', { name: 'chau.do@hoptac.vn' })).toHaveAttribute(
    'href',
    'mailto:chau.do@hoptac.vn',
  );

  // Marked handled: who and when are shown, the list follows.
  await drawer.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
  await expect(page.getByText('Đã đánh dấu liên hệ là đã xử lý')).toBeVisible();
  await expect(drawer).toContainText(/Đã xử lý lúc .+ bởi Nguyễn Minh Quân/);
  await expect(drawer.getByRole('button', { name: 'Đánh dấu chưa xử lý' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText(/bởi Nguyễn Minh Quân/);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/contact=/);
  await expect(row).toContainText('Đã xử lý');

  // Filtered: not among the new ones any more, among the handled ones.
  await page.goto('/admin/contacts?status=new&search=chau+do');
  await expect(page.getByText('Không có liên hệ hợp tác nào phù hợp')).toBeVisible();
  await page.goto('/admin/contacts?status=handled&search=chau+do');
  await expect(page.getByRole('row').filter({ hasText: clinicName })).toHaveCount(1);
});
