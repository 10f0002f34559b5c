import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { ThemeScope } from '@/components/theme-scope/theme-scope';
import { makeStore } from '@/lib/store';
import { clinicTheme } from '@/config/theme';

/** Shows where the page sent the visitor. */
export function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** One booking page at `path`, in the clinic theme, with a real store; other paths show where they lead. */
export function renderRoute(pattern: string, element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <ThemeScope theme={clinicTheme}>{element}</ThemeScope> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
