import { expect, test } from '../../fixtures/test';
import { type Page } from '@playwright/test';
import { DEMO, expectPageWhole } from '../../fixtures/api';
import { animationsDone } from '../../fixtures/axe';

async function doctorLogin(page: Page) {
  await page.goto('/doctor-owner');
  const modal = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill(DEMO.doctor.email);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.doctor.password);
  await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
  await expect(modal).toBeHidden();
}

test.describe('doctor area /doctor-owner', () => {
  test('the doctor signs in, sees the profile from the server and edits it', async ({ page }) => {
    await doctorLogin(page);
    // The back office opens on the statistics; the profile is the 'Thông tin chung' tab.
    await expect(page.getByRole('heading', { level: 1, name: 'Thống kê' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quản lý bác sĩ' })
      .getByRole('menuitem', { name: 'Thông tin chung' })
      .click();
    await expect(page).toHaveURL(/[?&]tab=profile\b/);
    const profile = page.getByRole('region', { name: 'Thông tin chung' });
    await expect(profile.getByRole('heading', { name: DEMO.doctor.name })).toBeVisible();
    await expect(profile).toContainText(DEMO.doctor.email);
    await expect(page).toHaveTitle(/Lumi Clinic/);
    await expectPageWhole(page);

    // Edit the experience and the phone (new values each run, so the change is visible).
    const experience = 13 + (Date.now() % 30); // never the seeded 12, which the biography also mentions
    const phone = `09${String(Date.now()).slice(-8)}`;
    await profile.getByRole('button', { name: 'Chỉnh sửa thông tin' }).click();
    const form = page.getByRole('region', { name: 'Chỉnh sửa thông tin' });
    await expect(form.getByLabel('Họ và tên')).toHaveValue(DEMO.doctor.name);
    await form.getByLabel('Kinh nghiệm (năm)').fill(String(experience));
    await form.getByLabel('Số điện thoại').fill(phone);
    // The introduction is rich text (the editor loads with the form); the server keeps it sanitised.
    const about = `Bác sĩ điều trị mụn và sẹo rỗ, ${experience} năm kinh nghiệm.`;
    const editor = form.getByRole('textbox', { name: 'Giới thiệu bác sĩ' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(about);
    await form.getByRole('button', { name: 'Lưu thông tin' }).click();

    await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();
    await expect(form).toBeHidden();
    const saved = page.getByRole('region', { name: 'Thông tin chung' });
    await expect(saved).toContainText(`${experience} năm`);
    await expect(saved).toContainText(phone);
    await expect(saved).toContainText(about);

    // Kept by the server: the stored token loads the same doctor after a reload (the tab is in the address).
    await page.reload();
    await expect(saved.getByRole('heading', { name: DEMO.doctor.name })).toBeVisible();
    await expect(saved).toContainText(`${experience} năm`);
    await expect(saved).toContainText(phone);
  });

  test('a wrong password is refused and the doctor can sign out', async ({ page }) => {
    await page.goto('/doctor-owner');
    const modal = page.getByRole('dialog', { name: 'Đăng nhập' });
    // The empty form is sent once the dialog has opened (as doctorLogin waits by filling it first).
    await expect(modal).toBeVisible();
    await animationsDone(page);
    await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(modal.getByText('Vui lòng nhập email')).toBeVisible();
    await expect(modal.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
    await modal.getByLabel('Email').fill(DEMO.doctor.email);
    await modal.getByLabel('Mật khẩu', { exact: true }).fill('khong-dung-2026');
    await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByText('Thông tin đăng nhập không chính xác')).toBeVisible();
    await expect(modal).toBeVisible();

    await modal.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.doctor.password);
    await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thống kê' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(DEMO.doctor.name, { exact: true })).toBeVisible();

    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('ACCESS_TOKEN_DOCTOR'))).toBeNull();
  });
});
