/**
 * The server renderer of the public pages (ADR 0025) and of the back-office screens (ADR 0041), built by
 * `vite build --ssr` into dist-ssr/ and loaded by the Fastify server (apps/server/src/modules/pages). It renders the
 * same routes as the browser, as a guest (a back-office screen for its signed-in person), from a
 * store its route loaders filled through the server's own API, and answers the HTML of the app, what goes in the
 * document head, antd's styles and the state the browser hydrates from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { API_PREFIX } from '@lumi/shared';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { createHeadCollector, HeadContext, type HeadCollector } from '@/lib/page-head';
import { isServerRenderedPage, signedInRenderOf, type SignedInRenderKind } from '@/app/ssr/page-handle';
import { settled, type ServerRenderContext } from '@/lib/prefetch';
import { serializeServerState, tokenFingerprint, type ServerState } from '@/app/ssr/state';
import { RealtimeProvider } from '@/realtime';
import { api, configureApiTransport } from '@/lib/api';
import { createInitialAuthState, sessionDeferred } from '@/lib/auth-slice';
import { setServerTokenSource, type TokenKind } from '@/lib/storage';

/** Origin of the in-process API calls: never resolved, the server's fetch answers them itself. */
const INTERNAL_ORIGIN = 'http://lumi.internal';

export type RenderSetup = {
  /** Answers an API call (`INTERNAL_ORIGIN` + path) in the same process. */
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
};

export type RenderRequest = {
  /** Path and query, e.g. '/detail/kem-chong-nang?x=1'. */
  url: string;
  /** The site's public origin, for canonical addresses and link previews. */
  origin: string;
  signal?: AbortSignal;
  /**
   * A back-office screen (`signedInRenderOf`): the token of the person it is rendered for, from the request's mirror
   * cookie (ADR 0041). Without it the page is rendered as a guest.
   */
  as?: { kind: SignedInRenderKind; token: string };
};

export type RenderedPage = {
  kind: 'page';
  status: number;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  head: HeadCollector;
  /** `<link>` resources React hoisted out of the markup (image preloads), for the head. */
  hoisted: string;
  /** antd's style tags for the markup (empty on pages without antd). */
  styles: string;
  /** JSON for the `<script type="application/json" id="lumi-state">` the browser hydrates from. */
  state: string;
  /** Ids of the matched routes (app/routes-tree), for the module preloads. */
  routeIds: string[];
};
export type RenderAnswer =
  | RenderedPage
  | { kind: 'redirect'; status: number; location: string }
  /** A back-office screen whose token was refused (expired, revoked, another kind's): the browser renders it. */
  | { kind: 'browser' };

/** The tokens of the render running in this async context (`tokens.get` on the server, lib/storage). */
const renderTokens = new AsyncLocalStorage<Partial<Record<TokenKind, string>>>();

let handler: ReturnType<typeof createStaticHandler> | null = null;

type StyleCache = ReturnType<typeof createCache>;
/** antd's computed tokens and component styles, kept across renders (they depend on the theme and component only). */
const computedStyles: StyleCache['cache'] = new Map();

/**
 * A render's antd style cache: what it computes is kept for every later render, and what an earlier render computed
 * is reused, but it holds (and `extractStyle` writes into the page) only the styles this render used. Computing them
 * afresh for each request was most of a back-office screen's render (~14 ms of token merging alone, ADR 0041).
 */
function renderStyleCache(): StyleCache {
  const cache = createCache();
  cache.cache = new (class extends Map<string, [number, unknown]> {
    override get(key: string) {
      const own = super.get(key);
      if (own !== undefined) return own;
      const computed = computedStyles.get(key);
      if (computed !== undefined) super.set(key, computed);
      return computed;
    }
    override set(key: string, value: [number, unknown]) {
      computedStyles.set(key, value);
      return super.set(key, value);
    }
  })() as StyleCache['cache'];
  return cache;
}

/**
 * The build this renderer is ('production' from `npm run build`): the server refuses to start on any other, whose
 * React would not match the browser's (ADR 0027).
 */
export const buildMode: string = process.env.NODE_ENV ?? 'development';

/** Called once when the server loads this module. */
export function setup({ fetch }: RenderSetup): void {
  configureApiTransport({ baseUrl: `${INTERNAL_ORIGIN}${API_PREFIX}`, fetchFn: fetch });
  setServerTokenSource(() => renderTokens.getStore() ?? {});
  handler = createStaticHandler(routes);
}

/** Whether the server renders this address (a public page, PageHandle `ssr`); the browser renders the rest. */
export function isServerRendered(url: string): boolean {
  const matches = matchRoutes(routes, new URL(url, INTERNAL_ORIGIN).pathname);
  return matches !== null && isServerRenderedPage(matches.map(({ route }) => ({ handle: route.handle })));
}

/** Whose back-office screen an address is, when the server renders it for them (ADR 0041); null otherwise. */
export function signedInKindOf(url: string): SignedInRenderKind | null {
  const matches = matchRoutes(routes, new URL(url, INTERNAL_ORIGIN).pathname);
  return matches === null ? null : signedInRenderOf(matches.map(({ route }) => ({ handle: route.handle })));
}

/**
 * The ids of the routes an address matches (for a lazy route, its module's path under src/app): the server preloads
 * their modules with the page, rendered here or in the browser.
 */
export function routeIdsOf(url: string): string[] {
  return (matchRoutes(routes, new URL(url, INTERNAL_ORIGIN).pathname) ?? []).map(
    ({ route }) => route.id ?? '',
  );
}

function renderToString(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve(html));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Every page's data is in the store before rendering: waiting for all of it costs a few milliseconds and
      // gives crawlers and link previews the whole page (no streamed fallbacks). Completed boundaries are written
      // in place, never outlined behind an inline script (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Errors inside Suspense boundaries are rendered by the browser again; log them, do not fail the page.
        console.error('[ssr] render error', error);
      },
    });
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

export function render(request: RenderRequest): Promise<RenderAnswer> {
  // Everything the render runs (loaders, queries, components) reads the request's token through `tokens.get`.
  const own = request.as ? { [request.as.kind]: request.as.token } : {};
  return renderTokens.run(own, () => renderPage(request));
}

async function renderPage(request: RenderRequest): Promise<RenderAnswer> {
  if (!handler) throw new Error('entry-server: setup() was not called');
  // A guest's store: the server never sees the customer's stored session. It renders as the page hydrates (the
  // session deferred, main.tsx), so that nothing waiting for the session (the clinic pages' sign-in modal) is drawn
  // here. A back-office screen's person is the one exception (ADR 0041): their account is loaded by the area's own
  // guard, from the token of `request.as`.
  const store = makeStore({ auth: createInitialAuthState(false) });
  store.dispatch(sessionDeferred());
  const context: ServerRenderContext = { store, status: 200 };
  const fetchRequest = new Request(new URL(request.url, INTERNAL_ORIGIN), { signal: request.signal });
  try {
    const query = await handler.query(fetchRequest, { requestContext: context });
    if (query instanceof Response) {
      return { kind: 'redirect', status: query.status, location: query.headers.get('location') ?? '/' };
    }
    const routerContext: StaticHandlerContext = query;
    await settled(store);
    // A back-office screen is rendered only for an account its token was accepted for (its frame, not the sign-in).
    const { auth } = store.getState();
    const account =
      request.as?.kind === 'admin'
        ? { admin: auth.adminInfo ?? undefined }
        : request.as?.kind === 'doctor'
          ? { doctor: auth.doctorInfo ?? undefined }
          : {};
    const signedIn =
      request.as && (account.admin || account.doctor)
        ? { kind: request.as.kind, token: tokenFingerprint(request.as.token), ...account }
        : undefined;
    if (request.as && !signedIn) return { kind: 'browser' };

    const pathname = new URL(request.url, INTERNAL_ORIGIN).pathname;
    const head = createHeadCollector(request.origin, pathname);
    const styleCache = renderStyleCache();
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const html = await renderToString(
      <StrictMode>
        <StyleProvider cache={styleCache}>
          <HeadContext.Provider value={head}>
            <ReduxProvider store={store}>
              <RealtimeProvider>
                <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
              </RealtimeProvider>
            </ReduxProvider>
          </HeadContext.Provider>
        </StyleProvider>
      </StrictMode>,
      request.signal,
    );
    const serverState: ServerState = {
      renderedAt: head.renderedAt,
      api: store.getState()[api.reducerPath],
      router: {
        loaderData: routerContext.loaderData,
        actionData: routerContext.actionData,
        errors: routerContext.errors,
      },
      ...(signedIn ? { signedIn } : {}),
    };
    const status = routerContext.statusCode !== 200 ? routerContext.statusCode : context.status;
    // Resources React hoists (an image preload of a priority picture) open the markup: they belong in the head.
    const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
    return {
      kind: 'page',
      status,
      html: html.slice(hoisted.length),
      hoisted,
      head,
      styles: extractStyle(styleCache),
      state: serializeServerState(serverState),
      routeIds: routerContext.matches.map((match) => match.route.id),
    };
  } finally {
    // Drops the store's timers (unused answers are kept 60 s in a browser; here the store ends with the request).
    store.dispatch(api.util.resetApiState());
  }
}
