import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userLoaded } from '@/lib/auth-slice';
import { hasNotifier, notify } from '@/lib/notify';
import { readCart, tokens, writeCart } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG, userOf, verifiedLoginOf } from '@/testing/fixtures';
import { returnPathOf } from './guards';
import { routes } from './router';
import { makeStore } from '@/lib/store';

const user = userOf();

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, store = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

// Route modules load lazily, as in the browser: the first import of antd takes a few seconds here.
describe('routes and guards', { timeout: 20_000 }, () => {
  it('an unknown path shows the not-found texts and the way home', async () => {
    renderAt('/khong-ton-tai');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Trang này không tồn tại.' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('Trang bạn đang tìm kiếm có thể đã bị xóa, đổi tên hoặc tạm thời không khả dụng.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Quay lại trang chủ/ }).getAttribute('href')).toBe('/');
  });

  it('a signed-out visitor on /account is sent to /auth', async () => {
    const { router } = renderAt('/account?tab=profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('signing in on /auth goes back to the page that sent the visitor there (ADR 0066)', async () => {
    server.on('POST /auth/login', { body: verifiedLoginOf(user) });
    server.on('GET /auth/account', { body: { success: true, data: user } });
    const { router } = renderAt('/account?tab=points');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Đăng nhập' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lan@lumi.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'lumi-2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?tab=points');
  });

  it('only a page of this site is gone back to; anything else goes home', () => {
    expect(returnPathOf({ from: '/detail/kem-chong-nang?variant=1' })).toBe(
      '/detail/kem-chong-nang?variant=1',
    );
    for (const from of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/auth',
      '/auth?page=register',
      42,
    ])
      expect(returnPathOf({ from })).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });

  it('/auth?page=register opens the register step', async () => {
    renderAt('/auth?page=register');
    expect(
      await screen.findByRole('heading', { name: 'Đăng ký tài khoản' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('the page parameter of /auth follows the step shown: register → verify → login', async () => {
    server.on('POST /auth/register', {
      status: 201,
      body: { success: true, message: 'Đăng ký thành công', data: { email: 'moi@lumi.vn' } },
    });
    server.on('POST /auth/verify-otp', {
      body: {
        success: true,
        message: 'Xác thực thành công',
        data: { email: 'moi@lumi.vn', verified: true, purpose: 'verify' },
      },
    });
    const { router } = renderAt('/auth?page=register');
    await screen.findByRole('heading', { name: 'Đăng ký tài khoản' }, { timeout: 10_000 });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Họ và tên', 'Trần Thu Hà');
    type('Email', 'moi@lumi.vn');
    type('Mật khẩu', 'thu-ha-2026');
    type('Nhập lại mật khẩu', 'thu-ha-2026');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    });
    expect(await screen.findByRole('heading', { name: 'Nhập mã OTP' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?page=verify'));
    // The panel stays as it is (the e-mail is still shown) after the address update.
    expect(screen.getByText('moi@lumi.vn')).toBeTruthy();

    fireEvent.paste(screen.getAllByRole('textbox', { name: /Chữ số thứ/ })[0]!, {
      clipboardData: { getData: () => '123456' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('moi@lumi.vn');
  });

  it('/auth?page=verify without a registration in progress opens the login and drops the parameter', async () => {
    const { router } = renderAt('/auth?page=verify');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a signed-in user on /auth is sent to /', async () => {
    const store = makeStore();
    store.dispatch(userLoaded(user));
    const { router } = renderAt('/auth', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });

  it('a stored token loads the account before protected pages render', async () => {
    tokens.set('user', 'u-jwt');
    server.on('GET /auth/account', { body: { success: true, data: user } });
    const { router } = renderAt('/account', makeStore());
    expect(
      await screen.findByRole('heading', { name: 'Thông tin người dùng' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('a rejected token clears the token and the cart, then the guard sends to /auth', async () => {
    tokens.set('user', 'expired');
    writeCart([{ productId: 'p', name: 'Kem', image: '', price: 1000, brand: 'Lumi', quantity: 1 }]);
    server.on('GET /auth/account', {
      status: 401,
      body: { success: false, code: 'AUTH_TOKEN_INVALID', message: 'Phiên đăng nhập không hợp lệ' },
    });
    const { router } = renderAt('/account', makeStore());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(tokens.get('user')).toBeNull();
    expect(readCart().products).toHaveLength(0);
  });

  it('?token= from Google is stored, the account loaded, and the token removed from the address', async () => {
    server.on('GET /auth/account', { body: { success: true, data: user } });
    const store = makeStore();
    const { router } = renderAt('/?token=google-jwt', store);
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true), { timeout: 10_000 });
    expect(tokens.get('user')).toBe('google-jwt');
    expect(router.state.location.search).toBe('');
    expect(server.requests.find((r) => r.route === 'GET /auth/account')?.headers.get('x-user-header')).toBe(
      'google-jwt',
    );
  });

  it('the header counts the units of the stored cart, as the cart page does', async () => {
    writeCart([
      { productId: 'p1', name: 'Kem', image: '', price: 1000, brand: 'Lumi', quantity: 3 },
      { productId: 'p2', name: 'Serum', image: '', price: 2000, brand: 'Lumi', quantity: 1 },
    ]);
    renderAt('/');
    expect((await screen.findByTestId('cart-count', {}, { timeout: 10_000 })).textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Giỏ hàng, 4 sản phẩm' })).toBeTruthy();
  });
});

describe('the shop layout', { timeout: 20_000 }, () => {
  const notFound = 'Oops! Trang này không tồn tại.';

  it('a plain page does not download antd until the first input, and is not mounted again when it arrives', async () => {
    renderAt('/khong-ton-tai');
    const heading = await screen.findByRole('heading', { name: notFound }, { timeout: 10_000 });
    // The module cached, as the browser's would be: only the first input decides when the scope comes.
    await import('./layouts/shop-theme-scope');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(hasNotifier()).toBe(false);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(hasNotifier()).toBe(true), { timeout: 10_000 });
    expect(heading.isConnected).toBe(true);
    expect(screen.getByRole('heading', { name: notFound })).toBe(heading);
  });

  it('a toast raised on a plain page brings the antd scope and is shown once it is there', async () => {
    // Raised the moment the page is in the document (a microtask after its commit, before React's passive effects
    // run), as an answer arriving just then would be: it must not be lost.
    let raised = false;
    const observer = new MutationObserver(() => {
      if (raised || !document.querySelector('h1')?.textContent?.includes(notFound)) return;
      raised = true;
      expect(hasNotifier()).toBe(false);
      notify.success('Đã thêm vào giỏ hàng');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderAt('/khong-ton-tai');
    const heading = await screen.findByRole('heading', { name: notFound }, { timeout: 10_000 });
    observer.disconnect();
    expect(raised).toBe(true);
    expect(await screen.findByText('Đã thêm vào giỏ hàng', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(heading.isConnected).toBe(true);
  });
});

describe('route ids', () => {
  it('every lazy route is named by its module, which the server preloads with the page', () => {
    const modules = new Set(
      Object.keys(import.meta.glob(['./layouts/*.tsx', './routes/**/*.tsx', '!**/*.test.tsx'])).map((file) =>
        file.slice('./'.length, -'.tsx'.length),
      ),
    );
    const lazyIds: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.lazy) lazyIds.push(route.id ?? '(no id)');
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(lazyIds.length).toBeGreaterThan(50);
    expect(lazyIds.filter((id) => !modules.has(id))).toEqual([]);
    expect(new Set(lazyIds).size).toBe(lazyIds.length);
  });
});
