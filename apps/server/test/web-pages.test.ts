import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@lumi/shared';
import { acceptsCoding } from '../src/lib/compression';
import { RendererUnusableError } from '../src/modules/pages/service';
import { buildTestApp, clientAddresses, DEMO, type TestApp } from './helpers';

/*
 * Server-rendered pages (ADR 0025), through the real server with a renderer module of the built web app's shape
 * (apps/web/dist-ssr/entry-server.js): the document around a render, the per-URL cache and its invalidation, the
 * renderer's in-process API calls (never counted against the visitor's IP), and the fallback to index.html. The
 * real renderer is exercised end to end in e2e/tests/shop/server-rendered.spec.ts.
 */

const RENDERER = `
let fetchApi;
let renders = 0;
export function setup(options) { fetchApi = options.fetch; }
export function isServerRendered(url) { return !url.startsWith('/cart') && !url.startsWith('/admin'); }
export function signedInKindOf(url) { return url.startsWith('/admin/') ? 'admin' : null; }
export function routeIdsOf(url) {
  return url.startsWith('/cart') ? ['0', 'layouts/shop-layout', 'routes/cart'] : ['0', 'layouts/shop-layout', 'routes/product-detail'];
}
export async function render({ url, origin, as }) {
  if (url.startsWith('/hong')) throw new Error('render failed');
  // A back-office screen: the test's tokens are 'tok-<name>'; any other is refused, as the account query would.
  if (url.startsWith('/admin/') && !as?.token.startsWith('tok-')) return { kind: 'browser' };
  // Five API calls per page: with the per-IP limit at 3 they would fail if they were counted.
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await fetchApi('http://lumi.internal/api/v1/health')).status);
  renders += 1;
  const pathname = new URL(url, origin).pathname;
  return {
    kind: 'page',
    status: pathname.startsWith('/missing') ? 404 : 200,
    html: '<main><h1>Kem chống nắng</h1><p>render ' + renders + ' api ' + statuses.join(',') + ' of ' + url + (as ? ' for ' + as.kind + ' ' + as.token : '') + '</p></main>',
    hoisted: '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>',
    head: {
      origin,
      pathname,
      page: {
        title: 'Kem <chống> nắng & "bạn" | Lumi',
        description: 'Mô tả ngắn',
        robots: 'index, follow',
        image: '/uploads/a.webp',
        type: 'product',
      },
      jsonLd: new Map([['lumi-jsonld-product', { '@type': 'Product', name: '</script><script>alert(1)</script>' }]]),
      preloadImage: null,
      renderedAt: 0,
    },
    styles: '<style data-antd>.x{}</style>',
    state: '{"renderedAt":0}',
    routeIds: ['0', 'layouts/shop-layout', 'routes/product-detail'],
  };
}
`;

const MANIFEST = {
  // The entry starts the app (src/main.tsx) with a dynamic import; index.html preloads the app's modules and links
  // their styles (apps/web/vite.config.ts, preloadApp).
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_preload-helper.js'],
    css: ['assets/index-a1.css'],
    dynamicImports: ['src/main.tsx'],
  },
  '_preload-helper.js': { file: 'assets/preload-helper-k9.js' },
  'src/main.tsx': {
    file: 'assets/main-g7.js',
    imports: ['_react.js', '_store.js'],
    css: ['assets/main-g7.css'],
    isDynamicEntry: true,
  },
  '_react.js': { file: 'assets/react-b2.js' },
  '_store.js': { file: 'assets/store-h8.js', css: ['assets/store-h8.css'] },
  '_icons.js': { file: 'assets/icons-d4.js', css: ['assets/icons-d4.css'] },
  'src/app/layouts/shop-layout.tsx': {
    file: 'assets/shop-layout-c3.js',
    imports: ['_react.js', '_store.js', '_icons.js'],
    css: ['assets/shop-layout-c3.css'],
  },
  'src/app/routes/product-detail.tsx': { file: 'assets/product-detail-e5.js', imports: ['_icons.js'] },
  'src/app/routes/cart.tsx': { file: 'assets/cart-f6.js' },
};

const INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Lumi - Mỹ phẩm</title>
    <meta
      name="description"
      content="Mô tả chung"
    />
    <meta property="og:title" content="Lumi - Mỹ phẩm" />
    <meta property="og:description" content="Mô tả chung" />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-k9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
    <link rel="modulepreload" crossorigin href="/assets/main-g7.js">
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/store-h8.js">
    <link rel="stylesheet" crossorigin href="/assets/main-g7.css">
    <link rel="stylesheet" crossorigin href="/assets/store-h8.css">
  </head>
  <body>
    <noscript>Bạn cần bật JavaScript để sử dụng ứng dụng này.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

describe('server-rendered pages', () => {
  let t: TestApp;
  let broken: TestApp;

  beforeAll(async () => {
    const web = await mkdtemp(path.join(os.tmpdir(), 'lumi-pages-'));
    const dist = path.join(web, 'dist');
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await mkdir(path.join(web, 'dist-ssr'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // Stylesheets the pages carry inline; icons-d4.css is missing, so it stays a link.
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-a1.css'), 'body{margin:0}');
    await writeFile(path.join(dist, 'assets', 'main-g7.css'), '._main_g7{color:red}');
    await writeFile(path.join(dist, 'assets', 'store-h8.css'), '._store_h8{color:blue}');
    await writeFile(path.join(dist, 'assets', 'shop-layout-c3.css'), '._shell_c3{display:flex}');
    await writeFile(path.join(web, 'dist-ssr', 'entry-server.js'), RENDERER);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });

    // A renderer that cannot load: every page is the browser's.
    const other = await mkdtemp(path.join(os.tmpdir(), 'lumi-pages-'));
    await mkdir(path.join(other, 'dist'));
    await mkdir(path.join(other, 'dist-ssr'));
    await writeFile(path.join(other, 'dist', 'index.html'), INDEX_HTML);
    await writeFile(path.join(other, 'dist-ssr', 'entry-server.js'), 'export const broken = ;');
    broken = await buildTestApp({ env: { WEB_DIST_DIR: path.join(other, 'dist') } });
  });
  afterAll(async () => {
    await t.close();
    await broken.close();
  });

  // Fresh client addresses per run: with REDIS_URL the per-IP counters live in a shared Redis.
  const nextIp = clientAddresses();
  const get = (app: TestApp, url: string, ip: string) =>
    app.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('writes the page’s head, styles, preloads, markup and state into the document', async () => {
    const res = await get(t, '/detail/kem-chong-nang?utm=zalo', nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    // The page's own head replaces the generic one, escaped.
    expect(html).toContain('<title>Kem &lt;chống&gt; nắng &amp; &quot;bạn&quot; | Lumi</title>');
    expect(html).not.toContain('Lumi - Mỹ phẩm');
    expect(html).not.toContain('Mô tả chung');
    expect(html).toContain('<meta name="description" content="Mô tả ngắn">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/uploads/a.webp">');
    // The canonical address has no query.
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/detail/kem-chong-nang">');
    // JSON-LD cannot end its element early.
    expect(html).toContain(
      '<script type="application/ld+json" id="lumi-jsonld-product">{"@type":"Product","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(html.match(/<script>alert/g)).toBeNull();
    // The page paints before the app starts (ADR 0039): the app's and the route modules' preloads wait in the
    // template the entry adds once the page is drawn, each once, at low priority; only the entry's own import is
    // preloaded beside the document.
    const later = /<template id="lumi-app-modules">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    const outside = html.replace(/<template id="lumi-app-modules">.*?<\/template>/, '');
    for (const file of [
      'main-g7.js',
      'react-b2.js',
      'store-h8.js',
      'shop-layout-c3.js',
      'icons-d4.js',
      'product-detail-e5.js',
    ])
      expect(
        later.split(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${file}">`),
      ).toHaveLength(2);
    expect(later.match(/<link /g)).toHaveLength(6);
    expect(outside.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-k9.js">',
    ]);
    // What index.html loads (the entry, the app's modules and their styles) is not preloaded nor written again.
    expect(html.match(/react-b2\.js/g)).toHaveLength(1);
    expect(html.match(/store-h8\.js/g)).toHaveLength(1);
    expect(html.match(/main-g7\.js/g)).toHaveLength(1);
    // Styles written into the page (no request before the first paint), each with the disabled link that tells the
    // app's module loader it is there; a sheet that cannot be read stays a link.
    expect(html).toContain(
      '<style data-href="/assets/shop-layout-c3.css">._shell_c3{display:flex}</style><link rel="stylesheet" href="/assets/shop-layout-c3.css" disabled>',
    );
    expect(html).toContain(
      '<style data-href="/assets/index-a1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-a1.css" disabled>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/icons-d4.css">');
    expect(html.match(/index-a1\.css/g)).toHaveLength(2);
    expect(html).toContain(
      '<style data-href="/assets/store-h8.css">._store_h8{color:blue}</style><link rel="stylesheet" href="/assets/store-h8.css" disabled>',
    );
    expect(html.match(/store-h8\.css/g)).toHaveLength(2);
    expect(html.match(/main-g7\.css/g)).toHaveLength(2);
    expect(html.match(/<link rel="stylesheet"[^>]*index-a1\.css"(?! disabled)/g)).toBeNull();
    expect(html).not.toContain('cart-f6');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('fetchPriority="high"');
    expect(head).toContain('<style data-antd>');
    // The markup in the root, the state beside it, and no "enable JavaScript" notice.
    expect(html).toMatch(/<div id="root"><main><h1>Kem chống nắng<\/h1>/);
    expect(html).toContain('<script type="application/json" id="lumi-state">{"renderedAt":0}</script>');
    expect(html).not.toContain('<noscript>');
    // The same CSP as every answer: no inline script is needed.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('the renderer’s own API calls are answered in process and not counted against any IP', async () => {
    const res = await get(t, '/detail/goi-api', nextIp());
    expect(res.body).toContain('api 200,200,200,200,200');
  });

  it('keeps a page per address until a write through the API', async () => {
    const first = await get(t, '/categories/cham-soc-da', nextIp());
    expect(first.headers['x-page-cache']).toBe('miss');
    const rendered = /render (\d+)/.exec(first.body)?.[1];
    const again = await get(t, '/categories/cham-soc-da', nextIp());
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // Another query is another page.
    expect((await get(t, '/categories/cham-soc-da?page=2', nextIp())).headers['x-page-cache']).toBe('miss');

    // A successful write on this process drops every kept page.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO.customer.email, password: DEMO.customer.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    const after = await get(t, '/categories/cham-soc-da', nextIp());
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(/render (\d+)/.exec(after.body)?.[1]).not.toBe(rendered);

    // A failed write changes nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'khong-co@lumi.vn', password: 'sai-mat-khau' },
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(t, '/categories/cham-soc-da', nextIp())).headers['x-page-cache']).toBe('hit');

    // Kept pages expire after 10 s.
    t.clock.advance(10_001);
    expect((await get(t, '/categories/cham-soc-da', nextIp())).headers['x-page-cache']).toBe('miss');
  });

  it('renders a shared link once whatever its tracking parameters, and one address once for many at once (issue 26)', async () => {
    const first = await get(t, '/clinics?utm_source=zalo&zarsrc=30&page=2', nextIp());
    expect(first.headers['x-page-cache']).toBe('miss');
    // The page is rendered for its address without the tracking parameters.
    expect(first.body).toContain(' of /clinics?page=2</p>');
    for (const url of [
      '/clinics?page=2',
      '/clinics?fbclid=IwAR0&page=2',
      '/clinics?page=2&utm_campaign=tet&gclid=1',
    ]) {
      const again = await get(t, url, nextIp());
      expect(again.headers['x-page-cache'], url).toBe('hit');
      expect(again.body).toBe(first.body);
    }
    // Other parameters still make another page.
    expect((await get(t, '/clinics?page=3&utm_source=zalo', nextIp())).headers['x-page-cache']).toBe('miss');

    // Twenty visitors open a page nobody has asked for yet, at the same moment: one render serves them all.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(t, `/doctors?utm_source=fb&utm_content=${i}`, nextIp())),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers['x-page-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => /render (\d+)/.exec(a.body)?.[1])).size).toBe(1);
  });

  it('sends a kept page compressed as the browser accepts (Brotli, then gzip), made once per page', async () => {
    const url = '/categories/nen-nen';
    const plain = await get(t, url, nextIp());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const ask = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress: nextIp(),
        headers: { 'accept-encoding': acceptEncoding },
      });

    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    // The same bytes for the next visitor: compressed once.
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('reads accept-encoding as browsers and proxies write it', () => {
    expect(acceptsCoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsCoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsCoding('br;q=0, gzip;q=0.8', 'br')).toBe(false);
    expect(acceptsCoding('br;q=0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsCoding('x-gzip', 'gzip')).toBe(true);
    expect(acceptsCoding('*', 'br')).toBe(true);
    expect(acceptsCoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsCoding('identity', 'gzip')).toBe(false);
    expect(acceptsCoding(undefined, 'gzip')).toBe(false);
  });

  it('answers 404 pages with their status, and counts a page request against the visitor', async () => {
    const missing = await get(t, '/missing/san-pham', nextIp());
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Kem chống nắng</h1>');
    // The limit is 3 per minute: the fourth render for one visitor is refused.
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await get(t, `/detail/lan-${i}`, ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('leaves pages the server does not render, and failed renders, to the browser', async () => {
    const cart = await get(t, '/cart', nextIp());
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).toContain('<title>Lumi - Mỹ phẩm</title>');
    const failed = await get(t, '/hong', nextIp());
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    const withoutRenderer = await get(broken, '/detail/kem', nextIp());
    expect(withoutRenderer.statusCode).toBe(200);
    expect(withoutRenderer.body).toContain('<div id="root"></div>');
  });

  it('a page the browser renders comes with its routes’ modules and styles asked for at once (issue 26)', async () => {
    const cart = await get(t, '/cart?tab=1', nextIp());
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-cache');
    expect(cart.headers['x-page-cache']).toBeUndefined();
    const head = cart.body.slice(0, cart.body.indexOf('</head>'));
    // The shell's own tags stay as built (the app's modules at their normal priority, the generic title)…
    expect(head).toContain('<title>Lumi - Mỹ phẩm</title>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/main-g7.js">');
    // …and the routes' modules are preloaded beside them, each once (react-b2.js and store-h8.js are the shell's).
    for (const file of ['shop-layout-c3.js', 'icons-d4.js', 'cart-f6.js'])
      expect(head.split(`<link rel="modulepreload" crossorigin href="/assets/${file}">`)).toHaveLength(2);
    expect(head.split('href="/assets/react-b2.js"')).toHaveLength(2);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-layout-c3.css">');
    expect(head).not.toContain('product-detail');
    expect(cart.body).toContain('<div id="root"></div>');
    // Compressed like a rendered page, the same document for the next visitor.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/cart',
      remoteAddress: nextIp(),
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(cart.body);
  });

  it('renders a back-office screen for the admin its mirror cookie names, never kept nor shared (ADR 0041)', async () => {
    const as = (token: string | null) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/products?page=2',
        remoteAddress: nextIp(),
        ...(token === null ? {} : { cookies: { [SESSION_COOKIES.admin]: token } }),
      });
    const first = await as('tok-lan');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('of /admin/products?page=2 for admin tok-lan</p>');
    // Private to that person: no shared cache may keep it, and this process does not either.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-page-cache']).toBeUndefined();
    const again = await as('tok-lan');
    expect(again.body).not.toBe(first.body);
    const other = await as('tok-minh');
    expect(other.body).toContain('for admin tok-minh</p>');
    expect(other.body).not.toContain('tok-lan');
    // Without the cookie, or with a token the renderer refuses: the browser's document, the admin's data nowhere.
    for (const token of [null, 'expired']) {
      const page = await as(token);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('for admin');
    }
  });

  it('a start is refused, with the reason, for a built renderer that cannot be used (issue 24)', async () => {
    await expect(t.app.pagesReady()).resolves.toBeUndefined();
    const unusable = broken.app.pagesReady();
    await expect(unusable).rejects.toBeInstanceOf(RendererUnusableError);
    await expect(unusable).rejects.toThrow(/entry-server\.js cannot be used: [\s\S]*npm run build/);

    // A development build (NODE_ENV=development in the shell that built it) is refused too.
    const dev = await mkdtemp(path.join(os.tmpdir(), 'lumi-pages-'));
    await mkdir(path.join(dev, 'dist'));
    await mkdir(path.join(dev, 'dist-ssr'));
    await writeFile(path.join(dev, 'dist', 'index.html'), INDEX_HTML);
    await writeFile(
      path.join(dev, 'dist-ssr', 'entry-server.js'),
      `export const buildMode = 'development';\n${RENDERER}`,
    );
    const development = await buildTestApp({ env: { WEB_DIST_DIR: path.join(dev, 'dist') } });
    try {
      await expect(development.app.pagesReady()).rejects.toThrow(/a development build/);
    } finally {
      await development.close();
    }
  });
});
