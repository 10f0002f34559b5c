import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '@lumi/shared';
import { createPageCache, pageKey, type CachedPage } from './page-cache';
import { createPageTemplate, type PageTemplate, type RenderedPage } from './template';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the page renderer is loaded (or none is built); rejects with RendererUnusableError. */
    pagesReady(): Promise<void>;
  }
}

/** The server renderer built from apps/web/src/entry-server.tsx (`vite build --ssr`). */
type Renderer = {
  /** 'production' for a renderer built by `npm run build` (older builds do not say). */
  buildMode?: string;
  setup(options: { fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response> }): void;
  isServerRendered(url: string): boolean;
  /** The matched routes' ids, for the module preloads of a page the browser renders (older builds lack it). */
  routeIdsOf?(url: string): string[];
  /** Whose back-office screen an address is, rendered for its signed-in person (ADR 0041; older builds lack it). */
  signedInKindOf?(url: string): SignedInKind | null;
  render(request: {
    url: string;
    origin: string;
    signal?: AbortSignal;
    as?: { kind: SignedInKind; token: string };
  }): Promise<
    | ({ kind: 'page' } & RenderedPage)
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
  >;
};

type SignedInKind = keyof typeof SESSION_COOKIES;

/** A built renderer that cannot be loaded or is not a production build. */
export class RendererUnusableError extends Error {}

/** How long a rendered page is shared by identical requests: the listings' JSON cache's time (LISTING_CACHE_TTL_MS). */
export const PAGE_CACHE_TTL_MS = 10_000;
const PAGE_CACHE_ENTRIES = 1000;
/** And at most this many bytes of HTML and its compressed forms (a home page is ~230 KB raw, ~25 KB compressed). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A render that takes longer is abandoned: the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 5_000;
/** What one render of an address came to, shared by every request for it that arrived while it ran. */
type RenderOutcome =
  | { kind: 'page'; page: CachedPage }
  | { kind: 'redirect'; status: number; location: string }
  /** Failed or too slow: the browser renders the page. */
  | { kind: 'browser' };

/** The header marking the renderer's own API calls (a secret of this process). */
const INTERNAL_HEADER = 'x-lumi-internal';

export type PagesDeps = {
  app: FastifyInstance;
  /** apps/web/dist: index.html and Vite's manifest. */
  webDistDir: string;
  /** The built renderer (apps/web/dist-ssr/entry-server.js). */
  rendererPath: string;
  publicUrl: string;
  now: () => number;
  log: FastifyBaseLogger;
};

/**
 * Server-rendered public pages (ADR 0025): the home page, the catalogue, a product, the clinics and doctors. Each
 * page is rendered by the web app's own routes, as a guest, from answers of this process's API (called in-process,
 * never over the network), and kept per address for PAGE_CACHE_TTL_MS. Writes through the API on this process drop
 * every kept page at once; other processes pick changes up within the TTL, as for the listings' JSON cache.
 */
export function createPages(deps: PagesDeps) {
  const internalKey = randomBytes(18).toString('base64url');
  const cache = createPageCache({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_ENTRIES,
    maxBytes: PAGE_CACHE_BYTES,
    now: deps.now,
  });
  type Loaded = { renderer: Renderer; template: PageTemplate };
  let loading: Promise<Loaded | null> | null = null;
  /** Renders running now, per address: a request for an address being rendered waits for that render. */
  const rendering = new Map<string, Promise<RenderOutcome>>();
  /** Moves at each write: a render that began before it is sent to its requests but not kept. */
  let generation = 0;

  /** An API call of the renderer, answered by this process (Fastify's inject: no socket, no network). */
  async function internalFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = { [INTERNAL_HEADER]: internalKey };
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await deps.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: await request.text() }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  }

  /** Why the renderer could not be loaded (null while it loads, when it did, or when none is built). */
  let failure: string | null = null;

  function load() {
    loading ??= (async () => {
      if (!existsSync(deps.rendererPath)) {
        deps.log.warn(
          { rendererPath: deps.rendererPath },
          'no server renderer built: pages are rendered in the browser',
        );
        return null;
      }
      const renderer = (await import(pathToFileURL(deps.rendererPath).href)) as Renderer;
      if (renderer.buildMode !== undefined && renderer.buildMode !== 'production') {
        throw new Error(
          `it is a ${renderer.buildMode} build, and only a production build matches the browser's`,
        );
      }
      renderer.setup({ fetch: internalFetch });
      return { renderer, template: createPageTemplate(deps.webDistDir) };
    })().catch((err: unknown) => {
      failure = err instanceof Error ? err.message : String(err);
      deps.log.error({ err }, 'server renderer failed to load: pages are rendered in the browser');
      return null;
    });
    return loading;
  }

  /**
   * One render of `url` (for `as`, a back-office screen's person) within RENDER_TIMEOUT_MS, as its document; a render
   * that throws or is too slow is left to the browser.
   */
  async function renderPage(
    loaded: Loaded,
    url: string,
    log: FastifyBaseLogger,
    as?: { kind: SignedInKind; token: string },
  ): Promise<RenderOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
    try {
      const answer = await loaded.renderer.render({
        url,
        origin: deps.publicUrl,
        signal: controller.signal,
        ...(as ? { as } : {}),
      });
      if (answer.kind !== 'page') return answer;
      const body = Buffer.from(loaded.template.document(answer), 'utf8');
      return { kind: 'page', page: { url, at: deps.now(), status: answer.status, body } };
    } catch (err) {
      log.error({ err, url }, 'server render failed: the browser renders the page');
      return { kind: 'browser' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One render of a public page, kept when it is a page (200 or 404) and no write happened while it ran. */
  async function renderOnce(loaded: Loaded, url: string, log: FastifyBaseLogger): Promise<RenderOutcome> {
    const began = generation;
    const outcome = await renderPage(loaded, url, log);
    if (
      outcome.kind === 'page' &&
      (outcome.page.status === 200 || outcome.page.status === 404) &&
      began === generation
    )
      cache.keep(outcome.page);
    return outcome;
  }

  /**
   * The documents of the pages the browser renders, per set of matched routes (a few dozen at most): index.html with
   * the routes' modules preloaded (template.browserDocument), made once per process.
   */
  const browserPages = new Map<string, CachedPage>();
  function browserPage(loaded: Loaded, url: string): CachedPage | null {
    if (!loaded.renderer.routeIdsOf) return null;
    const routeIds = loaded.renderer.routeIdsOf(url);
    const key = routeIds.join('|');
    let page = browserPages.get(key);
    if (!page) {
      page = {
        url: key,
        at: 0,
        status: 200,
        body: Buffer.from(loaded.template.browserDocument(routeIds), 'utf8'),
      };
      browserPages.set(key, page);
    }
    return page;
  }

  /** Sends a page the browser renders; false without a document of its own (the caller sends index.html). */
  async function sendBrowserPage(
    loaded: Loaded,
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
  ): Promise<boolean> {
    const page = browserPage(loaded, url);
    if (!page) return false;
    await send(request, reply, page, null);
    return true;
  }

  /**
   * A back-office screen rendered for the person whose mirror cookie the request carries (ADR 0041): never kept nor
   * shared with another request; a missing or refused token, a failed or slow render: the browser renders it.
   */
  async function serveSignedIn(
    loaded: Loaded,
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    kind: SignedInKind,
    beforeRender: () => Promise<void>,
  ): Promise<boolean> {
    const token = request.cookies[SESSION_COOKIES[kind]];
    if (!token) return sendBrowserPage(loaded, request, reply, url);
    await beforeRender();
    const outcome = await renderPage(loaded, url, request.log, { kind, token });
    return answer(loaded, request, reply, url, outcome, null, 'private, no-store');
  }

  /** Sends what a render came to: its page, its redirect, or the browser's document. */
  async function answer(
    loaded: Loaded,
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    outcome: RenderOutcome,
    hit: boolean | null,
    cacheControl?: string,
  ): Promise<boolean> {
    if (outcome.kind === 'browser') return sendBrowserPage(loaded, request, reply, url);
    if (outcome.kind === 'redirect') {
      await reply.redirect(outcome.location, outcome.status);
      return true;
    }
    await send(request, reply, outcome.page, hit, cacheControl);
    return true;
  }

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    hit: boolean | null,
    cacheControl = 'no-cache',
  ) {
    const { coding, bytes: payload } = cache.encode(page, request.headers['accept-encoding']);
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    if (hit !== null) reply.header('x-page-cache', hit ? 'hit' : 'miss');
    // Already compressed: the compression plugin leaves a reply with its content-encoding as it is.
    if (coding) reply.header('content-encoding', coding);
    return reply.send(payload);
  }

  return {
    /**
     * Loads the renderer and rejects when one is built but cannot be used (a start fails on it with this message,
     * rather than serve every page without its content); resolves when it loaded or none is built.
     */
    async ready(): Promise<void> {
      await load();
      if (failure !== null) {
        throw new RendererUnusableError(
          `the page renderer ${deps.rendererPath} cannot be used: ${failure}. Build it again with \`npm run build\`.`,
        );
      }
    },

    /** Whether a request is one of the renderer's own API calls (not counted against the visitor's IP). */
    isInternal: (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === internalKey,

    /** After a write: pages show the change at their next request. */
    invalidate(): void {
      generation += 1;
      rendering.clear();
      cache.clear();
    },

    /**
     * Answers a page request with its server-rendered HTML, or, for a page the browser renders (not a public page, or
     * a render that failed or took too long), with index.html and the modules of the page's routes preloaded; false
     * without a renderer (none built, or an older one), so the caller sends index.html as it is.
     * Pages are rendered and kept per address without tracking parameters (`pageKey`), and many requests for one
     * address at the same moment share one render.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      beforeRender: () => Promise<void>,
    ): Promise<boolean> {
      const url = pageKey(request.url);
      // (A back-office screen is never kept: only public pages are, by renderOnce.)
      const cached = cache.get(url);
      if (cached) {
        await send(request, reply, cached, true);
        return true;
      }
      const loaded = await load();
      if (!loaded) return false;
      const as = loaded.renderer.signedInKindOf?.(url) ?? null;
      if (as !== null) return serveSignedIn(loaded, request, reply, url, as, beforeRender);
      if (!loaded.renderer.isServerRendered(url)) return sendBrowserPage(loaded, request, reply, url);
      await beforeRender();
      // A render that ran while this request waited may have been kept meanwhile.
      const keptMeanwhile = cache.get(url);
      if (keptMeanwhile) {
        await send(request, reply, keptMeanwhile, true);
        return true;
      }
      let outcome = rendering.get(url);
      const shared = outcome !== undefined;
      if (!outcome) {
        const pending = renderOnce(loaded, url, request.log).finally(() => {
          if (rendering.get(url) === pending) rendering.delete(url);
        });
        rendering.set(url, pending);
        outcome = pending;
      }
      return answer(loaded, request, reply, url, await outcome, shared);
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
