import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test';
import { type Page } from '@playwright/test';
import { DEMO, createUser, expectPageWhole } from '../../fixtures/api';

async function adminLogin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Tên đăng nhập').fill(DEMO.admin.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Picks an option of the open antd Select dropdown and waits for it to close (see accounts.spec.ts). */
async function pickOption(page: Page, label: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if ((await open.count()) > 0) await open.getByTitle(label, { exact: true }).click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const cardValue = (page: Page, key: string) => page.getByTestId(`stat-card-${key}`).getByTestId('stat-value');

test.describe('the site back office', () => {
  test('the ADMIN changes the period: the address, the cards and the charts follow, and a CSV parses back', async ({
    page,
  }) => {
    await adminLogin(page);
    const year = new Date().getFullYear();

    // This month, day by day: the cards hold figures from the demo shop's history.
    const ordersCard = cardValue(page, 'orders');
    await expect(ordersCard).toHaveText(/\d/);
    const monthOrders = (await ordersCard.textContent())!;

    // The whole year, month by month.
    await page.getByLabel('Chọn tháng').click();
    await pickOption(page, 'Cả năm');
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(page).not.toHaveURL(/month=/);
    await expect(ordersCard).not.toHaveText(monthOrders);
    const yearOrders = Number((await ordersCard.textContent())!.replace(/\D/g, ''));
    expect(yearOrders).toBeGreaterThan(Number(monthOrders.replace(/\D/g, '')));
    await expect(page.getByText(`so với năm ${year - 1}`).first()).toBeVisible();

    // The profit and sales series as a CSV: UTF-8 with a BOM, twelve months, raw numbers adding up to the year's orders.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất CSV doanh số và lợi nhuận', exact: true }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    const [header, ...body] = rows;
    expect(header!.length).toBeGreaterThanOrEqual(3);
    expect(body).toHaveLength(12);
    expect(body.map((r) => r[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}/${year}`),
    );
    const ordersColumn = header!.findIndex((h) => /số đơn/i.test(h));
    expect(ordersColumn).toBeGreaterThan(0);
    for (const r of body) for (const c of r.slice(1)) expect(c).toMatch(/^-?\d+(\.\d+)?$/);
    expect(body.reduce((sum, r) => sum + Number(r[ordersColumn]), 0)).toBe(yearOrders);

    // Last year's October: the address and the cards move again.
    await page.getByLabel('Chọn năm').click();
    await pickOption(page, `Năm ${year - 1}`);
    await page.getByLabel('Chọn tháng').click();
    await pickOption(page, 'Tháng 10');
    await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
    await expect(page).toHaveURL(/month=10/);
    await expect(page.getByText(`so với tháng 09/${year - 1}`).first()).toBeVisible();
    await expectPageWhole(page);
  });

  test('the ADMIN blocks a customer, who is then refused at sign-in, and unblocks them', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request, 'blocked');
    await adminLogin(page);
    await page.goto(`/admin/users?search=${encodeURIComponent(user.email)}`);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toBeVisible();
    await row.getByRole('switch', { name: `Khóa tài khoản ${user.name}` }).click();
    await page.getByRole('button', { name: 'Khóa', exact: true }).click();
    await expect(page.getByText('Đã khóa tài khoản người dùng')).toBeVisible();
    await expect(row).toContainText('Đã khóa');

    const customer = await browser.newPage();
    await customer.goto('/auth');
    await customer.getByLabel('Email').fill(user.email);
    await customer.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
    await customer.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(customer.getByText('Tài khoản đã bị vô hiệu hóa')).toBeVisible();
    await expect(customer).toHaveURL(/\/auth/);

    await row.getByRole('switch', { name: `Mở khóa tài khoản ${user.name}` }).click();
    await expect(page.getByText('Đã mở khóa tài khoản người dùng')).toBeVisible();
    await customer.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(customer).not.toHaveURL(/\/auth/);
    await customer.close();
  });
});
