import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { CLINIC_FILTER_OPTIONS, clinicSummaryOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG } from '@/testing/fixtures';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
  server.on('GET /clinics/filter-options', { body: { success: true, data: CLINIC_FILTER_OPTIONS } });
  server.on('GET /clinics/by-customer', {
    body: { success: true, data: [clinicSummaryOf()], pagination: paginationOf(1, 1, 6) },
  });
});
afterEach(() => vi.unstubAllGlobals());

// Decision 10: a signed-out visitor sees the sign-in prompt over a booking page on arrival; closing it lets them read.
describe('booking pages and the sign-in modal', { timeout: 60_000 }, () => {
  it('opens on arrival at /clinics for a signed-out visitor, and closes to let them read', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/clinics'] });
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    // Role queries over the whole page are slow in jsdom: the dialog and its close button are found by their markup.
    // The prompt is plain (issue 26, ADR 0036): a native dialog, no antd.
    await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull(), { timeout: 20_000 });
    expect(document.querySelector('dialog[open] h2')?.textContent).toBe('Đăng nhập');
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(await screen.findByText('Quay lại Lumi', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(document.querySelector('dialog[open] button[aria-label="Đóng"]') as HTMLElement);
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    expect(await screen.findByText('Phòng khám Da liễu Lumi Hà Nội', { selector: 'h3 a' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clinics');
  });
});
