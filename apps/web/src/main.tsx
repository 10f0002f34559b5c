// The app, started by entry.ts (the page's first script) once a server-rendered page has been painted.
import '@/lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, routes } from '@/app/router';
import { RootProvider } from '@/app/store-provider';
import { store } from '@/app/store';
import { setHydrationNow } from '@/app/ssr/head';
import { readServerState } from '@/app/ssr/state';
import { SERVER_STATE_ACTION } from '@/lib/api';
import { sessionDeferred, sessionResumed } from '@/lib/auth-slice';
import { tokens } from '@/lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** `<html data-live>` once React runs the page: a click before that is the markup's alone (tests wait for it). */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

/** Once the server's markup is live: the stored session is looked at (a signed-in header, the account). */
function ResumeSession() {
  useEffect(() => {
    setHydrationNow(null);
    store.dispatch(sessionResumed({ hasUserToken: tokens.get('user') !== null }));
  }, []);
  return null;
}

const serverState = readServerState(document);

if (serverState) {
  // A server-rendered page (ADR 0025): the same answers in the store, the route modules of the page loaded (the
  // server preloaded them), then React takes over the markup instead of drawing it again.
  store.dispatch({ type: SERVER_STATE_ACTION, payload: { api: serverState.api } });
  store.dispatch(sessionDeferred());
  setHydrationNow(serverState.renderedAt);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  const router = createAppRouter(serverState.router);
  // Hydrated as a transition: React takes over the markup in slices of a few milliseconds and lets the browser paint
  // and answer between them, rather than in one task of half a second on a phone (ADR 0034).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RootProvider>
          <RouterProvider router={router} />
          <ResumeSession />
          <MarkLive />
        </RootProvider>
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <RootProvider>
        <RouterProvider router={createAppRouter()} />
        <MarkLive />
      </RootProvider>
    </StrictMode>,
  );
}
