// Issue 26 (part E) figure: how fast the back offices show their content, against the shop's home page in the same
// run. Per screen (the shop admin's dashboard, its charts, products and orders; the clinic admin's dashboard; the
// doctor's /doctor-owner on its default tab; the shop's `/` as the yardstick), in headless Chromium (the system one,
// through playwright-core) on the built server with a fresh data folder, each load in a fresh browser context whose
// localStorage gets the signed-in token from an init script and the cookie mirroring it (ADR 0041; as the app stores
// them after a login): the time from the
// navigation's start until the screen's content is on screen (a selector per screen — a table row, a stat card's
// figure, a drawn chart, never the loader), and the JavaScript requested before that moment (files, gzip level 9 as
// apps/web/scripts/bundle-report.mjs counts, bytes on the wire). The median of five loads per screen, and the ratio
// of its time to `/`'s. Goal: at most 350 KB gzip before content and at most 1.5× `/`'s time. Benches print, they
// never fail on a figure.
// Usage: npx tsx bench/back-offices.ts (after npm run build). LUMI_URL measures a server already running there
// instead of starting one; BACK_OFFICES_VERBOSE=1 lists the files of each screen's last load.
import { chromium, type Browser } from 'playwright-core';
import { SESSION_COOKIES } from '@lumi/shared';
import { chromeFlags, chromePath, haveChromium } from './lib/chromium';
import { call } from './lib/http';
import { startLumi } from './lib/servers';
import { gzipOf } from './js-budget';

export const BACK_OFFICE_BUDGET_KB = 350;
export const BACK_OFFICE_TIME_RATIO = 1.5;
const LOADS = 5;
const VERBOSE = process.env.BACK_OFFICES_VERBOSE === '1';

type Principal = 'admin' | 'clinic' | 'doctor';

type Screen = {
  name: string;
  path: string;
  /** Who is signed in (none for the shop). */
  as?: Principal;
  /** What the screen shows once its content is there (any of these, laid out with a size). */
  content: string;
};

/** The demo accounts of README.md "Demo accounts". */
const ACCOUNTS = {
  admin: { username: 'admin', password: 'lumi-admin-2026' },
  clinic: { username: 'clinic.hanoi', password: 'lumi-clinic-2026' },
  doctor: { email: 'bs.an@lumi.vn', password: 'lumi-doctor-2026' },
} as const;

/** Where the app keeps each token (STORAGE_KEYS of @lumi/shared). */
const TOKEN_KEY: Record<Principal, string> = {
  admin: 'ACCESS_TOKEN_ADMIN',
  clinic: 'ACCESS_TOKEN_ADMIN',
  doctor: 'ACCESS_TOKEN_DOCTOR',
};

/** The cookie that mirrors each token (ADR 0041), as the app writes it beside local storage. */
const MIRROR_COOKIE: Record<Principal, string> = {
  admin: SESSION_COOKIES.admin,
  clinic: SESSION_COOKIES.admin,
  doctor: SESSION_COOKIES.doctor,
};

/** A stat card's figure: the shared StatCard's, antd's Statistic, the doctor's own figure cards. */
const STAT_FIGURE = '[data-testid="stat-value"], .ant-statistic-content-value, [class*="_figureValue_"]';
/** A data row of a list (antd's Table rows carry their key). */
const TABLE_ROW = 'tbody tr[data-row-key]';

export const SCREENS: Screen[] = [
  { name: 'shop /', path: '/', content: 'a[href^="/detail/"] img' },
  { name: 'admin dashboard', path: '/admin/dashboard', as: 'admin', content: STAT_FIGURE },
  // A drawn chart (components/charts, ADR 0042).
  { name: 'admin statistics (chart)', path: '/admin/dashboard', as: 'admin', content: 'svg[data-chart]' },
  { name: 'admin products', path: '/admin/products', as: 'admin', content: TABLE_ROW },
  { name: 'admin orders', path: '/admin/orders', as: 'admin', content: TABLE_ROW },
  { name: 'clinic-admin dashboard', path: '/admin/dashboard-clinic', as: 'clinic', content: STAT_FIGURE },
  { name: 'doctor /doctor-owner', path: '/doctor-owner', as: 'doctor', content: STAT_FIGURE },
];

type Load = { ms: number; files: number; gzip: number; wire: number; urls: { url: string; gzip: number }[] };

async function tokenOf(base: string, who: Principal): Promise<string> {
  const api = `${base}/api/v1`;
  if (who === 'doctor') {
    const res = await call<{ accessToken?: string }>(`${api}/auth/login-doctor`, {
      method: 'POST',
      body: JSON.stringify(ACCOUNTS.doctor),
    });
    if (!res.data?.accessToken) throw new Error(`doctor login failed: ${res.message}`);
    return res.data.accessToken;
  }
  const res = await call<unknown>(`${api}/admin/auth/login`, {
    method: 'POST',
    body: JSON.stringify(ACCOUNTS[who]),
  });
  if (!res.accessToken) throw new Error(`${who} login failed: ${res.message}`);
  return res.accessToken;
}

type Entry = { name: string; startTime: number; transferSize: number };

async function loadOnce(browser: Browser, base: string, screen: Screen, token?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    // Before any script of the page: the token, and a look at every frame (just before it is painted) for the
    // content, which keeps the moment (ms since the navigation started) it was first laid out.
    // (A string: tsx would wrap a named function of the script in a helper the page does not have.)
    const key = screen.as ? TOKEN_KEY[screen.as] : '';
    if (screen.as && token)
      await context.addCookies([
        { name: MIRROR_COOKIE[screen.as], value: token, url: base, sameSite: 'Lax' },
      ]);
    await context.addInitScript(`
      performance.setResourceTimingBufferSize(2000);
      if (${JSON.stringify(key)} && ${JSON.stringify(token ?? '')})
        window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(token ?? '')});
      (function look() {
        for (const el of document.querySelectorAll(${JSON.stringify(screen.content)})) {
          const box = el.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) {
            window.contentShownAt = performance.now();
            return;
          }
        }
        requestAnimationFrame(look);
      })();
    `);
    const tab = await context.newPage();
    await tab.goto(`${base}${screen.path}`, { waitUntil: 'commit', timeout: 60_000 });
    // (The page's globals through globalThis: the bench is compiled without the DOM's types. A function, not a
    // string: the pages' Content-Security-Policy refuses the eval a string predicate needs.)
    const shown = await tab.waitForFunction(
      () => (globalThis as { contentShownAt?: number }).contentShownAt ?? false,
      undefined,
      { timeout: 60_000 },
    );
    const ms = (await shown.jsonValue()) as number;
    // The scripts asked for before that moment have all arrived by the time the network is idle.
    await tab.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    const entries: Entry[] = await tab.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as unknown as Entry;
        return { name: r.name, startTime: r.startTime, transferSize: r.transferSize };
      }),
    );
    const scripts = entries.filter((e) => e.startTime < ms && /\.m?js$/.test(new URL(e.name).pathname));
    const urls = await Promise.all(scripts.map(async (s) => ({ url: s.name, gzip: await gzipOf(s.name) })));
    return {
      ms,
      files: scripts.length,
      gzip: urls.reduce((n, s) => n + s.gzip, 0),
      wire: scripts.reduce((n, s) => n + s.transferSize, 0),
      urls,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export type ScreenFigures = { screen: Screen; ms: number; files: number; gzip: number; wire: number };

/** Measures every screen on the server at `base` (LOADS loads each, the medians). */
export async function measureBackOffices(base: string): Promise<ScreenFigures[]> {
  const tokens: Partial<Record<Principal, string>> = {};
  for (const who of ['admin', 'clinic', 'doctor'] as const) tokens[who] = await tokenOf(base, who);
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  try {
    // A first load of each screen warms the server (its caches, the renderer) and is not counted.
    for (const screen of SCREENS)
      await loadOnce(browser, base, screen, screen.as && tokens[screen.as]).catch(() => {});
    const figures: ScreenFigures[] = [];
    for (const screen of SCREENS) {
      const loads: Load[] = [];
      for (let i = 0; i < LOADS; i++)
        loads.push(await loadOnce(browser, base, screen, screen.as && tokens[screen.as]));
      figures.push({
        screen,
        ms: median(loads.map((l) => l.ms)),
        files: median(loads.map((l) => l.files)),
        gzip: median(loads.map((l) => l.gzip)),
        wire: median(loads.map((l) => l.wire)),
      });
      if (VERBOSE) {
        console.log(`\n${screen.name} (${screen.path}), last load:`);
        for (const s of [...loads.at(-1)!.urls].sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${new URL(s.url).pathname.padEnd(52)} ${kb(s.gzip).padStart(9)}`);
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export function printBackOffices(figures: ScreenFigures[]): void {
  const yardstick = figures.find((f) => f.screen.path === '/')?.ms ?? 0;
  console.log(
    `\nBack offices: time to content and JS before it, headless Chromium 1280×720, no throttling, empty cache, median of ${LOADS} loads (goal: ≤ ${BACK_OFFICE_BUDGET_KB} KB gzip, ≤ ${BACK_OFFICE_TIME_RATIO}× the shop's /):`,
  );
  console.log(
    `  ${'screen'.padEnd(26)} ${'path'.padEnd(24)} ${'content'.padStart(8)} ${'× /'.padStart(6)} ${'files'.padStart(5)} ${'gzip'.padStart(10)} ${'wire'.padStart(10)}  verdict`,
  );
  for (const f of figures) {
    const ratio = yardstick > 0 ? f.ms / yardstick : 0;
    const over: string[] = [];
    if (f.gzip > BACK_OFFICE_BUDGET_KB * 1024) over.push('JS over');
    if (f.screen.path !== '/' && ratio > BACK_OFFICE_TIME_RATIO) over.push('slow');
    console.log(
      `  ${f.screen.name.padEnd(26)} ${f.screen.path.padEnd(24)} ${`${Math.round(f.ms)} ms`.padStart(8)} ${ratio.toFixed(2).padStart(6)} ${String(f.files).padStart(5)} ${kb(f.gzip).padStart(10)} ${kb(f.wire).padStart(10)}  ${over.length ? over.join(', ') : 'ok'}`,
    );
  }
}

export async function benchBackOffices(): Promise<void> {
  if (!haveChromium('back offices')) return;
  const lumi = process.env.LUMI_URL
    ? { url: process.env.LUMI_URL, stop: async () => {} }
    : await startLumi(3962, { DATABASE_URL: '', REDIS_URL: '' });
  try {
    printBackOffices(await measureBackOffices(lumi.url));
  } finally {
    await lumi.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBackOffices();
}
