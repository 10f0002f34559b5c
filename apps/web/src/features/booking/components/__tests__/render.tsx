import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { userLoaded } from '@/lib/auth-slice';

/** A stand-in for the auth feature's modal (the route hands the real one over). */
export function FakeAuthModal({ open }: { open: boolean; onClose: () => void }) {
  return open ? <div role="dialog" aria-label="Đăng nhập" /> : null;
}

export function FakeNotFound() {
  return <h1>Không tìm thấy trang</h1>;
}

/** Renders `element` at `path` (entered as `entry`), signed in as `user` unless null. */
export function renderPage(path: string, entry: string, element: ReactNode, user: User | null) {
  const store = makeStore();
  if (user) store.dispatch(userLoaded(user));
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
