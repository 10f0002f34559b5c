import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OrderDetailStatsResponseSchema,
  RevenueOrderStatsResponseSchema,
  ReviewDetailStatsResponseSchema,
  ShopStatisticalResponseSchema,
  SiteOverviewResponseSchema,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { AdminStatsDashboard } from '../admin-stats-dashboard';
import { orderDetailOf, overviewOf, revenueOrderOf, reviewDetailOf, shopStatisticalOf } from './fixtures';

let server: FakeServer;
/** The query string of every call, by path. */
let queries: Record<string, string[]>;

function answer(route: string, data: unknown, schema: Parameters<FakeServer['on']>[2]) {
  server.on(
    route,
    (_body, url) => {
      (queries[route] ??= []).push(url.search);
      return { body: { success: true, data } };
    },
    schema,
  );
}

beforeEach(() => {
  server = installFakeServer();
  queries = {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
  answer('GET /admin/statistical/overview', overviewOf(), SiteOverviewResponseSchema);
  answer('GET /admin/statistical', shopStatisticalOf(), ShopStatisticalResponseSchema);
  answer('GET /admin/statistical/revenue-order', revenueOrderOf(), RevenueOrderStatsResponseSchema);
  answer('GET /admin/statistical/order-detail', orderDetailOf(), OrderDetailStatsResponseSchema);
  answer('GET /admin/statistical/review-detail', reviewDetailOf(), ReviewDetailStatsResponseSchema);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <AdminStatsDashboard /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const card = (key: string) => screen.getByTestId(`stat-card-${key}`);
const valueOf = (key: string) => within(card(key)).getByTestId('stat-value').textContent;

/** jsdom's Blob has no text(); FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('the ADMIN statistics dashboard', { timeout: 30_000 }, () => {
  it('shows the cards of the answer, each against the previous period', async () => {
    renderAt('/admin/dashboard?year=2026&month=11&type=date');
    await screen.findByTestId('stat-card-revenue', {}, { timeout: 10_000 });

    expect(valueOf('revenue')).toBe('3.450.000 ₫');
    expect(within(card('revenue')).getByText('Doanh số: 12.500.000 ₫')).toBeTruthy();
    expect(within(card('revenue')).getByText('▲ 15%')).toBeTruthy();
    expect(within(card('revenue')).getByText('so với tháng 10/2026')).toBeTruthy();
    expect(valueOf('orders')).toBe('40');
    expect(within(card('orders')).getByText('▲ 25%')).toBeTruthy();
    expect(within(card('orders')).getByText('Hoàn thành: 63%')).toBeTruthy();
    expect(valueOf('delivered')).toBe('25');
    expect(within(card('delivered')).getByText('0%')).toBeTruthy();
    expect(valueOf('new-customers')).toBe('18');
    expect(within(card('new-customers')).getByText('Mới')).toBeTruthy();
    expect(within(card('new-customers')).getByText('Tổng: 310 · Đang hoạt động: 301')).toBeTruthy();
    expect(valueOf('reviews')).toBe('4,5/5');
    expect(within(card('reviews')).getByText('▲ 12,5%')).toBeTruthy();
    expect(valueOf('bookings')).toBe('15');
    expect(within(card('bookings')).getByText('▼ 25%')).toBeTruthy();
    expect(
      within(card('bookings')).getByText('Doanh thu phòng khám: 4.200.000 ₫ · Không đến: 0%'),
    ).toBeTruthy();

    expect(queries['GET /admin/statistical/overview']).toEqual(['?year=2026&month=11']);
    expect(queries['GET /admin/statistical/revenue-order']).toEqual(['?year=2026&month=11&type=date']);
    // The tables of the period.
    expect(await screen.findByText('Nguyễn Thị Mai')).toBeTruthy();
    expect(screen.getByText('Son "Đỏ ruby"')).toBeTruthy();
    // totals.products: the shop's products, beside its best sellers.
    expect(
      screen.getByText('Trong 120 sản phẩm của cửa hàng; đơn không bị hủy, đặt trong tháng 11/2026'),
    ).toBeTruthy();
  });

  it('changing the month refetches with the new query and keeps it in the address', async () => {
    const router = renderAt('/admin/dashboard?year=2026&month=11&type=date');
    await screen.findByTestId('stat-card-revenue', {}, { timeout: 10_000 });

    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Chọn tháng'));
    });
    const options = await screen.findAllByTitle('Tháng 3');
    await click(options[options.length - 1]!);

    await waitFor(() =>
      expect(queries['GET /admin/statistical/overview']).toEqual([
        '?year=2026&month=11',
        '?year=2026&month=3',
      ]),
    );
    await waitFor(() =>
      expect(queries['GET /admin/statistical/order-detail']).toContain('?year=2026&month=3&type=date'),
    );
    expect(queries['GET /admin/statistical']).toContain('?year=2026&month=3');
    expect(router.state.location.search).toBe('?year=2026&month=3&type=date');

    // 'Cả năm': the whole year, the series by month.
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Chọn tháng'));
    });
    const whole = await screen.findAllByTitle('Cả năm');
    await click(whole[whole.length - 1]!);
    await waitFor(() => expect(queries['GET /admin/statistical/overview']).toContain('?year=2026'));
    expect(router.state.location.search).toBe('?year=2026&type=month');
    await waitFor(() =>
      expect(queries['GET /admin/statistical/revenue-order']).toContain('?year=2026&type=month'),
    );
  });

  it("'Xuất CSV doanh số và lợi nhuận' saves the series as CSV rows with raw numbers", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      lastBlob = blob as Blob;
      return 'blob:lumi/csv';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
    try {
      renderAt('/admin/dashboard?year=2026&month=11&type=date');
      // Role queries are slow on a page this size; the buttons carry their names as aria-label.
      const button = await screen.findByLabelText('Xuất CSV doanh số và lợi nhuận', {}, { timeout: 10_000 });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      await click(button);

      expect(saved.map((s) => s.name)).toEqual(['loi-nhuan-don-hang-2026-11.csv']);
      const text = await textOf(saved[0]!.blob);
      expect(text.split('\r\n')).toEqual([
        'Thời gian,Lợi nhuận,Doanh số,Số đơn hàng,Đã giao,Đang xử lý,Đã hủy',
        '01/11,1250000,4000000,12,6,5,1',
        '02/11,-35000,250000,3,1,1,1',
        '',
      ]);

      const customers = screen.getByLabelText('Xuất CSV khách hàng mua nhiều nhất');
      await waitFor(() => expect((customers as HTMLButtonElement).disabled).toBe(false));
      await click(customers);
      expect(saved[1]?.name).toBe('khach-hang-mua-nhieu-nhat-2026-11.csv');
      expect(await textOf(saved[1]!.blob)).toContain('1,Nguyễn Thị Mai,mai@example.com,3,2400000\r\n');
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it("a failed overview offers 'Thử lại'; an empty period says so", async () => {
    let failing = true;
    server.on(
      'GET /admin/statistical/overview',
      () =>
        failing
          ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi máy chủ' } }
          : { body: { success: true, data: overviewOf() } },
      SiteOverviewResponseSchema,
    );
    answer(
      'GET /admin/statistical/revenue-order',
      {
        stats: revenueOrderOf().stats.map((s) => ({
          ...s,
          revenue: 0,
          totalAmount: 0,
          totalOrders: 0,
          bookingRevenue: 0,
        })),
      },
      RevenueOrderStatsResponseSchema,
    );
    renderAt('/admin/dashboard?year=2026&month=11&type=date');
    // The cards and the status donut (both of the overview) each offer it.
    // (The cards' error is antd's Result, downloaded when shown: both offers are there once it arrived.)
    await waitFor(() => expect(screen.getAllByText('Thử lại')).toHaveLength(2), { timeout: 10_000 });
    const retries = screen.getAllByText('Thử lại').map((text) => text.closest('button'));
    expect(screen.getByText('Không thể tải số liệu tổng quan')).toBeTruthy();
    // Role queries are slow on a page this size; the panels and buttons carry their names as aria-label.
    const revenue = screen.getByLabelText('Doanh số, lợi nhuận và đơn hàng', { selector: '[role="region"]' });
    await waitFor(() => expect(within(revenue).getByText('Chưa có dữ liệu trong kỳ này')).toBeTruthy());
    failing = false;
    await click(retries[0]!);
    expect(await screen.findByTestId('stat-card-revenue')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Thử lại')).toBeNull());
  });
});
