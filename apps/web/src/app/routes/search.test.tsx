import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store';
import { clinicSummaryOf, doctorSummaryOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import SearchRoute from './search';

/*
 * `/search`: the kinds are plain tabs (a tablist, no antd on the public page) that follow the address,
 * open the first kind with results, and move with the arrow keys.
 */

const doctors = [
  doctorSummaryOf({ _id: 'd1', name: 'Nguyễn Văn An', slug: 'nguyen-van-an' }),
  doctorSummaryOf({ _id: 'd2', name: 'Trần Thị Bình', slug: 'tran-thi-binh' }),
];
const clinics = [clinicSummaryOf({ _id: 'c1', name: 'Phòng khám Da liễu Hoa Sen', slug: 'hoa-sen' })];

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /search', (_body, url) => {
    const type = url.searchParams.get('type');
    if (type === 'doctors') return { body: { success: true, data: doctors, pagination: paginationOf(2) } };
    if (type === 'clinics') return { body: { success: true, data: clinics, pagination: paginationOf(1) } };
    if (type === 'products') return { body: { success: true, data: [], pagination: paginationOf(0, 1, 12) } };
    return {
      body: {
        success: true,
        data: { products: [], doctors, clinics, totals: { products: 0, doctors: 2, clinics: 1 } },
      },
    };
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSearch(address: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchRoute /> }], {
    initialEntries: [address],
  });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('search tabs', () => {
  it('opens the first kind with results, names each tab with its total, and switches on click', async () => {
    const router = renderSearch('/search?q=da');
    const tabs = await screen.findByRole('tablist', { name: 'Loại kết quả' });
    const doctorsTab = await within(tabs).findByRole('tab', { name: 'Bác sĩ 2', selected: true });
    expect(within(tabs).getByRole('tab', { name: 'Sản phẩm 0' }).getAttribute('aria-selected')).toBe('false');
    expect(doctorsTab.tabIndex).toBe(0);
    expect(within(tabs).getByRole('tab', { name: 'Phòng khám 1' }).tabIndex).toBe(-1);

    const panel = screen.getByRole('tabpanel', { name: 'Bác sĩ 2' });
    expect(await within(panel).findByRole('article', { name: 'Nguyễn Văn An' })).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Phòng khám 1' }));
    expect(router.state.location.search).toBe('?q=da&type=clinics');
    const clinicsPanel = screen.getByRole('tabpanel', { name: 'Phòng khám 1' });
    expect(
      await within(clinicsPanel).findByRole('article', { name: 'Phòng khám Da liễu Hoa Sen' }),
    ).toBeTruthy();
  });

  it('the arrow keys, Home and End move the selection and the focus, wrapping at the ends', async () => {
    const router = renderSearch('/search?q=da&type=doctors');
    const tabs = await screen.findByRole('tablist');
    const doctorsTab = within(tabs).getByRole('tab', { name: /^Bác sĩ/, selected: true });

    fireEvent.keyDown(doctorsTab, { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?q=da&type=clinics');
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: /^Phòng khám/ }));

    fireEvent.keyDown(document.activeElement ?? tabs, { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?q=da&type=products');
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: /^Sản phẩm/ }));

    fireEvent.keyDown(document.activeElement ?? tabs, { key: 'End' });
    expect(router.state.location.search).toBe('?q=da&type=clinics');
    fireEvent.keyDown(document.activeElement ?? tabs, { key: 'Home' });
    expect(router.state.location.search).toBe('?q=da&type=products');
    expect(await screen.findByText('Không tìm thấy sản phẩm phù hợp')).toBeTruthy();
  });
});
