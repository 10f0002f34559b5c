import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { userLoaded } from '@/lib/auth-slice';
import { userOf } from '@/testing/fixtures';
import { AccountMenu, type AccountMenuTone } from './account-menu';

const user = userOf();

function renderMenu({
  signedIn = true,
  tone,
  onSignIn,
}: { signedIn?: boolean; tone?: AccountMenuTone; onSignIn?: () => void } = {}) {
  const store = makeStore();
  if (signedIn) store.dispatch(userLoaded(user));
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountMenu tone={tone} onSignIn={onSignIn} /> }],
    { initialEntries: ['/clinics'] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

describe('AccountMenu', () => {
  it('on the booking side, leads to the booking history and the online consultation', () => {
    const router = renderMenu({ tone: 'clinic' });
    fireEvent.click(screen.getByRole('button', { name: /Nguyễn Thị Lan/ }));
    expect(items()).toEqual([
      'Tài khoản',
      'Đơn hàng của tôi',
      'Lịch sử đặt khám',
      'Tư vấn trực tuyến',
      'Đăng xuất',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Lịch sử đặt khám' }));
    expect(router.state.location.pathname).toBe('/booking-history');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('in the shop, leads to the orders and the booking history, without the consultation', () => {
    const router = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Nguyễn Thị Lan/ }));
    expect(items()).toEqual(['Tài khoản', 'Đơn hàng của tôi', 'Lịch sử đặt khám', 'Đăng xuất']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Đơn hàng của tôi' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.search).toBe('?tab=orders');
  });

  it('signed out, offers the auth page links, or one button that opens the page’s auth modal', () => {
    renderMenu({ signedIn: false });
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toBeTruthy();
  });

  it('signed out with onSignIn, calls it instead of leaving the page', () => {
    const onSignIn = vi.fn();
    const router = renderMenu({ signedIn: false, tone: 'clinic', onSignIn });
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/clinics');
  });
});
