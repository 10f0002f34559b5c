import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltySummary } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { userOf } from '@/testing/fixtures';
import { recordOf } from '@/testing/skin-fixtures';
import AccountRoute from './account';

const SUMMARY: LoyaltySummary = {
  balance: 2670,
  spend12Months: 2_670_000,
  tier: { key: 'member', name: 'Thành viên', minSpend: 0, earnPercent: 100 },
  nextTier: { key: 'silver', name: 'Bạc', minSpend: 3_000_000, earnPercent: 150 },
  toNextTier: 330_000,
  program: {
    earnStep: 1000,
    pointValue: 10,
    maxSharePercent: 50,
    tiers: [
      { key: 'member', name: 'Thành viên', minSpend: 0, earnPercent: 100 },
      { key: 'silver', name: 'Bạc', minSpend: 3_000_000, earnPercent: 150 },
      { key: 'gold', name: 'Vàng', minSpend: 8_000_000, earnPercent: 200 },
      { key: 'diamond', name: 'Kim cương', minSpend: 15_000_000, earnPercent: 300 },
    ],
  },
};

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /loyalty/me', { body: { success: true, data: SUMMARY } });
  server.on('GET /loyalty/me/entries', {
    body: { success: true, data: [], pagination: { page: 1, pageSize: 10, totalPage: 1, totalItems: 0 } },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAccount(path: string) {
  const store = makeStore();
  store.dispatch(userLoaded(userOf()));
  const router = createMemoryRouter([{ path: '/account', element: <AccountRoute /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('/account', () => {
  it("has 'Điểm thưởng' in its menu, after the orders; choosing it opens the tab", async () => {
    const router = renderAccount('/account?tab=profile');
    expect(await screen.findByRole('heading', { name: 'Thông tin người dùng' })).toBeTruthy();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Tài khoản', 'Đơn hàng của tôi', 'Điểm thưởng', 'Hồ sơ da', 'Đăng xuất']);

    fireEvent.click(within(menu).getByRole('menuitem', { name: /Điểm thưởng/ }));
    expect(await screen.findByRole('heading', { name: 'Điểm thưởng' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=points');
    expect(await screen.findByText('Mua thêm 330.000 ₫ để lên hạng Bạc')).toBeTruthy();
  });

  it('?tab=points opens the tab with its menu item selected', async () => {
    renderAccount('/account?tab=points');
    expect(await screen.findByText('2.670 điểm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Điểm thưởng' })).toBeTruthy();
    const selected = screen
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Điểm thưởng']);
  });

  it("'Hồ sơ da' opens the skin record tab, with the quiz to take", async () => {
    server.on('GET /skin/record', { body: { success: true, data: recordOf(null) } });
    server.on('GET /skin/diary', { body: { success: true, data: [] } });
    const router = renderAccount('/account?tab=profile');
    await screen.findByRole('heading', { name: 'Thông tin người dùng' });
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Hồ sơ da/ }));
    expect(await screen.findByRole('heading', { name: 'Hồ sơ da' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=skin');
    expect(await screen.findByText('Trả lời 8 câu hỏi, khoảng 90 giây')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bắt đầu' })).toBeTruthy();
    // The skin diary is part of the tab.
    expect(await screen.findByRole('heading', { name: 'Nhật ký da' })).toBeTruthy();
    expect(await screen.findByText(/Chưa có nhật ký nào/)).toBeTruthy();
  });
});
