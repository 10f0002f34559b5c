// Issue 14 figure: the JavaScript a public page downloads on its own, measured in headless Chromium (the system one,
// through playwright-core and the DevTools protocol) on the built server with a fresh data folder. Per page: the JS
// requested before the first contentful paint, all the JS requested until the network is idle (what the page needs
// to render and hydrate without any click), each as gzip bytes (level 9, as apps/web/scripts/bundle-report.mjs
// counts) and bytes on the wire, the number of files and of download waves, against a budget of 170 KB gzip.
// A wave: the HTML's scripts and modulepreloads are wave 1; a JS request that starts only after another JS file
// finished downloading belongs to the wave after that file's. Benches print, they never fail on a figure.
// Usage: npx tsx bench/js-budget.ts (after npm run build). JS_BUDGET_VERBOSE=1 lists the files; LUMI_URL measures a
// server already running there instead of starting one.
import { gzipSync } from 'node:zlib';
import { chromium, type CDPSession } from 'playwright-core';
import { chromeFlags, chromePath, haveChromium } from './lib/chromium';
import { startLumi } from './lib/servers';
import { demoCatalogPages } from './lib/demo-pages';

export const JS_BUDGET_KB = 170;
const VERBOSE = process.env.JS_BUDGET_VERBOSE === '1';

export type Script = {
  url: string;
  /** Monotonic seconds (the DevTools protocol's clock). */
  start: number;
  end: number | null;
  initiator: string;
  wire: number;
  gzip: number;
  wave: number;
};

export type PageFigures = { page: string; fcp: number | null; scripts: Script[] };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The public pages measured: home, a product page and a category page of the demo catalogue. */
async function pagesOf(url: string): Promise<string[]> {
  const { category, product } = await demoCatalogPages(url);
  return ['/', `/detail/${product}`, `/categories/${category}`];
}

const gzipCache = new Map<string, number>();

/** The gzip size of a script, fetched again from the server (hashed assets never change). */
export async function gzipOf(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** Waves as the header says: parser-found files are wave 1; later ones follow the last JS file finished before. */
function assignWaves(scripts: Script[]): void {
  const sorted = [...scripts].sort((a, b) => a.start - b.start);
  for (const s of sorted) {
    if (s.initiator === 'parser') {
      s.wave = 1;
      continue;
    }
    let wave = 1;
    for (const other of sorted)
      if (other !== s && other.wave > 0 && other.end !== null && other.end <= s.start)
        wave = Math.max(wave, other.wave + 1);
    s.wave = wave;
  }
}

export async function measurePage(base: string, page: string): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(tab);
    const byId = new Map<string, Script>();
    let fcp: number | null = null;
    cdp.on('Network.requestWillBeSent', (e) => {
      const isScript = e.type === 'Script' || /\.m?js(\?|$)/.test(new URL(e.request.url).pathname);
      if (isScript)
        byId.set(e.requestId, {
          url: e.request.url,
          start: e.timestamp,
          end: null,
          initiator: e.initiator.type,
          wire: 0,
          gzip: 0,
          wave: 0,
        });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = byId.get(e.requestId);
      if (s) {
        s.end = e.timestamp;
        s.wire = e.encodedDataLength;
      }
    });
    cdp.on('Page.lifecycleEvent', (e) => {
      if (e.name === 'firstContentfulPaint' && fcp === null) fcp = e.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // A last look for a paint reported late.
    await tab.waitForTimeout(300);
    const scripts = [...byId.values()];
    for (const s of scripts) s.gzip = await gzipOf(s.url);
    assignWaves(scripts);
    return { page, fcp, scripts };
  } finally {
    await browser.close();
  }
}

const sum = (list: Script[], key: 'gzip' | 'wire') => list.reduce((n, s) => n + s[key], 0);

/** The scripts a page requested before its first contentful paint, and the download waves they came in. */
export function beforeFirstPaint(f: PageFigures): {
  files: number;
  wire: number;
  gzip: number;
  waves: number;
} {
  const before = f.fcp === null ? [] : f.scripts.filter((s) => s.start < f.fcp!);
  return {
    files: before.length,
    wire: sum(before, 'wire'),
    gzip: sum(before, 'gzip'),
    waves: Math.max(0, ...before.map((s) => s.wave)),
  };
}

function report(f: PageFigures): void {
  const beforeFcp = f.fcp === null ? [] : f.scripts.filter((s) => s.start < f.fcp!);
  const waves = Math.max(0, ...f.scripts.map((s) => s.wave));
  const perWave = Array.from({ length: waves }, (_, i) => f.scripts.filter((s) => s.wave === i + 1));
  const total = sum(f.scripts, 'gzip');
  const verdict = total <= JS_BUDGET_KB * 1024 ? 'UNDER' : 'OVER';
  console.log(`\n${f.page}`);
  console.log(
    `  before first contentful paint  ${String(beforeFcp.length).padStart(3)} files   ${kb(sum(beforeFcp, 'gzip')).padStart(9)} gzip   ${kb(sum(beforeFcp, 'wire')).padStart(9)} on the wire${f.fcp === null ? '   (no paint reported)' : ''}`,
  );
  console.log(
    `  by network idle (all it loads)  ${String(f.scripts.length).padStart(3)} files   ${kb(total).padStart(9)} gzip   ${kb(sum(f.scripts, 'wire')).padStart(9)} on the wire`,
  );
  console.log(
    `  waves                          ${waves}   (${perWave.map((w, i) => `wave ${i + 1}: ${w.length} files ${kb(sum(w, 'gzip'))}`).join('; ')})`,
  );
  console.log(
    `  budget                         ${kb(total)} of ${JS_BUDGET_KB} KB gzip → ${verdict}${waves > 1 ? `, ${waves} waves (goal: one)` : ''}`,
  );
  if (VERBOSE)
    for (const s of [...f.scripts].sort((a, b) => a.wave - b.wave || b.gzip - a.gzip))
      console.log(
        `    wave ${s.wave}  ${new URL(s.url).pathname.padEnd(48)} ${kb(s.gzip).padStart(9)}  ${s.initiator}${f.fcp !== null && s.start < f.fcp ? '  before FCP' : ''}`,
      );
}

export async function benchJsBudget(): Promise<void> {
  if (!haveChromium('JS budget')) return;
  const lumi = process.env.LUMI_URL
    ? { url: process.env.LUMI_URL, stop: async () => {} }
    : await startLumi(3961, { DATABASE_URL: '', REDIS_URL: '' });
  try {
    const pages = await pagesOf(lumi.url);
    console.log(
      `\nJavaScript downloaded by public pages in headless Chromium (1280×720, no throttling, empty cache), budget ${JS_BUDGET_KB} KB gzip:`,
    );
    for (const page of pages) report(await measurePage(lumi.url, page));
  } finally {
    await lumi.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchJsBudget();
}
