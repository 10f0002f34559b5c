import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyProgram, LoyaltySummary, PointEntry } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { LoyaltyPanel } from './loyalty-panel';
import { POINT_ENTRIES_PAGE_SIZE } from './points-history';
import styles from './loyalty.module.css';

const PROGRAM: LoyaltyProgram = {
  earnStep: 1000,
  pointValue: 10,
  maxSharePercent: 50,
  tiers: [
    { key: 'member', name: 'Thành viên', minSpend: 0, earnPercent: 100 },
    { key: 'silver', name: 'Bạc', minSpend: 3_000_000, earnPercent: 150 },
    { key: 'gold', name: 'Vàng', minSpend: 8_000_000, earnPercent: 200 },
    { key: 'diamond', name: 'Kim cương', minSpend: 15_000_000, earnPercent: 300 },
  ],
};
const [MEMBER, SILVER, , DIAMOND] = PROGRAM.tiers as [
  LoyaltyProgram['tiers'][number],
  LoyaltyProgram['tiers'][number],
  LoyaltyProgram['tiers'][number],
  LoyaltyProgram['tiers'][number],
];

const summaryOf = (overrides: Partial<LoyaltySummary> = {}): LoyaltySummary => ({
  balance: 2670,
  spend12Months: 2_670_000,
  tier: MEMBER,
  nextTier: SILVER,
  toNextTier: 330_000,
  program: PROGRAM,
  ...overrides,
});

const ORDER_A = '0b6f7c1e-1111-4111-8111-000000000001';
const ORDER_B = '0b6f7c1e-1111-4111-8111-000000000002';

const entryOf = (overrides: Partial<PointEntry> = {}): PointEntry => ({
  _id: 'e1',
  kind: 'earn',
  points: 125,
  balanceAfter: 2670,
  order: { _id: ORDER_A, code: 'OD7K2M9QX4TB' },
  createdAt: '2026-03-06T02:30:00.000Z',
  ...overrides,
});

const ENTRIES: PointEntry[] = [
  entryOf(),
  entryOf({
    _id: 'e2',
    kind: 'refund',
    points: 500,
    balanceAfter: 2545,
    order: { _id: ORDER_B, code: 'ODCANCEL2222' },
    createdAt: '2026-03-05T10:00:00.000Z',
  }),
  entryOf({
    _id: 'e3',
    kind: 'spend',
    points: -500,
    balanceAfter: 2045,
    order: { _id: ORDER_B, code: 'ODCANCEL2222' },
    createdAt: '2026-03-05T09:15:00.000Z',
  }),
  entryOf({
    _id: 'e4',
    kind: 'revoke',
    points: -40,
    balanceAfter: 2545,
    order: null,
    createdAt: '2026-03-01T01:00:00.000Z',
  }),
];

const ok = <T,>(data: T) => ({ body: { success: true, data } });
const page = (items: PointEntry[], pageNo = 1, totalItems = items.length) => ({
  body: {
    success: true,
    data: items,
    pagination: {
      page: pageNo,
      pageSize: POINT_ENTRIES_PAGE_SIZE,
      totalPage: Math.max(1, Math.ceil(totalItems / POINT_ENTRIES_PAGE_SIZE)),
      totalItems,
    },
  },
});
const failure = {
  status: 500,
  body: { success: false, code: 'INTERNAL_ERROR', message: 'Đã xảy ra lỗi, vui lòng thử lại sau' },
};

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel() {
  const router = createMemoryRouter([{ path: '/account', element: <LoyaltyPanel /> }], {
    initialEntries: ['/account?tab=points'],
  });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe("the account's 'Điểm thưởng' tab", () => {
  it('shows the balance, its worth, the tier, the 12-month spend and the way to the next tier', async () => {
    server.on('GET /loyalty/me', ok(summaryOf()));
    server.on('GET /loyalty/me/entries', page([]));
    renderPanel();

    expect(await screen.findByText('2.670 điểm')).toBeTruthy();
    expect(screen.getByText('Điểm hiện có')).toBeTruthy();
    expect(screen.getByText('≈ 26.700 ₫')).toBeTruthy();
    expect(screen.getByText('Chi tiêu 12 tháng: 2.670.000 ₫')).toBeTruthy();
    expect(screen.getByText('Mua thêm 330.000 ₫ để lên hạng Bạc')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Tiến độ lên hạng Bạc' });
    expect(bar.getAttribute('aria-valuenow')).toBe('89');

    // The four tiers with their thresholds and benefits; the customer's own is marked.
    const tiers = within(screen.getByRole('region', { name: 'Hạng thành viên và ưu đãi' })).getAllByRole(
      'listitem',
    );
    expect(tiers.slice(0, 4).map((tier) => tier.textContent)).toEqual([
      'Thành viênHạng của bạnKhi có tài khoản LumiTích 1 điểm cho mỗi 1.000 ₫',
      'BạcChi tiêu 12 tháng từ 3.000.000 ₫Tích 1,5 điểm cho mỗi 1.000 ₫',
      'VàngChi tiêu 12 tháng từ 8.000.000 ₫Tích 2 điểm cho mỗi 1.000 ₫',
      'Kim cươngChi tiêu 12 tháng từ 15.000.000 ₫Tích 3 điểm cho mỗi 1.000 ₫',
    ]);
    expect(tiers.filter((tier) => tier.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(tiers[0]!.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByText(
        'Khi đặt hàng, 1 điểm = 10 ₫; điểm trả được tối đa 50% tiền hàng của đơn (sau mã giảm giá).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Đơn hàng bị hủy được hoàn lại số điểm đã dùng.')).toBeTruthy();
  });

  it('at the top tier says so, with a full bar', async () => {
    server.on(
      'GET /loyalty/me',
      ok(
        summaryOf({
          balance: 48_210,
          spend12Months: 21_500_000,
          tier: DIAMOND,
          nextTier: null,
          toNextTier: null,
        }),
      ),
    );
    server.on('GET /loyalty/me/entries', page([]));
    renderPanel();

    expect(await screen.findByText('Bạn đang ở hạng cao nhất')).toBeTruthy();
    expect(screen.getByText('48.210 điểm')).toBeTruthy();
    expect(screen.getByText('≈ 482.100 ₫')).toBeTruthy();
    expect(screen.getByText('Chi tiêu 12 tháng: 21.500.000 ₫')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/Mua thêm/)).toBeNull();
    const current = within(screen.getByRole('region', { name: 'Hạng thành viên và ưu đãi' }))
      .getAllByRole('listitem')
      .find((tier) => tier.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Kim cương');
  });

  it('lists the history: time, what happened, the order linked, signed points and the balance after', async () => {
    server.on('GET /loyalty/me', ok(summaryOf()));
    server.on('GET /loyalty/me/entries', page(ENTRIES));
    renderPanel();

    const history = screen.getByRole('region', { name: 'Lịch sử điểm' });
    await within(history).findByText('Tích điểm từ đơn hàng');
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    const [earned, refunded, spent, revoked] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(earned).getByText('06/03/2026 09:30')).toBeTruthy();
    expect(within(earned).getByRole('link', { name: 'OD7K2M9QX4TB' }).getAttribute('href')).toBe(
      `/order-detail/${ORDER_A}`,
    );
    const plus = within(earned).getByText('+125 điểm');
    expect(plus.className).toContain(styles.plus);
    expect(plus.className).not.toContain(styles.minus);
    expect(within(earned).getByText('Số dư: 2.670 điểm')).toBeTruthy();

    expect(within(refunded).getByText('Hoàn điểm đã dùng (đơn hủy hoặc trả hàng)')).toBeTruthy();
    expect(within(refunded).getByText('+500 điểm')).toBeTruthy();

    expect(within(spent).getByText('Dùng điểm thanh toán')).toBeTruthy();
    const minus = within(spent).getByText('−500 điểm');
    expect(minus.className).toContain(styles.minus);
    expect(minus.className).not.toContain(styles.plus);
    expect(within(spent).getByRole('link', { name: 'ODCANCEL2222' }).getAttribute('href')).toBe(
      `/order-detail/${ORDER_B}`,
    );
    expect(within(spent).getByText('Số dư: 2.045 điểm')).toBeTruthy();

    expect(within(revoked).getByText('Thu hồi điểm do trả hàng')).toBeTruthy();
    expect(within(revoked).getByText('−40 điểm')).toBeTruthy();
    expect(within(revoked).queryByRole('link')).toBeNull();
    // One page only: no pagination.
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('moves to page 2 of the history', async () => {
    const asked: string[] = [];
    server.on('GET /loyalty/me', ok(summaryOf()));
    server.on('GET /loyalty/me/entries', (_body, url) => {
      const pageNo = Number(url.searchParams.get('page'));
      asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
      return pageNo === 2
        ? page([entryOf({ _id: 'old', kind: 'spend', points: -300, balanceAfter: 120 })], 2, 11)
        : page(
            Array.from({ length: POINT_ENTRIES_PAGE_SIZE }, (_, i) => entryOf({ _id: `n${i}` })),
            1,
            11,
          );
    });
    renderPanel();

    const history = screen.getByRole('region', { name: 'Lịch sử điểm' });
    await waitFor(() => expect(within(history).getAllByText('+125 điểm')).toHaveLength(10));
    fireEvent.click(within(history).getByTitle('2'));
    expect(await within(history).findByText('−300 điểm')).toBeTruthy();
    expect(within(history).queryByText('+125 điểm')).toBeNull();
    expect(asked).toEqual([`1/${POINT_ENTRIES_PAGE_SIZE}`, `2/${POINT_ENTRIES_PAGE_SIZE}`]);
  });

  it('with no points yet, invites to shop', async () => {
    server.on('GET /loyalty/me', ok(summaryOf({ balance: 0, spend12Months: 0, toNextTier: 3_000_000 })));
    server.on('GET /loyalty/me/entries', page([]));
    renderPanel();

    expect(
      await screen.findByText(
        'Bạn chưa có điểm thưởng nào. Mỗi đơn hàng giao thành công đều được cộng điểm.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mua sắm ngay' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('0 điểm')).toBeTruthy();
    expect(screen.getByText('≈ 0 ₫')).toBeTruthy();
    expect(screen.getByText('Mua thêm 3.000.000 ₫ để lên hạng Bạc')).toBeTruthy();
  });

  it('shows a failed load with "Thử lại", which asks again', async () => {
    let summaryFails = true;
    let historyFails = true;
    server.on('GET /loyalty/me', () => (summaryFails ? failure : ok(summaryOf())));
    server.on('GET /loyalty/me/entries', () => (historyFails ? failure : page(ENTRIES)));
    renderPanel();

    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]!.textContent).toContain('Không tải được điểm thưởng.');
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain('Đã xảy ra lỗi, vui lòng thử lại sau');
    expect(screen.getAllByRole('alert')[1]!.textContent).toContain('Không tải được lịch sử điểm.');

    summaryFails = false;
    fireEvent.click(within(screen.getAllByRole('alert')[0]!).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('2.670 điểm')).toBeTruthy();
    expect(server.calls('GET /loyalty/me')).toHaveLength(2);

    historyFails = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tích điểm từ đơn hàng')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls('GET /loyalty/me/entries')).toHaveLength(2);
  });
});
