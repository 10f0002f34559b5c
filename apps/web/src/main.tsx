// The app, started by entry.ts (the page's first script) once a server-rendered page has been painted.
import '@/lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, routes } from '@/app/router';
import { RootProvider } from '@/app/store-provider';
import { store } from '@/lib/store';
import { setHydrationNow } from '@/lib/page-head';
import { readServerState, tokenFingerprint } from '@/app/ssr/state';
import { SERVER_STATE_ACTION } from '@/lib/api';
import { adminLoaded, doctorLoaded, sessionDeferred, sessionResumed } from '@/lib/auth-slice';
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

// The cookies that let the server render a back office for its signed-in person follow the stored tokens (ADR 0041).
tokens.syncMirrors();

const rendered = readServerState(document);
// A back-office screen rendered for another token than the one stored here now (a sign-in or out in another tab since
// the page was asked for) is drawn afresh by the browser rather than taken over as someone else's.
const renderedFor = rendered?.signedIn;
const serverState =
  renderedFor && tokenFingerprint(tokens.get(renderedFor.kind) ?? '') !== renderedFor.token ? null : rendered;

if (serverState) {
  // A server-rendered page (ADR 0025): the same answers in the store, the route modules of the page loaded (the
  // server preloaded them), then React takes over the markup instead of drawing it again.
  store.dispatch({ type: SERVER_STATE_ACTION, payload: { api: serverState.api } });
  store.dispatch(sessionDeferred());
  // A back-office screen rendered for its person: the guards find the account the server drew the frame for.
  const { admin, doctor } = serverState.signedIn ?? {};
  if (admin) store.dispatch(adminLoaded(admin));
  if (doctor) store.dispatch(doctorLoaded(doctor));
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
